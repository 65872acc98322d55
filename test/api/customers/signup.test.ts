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

/** `__Host-signup=…` from a sign-up answer: the browser that signed up. */
function signupBrowser(response: Response): string {
  return `__Host-signup=${cookieValue(response, '__Host-signup') ?? ''}`
}

async function customerCount(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email_key = ?')
    .bind(email.toLowerCase())
    .first<{ n: number }>()
  return row?.n ?? 0
}

describe('POST /web-api/customer-signup', () => {
  it('creates no account yet: answers "check your inbox" and mails a confirmation link', async () => {
    const email = uniqueEmail()
    const response = await signup(email)
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      payload: customerSchema.parse((await bodyOf(await call('/web-api/customer-data')))['payload']),
      message: { text: 'Fast geschafft: Wir haben dir eine E-Mail geschickt. Öffne den Link darin, um die Anmeldung abzuschließen.' },
    })
    expect(await customerCount(email)).toBe(0)
    const [mail, ...more] = await outboxFor(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'signup-confirm', brand: 'cards', locale: 'de-DE', subject: 'Bestätige dein Kartenfee-Kundenkonto' })
    const link = linkIn(mail)
    expect(link.origin).toBe(ORIGIN)
    expect(link.pathname).toBe('/web-api/customer-activate')
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Only the token's hash is stored; the password only as a PBKDF2 record.
    const row = await env.DB.prepare('SELECT token_hash, password_iterations, password_hash FROM signup_requests WHERE email = ?')
      .bind(email)
      .first<Record<string, unknown>>()
    expect(row?.token_hash).toBe(await sha256Hex(link.searchParams.get('token') ?? ''))
    expect(row?.password_iterations).toBe(PBKDF2_ITERATIONS)
    expect(JSON.stringify(row)).not.toContain(PASSWORD)
  })

  it('opening the link in the browser that signed up creates the account and logs in (SPEC §4)', async () => {
    const email = uniqueEmail()
    const response = await signup(email)
    const link = linkIn((await outboxFor(email))[0])
    const opened = await call(pathOf(link), { cookie: signupBrowser(response), headers: { accept: 'application/json' }, sameOrigin: false })
    expect(opened.status).toBe(200)
    const payload = customerSchema.parse((await bodyOf(opened)).payload)
    expect(payload).toMatchObject({ isLoggedIn: true, firstName: 'Erika', lastName: 'Mustermann', fullName: 'Erika Mustermann' })
    const session = sessionCookie(opened)
    expect(setCookies(opened).join()).toMatch(/__Host-signup=;.*Max-Age=0/)
    expect((await bodyOf(await call('/web-api/customer-data', { cookie: session }))).payload).toMatchObject({ isLoggedIn: true })
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it('opened elsewhere (mail scanner, other device, forwarded link) it creates the account but logs nobody in', async () => {
    const email = uniqueEmail()
    await signup(email)
    const link = linkIn((await outboxFor(email))[0])
    const opened = await call(pathOf(link), { sameOrigin: false })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${ORIGIN}/?customer=activated`)
    expect(cookieValue(opened, '__Host-session')).toBeUndefined()
    expect(await customerCount(email)).toBe(1)
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it('uses a link once, and not after 24 hours', async () => {
    const email = uniqueEmail()
    await signup(email)
    const link = linkIn((await outboxFor(email))[0])
    expect((await call(pathOf(link))).headers.get('location')).toBe(`${ORIGIN}/?customer=activated`)
    expect((await call(pathOf(link))).headers.get('location')).toBe(`${ORIGIN}/?customer=activation-invalid`)

    const late = uniqueEmail()
    await signup(late)
    await env.DB.prepare('UPDATE signup_requests SET expires_at = ? WHERE email = ?')
      .bind(Date.now() - 1, late)
      .run()
    const expired = await call(pathOf(linkIn((await outboxFor(late))[0])), { headers: { accept: 'application/json' } })
    expect(expired.status).toBe(400)
    expect(await customerCount(late)).toBe(0)
  })

  it.each(['', 'short', 'A'.repeat(43)])('refuses the activation token %j', async (token) => {
    const response = await call(`/web-api/customer-activate?token=${token}`, { headers: { accept: 'application/json' } })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toEqual({ message: { text: 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.' } })
  })

  it('gives an address that already has an account the same answer, and mails "you already have an account"', async () => {
    const existing = await createCustomer({ email: uniqueEmail('Known') })
    const fresh = uniqueEmail()
    const known = await signup(existing.email.toUpperCase())
    const unknown = await signup(fresh)
    expect(known.status).toBe(unknown.status)
    expect(await known.text()).toBe(await unknown.text())
    const shape = (response: Response) => setCookies(response).map((line) => line.replace(/=[^;]*/, '=…'))
    expect(shape(known)).toEqual(shape(unknown))
    expect(shape(known)).toEqual(['__Host-signup=…; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax'])

    const [mail, ...more] = await outboxFor(existing.email.toUpperCase())
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'signup-exists', subject: 'Du hast schon ein Kartenfee-Kundenkonto' })
    expect(linkIn(mail).toString()).toBe(`${ORIGIN}/?customer=login`)
    expect(await customerCount(existing.email)).toBe(1)
    const pending = await env.DB.prepare('SELECT count(*) AS n FROM signup_requests WHERE email_key = ?')
      .bind(existing.email.toLowerCase())
      .first<{ n: number }>()
    expect(pending?.n).toBe(0)
  })

  it('keeps one account per address whatever its case, even when two sign-ups were pending', async () => {
    const email = uniqueEmail('Twice')
    await signup(email)
    await signup(email.toUpperCase())
    const links = [...(await outboxFor(email)), ...(await outboxFor(email.toUpperCase()))].map(linkIn)
    expect(links).toHaveLength(2)
    const statuses = []
    for (const link of links) statuses.push((await call(pathOf(link))).headers.get('location'))
    expect(statuses).toEqual([`${ORIGIN}/?customer=activated`, `${ORIGIN}/?customer=activated`])
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

  it('sends at most three mails per address and hour; the answer stays the same', async () => {
    const email = uniqueEmail()
    const texts = []
    for (let attempt = 1; attempt <= 5; attempt++) texts.push(await (await signup(email)).text())
    expect(new Set(texts).size).toBe(1)
    expect(await outboxFor(email)).toHaveLength(3)
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
    await call(pathOf(linkIn(mail)), { host: 'poster.com.localhost' })
    expect((await login(email, PASSWORD, { host: 'poster.com.localhost' })).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(401)
  })
})
