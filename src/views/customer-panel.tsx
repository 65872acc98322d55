// The result of a customer form post or a mailed link, near the top of the page (SPEC §1, §5), rendered from the query's
// result code only — never from a session, so the page stays cacheable: a banner with the message, and for shoppers
// without JavaScript the form to use (again) inline, inside <noscript> (with JavaScript the same form is a dialog).
import { pageUrl, resultView, withResult, withoutResults, type ResultText, type ResultView } from '../domain/customer/results'
import type { Language } from '../domain/locales'
import { createTranslator } from '../i18n/translate'
import { customerLabels } from './customer-labels'
import { CustomerFormView, FORM_CODES, type CustomerFormKind } from './islands/parts/customer-forms'
import { useOptionalPageContext } from './page-context'

/** The words of a result: the customer API's own where it has them, ours otherwise. */
export function resultText(language: Language, text: ResultText): string {
  const t = createTranslator(language)
  switch (text) {
    case 'loggedIn':
    case 'signedUp':
    case 'whitelabelOn':
    case 'whitelabelOff':
    case 'wishlistAdded':
    case 'wishlistRemoved':
    case 'throttled':
      return t(`customer.${text}`)
    default:
      return t(`customerApi.${text}`)
  }
}

export function ResultBanner({
  view,
  language,
  close,
  closeLabel,
}: {
  view: ResultView
  language: Language
  close: string
  closeLabel: string
}) {
  if (!view.text) return null
  return (
    <div className={`result-banner result-banner--${view.tone}`} role={view.tone === 'error' ? 'alert' : 'status'}>
      <p className="result-banner__text">{resultText(language, view.text)}</p>
      {/* A link, not a script: the page again without the result code. */}
      <a className="result-banner__close" href={close} aria-label={closeLabel}>
        ×
      </a>
    </div>
  )
}

export function CustomerPanel() {
  const context = useOptionalPageContext()
  // Results come in the query: a page without one has none (and is spared a URL parse).
  if (!context?.url?.includes('?')) return null
  const { site, url } = context
  const query = pageUrl(url).searchParams
  const customer = resultView('customer', query.get('customer'))
  const wishlist = resultView('wishlist', query.get('wishlist'))
  const newsletterCode = query.get('newsletter')
  // The confirmation link lands on the home page: say so at the top (subscribe results show at the form, in the footer).
  const newsletter =
    newsletterCode === 'confirmed' || newsletterCode === 'confirm-invalid' ? resultView('newsletter', newsletterCode) : undefined
  const banners = [customer, wishlist, newsletter].filter((view): view is ResultView => view?.text !== undefined)
  const form = customer?.form ?? wishlist?.form
  if (banners.length === 0 && !form) return null
  const language = site.language
  const labels = customerLabels(language)
  const close = withoutResults(url)
  const closeLabel = createTranslator(language)('customer.dismiss')
  const failedFields = (query.get('fields') ?? '').split(',').filter((name) => /^(email|password|firstName|lastName)$/.test(name))
  const errors = Object.fromEntries(
    (query.get('customer') === 'password-invalid' ? ['password'] : failedFields).map((name) => [name, labels.checkField]),
  )
  return (
    <div className="customer-panel">
      {banners.map((view, index) => (
        <ResultBanner key={index} view={view} language={language} close={close} closeLabel={closeLabel} />
      ))}
      {form && (
        <noscript>
          <section className="customer-panel__form">
            <CustomerFormView
              kind={form}
              labels={labels}
              basePath={site.basePath}
              back={withoutResults(url, form === 'password-confirm')}
              token={query.get('token') ?? undefined}
              linkTo={(kind: CustomerFormKind) => withResult(url, 'customer', FORM_CODES[kind])}
              errors={errors}
              idPrefix="panel"
            />
          </section>
        </noscript>
      )}
    </div>
  )
}
