// The main navigation's previous/next buttons (SPEC §2: horizontally scrollable with previous and next buttons).
// The island around them also drives the flyouts of the server-rendered list next to it (client/islands/main-nav.tsx).
import type { Ref } from 'react'
import { IslandIcon } from './island-icon'

export interface MainNavProps {
  previous: string
  next: string
}

export function MainNavView(
  props: MainNavProps & { canPrevious?: boolean; canNext?: boolean; onStep?: (direction: -1 | 1) => void; rootRef?: Ref<HTMLDivElement> },
) {
  // The list scrolls with Tab and swipes too; the buttons are a mouse convenience, so they stay out of the tab order.
  return (
    <div className="nav__arrows" ref={props.rootRef}>
      <button
        type="button"
        className="nav__arrow nav__arrow--previous"
        aria-label={props.previous}
        tabIndex={-1}
        hidden={!props.canPrevious}
        onClick={() => props.onStep?.(-1)}
      >
        <IslandIcon name="chevron-left" />
      </button>
      <button
        type="button"
        className="nav__arrow nav__arrow--next"
        aria-label={props.next}
        tabIndex={-1}
        hidden={!props.canNext}
        onClick={() => props.onStep?.(1)}
      >
        <IslandIcon name="chevron-right" />
      </button>
    </div>
  )
}
