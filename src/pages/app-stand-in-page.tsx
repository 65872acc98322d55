// The stand-in for another application's path (SPEC §2: /kundenkonto…, /magazin… belong to other applications): with no
// such application on this host, the shopper sees which application owns the path and what it would receive, inside the
// normal layout, with a way back to the shop, as the designer hand-off does for designer paths.
import type { LayoutView } from '../views/layout/layout-view'
import { Document, type DocumentMeta } from '../views/document'
import { Layout } from '../views/layout/layout'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export interface AppStandIn {
  /** Which application: `account` or `magazine`. */
  app: string
  title: string
  intro: string
  /** What the application would receive: the path after the site's markers, and every query parameter. */
  received: { path: [label: string, value: string]; query: [label: string, values: [name: string, value: string][]]; none: string }
  back: { href: string; text: string }
}

export interface AppStandInPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  standIn: AppStandIn
}

export function AppStandInPage({ context, meta, layout, standIn }: AppStandInPageProps) {
  const { path, query, none } = standIn.received
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout}>
          <section className="designer-handoff" data-app-stand-in={standIn.app}>
            <h1 className="designer-handoff__title">{standIn.title}</h1>
            <p className="designer-handoff__intro">{standIn.intro}</p>
            <dl className="designer-handoff__options">
              <div className="designer-handoff__option" data-received="path">
                <dt>{path[0]}</dt>
                <dd>
                  <code className="designer-handoff__raw">{path[1]}</code>
                </dd>
              </div>
              <div className="designer-handoff__option" data-received="query">
                <dt>{query[0]}</dt>
                <dd>
                  {query[1].length === 0
                    ? none
                    : query[1].map(([name, value], i) => (
                        <code key={`${name}-${i}`} className="designer-handoff__raw">
                          {`${name}=${value}`}
                        </code>
                      ))}
                </dd>
              </div>
            </dl>
            <p>
              <a className="button button--primary" href={standIn.back.href}>
                {standIn.back.text}
              </a>
            </p>
          </section>
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
