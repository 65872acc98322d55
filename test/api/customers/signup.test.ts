import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../src/domain/crypto'
import { PBKDF2_ITERATIONS } from '../../../src/api/customers/password'
import { customerSchema, signupErrorSchema } from '../../../src/domain/customer/schemas'
import {
  bodyOf,
  call,
  captureLogs,
  cookieValue,
  createCustomer,
  linkIn,
  loggedIn,
  login,
  ORIGIN,
  outboxFor,
  pathOf,
  randomIp,
  sessionCookie,
  setCookies,
  uniqueEmail,
  type CallOptions,
} from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

const PASSWORD = 'a long enough password'

function signup(email: string, options: CallOptions & { fields?: Record<string, string> } = {}) {
  const fields = options.fields ?? { email, password: PASSWORD, firstName: 'Erika', lastName: 'Mustermann' }
  return call('/web-api/customer-signup', { json: fields, ...options })
}

async function customerCount(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email_key = ?')
    .bind(email.toLowerCase())
    .first<{ n: number }>()
  return row?.n ?? 0
}

async function confirmedAt(email: string): Promise<number | null | undefined> {
  const row = await env.DB.prepare('SELECT confirmed_at FROM customers WHERE email_key = ?')
    .bind(email.toLowerCase())
    .first<{ confirmed_at: number | null }>()
  return row?.confirmed_at
}

describe('POST /web-api/customer-signup', () => {
  it('creates the account and logs it in at once, as a log-in does (SPEC §4), unconfirmed until the mailed link', async () => {
    const email = uniqueEmail()
    const response = await signup(email)
    expect(response.status).toBe(200)
    const body = await bodyOf(response)
    expect(body['message']).toEqual({
      text: 'Willkommen! Du bist angemeldet. Bitte bestätige deine Adresse mit dem Link, den wir dir gerade geschickt haben.',
    })
    const payload = customerSchema.parse(body['payload'])
    expect(payload).toMatchObject({ isLoggedIn: true, firstName: 'Erika', lastName: 'Mustermann', fullName: 'Erika Mustermann' })
    // The cookie log-in sets: __Host-, HttpOnly, Secure, SameSite=Lax, Path=/, no Domain.
    const [cookie, ...others] = setCookies(response)
    expect(others).toEqual([])
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect((await bodyOf(await call('/web-api/customer-data', { cookie: sessionCookie(response) }))).payload).toEqual(payload)
    expect(await customerCount(email)).toBe(1)
    expect(await confirmedAt(email)).toBeNull()
    expect(logs.lines()).toContainEqual(expect.objectContaining({ event: 'auth-login', outcome: 'success', reason: 'signed-up' }))

    const [mail, ...more] = await outboxFor(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'signup-confirm', brand: 'cards', locale: 'de-DE', subject: 'Bestätige dein Kartenfee-Kundenkonto' })
    const link = linkIn(mail)
    expect(link.origin).toBe(ORIGIN)
    expect(link.pathname).toBe('/web-api/customer-activate')
    // Only the token's hash is stored; the password only as a PBKDF2 record.
    const row = await env.DB.prepare(
      `SELECT a.token_hash, c.password_iterations, c.password_hash FROM account_activations a JOIN customers c ON c.id = a.customer_id
       WHERE c.email = ?`,
    )
      .bind(email)
      .first<Record<string, unknown>>()
    expect(row?.token_hash).toBe(await sha256Hex(link.searchParams.get('token') ?? ''))
    expect(row?.password_iterations).toBe(PBKDF2_ITERATIONS)
    expect(JSON.stringify(row)).not.toContain(PASSWORD)
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it('ends the session the browser had before (rotation, as at a log-in)', async () => {
    const before = await loggedIn(await createCustomer())
    const response = await signup(uniqueEmail(), { cookie: before })
    expect(response.status).toBe(200)
    expect((await bodyOf(await call('/web-api/customer-data', { cookie: before }))).payload).toMatchObject({ isLoggedIn: false })
  })

  it('answers a plain form post with ?customer=signup-sent and the session cookie', async () => {
    const response = await call('/web-api/customer-signup', {
      form: { email: uniqueEmail(), password: PASSWORD, firstName: 'Erika', lastName: 'Mustermann', back: '/shop/' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/shop/?customer=signup-sent`)
    const data = await call('/web-api/customer-data', { cookie: sessionCookie(response) })
    expect((await bodyOf(data)).payload).toMatchObject({ isLoggedIn: true })
  })

  it('the link confirms the account; in the browser logged in to it the answer is signed-up', async () => {
    const email = uniqueEmail()
    const response = await signup(email)
    const session = sessionCookie(response)
    const link = linkIn((await outboxFor(email))[0])
    const opened = await call(pathOf(link), { cookie: session, headers: { accept: 'application/json' }, sameOrigin: false })
    expect(opened.status).toBe(200)
    expect(customerSchema.parse((await bodyOf(opened)).payload)).toMatchObject({ isLoggedIn: true, fullName: 'Erika Mustermann' })
    // The session stays the one the sign-up opened.
    expect(setCookies(opened)).toEqual([])
    expect(await confirmedAt(email)).toEqual(expect.any(Number))
    const form = await call(pathOf(linkIn((await outboxFor(email))[0])), { cookie: session })
    expect(form.headers.get('location')).toBe(`${ORIGIN}/?customer=activation-invalid`)
  })

  it('opened elsewhere (mail scanner, other device, forwarded link) it confirms the account but logs nobody in', async () => {
    const email = uniqueEmail()
    await signup(email)
    const link = linkIn((await outboxFor(email))[0])
    const opened = await call(pathOf(link), { sameOrigin: false })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${ORIGIN}/?customer=activated`)
    expect(cookieValue(opened, '__Host-session')).toBeUndefined()
    expect(await confirmedAt(email)).toEqual(expect.any(Number))
    // Logged in to another account, that browser stays in it.
    const other = await loggedIn(await createCustomer())
    const late = uniqueEmail()
    await signup(late)
    const elsewhere = await call(pathOf(linkIn((await outboxFor(late))[0])), { cookie: other, headers: { accept: 'application/json' } })
    expect(customerSchema.parse((await bodyOf(elsewhere)).payload)).toMatchObject({ isLoggedIn: true, firstName: 'Erika' })
    expect(setCookies(elsewhere)).toEqual([])
  })

  it('uses a link once, and not after 7 days', async () => {
    const email = uniqueEmail()
    await signup(email)
    const link = linkIn((await outboxFor(email))[0])
    expect((await call(pathOf(link))).headers.get('location')).toBe(`${ORIGIN}/?customer=activated`)
    expect((await call(pathOf(link))).headers.get('location')).toBe(`${ORIGIN}/?customer=activation-invalid`)

    const late = uniqueEmail()
    await signup(late)
    await env.DB.prepare('UPDATE account_activations SET expires_at = ? WHERE customer_id = (SELECT id FROM customers WHERE email = ?)')
      .bind(Date.now() - 1, late)
      .run()
    const expired = await call(pathOf(linkIn((await outboxFor(late))[0])), { headers: { accept: 'application/json' } })
    expect(expired.status).toBe(400)
    expect(await confirmedAt(late)).toBeNull()
  })

  it.each(['', 'short', 'A'.repeat(43)])('refuses the activation token %j', async (token) => {
    const response = await call(`/web-api/customer-activate?token=${token}`, { headers: { accept: 'application/json' } })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toEqual({ message: { text: 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.' } })
  })

  it('logs nobody in with an address that has an account: 409, and its owner is mailed "you already have an account"', async () => {
    const existing = await createCustomer({ email: uniqueEmail('Known') })
    const known = await signup(existing.email.toUpperCase())
    expect(known.status).toBe(409)
    expect(await bodyOf(known)).toEqual({
      message: { text: 'Zu dieser Adresse gibt es schon ein Kundenkonto. Bitte melde dich an oder setze dein Passwort zurück.' },
    })
    expect(setCookies(known)).toEqual([])
    const form = await call('/web-api/customer-signup', {
      form: { email: existing.email, password: PASSWORD, firstName: 'Erika', lastName: 'Mustermann' },
    })
    expect(form.headers.get('location')).toBe(`${ORIGIN}/?customer=signup-exists`)

    const [mail] = await outboxFor(existing.email.toUpperCase())
    expect(mail).toMatchObject({ kind: 'signup-exists', subject: 'Du hast schon ein Kartenfee-Kundenkonto' })
    expect(linkIn(mail).toString()).toBe(`${ORIGIN}/?customer=login`)
    expect(await customerCount(existing.email)).toBe(1)
    // The account keeps its own password.
    expect((await login(existing.email, PASSWORD)).status).toBe(401)
    expect((await login(existing.email, existing.password)).status).toBe(200)
  })

  it('keeps one account per address whatever its case, even when two sign-ups race', async () => {
    const email = uniqueEmail('Twice')
    const answers = await Promise.all([signup(email), signup(email.toUpperCase())])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await customerCount(email)).toBe(1)
  })

  it('answers 400 with message.text and payload.errors per field, in the site language', async () => {
    const response = await call('/it/web-api/customer-signup', {
      host: 'cards.ch.localhost',
      json: { email: 'not-an-address', password: 'short', firstName: '', lastName: 'x'.repeat(81) },
    })
    expect(response.status).toBe(400)
    expect(signupErrorSchema.parse(await bodyOf(response))).toEqual({
      payload: {
        errors: {
          email: 'Inserisci un indirizzo e-mail valido.',
          password: 'La password deve avere almeno 10 caratteri.',
          firstName: 'Compila questo campo.',
          lastName: 'Usa al massimo 80 caratteri.',
        },
      },
      message: { text: 'Controlla i dati inseriti.' },
    })
    expect(logs.events()).not.toContain('sign-up-error')
  })

  it('refuses a common password (the D1 list, any case) with 400 on the password field, and mails nothing', async () => {
    const email = uniqueEmail()
    const response = await call('/fr/web-api/customer-signup', {
      host: 'cards.ch.localhost',
      json: { email, password: 'Football123', firstName: 'Ada', lastName: 'Lovelace' },
    })
    expect(response.status).toBe(400)
    expect(signupErrorSchema.parse(await bodyOf(response))).toEqual({
      payload: {
        errors: { password: 'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.' },
      },
      message: { text: 'Veuillez vérifier vos saisies.' },
    })
    expect(await outboxFor(email)).toEqual([])
  })

  it('holds the list in D1: the 10,000 most common and the longer entries of the whole list', async () => {
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM common_passwords').first<{ n: number }>()
    expect(count?.n).toBe(11_412)
    const lower = await env.DB.prepare('SELECT COUNT(*) AS n FROM common_passwords WHERE password <> lower(password)').first<{
      n: number
    }>()
    expect(lower?.n).toBe(0)
  })

  it('sends at most three mails per address and hour', async () => {
    const email = uniqueEmail()
    const statuses = []
    for (let attempt = 1; attempt <= 5; attempt++) statuses.push((await signup(email)).status)
    expect(statuses).toEqual([200, 409, 409, 409, 409])
    expect((await outboxFor(email)).map((mail) => mail.kind)).toEqual(['signup-confirm', 'signup-exists', 'signup-exists'])
  })

  it('limits sign-ups per client IP with 429 + Retry-After and logs sign-up-error', async () => {
    const ip = randomIp()
    const statuses = []
    for (let attempt = 1; attempt <= 11; attempt++) statuses.push((await signup(uniqueEmail(), { ip })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    const last = await signup(uniqueEmail(), { ip })
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 'warn', event: 'sign-up-error', status: 429, reason: 'ip-limit' }))
  })

  it('writes the account in the brand of the host: a cards account does not open the poster shop', async () => {
    const email = uniqueEmail()
    await signup(email, { host: 'poster.com.localhost' })
    const [mail] = await outboxFor(email)
    expect(mail).toMatchObject({ brand: 'poster', locale: 'en-US', subject: 'Confirm your Posterhaus account' })
    expect(linkIn(mail).origin).toBe('http://poster.com.localhost')
    expect((await login(email, PASSWORD, { host: 'poster.com.localhost' })).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(401)
  })
})
