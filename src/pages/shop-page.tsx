// The page shell of the shop's own pages (listings, theme detail): document, layout and breadcrumb around content that
// comes from the shop API rather than from one CMS story.
import type { ReactNode } from 'react'
import type { LayoutView } from '../views/layout/layout-view'
import { Document, type DocumentMeta } from '../views/document'
import type { BreadcrumbItem } from '../views/layout/breadcrumb'
import { Layout } from '../views/layout/layout'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export interface ShopPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  breadcrumb: readonly BreadcrumbItem[]
  /** `<link rel="prev|next">` of a paged listing, in the head. */
  pageLinks?: DocumentMeta['pageLinks']
  children: ReactNode
}

export function ShopPage({ context, meta, layout, breadcrumb, pageLinks, children }: ShopPageProps) {
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={pageLinks ? { ...meta, pageLinks } : meta} experiments={context.experiments}>
        <Layout layout={layout} breadcrumb={breadcrumb}>
          <div className="page__content shop-page">{children}</div>
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
