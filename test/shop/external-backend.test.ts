// The storefront against an external shop backend (SHOP_API_BASE) that knows SPEC §7 and nothing of ours
// (test/mocks/external-shop.ts): every page type renders from its answers, every shop call of the contract succeeds,
// the cart journey works, and no call carries the site's language or desktop prefix in its path. The contract's
// extension (the cart and account pages' calls) is missing there, so those pages link to the backend's own pages.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { customerSchema } from '../../src/domain/customer/answers'
import { SHOP_CALL_ROUTES, SHOP_CALLS, SITE_CALLS } from '../../src/shop-contract/calls'
import { answerSchema, type ShopCallSpec } from '../../src/shop-contract/envelope'
import { EXTENSION_CALLS } from '../../src/shop-contract/extension'
import { PRODUCT_CALLS, PRODUCT_FAMILIES } from '../../src/shop-contract/products'
import { EXTERNAL_SHOP_BASE, mockExternalShop, SPEC_KNOWN_CALLS, SPEC_SHOP_CALLS, type ExternalShop } from '../mocks/external-shop'
import { fetchWorker } from '../routes/fetch-worker'

const CART_URL = 'https://shop-backend.example/warenkorb'
const ACCOUNT_URL = 'https://shop-backend.example/mein-konto'
const binding = vi.fn(() => Promise.reject(new Error('with SHOP_API_BASE set, the built-in API is never asked')))
const external = {
  ...env,
  SHOP_API_BASE: EXTERNAL_SHOP_BASE,
  CART_URL,
  ACCOUNT_URL,
  SHOP_API: { fetch: binding },
} as unknown as Env

/** Warnings that say a shop call failed or a shop answer did not fit: none may occur against a SPEC §7 backend. */
const SHOP_FAILURES = /^(shop-|calculator-|theme-unavailable|related-themes-unavailable|shipping-unavailable|cart-page-unavailable)/

let backend: ExternalShop
let warnings: string[]

beforeEach(() => {
  backend = mockExternalShop()
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
    const event = /"event":"([^"]+)"/.exec(String(line))?.[1] ?? String(line)
    warnings.push(event)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The site each host and path is: its brand and locale, as the backend must learn them from X-Channel and X-Locale. */
const PAGES: [host: string, path: string, channel: string, locale: string][] = [
  // Home, content and editorial pages.
  ['cards.de.localhost', '/', 'cards', 'de-DE'],
  ['poster.com.localhost', '/', 'poster', 'en-US'],
  ['cards.de.localhost', '/inspiration/', 'cards', 'de-DE'],
  ['cards.de.localhost', '/fotokalender/', 'cards', 'de-DE'],
  // Calculators: teaser, more formats, own format, sku preselection; photo prints and boxes; the frame selection.
  ['poster.de.localhost', '/poster', 'poster', 'de-DE'],
  ['poster.ch.localhost', '/fr/leinwand?materialType=leinwand&calculator=more-formats', 'poster', 'fr-CH'],
  ['poster.de.localhost', '/poster?materialType=poster&calculator=own-format', 'poster', 'de-DE'],
  ['poster.de.localhost', '/fotos-drucken', 'poster', 'de-DE'],
  ['poster.de.localhost', '/fotoboxen', 'poster', 'de-DE'],
  ['poster.de.localhost', '/bilderrahmen', 'poster', 'de-DE'],
  // Listings, theme detail, products overview, designs.
  ['cards.de.localhost', '/karten-designen/?category=hochzeit&sort=created', 'cards', 'de-DE'],
  ['cards.de.localhost', '/alle-fotokalender/', 'cards', 'de-DE'],
  ['cards.ch.localhost', '/fr/themes/ewige-liebe/', 'cards', 'fr-CH'],
  ['cards.de.localhost', '/d/products/', 'cards', 'de-DE'],
  ['cards.de.localhost', '/designs/', 'cards', 'de-DE'],
  // Shop pages: overviews, details, card options with their total, accessories, formats and prices.
  ['cards.de.localhost', '/shop/', 'cards', 'de-DE'],
  ['cards.ch.localhost', '/shop/produkte/?quantity=75&envelope=straight-white-114x162', 'cards', 'de-CH'],
  ['poster.de.localhost', '/shop', 'poster', 'de-DE'],
  // The voucher page, the wishlist, the designer hand-off, a page that does not exist.
  ['cards.de.localhost', '/gift-voucher/', 'cards', 'de-DE'],
  ['cards.de.localhost', '/wunschliste/', 'cards', 'de-DE'],
  ['cards.de.localhost', '/configurator-card/?themeId=winterzauber&quantity=45', 'cards', 'de-DE'],
]

describe('the storefront against a SPEC §7 backend', () => {
  it('renders every page type from the backend’s answers, every call answered, none with a path prefix', async () => {
    for (const [host, path, channel, locale] of PAGES) {
      const before = backend.calls.length
      const response = await fetchWorker(path, { host, env: external })
      expect(response.status, `${host}${path}`).toBe(200)
      expect(await response.text()).toContain('</html>')
      // Each call of this page told the backend the page's site, by header only.
      for (const call of backend.calls.slice(before)) expect([call.path, call.channel, call.locale]).toEqual([call.path, channel, locale])
    }
    const failed = backend.calls
      .filter((call) => call.status >= 400)
      .map((call) => `${call.status} ${call.method} ${call.path}${call.query}`)
    expect(failed).toEqual([])
    expect(backend.violations).toEqual([])
    expect(warnings.filter((event) => SHOP_FAILURES.test(event))).toEqual([])
    expect(binding).not.toHaveBeenCalled()
    // The pages asked for the product families, prices, themes, frames, photo boxes and card options.
    const asked = new Set(backend.calls.map((call) => call.path))
    expect([...asked].sort()).toEqual(
      [
        '/web-api/calculator/reference',
        '/web-api/sku/container',
        '/price-api/prices/format-group-prices-images',
        '/web-api/product-selection-photo-frame/format-limits',
        '/price-api/prices/formats',
        '/web-api/themes',
        '/web-api/themes/ewige-liebe',
        '/web-api/photobox-data',
        '/price-api/photoboxes',
        '/web-api/product-selection-photo-frame/data',
        '/web-api/product-selection-photo-frame/prices-from',
        '/web-api/product-selection-photo-frame/prices-formats',
        '/web-api/product-selection-photo-frame/price-article',
        '/web-api/variants-for-frame-types',
        '/web-api/card-price',
        '/web-api/card-accessories',
        '/web-api/card-accessory-price',
        '/web-api/photobook-price',
        '/web-api/calendar-price',
        '/web-api/collage-designer-design-groups',
      ].sort(),
    )
  })

  it('answers every shop call of the contract through the storefront, in the contract’s shape', async () => {
    const sample: Record<string, string> = {
      calculatorReference: 'product=photoframe&materialType=leinwand',
      formatPrices: 'materialType=poster',
      formatGroupPrices: 'materialType=poster&formatType=3:2',
      formatGroupImages: 'materialType=leinwand',
      formatLimits: 'materialType=poster',
      themes: 'product=card&sort=popularity&pageSize=12&page=1',
      skuContainer: 'sku=poster-5000x7000',
      cardAccessories: 'card=klappkarte',
      cardAccessoryPrice: 'card=klappkarte&quantity=45&envelope=straight-kraft-114x162&ribbon=ribbon-satin-red',
      frame: 'frameType=holzrahmen-eiche',
      frameVariants: 'materialType=poster',
      framePricesFormats: 'frameType=alurahmen-silber&materialType=poster',
      framePriceArticle:
        'frameType=holzrahmen-schwarz&materialType=poster&formatType=4000x6000&matType=mat-weiss&matSize=30&glassType=museum-glass',
      photoboxPrices: 'photoboxType=MAX',
    }
    const calls = [
      ...Object.entries<ShopCallSpec>(SHOP_CALLS).map(([name, spec]) => ({
        name,
        path: spec.byId ? `${spec.path}/winterzauber` : spec.path,
        payload: spec.payload,
      })),
      ...PRODUCT_FAMILIES.map((family) => ({ name: family, path: PRODUCT_CALLS[family].path, payload: PRODUCT_CALLS[family].payload })),
    ]
    for (const { name, path, payload } of calls) {
      // SPEC §7: every call is one of its list, at `{base}{path}`.
      expect(
        SPEC_SHOP_CALLS.some((call) => path === call || path.startsWith(`${call}/`)),
        path,
      ).toBe(true)
      const query = sample[name] ? `?${sample[name]}` : ''
      const response = await fetchWorker(`${path}${query}`, {
        host: 'poster.at.localhost',
        headers: { 'x-channel': 'poster', 'x-locale': 'de-AT' },
        env: external,
      })
      expect(response.status, `${name} ${path}${query}`).toBe(200)
      const parsed = answerSchema(payload).safeParse(await response.json())
      expect(parsed.success ? 'fits' : z.prettifyError(parsed.error), `${name} ${path}`).toBe('fits')
    }
    expect(backend.violations).toEqual([])
    expect(backend.calls.every((call) => call.status === 200 && call.locale === 'de-AT')).toBe(true)
  })

  it('shows the envelopes in SPEC §5 dropdown order whatever order the backend answers them in', async () => {
    const response = await fetchWorker('/shop/produkte/', { host: 'cards.de.localhost', env: external })
    const html = (await response.text()).replace(/\u00a0/g, ' ')
    const form = html.slice(html.indexOf('<form id="card-options"'), html.indexOf('</form>', html.indexOf('<form id="card-options"')))
    const sizes = [...form.matchAll(/<optgroup label="([^"]+)">(?:(?!<\/optgroup>).)*?<option value="([a-z]+)-/gs)].map(
      ([, label, flap]) => `${label} ${flap}`,
    )
    // C6, then B6, then DIN long; straight before pointed; the wider first.
    expect(sizes).toEqual([
      'C6 · 162 × 114 mm straight',
      'C6 · 114 × 162 mm straight',
      'C6 · 114 × 162 mm pointed',
      'B6 · 125 × 176 mm straight',
      'DL · 110 × 220 mm straight',
    ])
  })
})

describe('the contract beyond SPEC §7', () => {
  it('is exactly the written extension: every other call of the contract is one SPEC §7 names', () => {
    const spec = [...SPEC_SHOP_CALLS, ...SPEC_KNOWN_CALLS].map((path) => path.replace(/\/$/, ''))
    const named = (route: string) => spec.some((path) => route === path || route.startsWith(`${path}/:`))
    const beyond = [
      ...SHOP_CALL_ROUTES.map((route) => `GET ${route}`),
      ...SITE_CALLS.map(([method, route]) => `${method} ${route}`),
    ].filter((call) => !named(call.slice(call.indexOf(' ') + 1)))
    expect(beyond.sort()).toEqual(EXTENSION_CALLS.map((call) => `${call.method} ${call.path}`).sort())
  })
})

describe('the cart journey and the customer calls against a SPEC §7 backend', () => {
  const host = 'cards.ch.localhost'
  const sameSite = { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }

  it('puts a voucher in the backend’s cart, counts it, and leads from the cart page to the backend’s own cart', async () => {
    const added = await fetchWorker('/fr/web-api/voucher', {
      host,
      method: 'POST',
      headers: { ...sameSite, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ amount: 50 }),
      env: external,
    })
    expect(added.status).toBe(200)
    const cookie =
      added.headers
        .getSetCookie()
        .find((line) => line.startsWith('backend_cart='))
        ?.split(';')[0] ?? ''
    expect(cookie).not.toBe('')
    expect([...backend.carts.values()].flat().map((line) => [line.kind, line.total, line.currency])).toEqual([['voucher', 50, 'chf']])

    const data = await fetchWorker('/fr/web-api/customer-data', { host, headers: { cookie }, env: external })
    const customer = customerSchema.parse(((await data.json()) as { payload: unknown }).payload)
    expect(customer.order.cartArticlesAmount).toBe(1)

    // The backend has no cart page call (SPEC §7 names none): the page links to its own cart, never an error page.
    const cart = await fetchWorker('/fr/kundenkonto/warenkorb/', { host, headers: { cookie }, env: external })
    expect(cart.status).toBe(200)
    const html = await cart.text()
    expect(html).toContain('Votre panier se trouve dans notre boutique.')
    expect(html).toContain(`<a class="button button--primary" href="${CART_URL}">Voir le panier</a>`)
    expect(html).not.toContain('cart-page__message--error')
    expect(html).not.toContain('/web-api/cart/quantity')

    const account = await fetchWorker('/fr/kundenkonto/', { host, headers: { cookie }, env: external })
    expect(account.status).toBe(200)
    expect(await account.text()).toContain(`<a class="button button--primary" href="${ACCOUNT_URL}">Voir mon compte</a>`)

    // The cart page reads the cart and the shipping costs at once: in either order.
    const seen = backend.calls.map((call) => `${call.method} ${call.path} ${call.locale} ${call.status}`)
    expect(seen.sort()).toEqual(
      [
        'POST /web-api/voucher fr-CH 200',
        'GET /web-api/customer-data fr-CH 200',
        'GET /web-api/cart fr-CH 404',
        'GET /web-api/shipping-information fr-CH 200',
        'GET /web-api/customer-account fr-CH 404',
      ].sort(),
    )
    // What the SPEC §7 backend lacked is the contract's written extension, nothing else.
    const missing = backend.calls.filter((call) => call.status === 404).map((call) => `${call.method} ${call.path}`)
    for (const call of missing) expect(EXTENSION_CALLS.map((entry) => `${entry.method} ${entry.path}`)).toContain(call)
    expect(backend.violations).toEqual([])
    expect(warnings.filter((event) => event === 'cart-page-unavailable')).toHaveLength(2)
  })

  it('says calmly that the cart cannot be shown when the operator named no CART_URL, never an error page', async () => {
    const bare = { ...external, CART_URL: '', ACCOUNT_URL: '' } as Env
    const cart = await fetchWorker('/kundenkonto/warenkorb/', { host: 'cards.de.localhost', env: bare })
    expect(cart.status).toBe(200)
    expect(await cart.text()).toContain(
      '<p class="cart-page__message cart-page__message--error">Der Warenkorb kann gerade nicht geladen werden.',
    )
    const account = await fetchWorker('/kundenkonto/', { host: 'cards.de.localhost', env: bare })
    expect(account.status).toBe(200)
    expect(await account.text()).toContain('<p class="account-page__unavailable">Dein Kundenkonto kann gerade nicht geladen werden.')
  })

  it('never adds lines of two currencies into one total: the cart page withholds it and asks to remove them', async () => {
    backend.restore()
    backend = mockExternalShop(EXTERNAL_SHOP_BASE, { cart: true })
    const voucher = (onHost: string, amount: number, cookie = '') =>
      fetchWorker('/web-api/voucher', {
        host: onHost,
        method: 'POST',
        headers: { origin: `http://${onHost}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', cookie },
        body: JSON.stringify({ amount }),
        env: external,
      })
    const first = await voucher(host, 50)
    const cookie = first.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    const cartPage = async () => {
      const response = await fetchWorker('/kundenkonto/warenkorb/', { host, headers: { cookie }, env: external })
      expect(response.status).toBe(200)
      return response.text()
    }
    // One currency: the backend's total, shipping and checkout.
    const single = await cartPage()
    expect(single).toMatch(/data-total="true">CHF\s50\.00</)
    expect(single).toContain('name="checkout"')
    // The same backend cart, filled in the German shop too (a backend whose cart follows its own cookie across shops).
    expect((await voucher('cards.de.localhost', 20, cookie)).status).toBe(200)
    expect([...backend.carts.values()].flat().map((line) => [line.total, line.currency])).toEqual([
      [50, 'chf'],
      [20, 'eur'],
    ])
    const mixed = await cartPage()
    // The backend answered a "total" of 70: neither it nor any sum is shown, the lines are, with their own prices.
    expect(mixed).not.toContain('data-total')
    expect(mixed).not.toMatch(/70[.,]00/)
    expect([...mixed.matchAll(/<td class="cart-page__amount">([^<]+)<\/td>/g)].map((m) => m[1])).toEqual([
      'CHF\u00a050.00',
      'EUR\u00a020.00',
    ])
    expect(mixed).toContain('cart-page__message--error" role="status">Dein Warenkorb enthält schon Artikel in einer anderen Währung.')
    expect(mixed).not.toContain('name="checkout"')
    expect(mixed).not.toContain('cart-page__shipping')
    expect(warnings).toContain('cart-currencies-mixed')
    expect(backend.violations).toEqual([])
  })

  it('logs in and out, resets a password and subscribes to the newsletter at the backend’s SPEC §7 paths', async () => {
    const post = (path: string, body: Record<string, string>) =>
      fetchWorker(path, {
        host,
        method: 'POST',
        headers: { ...sameSite, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        env: external,
      })
    const wrong = await post('/it/web-api/customer-login', { email: 'erika@example.com', password: 'wrong' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: { text: 'E-mail address or password is wrong' } })
    const login = await post('/it/web-api/customer-login', { email: 'erika@example.com', password: 'correct horse battery staple' })
    expect(login.status).toBe(200)
    const cookie =
      login.headers
        .getSetCookie()
        .find((line) => line.startsWith('backend_session='))
        ?.split(';')[0] ?? ''
    const data = await fetchWorker('/it/web-api/customer-data', { host, headers: { cookie }, env: external })
    expect(customerSchema.parse(((await data.json()) as { payload: unknown }).payload)).toMatchObject({
      isLoggedIn: true,
      firstName: 'Erika',
    })
    expect((await post('/it/web-api/customer-password-reset', { email: 'erika@example.com' })).status).toBe(200)
    expect((await post('/it/newsletter/subscribe', { email: 'erika@example.com', uniqueIdentifier: 'x', reCaptchaToken: '' })).status).toBe(
      200,
    )
    expect((await post('/it/web-api/customer-logout', {})).status).toBe(200)
    expect(backend.calls.map((call) => call.path)).toEqual([
      '/web-api/customer-login',
      '/web-api/customer-login',
      '/web-api/customer-data',
      '/web-api/customer-password-reset',
      '/newsletter/subscribe',
      '/web-api/customer-logout',
    ])
    expect(backend.calls.every((call) => call.locale === 'it-CH' && call.channel === 'cards')).toBe(true)
    expect(backend.calls.every((call) => (SPEC_KNOWN_CALLS as readonly string[]).includes(call.path))).toBe(true)
    expect(backend.violations).toEqual([])
  })
})
