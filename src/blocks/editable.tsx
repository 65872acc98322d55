// On preview hosts each CMS block sits inside the element Storyblok's visual editor outlines and opens on a click: a
// plain block-level <div> carrying `data-blok-c` / `data-blok-uid` from the block's `_editable`. A block's own entries
// (list entries, a call to action) carry the attributes on the element that already stands for them (`useEntryMarks`),
// so a list stays a list. Public pages never get either, so their DOM is the same as without an editor.
// Why a box of its own and not `display: contents`: the bridge measures the element it outlines
// (getBoundingClientRect, offsetHeight, scrollIntoView); an element without a box puts the editor's overlay at 0,0.
// A wrapper without margin, padding or border takes exactly its block's box (the block's margins collapse through it),
// and the few style rules that address a block as a direct child look through it (public/assets/site.css).
import type { ReactNode } from 'react'
import { editableAttributes, type EditableAttributes } from '../content/editable'
import { useOptionalPageContext } from '../views/page-context'

/** An entry's editor attributes from its `_editable`, or none. */
export type EntryMarks = (editable: unknown) => EditableAttributes | undefined

const noMarks: EntryMarks = () => undefined

/**
 * The editor attributes for the entries of a block, to spread on each entry's element (`<li {...marks(item._editable)}>`).
 * Only a preview render knows the editor: public renders (and so the page and shell caches) never hold its attributes.
 */
export function useEntryMarks(): EntryMarks {
  const preview = useOptionalPageContext()?.site.preview === true
  return __PREVIEW_HOSTS__ && preview ? editableAttributes : noMarks
}

export function Editable({ editable, children }: { editable: unknown; children: ReactNode }) {
  const attributes = useEntryMarks()(editable)
  return attributes ? <div {...attributes}>{children}</div> : children
}
