// Sub-navigation island (SPEC §2): on load the active tile scrolls into view inside the row, unless the URL has a hash
// (the shopper is headed for an anchor; nothing may move under them). Only the row scrolls, never the page.
import { useEffect } from 'react'
import type { SubNavProps } from '../../src/views/islands/sub-nav-view'

export default function SubNav(_props: SubNavProps) {
  useEffect(() => {
    if (location.hash) return
    const track = document.querySelector<HTMLElement>('.subnav__track')
    const active = track?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li')
    if (!track || !active) return
    const left = active.offsetLeft - (track.clientWidth - active.offsetWidth) / 2
    track.scrollTo({ left: Math.max(0, left), behavior: 'instant' })
    track.dataset.scrolled = 'true'
  }, [])
  return null
}
