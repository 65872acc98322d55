// The designer hand-off (SPEC §2 designer paths): with no designer application on this host, the shopper sees which
// designer the link opens and every option it carries, inside the normal layout, with a way back to the shop.
import type { LayoutView } from '../views/layout/layout-view'
import { Document, type DocumentMeta } from '../views/document'
import { Layout } from '../views/layout/layout'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export interface DesignerOptionView {
  /** The query parameter, e.g. `materialType`. */
  name: string
  /** Its label in the shopper's language, or the name itself. */
  label: string
  /** The value for people (`Leinwand`, `60 x 90 cm`). */
  text: string
  /** The value as the link carries it, when it differs from `text`. */
  raw?: string | undefined
}

export interface DesignerHandoff {
  product: string
  title: string
  intro: string
  options: DesignerOptionView[]
  back: { href: string; text: string }
}

export interface DesignerPageProps {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  handoff: DesignerHandoff
}

export function DesignerPage({ context, meta, layout, handoff }: DesignerPageProps) {
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout}>
          <section className="designer-handoff" data-product={handoff.product}>
            <h1 className="designer-handoff__title">{handoff.title}</h1>
            <p className="designer-handoff__intro">{handoff.intro}</p>
            <dl className="designer-handoff__options">
              {handoff.options.map((option) => (
                <div key={option.name} className="designer-handoff__option" data-option={option.name}>
                  <dt>{option.label}</dt>
                  <dd>
                    {option.raw === undefined ? option.text : `${option.text} `}
                    {option.raw !== undefined && <code className="designer-handoff__raw">{option.raw}</code>}
                  </dd>
                </div>
              ))}
            </dl>
            <p>
              <a className="button button--primary" href={handoff.back.href}>
                {handoff.back.text}
              </a>
            </p>
          </section>
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
