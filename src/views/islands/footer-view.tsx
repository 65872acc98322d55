// The footer's interactive bits: the SEO text's "view more" (shown only when the text is clipped, SPEC §4) and, in the
// island, the lists and tiles that collapse only below 720 px (the server renders them as <details>).
import type { Ref } from 'react'

export interface FooterProps {
  viewMore: string
  viewLess: string
}

export function FooterView(
  props: FooterProps & { clipped?: boolean; expanded?: boolean; onToggle?: () => void; rootRef?: Ref<HTMLButtonElement> },
) {
  return (
    <button
      type="button"
      ref={props.rootRef}
      className="seo__more"
      hidden={!props.clipped}
      aria-expanded={props.expanded ?? false}
      onClick={props.onToggle}
    >
      {props.expanded ? props.viewLess : props.viewMore}
    </button>
  )
}
