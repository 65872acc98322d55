// A content-managed page (SPEC §2): teaser area, then the body blocks, inside the shared layout.
import type { ReactNode } from 'react'
import type { LayoutView } from '../views/layout/layout-view'
import type { EditableAttributes } from '../content/editable'
import type { FooterOverride, PageContent } from '../content/schemas'
import { CalculatorPanelView, type CalculatorPanelProps } from '../views/islands/parts/calculator-dialogs'
import type { CalculatorProps } from '../views/islands/calculator-view'
import type { PhotoCalculatorProps } from '../views/islands/photo-calculator-view'
import type { PreviewBridgeProps } from '../views/islands/preview-bridge-view'
import { Island } from '../views/island'
import { PageBlocks, PAGE_CONTENT_ID } from './page-blocks'
import { Document, type DocumentMeta } from '../views/document'
import { Layout } from '../views/layout/layout'
import type { BreadcrumbItem } from '../views/layout/breadcrumb'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export interface ContentPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  page: PageContent
  notice?: string | undefined
  /** A way on from the notice (the error target's country shop in the language asked for). */
  noticeLink?: { href: string; text: string } | undefined
  /** Preview pages only: the live bridge inside the visual editor, or a warning outside it (SPEC §6). */
  preview?: { bridge: PreviewBridgeProps } | { warning: string } | undefined
  /**
   * Preview pages only, for the visual editor: the story's own block (a click beside every block opens the page) and
   * the calculator's, which renders outside the block registry.
   */
  editable?: { page?: EditableAttributes | undefined; calculator?: EditableAttributes | undefined } | undefined
  /** SPEC §2 teaser area: the optional calculator, loaded with the page (src/content/calculator.ts). */
  calculator?: (CalculatorProps & { panel?: CalculatorPanelProps | undefined }) | { photo: PhotoCalculatorProps } | null | undefined
  /** Streamed after the page content (deferred data inside Suspense). */
  after?: ReactNode
  /** SPEC §2: the page's trail after the home link (src/content/breadcrumb.ts). */
  breadcrumb?: readonly BreadcrumbItem[] | undefined
  /** SPEC §3 page footerOverride: the page's own footer SEO text. */
  footerOverride?: FooterOverride | undefined
}

export function ContentPage({
  context,
  meta,
  layout,
  page,
  notice,
  noticeLink,
  preview,
  editable,
  calculator: loaded,
  after,
  breadcrumb,
  footerOverride,
}: ContentPageProps) {
  // A dialog's no-JavaScript panel renders beside the island, never inside its props.
  const photo = loaded && 'photo' in loaded ? loaded.photo : undefined
  const { panel, ...calculator } = loaded && !('photo' in loaded) ? loaded : {}
  const content = (
    <div id={PAGE_CONTENT_ID} className="page__content" {...editable?.page}>
      <PageBlocks page={page} />
    </div>
  )
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout} breadcrumb={breadcrumb} footerOverride={footerOverride}>
          {/* Preview hosts only: a build without them (production's) leaves the editor's bridge and badge out. */}
          {__PREVIEW_HOSTS__ && preview && 'bridge' in preview && <Island name="preview-bridge" props={preview.bridge} />}
          {__PREVIEW_HOSTS__ && preview && 'warning' in preview && (
            <p className="preview-badge preview-badge--warning" role="status">
              {preview.warning}
            </p>
          )}
          {notice && (
            <p className="page__notice">
              {notice}
              {noticeLink && (
                <>
                  {' '}
                  <a href={noticeLink.href}>{noticeLink.text}</a>
                </>
              )}
            </p>
          )}
          {loaded ? (
            // Outside the element the live preview swaps, so editing never drops it; CSS shows it right after the teaser.
            <div className="page__with-calculator">
              {content}
              <div className="page__calculator" {...editable?.calculator}>
                {/* On interaction: hydrating at load blocked the main thread for most of a mobile page's budget. */}
                {photo ? (
                  <Island name="photo-calculator" props={photo} hydrate="interaction" />
                ) : (
                  <Island name="calculator" props={calculator as CalculatorProps} hydrate="interaction" />
                )}
                {panel && <CalculatorPanelView {...panel} />}
              </div>
            </div>
          ) : (
            content
          )}
          {after}
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
