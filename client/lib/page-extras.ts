// Page extras loaded when idle (load-page-extras.ts): in-page links glide to their target in 500 ms (SPEC §2, §9), and the
// console greets the curious after 5 s (SPEC §9), never crawlers.
import { scrollToY } from './scroll'

/** SPEC §9: the greeting comes 5000 ms after the page started. */
export const GREETING_DELAY_MS = 5000

document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]')
  if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const target = link.hash.length > 1 ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null
  if (!target) return
  event.preventDefault()
  history.pushState(null, '', link.hash)
  // Hash targets stop below the header: the CSS scroll-margin-top is the offset.
  scrollToY(target.getBoundingClientRect().top + scrollY - (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0))
  if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true })
})

if (!/bot|crawl|spider|slurp|lighthouse/i.test(navigator.userAgent)) {
  setTimeout(
    () => {
      const brand = document.querySelector('.header__logo')?.getAttribute('aria-label') ?? 'our shop'
      console.info(
        `%c${brand}%c  Hello, curious mind! This shop is rendered at the edge and hydrates only what you touch.`,
        'font-weight:800;color:#c2185b',
        'color:inherit',
      )
    },
    Math.max(0, GREETING_DELAY_MS - performance.now()),
  )
}
