// The editors' live-preview badge: shown on preview pages opened inside Storyblok's visual editor.
import type { ShownStories } from '../../domain/editor-events'

/** The element the live preview swaps: the page's teaser and body (kept here so the island imports no renderer). */
export const PAGE_CONTENT_ID = 'page-content'
/** The element the live preview swaps while the layout story is edited: the whole shell of the layout's preview page. */
export const LAYOUT_CONTENT_ID = 'layout-content'

/** Which element a transform answer fills: the page's content, or the layout's. */
export type LivePart = 'page' | 'layout'

export type BridgeState = 'connecting' | 'live' | 'updating' | 'failed'

export interface PreviewBridgeProps {
  /** Where editor input events go to be rendered (SPEC §7 content transform call). */
  transformUrl: string
  /** The stories the page shows: only their events apply to it (src/domain/editor-events.ts). */
  stories: ShownStories
  /** Origins whose postMessages count as the editor (Storyblok's app, plus local stand-ins in development). */
  editorOrigins: string[]
  /**
   * The options of Storyblok's bridge: the editor resolves the story's relations and links in each input event the way
   * page reads ask the CDN API to (src/content/story-links.ts), so a Feed of picked stories shows them while editing.
   * `preventClicks` stays off: the bridge stops the first click on a block (it opens the block in the editor), a
   * second one follows its link, so editors can still move through the preview.
   */
  bridgeOptions: { resolveRelations: string[]; resolveLinks: 'url' }
  labels: Record<BridgeState, string>
}

export function PreviewBridgeView({ labels, state = 'connecting' }: PreviewBridgeProps & { state?: BridgeState }) {
  return (
    <p className="preview-badge" data-state={state} role="status">
      {labels[state]}
    </p>
  )
}
