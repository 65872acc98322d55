// One body scroll lock shared by the burger menu and the dialogs (SPEC §4): the page scrolls again only when the
// last holder lets go. CSS (`html[data-scroll-lock]`) does the locking, so the scroll position stays where it was.
const holders = new Set<string>()

export function lockScroll(holder: string, locked: boolean): void {
  if (locked) holders.add(holder)
  else holders.delete(holder)
  document.documentElement.toggleAttribute('data-scroll-lock', holders.size > 0)
}
