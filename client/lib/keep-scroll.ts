// SPEC §2: a change of query only on the same path keeps the scroll position. Without JavaScript a listing's links carry
// the listing's anchor (src/views/listing/theme-listing.tsx), so the new page opens at the listing. With it, a click on
// a link to the same path with another query remembers where the page was (sessionStorage, for that URL only) and
// opens the URL without the anchor; the new page's entry script scrolls back there as soon as the document is parsed.
const KEY = 'kept-scroll'

/** Installed by the entry script: remembers the scroll position for a same-path link with another query. */
export function keepScrollOnQueryChange(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]')
    if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (link.target || link.hasAttribute('download') || link.origin !== location.origin || link.pathname !== location.pathname) return
    if (link.search === location.search) return
    event.preventDefault()
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ url: link.pathname + link.search, y: Math.round(scrollY) }))
    } catch {
      // No storage (private mode, full): the page opens at its anchor instead.
      return location.assign(link.href)
    }
    location.assign(link.pathname + link.search)
  })
}

/** Run by the entry script on every page: scrolls to the position remembered for exactly this URL, once. */
export function restoreKeptScroll(): void {
  let kept: { url?: unknown; y?: unknown } | undefined
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as typeof kept
    sessionStorage.removeItem(KEY)
  } catch {
    return
  }
  if (!kept || kept.url !== location.pathname + location.search || location.hash || typeof kept.y !== 'number') return
  const y = kept.y
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => scrollTo(0, y), { once: true })
  else scrollTo(0, y)
}
