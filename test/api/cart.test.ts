// Into the cart through the shop API Worker's app: gift vouchers (`POST /web-api/voucher`) and card accessories on their own
// (`POST /web-api/card-accessory-order`) kept in D1 per session (migration 0017), counted in customer-data's
// order.cartArticlesAmount, CSRF-checked, throttled, failures logged under SPEC §8's keys, and moved to the customer
// at log-in and at the activation that logs a new customer in.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { IP_LIMITS } from '../../src/http/rate-limit'
import { customerSchema } from '../../src/domain/customer/schemas'
import { readCart } from '../../src/api/cart/store'
import { cartAnswerSchema } from '../../src/shop-contract/cart'
import { errorAnswerSchema } from '../../src/shop-contract/envelope'
import { expectErrorLog } from '../setup/quiet-console'
import {
  apiEnv,
  call,
  captureLogs,
  cookieValue,
  createCustomer,
  linkIn,
  outboxFor,
  pathOf,
  post,
  randomIp,
  uniqueEmail,
} from './customers/harness'

function cartCookie(response: Response): string {
  const value = cookieValue(response, '__Host-cart')
  if (!value) throw new Error(`no cart cookie in ${JSON.stringify(response.headers.getSetCookie())}`)
  return `__Host-cart=${value}`
}

async function customerData(cookie: string, host = 'cards.de.localhost') {
  const response = await call('/web-api/customer-data', { host, cookie })
  return customerSchema.parse(((await response.json()) as { payload: unknown }).payload)
}

describe('POST /web-api/voucher', () => {
  it('puts a voucher in the site currency into a new guest cart and counts it', async () => {
    const first = await post('/web-api/voucher', { host: 'cards.ch.localhost', json: { amount: 50 } })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const body = (await first.json()) as { payload: unknown; message: { text: string } }
    expect(cartAnswerSchema.parse(body.payload)).toMatchObject({
      line: { kind: 'voucher', sku: null, label: 'Geschenkgutschein über CHF\u00a050.00', quantity: 1, total: 50, currency: 'chf' },
      cartArticlesAmount: 1,
    })
    expect(body.message.text).toBe('Im Warenkorb: Geschenkgutschein über CHF\u00a050.00')
    const cookie = cartCookie(first)
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly; Secure; SameSite=Lax/)

    const second = await post('/web-api/voucher', { host: 'cards.ch.localhost', json: { amount: '25' }, cookie })
    expect(cartAnswerSchema.parse(((await second.json()) as { payload: unknown }).payload).cartArticlesAmount).toBe(2)
    expect((await customerData(cookie, 'cards.ch.localhost')).order.cartArticlesAmount).toBe(2)
  })

  it('answers a plain form post with a 303 back to the form, its result code in the query', async () => {
    const response = await post('/fr/web-api/voucher', {
      host: 'cards.ch.localhost',
      form: { amount: '100', back: '/fr/gift-voucher/?cartForm=voucher-order#voucher-order' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      'http://cards.ch.localhost/fr/gift-voucher/?cartForm=voucher-order&cart=voucher-added#voucher-order',
    )
    const [line] = (await env.DB.prepare("SELECT label, amount, currency FROM cart_lines WHERE label LIKE 'Bon cadeau%'").all()).results
    expect(line).toEqual({ label: 'Bon cadeau de 100.00\u00a0CHF', amount: 10000, currency: 'chf' })
  })

  it.each([[{ amount: 0 }], [{ amount: 4.99 }], [{ amount: 1001 }], [{ amount: '50.001' }], [{ amount: 'fifty' }], [{}]])(
    'refuses %j with a 400, logs error-add-voucher and adds nothing',
    async (json) => {
      const logs = captureLogs()
      try {
        const response = await post('/web-api/voucher', { json })
        expect(response.status).toBe(400)
        expect(errorAnswerSchema.parse(await response.json()).message.text).toBe('Bitte prüfe deine Auswahl.')
        expect(response.headers.getSetCookie().some((line) => line.startsWith('__Host-cart='))).toBe(false)
        expect(
          logs
            .lines()
            .filter((line) => line.event === 'error-add-voucher')
            .map((line) => line.level),
        ).toEqual(['warn'])
      } finally {
        logs.restore()
      }
    },
  )

  it('refuses a cross-site post (CSRF) with a 403 and keeps the cart as it was', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM cart_lines').first<{ n: number }>()
    const json = await post('/web-api/voucher', { json: { amount: 50 }, crossSite: true })
    const form = await post('/web-api/voucher', { form: { amount: '50' }, crossSite: true })
    expect([json.status, form.status]).toEqual([403, 403])
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM cart_lines').first<{ n: number }>()).toEqual(before)
  })

  it('throttles one address after its limit with a 429 and Retry-After', async () => {
    const ip = randomIp()
    const logs = captureLogs()
    try {
      const statuses: number[] = []
      for (let i = 0; i <= IP_LIMITS.cart.limit; i++) statuses.push((await post('/web-api/voucher', { json: { amount: 'x' }, ip })).status)
      expect(statuses.slice(0, IP_LIMITS.cart.limit).every((status) => status === 400)).toBe(true)
      const last = await post('/web-api/voucher', { json: { amount: 50 }, ip })
      expect(last.status).toBe(429)
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      logs.restore()
    }
  })

  it('logs a failure of ours as error-add-voucher and answers a calm 500', async () => {
    expectErrorLog('error-add-voucher')
    // D1 refuses every statement on the cart's table, as during an outage.
    const db = new Proxy(env.DB, {
      get(target, name) {
        if (name === 'prepare')
          return (sql: string) =>
            sql.includes('cart_lines')
              ? (() => {
                  throw new Error('D1_ERROR: no such table')
                })()
              : target.prepare(sql)
        const value = Reflect.get(target, name) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const response = await post('/web-api/voucher', { json: { amount: 50 }, env: { ...apiEnv, DB: db } })
    expect(response.status).toBe(500)
    expect(errorAnswerSchema.parse(await response.json()).message.text).toBe(
      'Das hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.',
    )
  })
})

describe('POST /web-api/card-accessory-order', () => {
  it('puts accessories alone into the cart at SPEC §9 prices in the site currency', async () => {
    const response = await post('/web-api/card-accessory-order', {
      host: 'cards.ch.localhost',
      json: { sku: 'straight-white-162x229', quantity: 20 },
    })
    expect(response.status).toBe(200)
    expect(cartAnswerSchema.parse(((await response.json()) as { payload: unknown }).payload)).toMatchObject({
      line: {
        kind: 'accessory',
        sku: 'straight-white-162x229',
        label: '20 × Weiß, gerade Klappe',
        quantity: 20,
        total: 58,
        currency: 'chf',
      },
      cartArticlesAmount: 1,
    })
    const ribbon = await post('/web-api/card-accessory-order', {
      host: 'poster.com.localhost',
      json: { sku: 'ribbon-satin-red', quantity: 3 },
    })
    expect(cartAnswerSchema.parse(((await ribbon.json()) as { payload: unknown }).payload).line).toMatchObject({
      total: 2.55,
      currency: 'usd',
    })
  })

  it.each<[Record<string, unknown>, number, string]>([
    [{ sku: 'straight-white-114x162', quantity: 0 }, 400, 'invalid'],
    [{ sku: 'straight-white-114x162', quantity: 5001 }, 400, 'invalid'],
    [{ sku: 'straight-white-114x162', quantity: '2.5' }, 400, 'invalid'],
    [{ sku: '<script>', quantity: 2 }, 400, 'invalid'],
    [{ sku: 'straight-gold-999x999', quantity: 2 }, 404, 'unknown'],
  ])('refuses %j with %d (logged as error-add-accessory)', async (json, status, reason) => {
    const logs = captureLogs()
    try {
      const response = await post('/web-api/card-accessory-order', { json })
      expect(response.status).toBe(status)
      expect(logs.lines().find((line) => line.event === 'error-add-accessory')).toMatchObject({ level: 'warn', reason })
    } finally {
      logs.restore()
    }
  })

  it('refuses envelopes where SPEC §9 names no price (en-GB) with a 404', async () => {
    const logs = captureLogs()
    try {
      const response = await post('/web-api/card-accessory-order', {
        host: 'cards.gb.localhost',
        json: { sku: 'straight-white-114x162', quantity: 2 },
      })
      expect(response.status).toBe(404)
    } finally {
      logs.restore()
    }
  })
})

describe('cart lines and log-in', () => {
  it('keeps a guest’s lines through the log-in: the customer’s cart has them afterwards', async () => {
    const first = await post('/web-api/voucher', { json: { amount: 50 } })
    const cookie = cartCookie(first)
    await post('/web-api/card-accessory-order', { json: { sku: 'ribbon-satin-gold', quantity: 10 }, cookie })
    expect((await customerData(cookie)).order.cartArticlesAmount).toBe(2)

    const customer = await createCustomer({ email: uniqueEmail('cart') })
    const login = await post('/web-api/customer-login', { json: { email: customer.email, password: customer.password }, cookie })
    expect(login.status).toBe(200)
    const loggedIn = customerSchema.parse(((await login.json()) as { payload: unknown }).payload)
    expect(loggedIn.order.cartArticlesAmount).toBe(2)
    const session = `__Host-session=${cookieValue(login, '__Host-session')}`
    // The session alone (another device, the cart cookie gone) finds the lines.
    expect((await customerData(session)).order.cartArticlesAmount).toBe(2)
    const { results } = await env.DB.prepare('SELECT owner FROM cart_lines WHERE owner = ?').bind(`customer:${customer.id}`).all()
    expect(results).toHaveLength(2)

    // Added while logged in: the customer's line, whatever the cart cookie says.
    const third = await post('/web-api/voucher', { json: { amount: 30 }, cookie: `${session}; ${cookie}` })
    expect(cartAnswerSchema.parse(((await third.json()) as { payload: unknown }).payload).cartArticlesAmount).toBe(3)
    expect((await customerData(cookie)).order.cartArticlesAmount).toBe(0)
  })

  it('keeps a guest’s lines through the sign-up: the new account, logged in at once, has them', async () => {
    const first = await post('/web-api/voucher', { json: { amount: 50 } })
    const cart = cartCookie(first)
    await post('/web-api/card-accessory-order', { json: { sku: 'ribbon-satin-gold', quantity: 10 }, cookie: cart })
    const email = uniqueEmail('signup-cart')
    const fields = { email, password: 'a long enough password', firstName: 'Erika', lastName: 'Mustermann' }
    const signup = await call('/web-api/customer-signup', { json: fields, cookie: cart })
    expect(signup.status).toBe(200)
    expect(customerSchema.parse(((await signup.json()) as { payload: unknown }).payload).order.cartArticlesAmount).toBe(2)
    const session = `__Host-session=${cookieValue(signup, '__Host-session')}`
    // The session alone (another device, the cart cookie gone) finds the lines; the old cart token opens nothing.
    expect((await customerData(session)).order.cartArticlesAmount).toBe(2)
    expect((await customerData(cart)).order.cartArticlesAmount).toBe(0)
    expect(cartCookie(signup)).not.toBe(cart)
    // Opening the mail's link in that browser confirms the account and keeps the cart.
    const opened = await call(pathOf(linkIn((await outboxFor(email))[0])), {
      cookie: `${session}; ${cartCookie(signup)}`,
      headers: { accept: 'application/json' },
      sameOrigin: false,
    })
    expect(customerSchema.parse(((await opened.json()) as { payload: unknown }).payload).order.cartArticlesAmount).toBe(2)
  })

  it('keeps one currency a cart: a customer with euro lines cannot add francs, in JSON or by a plain form', async () => {
    const customer = await createCustomer({ email: uniqueEmail('currency') })
    const login = await post('/web-api/customer-login', {
      host: 'cards.ch.localhost',
      json: { email: customer.email, password: customer.password },
    })
    const session = `__Host-session=${cookieValue(login, '__Host-session')}`
    // The customer's cart already holds a line from the German shop (another host, another session).
    await env.DB.prepare(
      "INSERT INTO cart_lines (owner, brand, kind, sku, label, quantity, amount, currency, created_at) VALUES (?, 'cards', 'voucher', NULL, 'v', 1, 5000, 'eur', 0)",
    )
      .bind(`customer:${customer.id}`)
      .run()

    const refused = await post('/web-api/voucher', { host: 'cards.ch.localhost', json: { amount: 50 }, cookie: session })
    expect(refused.status).toBe(409)
    expect(errorAnswerSchema.parse(await refused.json()).message.text).toBe(
      'Dein Warenkorb enthält schon Artikel in einer anderen Währung. Bitte bestelle sie zuerst oder entferne sie.',
    )
    const form = await post('/web-api/card-accessory-order', {
      host: 'cards.ch.localhost',
      form: { sku: 'ribbon-satin-gold', quantity: '10', back: '/shop/' },
      cookie: session,
    })
    expect(form.status).toBe(303)
    expect(new URL(form.headers.get('location') ?? '').searchParams.get('cart')).toBe('currency')
    const { results } = await env.DB.prepare('SELECT currency FROM cart_lines WHERE owner = ?').bind(`customer:${customer.id}`).all()
    expect(results).toEqual([{ currency: 'eur' }])
    // The same currency is welcome.
    expect((await post('/web-api/voucher', { json: { amount: 20 }, cookie: session })).status).toBe(200)
  })

  it('moves at log-in only the guest lines that fit the customer’s cart; the rest wait in the guest cart', async () => {
    const first = await post('/web-api/voucher', { host: 'cards.ch.localhost', json: { amount: 50 } })
    const cookie = cartCookie(first)
    await post('/web-api/voucher', { host: 'cards.ch.localhost', json: { amount: 60 }, cookie })
    const customer = await createCustomer({ email: uniqueEmail('merge') })
    const owner = `customer:${customer.id}`
    // The customer's cart holds euro lines, one short of full (vouchers of another value: nothing to sum up with).
    const insert = env.DB.prepare(
      "INSERT INTO cart_lines (owner, brand, kind, sku, label, quantity, amount, currency, created_at) VALUES (?, 'cards', 'voucher', NULL, 'v', 1, 7000, ?, ?)",
    )
    await env.DB.batch(Array.from({ length: 99 }, (_, index) => insert.bind(owner, 'eur', index)))
    const login = await post('/web-api/customer-login', {
      host: 'cards.ch.localhost',
      json: { email: customer.email, password: customer.password },
      cookie,
    })
    expect(login.status).toBe(200)
    // Francs never join a euro cart: both guest lines stay in the guest cart, now under a rotated cookie.
    const count = async (who: string) =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM cart_lines WHERE owner = ?').bind(who).first<{ n: number }>())?.n
    expect(await count(owner)).toBe(99)
    const rotated = cartCookie(login)
    expect(rotated).not.toBe(cookie)
    expect((await customerData(rotated, 'cards.ch.localhost')).order.cartArticlesAmount).toBe(2)
    // The token known before the log-in opens nothing any more.
    expect((await customerData(cookie, 'cards.ch.localhost')).order.cartArticlesAmount).toBe(0)

    // In the cart's own currency, only as many as fit move.
    await env.DB.prepare("UPDATE cart_lines SET currency = 'chf' WHERE owner = ?").bind(owner).run()
    const again = await post('/web-api/customer-login', {
      host: 'cards.ch.localhost',
      json: { email: customer.email, password: customer.password },
      cookie: rotated,
    })
    expect(again.status).toBe(200)
    expect(await count(owner)).toBe(100)
    expect((await customerData(cartCookie(again), 'cards.ch.localhost')).order.cartArticlesAmount).toBe(1)
  })

  it('counts a cart per brand: the poster brand’s host does not see the cards brand’s lines', async () => {
    const response = await post('/web-api/voucher', { json: { amount: 50 } })
    const cookie = cartCookie(response)
    expect((await customerData(cookie, 'poster.de.localhost')).order.cartArticlesAmount).toBe(0)
  })

  it('never adds a line of another currency into the cart’s total', async () => {
    const owner = `guest:mixed-${crypto.randomUUID()}`
    const insert = env.DB.prepare(
      "INSERT INTO cart_lines (owner, brand, kind, sku, label, quantity, amount, currency, created_at) VALUES (?, 'cards', 'voucher', NULL, 'v', 1, ?, ?, ?)",
    )
    await env.DB.batch([insert.bind(owner, 5000, 'chf', 1), insert.bind(owner, 2000, 'eur', 2), insert.bind(owner, 1050, 'chf', 3)])
    const cart = await readCart(env.DB, owner, 'cards')
    expect(cart).toMatchObject({ total: 60.5, currency: 'chf', cartArticlesAmount: 3 })
    expect(cart.lines.map((line) => line.currency)).toEqual(['chf', 'eur', 'chf'])
  })
})
