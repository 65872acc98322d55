// The editors' live-preview badge: shown on preview pages opened inside Storyblok's visual editor.

/** The element the live preview swaps: the page's teaser and body (kept here so the island imports no renderer). */
export const PAGE_CONTENT_ID = 'page-content'

export type BridgeState = 'connecting' | 'live' | 'updating' | 'failed'

export interface PreviewBridgeProps {
  /** Where editor input events go to be rendered (SPEC §7 content transform call). */
  transformUrl: string
  /** Origins whose postMessages count as the editor (Storyblok's app, plus local stand-ins in development). */
  editorOrigins: string[]
  labels: Record<BridgeState, string>
}

export function PreviewBridgeView({ labels, state = 'connecting' }: PreviewBridgeProps & { state?: BridgeState }) {
  return (
    <p className="preview-badge" data-state={state} role="status">
      {labels[state]}
    </p>
  )
}
