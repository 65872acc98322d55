// A content-managed page (SPEC §2): teaser area, then the body blocks, inside the shared layout.
import type { LayoutView } from '../../content/layout'
import type { PageContent } from '../../content/schemas'
import { Blocks } from '../blocks/registry'
import { Document, type DocumentMeta } from '../document'
import { Layout } from '../layout/layout'
import { PageContextProvider, type PageContextValue } from '../page-context'

export interface ContentPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  page: PageContent
  notice?: string | undefined
}

export function ContentPage({ context, meta, layout, page, notice }: ContentPageProps) {
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout}>
          {notice && <p className="page__notice">{notice}</p>}
          {page.teaser.length > 0 && (
            <div className="page__teaser">
              <Blocks blocks={page.teaser} />
            </div>
          )}
          <div className="page__body">
            <Blocks blocks={page.body} />
          </div>
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
