// Footer island (SPEC §4): lists and tiles collapse on click only below 720 px (from 720 px every one is open and stays
// open; below, each returns to how it started); the SEO text shows "view more" only while it is clipped.
import { useEffect, useRef, useState } from 'react'
import { FooterView, type FooterProps } from '../../src/views/islands/footer-view'

export default function Footer(props: FooterProps) {
  const root = useRef<HTMLButtonElement>(null)
  const [clipped, setClipped] = useState(false)
  const [expanded, setExpanded] = useState(false)

  useEffect(() => {
    const footer = root.current?.closest('footer')
    if (!footer) return
    const wide = matchMedia('(min-width: 720px)')
    const lists = [...footer.querySelectorAll<HTMLDetailsElement>('details[data-collapse]')]
    const apply = () => {
      for (const list of lists) list.open = wide.matches || list.dataset.collapse === 'open'
    }
    const onSummary = (event: MouseEvent) => {
      if (wide.matches && (event.target as Element).closest('summary')) event.preventDefault()
    }
    const text = footer.querySelector<HTMLElement>('.seo__text')
    const measure = () => text && setClipped(text.classList.contains('seo__text--open') || text.scrollHeight > text.clientHeight + 1)
    const observer = new ResizeObserver(measure)
    if (text) observer.observe(text)
    apply()
    const listening = new AbortController()
    wide.addEventListener('change', apply, { signal: listening.signal })
    footer.addEventListener('click', onSummary, { signal: listening.signal })
    return () => {
      observer.disconnect()
      listening.abort()
    }
  }, [])

  const toggle = () => {
    root.current?.closest('footer')?.querySelector('.seo__text')?.classList.toggle('seo__text--open', !expanded)
    setExpanded(!expanded)
  }
  return <FooterView {...props} rootRef={root} clipped={clipped} expanded={expanded} onToggle={toggle} />
}
