// The built-in shop's cart and account pages in the whole Worker: lines, totals in the site's currency (CHF on cards.ch,
// EUR on cards.de), the forms that change them without JavaScript, the checkout hand-off, the account page logged in
// and out, the header's logged-in state without JavaScript, the configurable header links, and none of it ever in the
// page cache.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, cookieValue, createCustomer, loggedIn, randomIp } from '../api/customers/harness'
import { fetchWorker, resetCaches } from './fetch-worker'

const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env

beforeEach(() => resetCaches())

async function add(host: string, path: string, json: unknown, cookie?: string): Promise<string> {
  const response = await call(path, { method: 'POST', host, json, ip: randomIp(), ...(cookie ? { cookie } : {}) })
  expect(response.status).toBe(200)
  return cookie ?? `__Host-cart=${cookieValue(response, '__Host-cart') ?? ''}`
}

/** A guest cart with a 50 voucher and 25 standard envelopes, as a shopper fills it on the voucher and shop pages. */
async function filledCart(host: string): Promise<string> {
  const cookie = await add(host, '/web-api/voucher', { amount: 50 })
  return add(host, '/web-api/card-accessory-order', { sku: 'straight-white-114x162', quantity: 25 }, cookie)
}

const text = (html: string) => html.replace(/<!-- -->/g, '')
const total = (html: string) => /<td class="cart-page__amount cart-page__total" data-total="true">([^<]*)<\/td>/.exec(text(html))?.[1]
const shipping = (html: string) => /<p class="cart-page__shipping">([^<]*)<\/p>/.exec(text(html))?.[1]
const lineTotals = (html: string) => [...text(html).matchAll(/<td class="cart-page__amount">([^<]*)<\/td>/g)].map((match) => match[1])

describe('the cart page', () => {
  it('lists the lines and the total in francs on cards.ch', async () => {
    const cookie = await filledCart('cards.ch.localhost')
    const response = await fetchWorker('/kundenkonto/warenkorb/', { host: 'cards.ch.localhost', headers: { cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Geschenkgutschein über CHF\u00a050.00')
    expect(lineTotals(html)).toEqual(['CHF\u00a050.00', 'CHF\u00a025.00'])
    expect(total(html)).toBe('CHF\u00a075.00')
    // SPEC §7 shipping information: the delivery to the site's country, in its currency, free from the brand's value.
    expect(shipping(html)).toBe('Versand: CHF\u00a06.90')
    // The header counts the same lines without JavaScript.
    expect(html).toContain('<span class="header__badge" data-count="2" aria-hidden="true">2</span>')
  })

  it('lists them in euros on cards.de, in French on /fr/ of cards.ch', async () => {
    const de = await filledCart('cards.de.localhost')
    const html = await (await fetchWorker('/kundenkonto/warenkorb/', { headers: { cookie: de } })).text()
    // SPEC §9: 0.95 EUR a standard envelope in Germany.
    expect(lineTotals(html)).toEqual(['50,00\u00a0€', '23,75\u00a0€'])
    expect(total(html)).toBe('73,75\u00a0€')
    expect(shipping(html)).toBe('Versand: kostenlos')
    const ch = await filledCart('cards.ch.localhost')
    const fr = await (await fetchWorker('/fr/kundenkonto/warenkorb/', { host: 'cards.ch.localhost', headers: { cookie: ch } })).text()
    expect(fr).toContain('<h1 class="cart-page__title">Panier</h1>')
    expect(fr).toContain('action="/fr/web-api/cart/quantity"')
    expect(fr).toContain('<input type="hidden" name="back" value="/fr/kundenkonto/warenkorb/"/>')
    expect(shipping(fr)).toBe('Livraison\u202f: 6.90\u00a0CHF')
  })

  it('is never stored in or answered from the page cache: private, no-store', async () => {
    const cookie = await filledCart('cards.de.localhost')
    const requests: Record<string, string>[] = [{}, { cookie }, {}]
    for (const headers of requests) {
      const response = await fetchWorker('/kundenkonto/warenkorb/', { env: cached, headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-page-cache')).toBeNull()
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }
    const anonymous = await (await fetchWorker('/kundenkonto/warenkorb/', { env: cached })).text()
    expect(anonymous).toContain('Dein Warenkorb ist leer.')
  })

  it('shows the empty state, with a way back to the shop, to a shopper without a cart', async () => {
    const html = await (await fetchWorker('/kundenkonto/warenkorb/')).text()
    expect(html).toContain('<div class="cart-page__empty"><p>Dein Warenkorb ist leer.</p>')
    expect(html).toContain('href="/">Weiter einkaufen</a>')
    expect(html).not.toContain('cart-page__lines')
  })

  it('says what a form post did, from its result code', async () => {
    const cookie = await filledCart('cards.de.localhost')
    const html = await (await fetchWorker('/kundenkonto/warenkorb/?cart=removed', { headers: { cookie } })).text()
    expect(html).toContain('<p class="cart-page__message cart-page__message--success" role="status">Der Artikel wurde entfernt.</p>')
  })

  it('hands the cart over at checkout to a stand-in that says what the order application received', async () => {
    const cookie = await filledCart('cards.de.localhost')
    const html = text(await (await fetchWorker('/kundenkonto/warenkorb/?checkout=1', { headers: { cookie } })).text())
    expect(html).toContain('Hier übernimmt die Bestellanwendung.')
    expect(html).toContain('Warenkorb von einem Gast: 2 Positionen, Gesamtsumme 73,75\u00a0€')
  })

  describe('with each brand’s order application configured (ORDER_ORIGINS)', () => {
    const orders = { cards: 'https://bestellung.cards.example', poster: 'https://bestellung.poster.example' }
    const withOrders = { ...env, ORDER_ORIGINS: JSON.stringify(orders) } as Env

    it.each([
      ['cards', 'cards.ch.localhost', '/fr/kundenkonto/warenkorb/?checkout=1', '/fr/kundenkonto/warenkorb/?checkout=1&locale=fr-CH'],
      ['cards', 'cards.de.localhost', '/kundenkonto/warenkorb/?checkout=1', '/kundenkonto/warenkorb/?checkout=1&locale=de-DE'],
      ['poster', 'poster.com.localhost', '/kundenkonto/warenkorb?checkout=1', '/kundenkonto/warenkorb?checkout=1&locale=en-US'],
    ] as const)('hands a %s shopper on %s to the brand’s order application at checkout', async (brand, host, path, handed) => {
      // The order application reads the cart itself, through the shopper's session; the poster brand sells no voucher.
      const headers = brand === 'cards' ? { cookie: await filledCart(host) } : undefined
      const response = await fetchWorker(path, { host, env: withOrders, headers })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`${orders[brand]}${handed}`)
    })

    it('shows the cart itself when the shopper is not checking out', async () => {
      const cookie = await filledCart('cards.de.localhost')
      const response = await fetchWorker('/kundenkonto/warenkorb/?checkout=0', { env: withOrders, headers: { cookie } })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('class="cart-page__checkout"')
    })

    it('keeps the stand-in for a brand left out of ORDER_ORIGINS', async () => {
      const posterOnly = { ...env, ORDER_ORIGINS: JSON.stringify({ poster: orders.poster }) } as Env
      const cookie = await filledCart('cards.de.localhost')
      const response = await fetchWorker('/kundenkonto/warenkorb/?checkout=1', { env: posterOnly, headers: { cookie } })
      expect(response.status).toBe(200)
      expect(text(await response.text())).toContain('Hier übernimmt die Bestellanwendung.')
    })
  })

  it('answers the poster brand’s path without a trailing slash, as its slash rule says', async () => {
    const response = await fetchWorker('/kundenkonto/warenkorb', { host: 'poster.de.localhost' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1 class="cart-page__title">Warenkorb</h1>')
  })
})

describe('the account page', () => {
  it('offers the log-in to a shopper who is not logged in', async () => {
    const response = await fetchWorker('/kundenkonto/', { env: cached })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<h1 class="account-page__title">Bitte melde dich an</h1>')
    expect(html).toContain('href="/kundenkonto/?customer=login" data-dialog="log-in">Anmelden</a>')
  })

  it('shows the logged-in customer’s name, address, newsletter state, wishlist and log-out', async () => {
    const customer = await createCustomer()
    const cookie = await loggedIn(customer)
    const response = await fetchWorker('/kundenkonto/', { env: cached, headers: { cookie } })
    expect(response.headers.get('x-page-cache')).toBeNull()
    const html = text(await response.text())
    expect(html).toContain('<dt>Name</dt><dd>Erika Mustermann</dd>')
    expect(html).toContain(`<dt>E-Mail-Adresse</dt><dd>${customer.email}</dd>`)
    expect(html).toContain('<dt>Newsletter</dt><dd>nicht abonniert</dd>')
    expect(html).toContain('<a href="/wunschliste/">Mein Merkzettel</a>')
    expect(html).toContain('<form action="/web-api/customer-logout" method="post"><input type="hidden" name="back" value="/kundenkonto/"/>')
  })
})

describe('the header without JavaScript', () => {
  it('shows a logged-in customer’s name and a log-out form on every page, and the cart count', async () => {
    const customer = await createCustomer()
    const session = await loggedIn(customer)
    await add('cards.de.localhost', '/web-api/voucher', { amount: 20 }, session)
    const html = text(await (await fetchWorker('/?shopper=1', { env: cached, headers: { cookie: session } })).text())
    expect(html).toContain('<summary class="header__shopper-toggle" data-customer="logged-in-server">')
    expect(html).toContain('<span class="header__info-text">Erika Mustermann</span>')
    expect(html).toContain('<form action="/web-api/customer-logout" method="post"><input type="hidden" name="back" value="/?shopper=1"/>')
    expect(html).toContain('<span class="header__badge" data-count="1" aria-hidden="true">1</span>')
  })

  it('links the cart and account items to the built-in pages, or to the operator’s CART_URL and ACCOUNT_URL', async () => {
    const builtIn = await (await fetchWorker('/?links=1')).text()
    expect(builtIn).toMatch(/data-cart-label="Warenkorb: \{count\} Artikel" href="\/kundenkonto\/warenkorb\/"/)
    const elsewhere = { ...env, CART_URL: 'https://checkout.example/cart', ACCOUNT_URL: '/mein-konto/' } as Env
    const html = await (await fetchWorker('/fr/?links=1', { host: 'cards.ch.localhost', env: elsewhere })).text()
    expect(html).toContain('href="https://checkout.example/cart"')
    expect(html).toContain('&quot;accountHref&quot;:&quot;/fr/mein-konto/&quot;')
  })
})
