// The built-in shop's cart page (`/kundenkonto/warenkorb/`): the lines with their prices and the total in the cart's
// currency, a quantity form and a remove form per line, the empty state, and the checkout hand-off where the order
// application would take over. Plain forms posting to the cart calls, answered 303 back here (no JavaScript needed).
import { ButtonLink } from './account-page'
import type { DocumentMeta } from '../views/document'
import { Document } from '../views/document'
import { Layout } from '../views/layout/layout'
import type { LayoutView } from '../views/layout/layout-view'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export interface CartLineView {
  id: number
  label: string
  quantity: number
  /** The most this line takes (accessories 5000, vouchers 10). */
  max: number
  total: string
}

export interface CartPageView {
  title: string
  /** The cart call's result after a plain form post (`?cart=`), or why the cart cannot be shown. */
  message?: { text: string; tone: 'success' | 'error' } | undefined
  lines: CartLineView[]
  /** Empty when the lines' currencies differ: no total, shipping or checkout then. */
  total: string
  /** The delivery to the site's country and what it costs (SPEC §7 shipping information); undefined when unknown. */
  shipping?: string | undefined
  /** This page's own path: every form returns here. */
  back: string
  /** Why the cart could not be read, with a link when the backend keeps it on its own page (CART_URL). */
  unavailable?: { text: string; link?: { href: string; text: string } } | undefined
  empty: { text: string; link: { href: string; text: string } }
  /** `?checkout=1`: what the order application receives. */
  checkout?: { title: string; intro: string; summary: string } | undefined
  basePath: string
  labels: {
    article: string
    quantity: string
    quantityFor: (item: string) => string
    lineTotal: string
    change: string
    remove: string
    removeItem: (item: string) => string
    total: string
    vat: string
    checkout: string
    back: string
  }
}

function CartLines({ view }: { view: CartPageView }) {
  const { labels } = view
  return (
    <>
      <table className="cart-page__lines">
        <thead>
          <tr>
            <th scope="col">{labels.article}</th>
            <th scope="col">{labels.quantity}</th>
            <th scope="col" className="cart-page__amount">
              {labels.lineTotal}
            </th>
            <th scope="col">
              <span className="visually-hidden">{labels.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.id} className="cart-page__line" data-line={line.id}>
              <th scope="row" className="cart-page__label">
                {line.label}
              </th>
              <td>
                <form method="post" action={`${view.basePath}/web-api/cart/quantity`} className="cart-page__quantity">
                  <input type="hidden" name="id" value={line.id} />
                  <input type="hidden" name="back" value={view.back} />
                  <input
                    type="number"
                    name="quantity"
                    min={1}
                    max={line.max}
                    step={1}
                    required
                    defaultValue={line.quantity}
                    aria-label={labels.quantityFor(line.label)}
                    inputMode="numeric"
                  />
                  <button type="submit" className="button">
                    {labels.change}
                  </button>
                </form>
              </td>
              <td className="cart-page__amount">{line.total}</td>
              <td>
                <form method="post" action={`${view.basePath}/web-api/cart/remove`}>
                  <input type="hidden" name="id" value={line.id} />
                  <input type="hidden" name="back" value={view.back} />
                  <button type="submit" className="button cart-page__remove" aria-label={labels.removeItem(line.label)}>
                    {labels.remove}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
        {view.total && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {labels.total}
              </th>
              <td className="cart-page__amount cart-page__total" data-total>
                {view.total}
              </td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
      {view.shipping && <p className="cart-page__shipping">{view.shipping}</p>}
      <p className="cart-page__vat">{labels.vat}</p>
      {view.total && (
        <form method="get" action={view.back} className="cart-page__checkout">
          <input type="hidden" name="checkout" value="1" />
          <button type="submit" className="button button--primary">
            {labels.checkout}
          </button>
        </form>
      )}
    </>
  )
}

export function CartPage({
  context,
  meta,
  layout,
  view,
}: {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  view: CartPageView
}) {
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout}>
          <section className="cart-page">
            <h1 className="cart-page__title">{view.title}</h1>
            {view.message && (
              <p className={`cart-page__message cart-page__message--${view.message.tone}`} role="status">
                {view.message.text}
              </p>
            )}
            {/* The order application's stand-in (builds with stand-ins only). */}
            {__STAND_INS__ && view.checkout && (
              <div className="cart-page__handoff" data-handoff="order">
                <h2>{view.checkout.title}</h2>
                <p>{view.checkout.intro}</p>
                <p className="cart-page__received">{view.checkout.summary}</p>
                <p>
                  <a href={view.back}>{view.labels.back}</a>
                </p>
              </div>
            )}
            {view.unavailable ? (
              <>
                <p className={view.unavailable.link ? 'cart-page__message' : 'cart-page__message cart-page__message--error'}>
                  {view.unavailable.text}
                </p>
                {view.unavailable.link && <ButtonLink link={view.unavailable.link} />}
              </>
            ) : view.lines.length === 0 ? (
              <div className="cart-page__empty">
                <p>{view.empty.text}</p>
                <ButtonLink link={view.empty.link} />
              </div>
            ) : (
              <CartLines view={view} />
            )}
          </section>
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
