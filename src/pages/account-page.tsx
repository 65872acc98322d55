// The built-in shop's account page (`/kundenkonto/`): the logged-in customer's name, address, newsletter state, the
// wishlist and cart links and a log-out form; for nobody logged in, a clear page offering the log-in (the log-in dialog
// with JavaScript, the page's own log-in form without: `?customer=login`, src/views/customer-panel.tsx).
import type { DocumentMeta } from '../views/document'
import { Document } from '../views/document'
import { Layout } from '../views/layout/layout'
import type { LayoutView } from '../views/layout/layout-view'
import { PageContextProvider, type PageContextValue } from '../views/page-context'

export type AccountPageView =
  | {
      state: 'logged-in'
      title: string
      fields: { name: string; label: string; value: string }[]
      links: { href: string; text: string; name: string }[]
      logOut: { action: string; back: string; text: string }
    }
  | {
      state: 'logged-out'
      title: string
      text: string
      login: { href: string; text: string }
      signup: { href: string; text: string }
    }
  /** `link`: the backend keeps the account on its own page (ACCOUNT_URL). */
  | { state: 'unavailable'; title: string; text: string; link?: { href: string; text: string } | undefined }

/** A link as the page's main button (the backend's own page). */
export function ButtonLink({ link }: { link: { href: string; text: string } }) {
  return (
    <p>
      <a className="button button--primary" href={link.href}>
        {link.text}
      </a>
    </p>
  )
}

export function AccountPage({
  context,
  meta,
  layout,
  view,
}: {
  context: PageContextValue
  meta: DocumentMeta
  layout: LayoutView
  view: AccountPageView
}) {
  return (
    <PageContextProvider value={context}>
      <Document site={context.site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout}>
          <section className="account-page" data-account={view.state}>
            <h1 className="account-page__title">{view.title}</h1>
            {view.state === 'logged-in' && (
              <>
                <dl className="account-page__fields">
                  {view.fields.map((field) => (
                    <div key={field.name} data-field={field.name}>
                      <dt>{field.label}</dt>
                      <dd>{field.value}</dd>
                    </div>
                  ))}
                </dl>
                <ul className="account-page__links">
                  {view.links.map((link) => (
                    <li key={link.name}>
                      <a href={link.href}>{link.text}</a>
                    </li>
                  ))}
                </ul>
                <form method="post" action={view.logOut.action}>
                  <input type="hidden" name="back" value={view.logOut.back} />
                  <button type="submit" className="button account-page__logout">
                    {view.logOut.text}
                  </button>
                </form>
              </>
            )}
            {view.state === 'logged-out' && (
              <>
                <p>{view.text}</p>
                <p className="account-page__actions">
                  <a className="button button--primary" href={view.login.href} data-dialog="log-in">
                    {view.login.text}
                  </a>{' '}
                  <a href={view.signup.href} data-dialog="sign-up">
                    {view.signup.text}
                  </a>
                </p>
              </>
            )}
            {view.state === 'unavailable' && (
              <>
                <p className="account-page__unavailable">{view.text}</p>
                {view.link && <ButtonLink link={view.link} />}
              </>
            )}
          </section>
        </Layout>
      </Document>
    </PageContextProvider>
  )
}
