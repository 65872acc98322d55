// The layout story's own page on preview hosts: the visual editor opens `{preview URL}{folder}/layout` when an editor
// edits the site's layout (navigation, action bar, footer), and this page shows that shell around a short note.
// Live editing swaps the whole shell (LAYOUT_CONTENT_ID), the bridge island sits outside it so it is never swapped.
import type { EditableAttributes } from '../content/editable'
import type { LayoutView } from '../views/layout/layout-view'
import { LAYOUT_CONTENT_ID, type PreviewBridgeProps } from '../views/islands/preview-bridge-view'
import { Document, type DocumentMeta } from '../views/document'
import { Island } from '../views/island'
import { Layout } from '../views/layout/layout'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export interface LayoutPreviewPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  /** What this page is, for the editor. */
  note: string
  /** The layout story's own block for the visual editor: a click anywhere in the shell opens the layout's fields. */
  editable?: EditableAttributes | undefined
  preview: { bridge: PreviewBridgeProps } | { warning: string }
}

/** The shell of the layout preview: what the live preview renders anew on every input event of the layout story. */
export function LayoutPreview({ layout, note }: { layout: LayoutView; note: string }) {
  return (
    <Layout layout={layout}>
      <p className="page__notice">{note}</p>
    </Layout>
  )
}

export function LayoutPreviewPage({ context, meta, layout, note, editable, preview }: LayoutPreviewPageProps) {
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        {'bridge' in preview ? (
          <Island name="preview-bridge" props={preview.bridge} />
        ) : (
          <p className="preview-badge preview-badge--warning" role="status">
            {preview.warning}
          </p>
        )}
        <div id={LAYOUT_CONTENT_ID} {...editable}>
          <LayoutPreview layout={layout} note={note} />
        </div>
      </Document>
    </PageContextProvider>
  )
}
