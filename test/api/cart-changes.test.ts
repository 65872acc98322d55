// The built-in shop's cart page calls through the shop API Worker's app: read the cart (`GET /web-api/cart`), change a
// line's quantity and remove a line (`POST /web-api/cart/quantity`, `/web-api/cart/remove`): same-origin checked,
// size-capped, throttled, bounded, one currency a cart, and only the asking shopper's own lines.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IP_LIMITS } from '../../src/http/rate-limit'
import { cartSchema, type Cart } from '../../src/shop-contract/cart'
import { errorAnswerSchema } from '../../src/shop-contract/envelope'
import { call, captureLogs, cookieValue, createCustomer, loggedIn, post, randomIp, uniqueEmail } from './customers/harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

async function cartOf(response: Response): Promise<Cart> {
  return cartSchema.parse(((await response.json()) as { payload: unknown }).payload)
}

/** A guest cart on `host` with a voucher of 50 and 25 standard envelopes (where SPEC §9 prices them). */
async function guestCart(host: string, withEnvelopes = true): Promise<{ cookie: string; cart: Cart }> {
  const voucher = await post('/web-api/voucher', { host, json: { amount: 50 } })
  const cookie = `__Host-cart=${cookieValue(voucher, '__Host-cart') ?? ''}`
  if (withEnvelopes) {
    const envelopes = await post('/web-api/card-accessory-order', { host, json: { sku: 'straight-white-114x162', quantity: 25 }, cookie })
    expect(envelopes.status).toBe(200)
  }
  const cart = await cartOf(await call('/web-api/cart', { host, cookie }))
  return { cookie, cart }
}

describe('GET /web-api/cart', () => {
  it('answers an empty cart without issuing a cart cookie', async () => {
    const response = await call('/web-api/cart', { host: 'cards.de.localhost' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await cartOf(response)).toEqual({ lines: [], total: 0, currency: null, cartArticlesAmount: 0 })
  })

  it('lists the lines oldest first with the total in the cart currency', async () => {
    const { cart } = await guestCart('cards.ch.localhost')
    expect(cart.currency).toBe('chf')
    expect(cart.lines.map((line) => [line.kind, line.quantity, line.currency])).toEqual([
      ['voucher', 1, 'chf'],
      ['accessory', 25, 'chf'],
    ])
    // SPEC §9: a standard envelope costs 1.00 CHF in Switzerland.
    expect(cart.lines[1]?.total).toBe(25)
    expect(cart.total).toBe(75)
    expect(cart.cartArticlesAmount).toBe(2)
  })
})

describe('POST /web-api/cart/quantity', () => {
  it('reprices an accessory line at its unit price and answers the new cart', async () => {
    const { cookie, cart } = await guestCart('cards.de.localhost')
    const id = cart.lines[1]!.id
    const response = await post('/web-api/cart/quantity', { host: 'cards.de.localhost', json: { id, quantity: 40 }, cookie })
    expect(response.status).toBe(200)
    const next = await cartOf(response)
    // SPEC §9: 0.95 EUR a standard envelope in Germany.
    expect(next.lines[1]).toMatchObject({ quantity: 40, total: 38, label: expect.stringMatching(/^40 × /) as unknown })
    expect(next.total).toBe(88)
  })

  it('multiplies a voucher line by its value', async () => {
    const { cookie, cart } = await guestCart('cards.de.localhost', false)
    const response = await post('/web-api/cart/quantity', {
      host: 'cards.de.localhost',
      json: { id: cart.lines[0]!.id, quantity: '3' },
      cookie,
    })
    expect((await cartOf(response)).total).toBe(150)
  })

  it.each([
    ['accessory', 0],
    ['accessory', 5001],
    ['accessory', '2.5'],
    ['voucher', 11],
    ['voucher', -1],
  ] as const)('refuses a %s quantity of %j with a 400 and changes nothing', async (kind, quantity) => {
    const { cookie, cart } = await guestCart('cards.de.localhost')
    const line = cart.lines.find((entry) => entry.kind === kind)!
    const response = await post('/web-api/cart/quantity', { host: 'cards.de.localhost', json: { id: line.id, quantity }, cookie })
    expect(response.status).toBe(400)
    expect(errorAnswerSchema.parse(await response.json()).message.text).toBe('Bitte prüfe deine Auswahl.')
    expect(await cartOf(await call('/web-api/cart', { host: 'cards.de.localhost', cookie }))).toEqual(cart)
    expect(
      logs
        .lines()
        .filter((entry) => entry.event === 'cart-change-refused')
        .map((entry) => entry.level),
    ).toEqual(['warn'])
  })

  it('answers a plain form post with a 303 back to the cart page, its result code in the query', async () => {
    const { cookie, cart } = await guestCart('cards.ch.localhost')
    const response = await post('/fr/web-api/cart/quantity', {
      host: 'cards.ch.localhost',
      form: { id: String(cart.lines[1]!.id), quantity: '30', back: '/fr/kundenkonto/warenkorb/' },
      cookie,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('http://cards.ch.localhost/fr/kundenkonto/warenkorb/?cart=quantity-changed')
  })

  it('keeps one currency a cart: a customer’s euro line is not repriced in francs on the Swiss shop (409)', async () => {
    const customer = await createCustomer({ email: uniqueEmail('currency') })
    const session = await loggedIn(customer)
    const added = await post('/web-api/voucher', { host: 'cards.de.localhost', json: { amount: 20 }, cookie: session })
    expect(added.status).toBe(200)
    const swiss = await loggedIn(customer, { host: 'cards.ch.localhost' })
    const cart = await cartOf(await call('/web-api/cart', { host: 'cards.ch.localhost', cookie: swiss }))
    expect(cart.currency).toBe('eur')
    const response = await post('/web-api/cart/quantity', {
      host: 'cards.ch.localhost',
      json: { id: cart.lines[0]!.id, quantity: 2 },
      cookie: swiss,
    })
    expect(response.status).toBe(409)
    expect((await cartOf(await call('/web-api/cart', { host: 'cards.ch.localhost', cookie: swiss }))).total).toBe(20)
  })

  it('opens only the asking shopper’s own lines: another cart’s line id is a 404', async () => {
    const mine = await guestCart('cards.de.localhost', false)
    const theirs = await guestCart('cards.de.localhost', false)
    const id = theirs.cart.lines[0]!.id
    const change = await post('/web-api/cart/quantity', { host: 'cards.de.localhost', json: { id, quantity: 2 }, cookie: mine.cookie })
    const remove = await post('/web-api/cart/remove', { host: 'cards.de.localhost', json: { id }, cookie: mine.cookie })
    expect([change.status, remove.status]).toEqual([404, 404])
    expect(await cartOf(await call('/web-api/cart', { host: 'cards.de.localhost', cookie: theirs.cookie }))).toEqual(theirs.cart)
  })
})

describe('POST /web-api/cart/remove', () => {
  it('removes a line and answers the cart with its new count and total', async () => {
    const { cookie, cart } = await guestCart('cards.de.localhost')
    const response = await post('/web-api/cart/remove', { host: 'cards.de.localhost', json: { id: cart.lines[0]!.id }, cookie })
    expect(response.status).toBe(200)
    const next = await cartOf(response)
    expect(next.lines.map((line) => line.kind)).toEqual(['accessory'])
    expect(next).toMatchObject({ cartArticlesAmount: 1, total: cart.lines[1]!.total })
  })
})

describe('the cart page calls’ guards', () => {
  it.each(['/web-api/cart/quantity', '/web-api/cart/remove'])('refuses a cross-site post to %s (CSRF) with a 403', async (path) => {
    const { cookie, cart } = await guestCart('cards.de.localhost', false)
    const id = String(cart.lines[0]!.id)
    const json = await post(path, { host: 'cards.de.localhost', json: { id, quantity: 2 }, cookie, crossSite: true })
    const form = await post(path, { host: 'cards.de.localhost', form: { id, quantity: '2' }, cookie, crossSite: true })
    expect([json.status, form.status]).toEqual([403, 403])
    expect(await cartOf(await call('/web-api/cart', { host: 'cards.de.localhost', cookie }))).toEqual(cart)
  })

  it('answers 413 to a body over 16 KB', async () => {
    const response = await post('/web-api/cart/remove', { json: { id: 1, padding: 'x'.repeat(17 * 1024) } })
    expect(response.status).toBe(413)
  })

  it('throttles one address after the cart limit with a 429 and Retry-After', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let i = 0; i < IP_LIMITS.cart.limit; i++) statuses.push((await post('/web-api/cart/remove', { json: { id: 'x' }, ip })).status)
    expect(statuses.every((status) => status === 400)).toBe(true)
    const last = await post('/web-api/cart/quantity', { json: { id: 1, quantity: 2 }, ip })
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('GET /web-api/customer-account', () => {
  it('answers the logged-in customer’s name, address and newsletter state, and 401 when logged out', async () => {
    const email = uniqueEmail('account')
    const customer = await createCustomer({ email })
    const session = await loggedIn(customer)
    const response = await call('/web-api/customer-account', { cookie: session })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(((await response.json()) as { payload: unknown }).payload).toEqual({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      newsletter: 'none',
    })
    await env.DB.prepare(
      `INSERT INTO newsletter_subscriptions (brand, email_key, email, locale, bot_check, confirmed_at, created_at, updated_at)
       VALUES ('cards', ?, ?, 'de-DE', 'skipped', 1, 1, 1)`,
    )
      .bind(email.toLowerCase(), email)
      .run()
    const again = await call('/web-api/customer-account', { cookie: session })
    expect(((await again.json()) as { payload: { newsletter: string } }).payload.newsletter).toBe('subscribed')
    expect((await call('/web-api/customer-account')).status).toBe(401)
  })
})

describe('a card order’s envelope line', () => {
  const host = 'cards.de.localhost'
  const order = {
    next: '/configurator-card/?card=postkarte&themeId=winterzauber&quantity=45',
    quantity: '45',
    envelope: 'straight-white-114x162',
  }

  it.each([
    // SPEC §9 (Germany): a pocketfold card's envelopes cost the compact 1,10 €, the same envelope alone the standard 0,95 €.
    ['pocketfold', 49.5, 44],
    ['single', 42.75, 38],
  ])(
    'keeps a %s card’s fold, reprices a quantity change by it and names the design and the envelope size',
    async (fold, added, changed) => {
      const before = await env.DB.prepare("SELECT fold FROM card_folds WHERE product_id = 'postkarte'").first<{ fold: string }>()
      await env.DB.prepare("UPDATE card_folds SET fold = ? WHERE product_id = 'postkarte'").bind(fold).run()
      try {
        const response = await post('/web-api/card-accessory-order', { host, json: order })
        expect(response.status).toBe(200)
        const cookie = `__Host-cart=${cookieValue(response, '__Host-cart') ?? ''}`
        const [line] = (await cartOf(await call('/web-api/cart', { host, cookie }))).lines
        expect(line?.total).toBe(added)
        expect(line?.label).toMatch(/^45 × Umschläge: [^,]+, [^,]+, 114 × 162 mm zur Karte „Winterzauber“$/)
        const stored = await env.DB.prepare('SELECT fold FROM cart_lines WHERE id = ?').bind(line?.id).first<{ fold: string }>()
        expect(stored?.fold).toBe(fold)

        const change = await post('/web-api/cart/quantity', { host, json: { id: line?.id, quantity: 40 }, cookie })
        expect(change.status).toBe(200)
        const [after] = (await cartOf(change)).lines
        expect(after?.total).toBe(changed)
        expect(after?.label).toBe(line?.label.replace(/^45 /, '40 '))
      } finally {
        await env.DB.prepare("UPDATE card_folds SET fold = ? WHERE product_id = 'postkarte'").bind(before?.fold).run()
      }
    },
  )

  it('reprices an envelope bought alone at the stand-alone price and has no fold', async () => {
    const { cookie, cart } = await guestCart(host)
    const line = cart.lines[1]!
    expect(await env.DB.prepare('SELECT fold FROM cart_lines WHERE id = ?').bind(line.id).first()).toEqual({ fold: null })
    const [, after] = (await cartOf(await post('/web-api/cart/quantity', { host, json: { id: line.id, quantity: 40 }, cookie }))).lines
    expect(after?.total).toBe(38)
    expect(after?.label).toBe(line.label.replace(/^25 /, '40 '))
  })
})
