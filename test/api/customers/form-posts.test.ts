// The no-JavaScript contract: plain HTML forms post urlencoded (or multipart) and get a 303 back to a safe same-site
// path with a result code in the query; the same calls answer JSON to islands.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  bodyOf,
  call,
  captureLogs,
  cookieValue,
  createCustomer,
  linkIn,
  loggedIn,
  ORIGIN,
  outboxFor,
  PASSWORD,
  sessionCookie,
  uniqueEmail,
} from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

describe('log-in form', () => {
  it('logs in and returns to the page with ?customer=logged-in and the session cookie', async () => {
    const customer = await createCustomer()
    const response = await call('/web-api/customer-login', { form: { email: customer.email, password: PASSWORD, back: '/fotokalender/' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/fotokalender/?customer=logged-in`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const cookie = sessionCookie(response)
    expect((await bodyOf(await call('/web-api/customer-data', { cookie }))).payload).toMatchObject({ isLoggedIn: true })
  })

  it.each([
    [{ password: 'wrong password!' }, 'login-failed'],
    [{ password: '' }, 'login-invalid'],
  ])('returns %j with its result code %s and no cookie', async (fields, code) => {
    const customer = await createCustomer()
    const response = await call('/web-api/customer-login', { form: { email: customer.email, back: '/', ...fields } })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?customer=${code}`)
    expect(cookieValue(response, '__Host-session')).toBeUndefined()
  })

  it('says login-throttled from the 5th failure', async () => {
    const customer = await createCustomer()
    const codes = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await call('/web-api/customer-login', { form: { email: customer.email, password: 'wrong password!', back: '/' } })
      codes.push(new URL(response.headers.get('location') ?? '').searchParams.get('customer'))
    }
    expect(codes).toEqual(['login-failed', 'login-failed', 'login-failed', 'login-failed', 'login-throttled'])
  })

  it('takes multipart forms too', async () => {
    const customer = await createCustomer()
    const form = new FormData()
    form.set('email', customer.email)
    form.set('password', PASSWORD)
    form.set('back', '/')
    const response = await call('/web-api/customer-login', { body: form })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?customer=logged-in`)
  })

  it('answers JSON instead when the form is posted by an island that accepts JSON', async () => {
    const customer = await createCustomer()
    const response = await call('/web-api/customer-login', {
      form: { email: customer.email, password: PASSWORD },
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    expect((await bodyOf(response)).payload).toMatchObject({ isLoggedIn: true })
  })
})

describe('the way back', () => {
  it.each([
    ['/fotokalender/?x=1', '/fotokalender/?x=1&customer=logged-out'],
    ['/fr/karten/#top', '/fr/karten/?customer=logged-out#top'],
    ['/?customer=login-failed&y=2', '/?customer=logged-out&y=2'],
    ['/d/fr/', '/d/fr/?customer=logged-out'],
    // Dot segments and encoded dots resolved, repeated slashes collapsed: a browser never reads `//evil.example`.
    ['/.//evil.example', '/evil.example?customer=logged-out'],
    ['/a/..//x?y=1', '/x?y=1&customer=logged-out'],
    ['/%2e%2e/%2fx', '/x?customer=logged-out'],
  ])('keeps the page, its query and fragment: %s', async (back, expected) => {
    const response = await call('/web-api/customer-logout', { form: { back } })
    expect(response.headers.get('location')).toBe(`${ORIGIN}${expected}`)
  })

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/ spaced',
    '/\nSet-Cookie:x=1',
    '',
  ])('never sends the shopper off-site (back=%j): home instead', async (back) => {
    const response = await call('/web-api/customer-logout', { form: { back } })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?customer=logged-out`)
  })

  it("falls back to the home page of the request's markers", async () => {
    const response = await call('/fr/web-api/customer-logout', { host: 'cards.ch.localhost', form: {} })
    expect(response.headers.get('location')).toBe('http://cards.ch.localhost/fr/?customer=logged-out')
  })
})

describe('sign-up, reset and confirm forms', () => {
  it('signs up: ?customer=signup-sent, or signup-invalid with the invalid fields', async () => {
    const email = uniqueEmail()
    const sent = await call('/web-api/customer-signup', {
      form: { email, password: 'long enough pass', firstName: 'Erika', lastName: 'M', back: '/' },
    })
    expect(sent.headers.get('location')).toBe(`${ORIGIN}/?customer=signup-sent`)
    expect(sessionCookie(sent)).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}$/)
    const invalid = await call('/web-api/customer-signup', {
      form: { email: 'nope', password: 'short', firstName: 'Erika', lastName: 'M', back: '/' },
    })
    expect(invalid.headers.get('location')).toBe(`${ORIGIN}/?customer=signup-invalid&fields=email%2Cpassword`)
  })

  it('opening the sign-up link in the browser logged in by the sign-up returns home with ?customer=signed-up', async () => {
    const email = uniqueEmail()
    const sent = await call('/web-api/customer-signup', {
      form: { email, password: 'long enough pass', firstName: 'Erika', lastName: 'M' },
    })
    const link = linkIn((await outboxFor(email))[0])
    const opened = await call(link.pathname + link.search, { cookie: sessionCookie(sent), sameOrigin: false })
    expect(opened.headers.get('location')).toBe(`${ORIGIN}/?customer=signed-up`)
  })

  it('requests a reset (?customer=reset-sent) and confirms it (?customer=password-changed)', async () => {
    const customer = await createCustomer()
    const sent = await call('/web-api/customer-password-reset', { form: { email: customer.email, back: '/' } })
    expect(sent.headers.get('location')).toBe(`${ORIGIN}/?customer=reset-sent`)
    const token = linkIn((await outboxFor(customer.email))[0]).searchParams.get('token') ?? ''
    const weak = await call('/web-api/customer-password-confirm', { form: { token, password: 'short', back: '/' } })
    expect(weak.headers.get('location')).toBe(`${ORIGIN}/?customer=password-invalid`)
    const done = await call('/web-api/customer-password-confirm', { form: { token, password: 'my new passphrase', back: '/' } })
    expect(done.headers.get('location')).toBe(`${ORIGIN}/?customer=password-changed`)
    const again = await call('/web-api/customer-password-confirm', { form: { token, password: 'my new passphrase', back: '/' } })
    expect(again.headers.get('location')).toBe(`${ORIGIN}/?customer=password-token-invalid`)
  })

  it('logs out: ?customer=logged-out and the session ends', async () => {
    const cookie = await loggedIn(await createCustomer())
    const response = await call('/web-api/customer-logout', { form: { back: '/' }, cookie })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?customer=logged-out`)
    expect((await bodyOf(await call('/web-api/customer-data', { cookie }))).payload).toMatchObject({ isLoggedIn: false })
  })
})

describe('unexpected failures', () => {
  const broken = {
    ...env,
    DB: {
      prepare: () => {
        throw new Error('D1_ERROR: database unavailable')
      },
      batch: () => Promise.reject(new Error('D1_ERROR: database unavailable')),
    } as unknown as D1Database,
  } as Env

  it.each([
    ['/web-api/customer-login', 'log-in-error'],
    ['/web-api/customer-signup', 'sign-up-error'],
    ['/web-api/customer-password-confirm', 'password-reset-error'],
  ])('answers %s with a calm 500 message and logs %s', async (path, event) => {
    const response = await call(path, { json: { email: 'erika@example.com', password: PASSWORD }, env: broken })
    expect(response.status).toBe(500)
    expect(await bodyOf(response)).toEqual({ message: { text: 'Da ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.' } })
    expect(logs.lines().find((line) => line.event === event)).toMatchObject({ level: 'error', status: 500 })
  })

  it('returns a form post to the home page with ?customer=error', async () => {
    const response = await call('/web-api/customer-login', { form: { email: 'erika@example.com', password: PASSWORD }, env: broken })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?customer=error`)
  })

  it('answers the password reset calmly even when the mail cannot be queued, and logs password-reset-error', async () => {
    const failingMail = {
      ...env,
      DB: { ...env.DB, prepare: env.DB.prepare.bind(env.DB), batch: () => Promise.reject(new Error('D1_ERROR')) } as unknown as D1Database,
    } as Env
    const customer = await createCustomer()
    const response = await call('/web-api/customer-password-reset', { json: { email: customer.email }, env: failingMail })
    expect(response.status).toBe(200)
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'password-reset-error', reason: 'mail-not-queued' }),
    )
  })
})
