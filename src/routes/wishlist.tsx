// The cards brand's wishlist page (SPEC §1, §2 "wishlist page", §9): the poster brand has none (404). The page is the
// same cacheable HTML for everyone: the list itself loads in the browser (wishlist-page island); without JavaScript
// it says how to get it and offers the log-in form.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { withResult } from '../domain/customer/results'
import { Document } from '../views/document'
import { Island } from '../views/island'
import { Layout } from '../views/layout/layout'
import { PageContextProvider } from '../views/page-context'
import { renderPage } from '../respond/render-page'
import { WISHLIST_ROUTE } from '../views/wishlist-heart'
import { loadLayout } from '../loaders/shell'
import { renderNotFound } from '../respond/pages'

export const wishlistRoutes = new Hono<AppEnv>()

wishlistRoutes.get(WISHLIST_ROUTE, async (c) => {
  const { scope } = c.var
  const { site, t } = scope
  if (site.brand !== 'cards') return renderNotFound(c)
  const context = scope.pageContext()
  const layout = await loadLayout(scope)
  const title = t('customer.wishlistTitle')
  const brand = layout.logo?.alt
  const meta = { title: brand ? `${title} | ${brand}` : title, description: '', robots: 'noindex,follow', canonical: undefined }
  const props = {
    labels: {
      loading: t('customer.wishlistLoading'),
      empty: t('customer.wishlistEmpty'),
      login: t('customer.wishlistLogin'),
      loginButton: t('customer.loginSubmit'),
      remove: t('customer.wishlistRemoveShort'),
      failed: t('customer.failed'),
    },
    basePath: site.basePath,
    themesPath: `${site.basePath}/themes/`,
    trailingSlash: site.trailingSlash,
  }
  return renderPage(
    scope,
    <PageContextProvider value={context}>
      <Document site={site} meta={meta} experiments={context.experiments}>
        <Layout layout={layout}>
          <section className="wishlist">
            <h1 className="wishlist__title">{title}</h1>
            <noscript>
              <p className="wishlist__note">
                {t('customer.wishlistNoScript')}{' '}
                <a href={withResult(context.url ?? `${site.basePath}/`, 'customer', 'login')}>{t('customer.loginSubmit')}</a>
              </p>
            </noscript>
            <Island name="wishlist-page" props={props} />
          </section>
        </Layout>
      </Document>
    </PageContextProvider>,
  )
})
