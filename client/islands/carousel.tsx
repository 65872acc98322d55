// Carousel island (SPEC §4, §9): next and previous by group in an endless loop, a touch swipe over 50 px or a mouse
// drag three times more sideways than up or down; how many slides show, how many a step moves and the gap come from
// SPEC §9's rule (src/domain/carousel.ts), written onto the track; site.css holds the same values for the first paint. The slide under the pointer
// follows it while dragging; the 300 ms transition is CSS and off under prefers-reduced-motion.
import { useCallback, useEffect, useRef, useState } from 'react'
import { classifyGesture, reviewCarouselLayout, stepIndex, visibleSlides, type CarouselLayout } from '../../src/domain/carousel'
import { CarouselView, type CarouselProps } from '../../src/views/islands/carousel-view'

/** The carousel's layout at this viewport width (SPEC §9), written onto the track so the CSS follows the same rule. */
function measure(element: HTMLElement | null): CarouselLayout {
  const layout = reviewCarouselLayout(innerWidth)
  element?.style.setProperty('--per-view', String(layout.perView))
  element?.style.setProperty('--group', String(layout.group))
  element?.style.setProperty('--gap', `${layout.gap}px`)
  return layout
}

export default function Carousel(props: CarouselProps) {
  const count = props.slides.length
  const track = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  // Unmeasured until the first effect, so the first render matches the server's HTML.
  const [measured, setView] = useState<CarouselLayout | undefined>(undefined)
  const view = measured ?? { perView: 1, group: 1 }
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    let timer = 0
    const update = () => setView(measure(track.current))
    // SPEC §9: resize handling is debounced by 200 ms.
    const onResize = () => {
      clearTimeout(timer)
      timer = window.setTimeout(update, 200)
    }
    update()
    const listening = new AbortController()
    addEventListener('resize', onResize, { signal: listening.signal })
    return () => {
      listening.abort()
      clearTimeout(timer)
    }
  }, [])

  // Measured at the step itself: a click replayed right after hydration comes before the first measurement renders.
  const step = useCallback(
    (direction: 1 | -1) => {
      const { perView, group } = measure(track.current)
      setIndex((current) => stepIndex(current, direction, count, perView, group))
    },
    [count],
  )

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    let start: { x: number; y: number; id: number; type: 'touch' | 'mouse' | 'pen' } | undefined
    let moved = false
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return
      start = {
        x: event.clientX,
        y: event.clientY,
        id: event.pointerId,
        type: event.pointerType === 'touch' ? 'touch' : event.pointerType === 'pen' ? 'pen' : 'mouse',
      }
      moved = false
    }
    const move = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      // The track follows a sideways pointer (never a vertical one: that scrolls the page).
      if (!moved && Math.abs(dx) > 6 && Math.abs(dx) > Math.abs(dy)) {
        moved = true
        setDragging(true)
        // Keeps the drag when the pointer leaves the carousel; an unknown pointer (synthetic events) cannot be captured.
        try {
          element.setPointerCapture(event.pointerId)
        } catch {
          // The drag still works while the pointer stays inside.
        }
      }
      if (moved) track.current?.style.setProperty('--drag', `${dx}px`)
    }
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return
      const gesture = classifyGesture(event.clientX - start.x, event.clientY - start.y, start.type)
      start = undefined
      track.current?.style.removeProperty('--drag')
      setDragging(false)
      if (gesture !== 'none') step(gesture === 'next' ? 1 : -1)
    }
    const cancel = () => {
      start = undefined
      track.current?.style.removeProperty('--drag')
      setDragging(false)
    }
    // A drag must not end in a click on a link inside a slide.
    const click = (event: MouseEvent) => {
      if (!moved) return
      moved = false
      event.preventDefault()
      event.stopPropagation()
    }
    const noNativeDrag = (event: DragEvent) => event.preventDefault()
    // One signal removes every listener when the island goes away.
    const listening = new AbortController()
    const options = { signal: listening.signal }
    element.addEventListener('pointerdown', down, options)
    element.addEventListener('pointermove', move, options)
    element.addEventListener('pointerup', up, options)
    element.addEventListener('pointercancel', cancel, options)
    element.addEventListener('click', click, { capture: true, signal: listening.signal })
    element.addEventListener('dragstart', noNativeDrag, options)
    return () => listening.abort()
  }, [step])

  const current = Math.min(index, Math.max(0, count - view.perView))
  return (
    <CarouselView
      {...props}
      state={{ index: current, visible: measured && visibleSlides(current, count, view.perView), dragging }}
      onPrevious={() => step(-1)}
      onNext={() => step(1)}
      trackRef={track}
      viewportRef={viewport}
    />
  )
}
