// On preview hosts each CMS block sits inside the element Storyblok's visual editor outlines and opens on a click: a
// plain block-level <div> carrying `data-blok-c` / `data-blok-uid` from the block's `_editable`. Public pages never
// get it (they render no wrapper at all), so their DOM is the same as without an editor.
// Why a box of its own and not `display: contents`: the bridge measures the element it outlines
// (getBoundingClientRect, offsetHeight, scrollIntoView); an element without a box puts the editor's overlay at 0,0.
// A wrapper without margin, padding or border takes exactly its block's box (the block's margins collapse through it),
// and the few style rules that address a block as a direct child look through it (public/assets/site.css).
import type { ReactNode } from 'react'
import { editableAttributes } from '../content/editable'
import { useOptionalPageContext } from '../views/page-context'

export function Editable({ editable, children }: { editable: unknown; children: ReactNode }) {
  // Only a preview render knows the editor: public renders (and so the page and shell caches) never hold its attributes.
  const preview = useOptionalPageContext()?.site.preview === true
  const attributes = __PREVIEW_HOSTS__ && preview ? editableAttributes(editable) : undefined
  return attributes ? <div {...attributes}>{children}</div> : children
}
