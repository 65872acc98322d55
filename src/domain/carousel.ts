// Carousel maths (SPEC §4, §9), pure so every rule is tested without a browser: index wrapping for the infinite loop,
// stepping by group, and telling a swipe or mouse drag from a tap or a vertical scroll.

export interface CarouselLayout {
  /** Slides on screen. */
  perView: number
  /** Slides one step moves. */
  group: number
  /** Between two slides, px. */
  gap: number
}

/** SPEC §9: the review carousel's breakpoint, px. */
export const REVIEW_CAROUSEL_BREAKPOINT = 720

/**
 * SPEC §9 review carousel: under 720 px a gap of 20 px and groups of 3; up to 1080 px a gap of 45 px. SPEC names no
 * wider width, so wider viewports keep the 45 px; three reviews show at every width, so a step of three never passes
 * a review the shopper did not see. site.css holds the same values for the first paint (before the island loads).
 */
export function reviewCarouselLayout(viewportWidth: number): CarouselLayout {
  return { perView: 3, group: 3, gap: viewportWidth < REVIEW_CAROUSEL_BREAKPOINT ? 20 : 45 }
}

/** SPEC §9: the default transition. */
export const CAROUSEL_TRANSITION_MS = 300
/** SPEC §4: a touch swipe moves the carousel once it travelled more than this. */
export const SWIPE_MIN_PX = 50
/** SPEC §4: a mouse drag moves it when the horizontal travel exceeds this many times the vertical. */
export const DRAG_RATIO = 3
/** Below this a mouse "drag" is a click with a shaky hand, not a drag. */
export const DRAG_MIN_PX = 10

/** `index` brought into 0..count-1, from either side (the loop never ends). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/**
 * The first slide of every page when `perView` slides show and a step moves `group`: 0, group, 2·group…; the last page
 * is pulled back so it is full (8 slides, 3 per view: 0, 3, 5).
 */
export function pageStarts(count: number, perView: number, group: number): number[] {
  const view = Math.max(1, Math.floor(perView))
  const step = Math.max(1, Math.floor(group))
  const last = Math.max(0, count - view)
  const starts: number[] = []
  for (let start = 0; start < last; start += step) starts.push(start)
  starts.push(last)
  return starts
}

/** The slide index after one step forward (+1) or back (-1): by group, from the last page round to the first and back. */
export function stepIndex(current: number, direction: 1 | -1, count: number, perView: number, group: number): number {
  const starts = pageStarts(count, perView, group)
  // The page the current index is on: the last start at or before it.
  let page = 0
  for (let i = 0; i < starts.length; i++) if ((starts[i] ?? 0) <= current) page = i
  return starts[wrapIndex(page + direction, starts.length)] ?? 0
}

export type Gesture = 'next' | 'previous' | 'none'

/**
 * What a pointer's travel from press to release means. Touch: a swipe of more than 50 px (SPEC §4) that is more
 * sideways than up or down (a vertical swipe scrolls the page). Mouse or pen: a drag whose horizontal travel exceeds
 * three times the vertical. Leftwards means next.
 */
export function classifyGesture(dx: number, dy: number, pointer: 'touch' | 'mouse' | 'pen'): Gesture {
  const ax = Math.abs(dx)
  const ay = Math.abs(dy)
  const moves = pointer === 'touch' ? ax > SWIPE_MIN_PX && ax > ay : ax >= DRAG_MIN_PX && ax > DRAG_RATIO * ay
  if (!moves) return 'none'
  return dx < 0 ? 'next' : 'previous'
}

/** Slides that show at `index` (for hiding the others from assistive technology). */
export function visibleSlides(index: number, count: number, perView: number): Set<number> {
  const shown = new Set<number>()
  for (let i = 0; i < Math.min(count, Math.max(1, Math.floor(perView))); i++) shown.add(index + i)
  return shown
}
