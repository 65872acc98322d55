// The built-in shop's cart (`/kundenkonto/warenkorb/`) and account (`/kundenkonto/`) pages, with or without a language
// marker (`/fr/kundenkonto/…`). SPEC §2 gives `/kundenkonto…` to another application; the built-in shop serves these
// two pages in its place, and only these two (other `/kundenkonto/…` paths take the normal not-found flow). They are
// rendered from the shopper's session and cart, so they are mounted before the page cache (src/app.tsx) and answered
// `private, no-store`: never stored, never answered from it.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { formatPrice } from '../domain/commerce/price'
import { VOUCHER_MAX_QUANTITY } from '../domain/commerce/voucher'
import { withResult } from '../domain/customer/results'
import { sitePath } from '../domain/links'
import type { Currency } from '../domain/locales'
import type { MessageKey } from '../i18n/translate'
import { loadAccount, loadCart, type NotRead } from '../loaders/account-pages'
import type { PageScope } from '../loaders/scope'
import { loadLayout } from '../loaders/shell'
import { log } from '../log'
import { AccountPage, type AccountPageView } from '../pages/account-page'
import { CartPage, type CartPageView } from '../pages/cart-page'
import { renderPage } from '../respond/render-page'
import { wishlistPath } from '../views/wishlist-heart'

export const CART_PAGE_ROUTE = '/kundenkonto/warenkorb'
export const ACCOUNT_PAGE_ROUTE = '/kundenkonto'

export const accountPageRoutes = new Hono<AppEnv>()

/** The cart calls' result codes (src/api/cart/change.ts, routes.ts) as the page's message. */
const CART_RESULTS: Readonly<Record<string, { key: MessageKey; tone: 'success' | 'error' }>> = {
  'quantity-changed': { key: 'cartPage.changed', tone: 'success' },
  removed: { key: 'cartPage.removed', tone: 'success' },
  invalid: { key: 'cart.invalid', tone: 'error' },
  unknown: { key: 'cartPage.lineGone', tone: 'error' },
  currency: { key: 'cartPage.otherCurrency', tone: 'error' },
  throttled: { key: 'cart.throttled', tone: 'error' },
  failed: { key: 'cart.failed', tone: 'error' },
}

/**
 * Why the cart or account could not be shown. A backend without the page's call (the contract's extension) keeps it on
 * its own page: the operator's CART_URL / ACCOUNT_URL (an https URL, or a site path given the site's markers).
 */
function notShown(scope: PageScope, why: NotRead, configured: string | undefined, page: 'cartPage' | 'account') {
  const { site, t } = scope
  const href = why === 'missing' && configured ? (configured.startsWith('/') ? sitePath(site, configured) : configured) : undefined
  return href ? { text: t(`${page}.elsewhere`), link: { href, text: t(`${page}.elsewhereLink`) } } : { text: t(`${page}.unavailable`) }
}

/** The cart page's checkout button asks for it with `?checkout=1`. */
const isCheckout = (url: URL) => url.searchParams.get('checkout') === '1'

function metaOf(title: string, brand: string | undefined) {
  return { title: brand ? `${title} | ${brand}` : title, description: '', robots: 'noindex,nofollow', canonical: undefined }
}

async function cartView(scope: PageScope): Promise<CartPageView> {
  const { site, t, url } = scope
  // The site's shipping costs (SPEC §7 `/web-api/shipping-information`); the cart shows without them when they fail.
  const [read, shipping] = await Promise.all([
    loadCart(scope),
    scope
      .shop()
      .shippingInformation()
      .catch((error: unknown) => log.warn('shipping-unavailable', { path: scope.path, error })),
  ])
  const cart = read === 'missing' ? 'unavailable' : read
  const result = CART_RESULTS[url.searchParams.get('cart') ?? '']
  const price = (amount: number, currency: Currency) => formatPrice(amount, { locale: site.locale, currency })
  const lines = cart === 'unavailable' ? [] : cart.lines
  const currency = cart === 'unavailable' ? site.currency : (cart.currency ?? site.currency)
  // Amounts in different currencies are never added up: a backend's total over such lines is withheld (with shipping and
  // checkout), and the page asks to remove the lines, which it still lists with their own prices.
  const mixed = lines.some((line) => line.currency !== currency)
  if (mixed) log.warn('cart-currencies-mixed', { currencies: lines.map((line) => line.currency) })
  const total = cart === 'unavailable' || mixed ? '' : price(cart.total, currency)
  // Delivery to the site's country; none for a cart in another currency (filled in another country's shop).
  const ship = total && lines.length > 0 && shipping?.currency === currency ? shipping : undefined
  const free = ship?.freeFrom != null && cart !== 'unavailable' && cart.total >= ship.freeFrom
  const shopper = await scope.shopper()
  return {
    title: t('cartPage.title'),
    message: mixed ? { text: t('cart.otherCurrency'), tone: 'error' } : result && { text: t(result.key), tone: result.tone },
    lines: lines.map((line) => ({
      id: line.id,
      label: line.label,
      quantity: line.quantity,
      max: line.kind === 'voucher' ? VOUCHER_MAX_QUANTITY : 5000,
      total: price(line.total, line.currency),
    })),
    total,
    shipping: ship && t('cartPage.shipping', { cost: free || !ship.cost ? t('cartPage.shippingFree') : price(ship.cost, currency) }),
    back: url.pathname,
    unavailable: typeof read === 'string' ? notShown(scope, read, scope.config.accountLinks.cart, 'cartPage') : undefined,
    empty: { text: t('cartPage.empty'), link: { href: sitePath(site), text: t('cartPage.continueShopping') } },
    // The stand-in for the order application (none configured): what it would receive (builds with stand-ins only).
    checkout:
      __STAND_INS__ && isCheckout(url) && total && lines.length > 0
        ? {
            title: t('cartPage.checkoutTitle'),
            intro: t('cartPage.checkoutStandIn'),
            summary: t('cartPage.checkoutCart', {
              owner: shopper?.isLoggedIn ? [shopper.firstName, shopper.lastName].filter(Boolean).join(' ') : t('cartPage.guest'),
              count: lines.length,
              total,
            }),
          }
        : undefined,
    basePath: site.basePath,
    labels: {
      article: t('cartPage.article'),
      quantity: t('cartPage.quantity'),
      quantityFor: (item) => t('cartPage.quantityFor', { item }),
      lineTotal: t('cartPage.lineTotal'),
      change: t('cartPage.change'),
      remove: t('cartPage.remove'),
      removeItem: (item) => t('cartPage.removeItem', { item }),
      total: t('cartPage.total'),
      vat: t('shop.vat'),
      checkout: t('cartPage.checkout'),
      back: t('cartPage.checkoutBack'),
    },
  }
}

accountPageRoutes.get(CART_PAGE_ROUTE, async (c) => {
  const { scope } = c.var
  c.header('x-robots-tag', 'noindex')
  // Checkout: the cart page asked with `?checkout=1` (its checkout button) goes to the brand's order application at the
  // same path (the site's language marker included) with `checkout=1` and the site's locale, since the order
  // application's origin is the brand's and the host no longer tells the country. It finds the cart as this page does,
  // through the shopper's session with the shop backend.
  const { config, site, url } = scope
  const order = config.orderOrigins[site.brand]
  if (order && isCheckout(url)) return c.redirect(`${order}${url.pathname}?checkout=1&locale=${site.locale}`, 302)
  const [layout, view] = await Promise.all([loadLayout(scope), cartView(scope)])
  const meta = metaOf(view.title, layout.logo?.alt)
  return renderPage(scope, <CartPage context={scope.pageContext()} meta={meta} layout={layout} view={view} />, 200, true)
})

async function accountView(scope: PageScope): Promise<AccountPageView> {
  const { site, t, url } = scope
  const account = await loadAccount(scope)
  if (typeof account === 'string') {
    return { state: 'unavailable', title: t('account.title'), ...notShown(scope, account, scope.config.accountLinks.account, 'account') }
  }
  if (!account) {
    return {
      state: 'logged-out',
      title: t('account.loginTitle'),
      text: t('account.loginText'),
      login: { href: withResult(url.pathname, 'customer', 'login'), text: t('customer.loginSubmit') },
      signup: { href: withResult(url.pathname, 'customer', 'signup'), text: t('customer.signupTitle') },
    }
  }
  const newsletter = {
    subscribed: 'account.newsletterSubscribed',
    pending: 'account.newsletterPending',
    none: 'account.newsletterNone',
  } as const
  const links = [
    ...(site.brand === 'cards' ? [{ name: 'wishlist', href: wishlistPath(site), text: t('account.wishlist') }] : []),
    { name: 'cart', href: sitePath(site, '/kundenkonto/warenkorb/'), text: t('account.cart') },
  ]
  return {
    state: 'logged-in',
    title: t('account.title'),
    fields: [
      { name: 'name', label: t('account.name'), value: `${account.firstName} ${account.lastName}` },
      { name: 'email', label: t('account.email'), value: account.email },
      { name: 'newsletter', label: t('account.newsletter'), value: t(newsletter[account.newsletter]) },
    ],
    links,
    logOut: { action: `${site.basePath}/web-api/customer-logout`, back: url.pathname, text: t('customer.logOut') },
  }
}

accountPageRoutes.get(ACCOUNT_PAGE_ROUTE, async (c) => {
  const { scope } = c.var
  c.header('x-robots-tag', 'noindex')
  const [layout, view] = await Promise.all([loadLayout(scope), accountView(scope)])
  const meta = metaOf(view.title, layout.logo?.alt)
  return renderPage(scope, <AccountPage context={scope.pageContext()} meta={meta} layout={layout} view={view} />, 200, true)
})
