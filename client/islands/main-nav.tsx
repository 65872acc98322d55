// Main navigation island (SPEC §2, §4): previous/next buttons while the list overflows, and the flyouts: the hovered
// or active item decides which flyout is open. Mouse: hover (with a short intent delay). Keyboard: Enter, Space or
// ArrowDown on an item opens its flyout (ArrowDown also moves into it), Escape closes it and returns focus. Touch:
// the first tap opens the flyout, the second follows the link. Flyouts exist from 1000 px up (the burger menu below).
// Before this island runs, CSS opens flyouts on :hover and :focus-within; `data-js` on the nav hands over to here.
import { useEffect, useRef, useState } from 'react'
import { MainNavView, type MainNavProps } from '../../src/views/islands/main-nav-view'

const WIDE = '(min-width: 1000px)'

export default function MainNav(props: MainNavProps) {
  const root = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLElement | null>(null)
  const [edges, setEdges] = useState([false, false])

  useEffect(() => {
    const nav = root.current?.closest('nav')
    const ul = nav?.querySelector('ul')
    if (!nav || !ul) return
    list.current = ul
    nav.dataset.js = ''
    const wide = matchMedia(WIDE)
    const update = () => setEdges([ul.scrollLeft > 1, ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 1])
    const observer = new ResizeObserver(update)
    observer.observe(ul)
    const listening = new AbortController()
    ul.addEventListener('scroll', update, { passive: true, signal: listening.signal })

    let open: HTMLElement | null = null
    let timer = 0
    // Until the first pointerdown says otherwise, a device that cannot hover is a touch device (its first tap on a
    // link may have been held back by client/index.ts and replayed here).
    let pointer = matchMedia('(any-hover: hover)').matches ? 'mouse' : 'touch'
    const linkOf = (item: HTMLElement | null) => item?.querySelector<HTMLElement>('.nav__link')
    const show = (item: HTMLElement | null) => {
      clearTimeout(timer)
      if (item === open) return
      tapped = null
      open?.removeAttribute('data-open')
      linkOf(open)?.setAttribute('aria-expanded', 'false')
      open = item
      item?.setAttribute('data-open', '')
      linkOf(item)?.setAttribute('aria-expanded', 'true')
    }
    const later = (item: HTMLElement | null, ms: number) => {
      clearTimeout(timer)
      timer = window.setTimeout(() => show(item), ms)
    }
    const itemOf = (event: Event) => (event.target as Element).closest<HTMLElement>('.nav__item[data-flyout]')

    const onPointerDown = (event: PointerEvent) => {
      pointer = event.pointerType
      if (!nav.contains(event.target as Node)) show(null)
    }
    const onOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !wide.matches) return
      const item = itemOf(event)
      // Moving from one open item to the next switches at once; a fresh hover waits for intent.
      if (item && item !== open) later(item, open ? 0 : 120)
      else if (item) clearTimeout(timer)
    }
    const onOut = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !open) return
      const to = event.relatedTarget as Node | null
      if (!to || !open.contains(to)) later(null, 200)
    }
    // The item opened by a tap: a second tap on it follows the link (one opened by hover still needs its first tap).
    let tapped: HTMLElement | null = null
    const onClick = (event: MouseEvent) => {
      const item = itemOf(event)
      if (
        !item ||
        !wide.matches ||
        ((event as PointerEvent).pointerType || pointer) === 'mouse' ||
        !(event.target as Element).closest('.nav__link')
      )
        return
      if (open !== item || tapped !== item) {
        event.preventDefault()
        show(item)
        tapped = item
      }
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        const link = linkOf(open)
        show(null)
        link?.focus()
        return
      }
      const item = itemOf(event)
      if (!item || !wide.matches || !(event.target as Element).classList.contains('nav__link')) return
      const { key } = event
      if (key === 'ArrowDown' || key === ' ' || (key === 'Enter' && open !== item)) {
        event.preventDefault()
        show(key === ' ' && open === item ? null : item)
        if (key === 'ArrowDown') item.querySelector<HTMLElement>('.flyout a')?.focus()
      }
    }
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null
      if (open && (!to || !open.contains(to))) show(null)
    }
    const onWide = () => show(null)

    // The pointer that woke this island may already rest on an item: CSS showed its flyout until now, keep it open.
    const hovered = nav.querySelector<HTMLElement>('.nav__item[data-flyout]:hover')
    if (hovered && wide.matches) show(hovered)

    nav.addEventListener('pointerover', onOver, { signal: listening.signal })
    nav.addEventListener('pointerout', onOut, { signal: listening.signal })
    nav.addEventListener('click', onClick, { signal: listening.signal })
    nav.addEventListener('keydown', onKey, { signal: listening.signal })
    nav.addEventListener('focusout', onFocusOut, { signal: listening.signal })
    document.addEventListener('pointerdown', onPointerDown, { signal: listening.signal })
    wide.addEventListener('change', onWide, { signal: listening.signal })
    return () => {
      observer.disconnect()
      listening.abort()
      clearTimeout(timer)
    }
  }, [])

  const step = (direction: -1 | 1) => {
    const ul = list.current
    ul?.scrollBy({ left: direction * ul.clientWidth * 0.8, behavior: 'smooth' })
  }
  return <MainNavView {...props} rootRef={root} canPrevious={edges[0]} canNext={edges[1]} onStep={step} />
}
