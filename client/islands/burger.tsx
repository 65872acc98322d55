// Burger menu island (SPEC §4): open or closed, toggles the body scroll lock, closes itself when the viewport reaches
// 1000 px, and a second-level menu remembers its scroll position. The menu is server HTML (layout/burger-menu.tsx);
// its links say what they do in `data-burger` (close, back, or the id of the level they open); here they do it without
// following their `#` target, which is how the menu works without JavaScript.
import { useEffect, useRef, useState } from 'react'
import { BurgerView, type BurgerProps } from '../../src/views/islands/burger-view'
import { lockScroll } from '../lib/scroll-lock'

export default function Burger(props: BurgerProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLElement | null>(null)
  const first = useRef(true)

  useEffect(() => {
    const menu = document.getElementById(props.controls)
    if (!menu) return
    const scrolls = new Map<string, number>()
    let level: HTMLElement | null = null
    const levelOf = (id: string) => document.getElementById(id)
    const leave = () => {
      if (!level) return
      scrolls.set(level.id, level.scrollTop)
      level.hidden = true
      level = null
    }
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element).closest<HTMLElement>('[data-burger]')
      const action = target?.dataset.burger
      if (!action) return
      event.preventDefault()
      if (action === 'close') return setOpen(false)
      leave()
      if (action === 'back') return void menu.querySelector<HTMLElement>('[data-burger-root]')?.removeAttribute('hidden')
      const next = levelOf(action)
      if (!next) return
      menu.querySelector<HTMLElement>('[data-burger-root]')?.setAttribute('hidden', '')
      next.hidden = false
      next.scrollTop = scrolls.get(next.id) ?? 0
      level = next
      next.querySelector<HTMLElement>('[data-burger="back"]')?.focus({ preventScroll: true })
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const wide = matchMedia('(min-width: 1000px)')
    const onWide = () => wide.matches && setOpen(false)
    const listening = new AbortController()
    menu.addEventListener('click', onClick, { signal: listening.signal })
    menu.addEventListener('keydown', onKey, { signal: listening.signal })
    wide.addEventListener('change', onWide, { signal: listening.signal })
    return () => {
      listening.abort()
    }
  }, [props.controls])

  useEffect(() => {
    const menu = document.getElementById(props.controls)
    if (!menu) return
    menu.hidden = !open
    lockScroll('burger', open)
    if (open) menu.querySelector<HTMLElement>('a[data-burger="close"]')?.focus()
    else if (!first.current) button.current?.focus()
    first.current = false
  }, [open, props.controls])

  return (
    <BurgerView
      {...props}
      expanded={open}
      onToggle={(event) => {
        event.preventDefault()
        button.current = document.querySelector(`[aria-controls="${props.controls}"]`)
        setOpen(!open)
      }}
    />
  )
}
