import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../src/domain/crypto'
import { hashPassword, PBKDF2_ITERATIONS } from '../../../src/api/customers/password'
import { SESSION_IDLE_MS, SESSION_TTL_MS } from '../../../src/api/customers/session'
import { LOCK_MS } from '../../../src/api/customers/login-throttle'
import { customerSchema } from '../../../src/domain/customer/schemas'
import {
  bodyOf,
  call,
  captureLogs,
  cookieValue,
  createCustomer,
  loggedIn,
  linkIn,
  login,
  outboxFor,
  PASSWORD,
  randomIp,
  sessionCookie,
  setCookies,
  uniqueEmail,
} from './harness'
import { pinClock, suiteNow } from '../../setup/clock'

const DAY = 24 * 60 * 60 * 1000

// Every test's log lines are captured (and kept off the console); some tests read them.
let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

async function customerData(cookie?: string, host?: string) {
  const response = await call('/web-api/customer-data', { cookie, host })
  expect(response.status).toBe(200)
  return customerSchema.parse((await bodyOf(response)).payload)
}

async function rewindFailures(email: string, ms: number): Promise<void> {
  await env.DB.prepare(
    'UPDATE login_failures SET last_failure_at = last_failure_at - ?1, locked_until = locked_until - ?1 WHERE email_key = ?2',
  )
    .bind(ms, email.toLowerCase())
    .run()
}

describe('GET /web-api/customer-data', () => {
  it('answers a logged-out customer to a visitor without a session, never cached', async () => {
    const response = await call('/web-api/customer-data')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await bodyOf(response)).toEqual({
      payload: {
        emailHash: null,
        firstName: null,
        lastName: null,
        isLoggedIn: false,
        isWhitelabelCustomer: false,
        number: null,
        order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
        type: 0,
      },
    })
  })

  it('answers the logged-in customer with the SPEC §3 fields, fullName only when logged in', async () => {
    const customer = await createCustomer({ email: uniqueEmail('Data') })
    const payload = await customerData(await loggedIn(customer))
    expect(payload).toEqual({
      emailHash: await sha256Hex(customer.email.toLowerCase()),
      firstName: 'Erika',
      lastName: 'Mustermann',
      fullName: 'Erika Mustermann',
      isLoggedIn: true,
      isWhitelabelCustomer: false,
      number: String(100_000 + customer.id),
      order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
      type: 0,
    })
    expect(payload.emailHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('drops a cookie that opens no session', async () => {
    const response = await call('/web-api/customer-data', { cookie: `__Host-session=${'A'.repeat(43)}` })
    expect((await bodyOf(response)).payload).toMatchObject({ isLoggedIn: false })
    expect(setCookies(response).join()).toMatch(/__Host-session=;.*Max-Age=0/)
  })

  it('does not accept a cards session on the poster brand', async () => {
    const cookie = await loggedIn(await createCustomer())
    expect((await customerData(cookie, 'poster.de.localhost')).isLoggedIn).toBe(false)
  })

  it('ends an expired session', async () => {
    const cookie = await loggedIn(await createCustomer())
    const token = cookie.split('=')[1] ?? ''
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(token))
      .run()
    expect((await customerData(cookie)).isLoggedIn).toBe(false)
  })

  it('ends a session left idle for 7 days; using it moves the idle limit on, never past 30 days from the log-in', async () => {
    const cookie = await loggedIn(await createCustomer())
    const tokenHash = await sha256Hex(cookie.split('=')[1] ?? '')
    const session = () =>
      env.DB.prepare('SELECT created_at, expires_at FROM sessions WHERE token_hash = ?')
        .bind(tokenHash)
        .first<{ created_at: number; expires_at: number }>()
    const opened = await session()
    expect((opened?.expires_at ?? 0) - (opened?.created_at ?? 0)).toBe(SESSION_IDLE_MS)
    // Six days later the shopper comes back: still logged in, and idle time counts from now.
    const back = suiteNow() + 6 * DAY
    pinClock(back)
    expect((await customerData(cookie)).isLoggedIn).toBe(true)
    expect((await session())?.expires_at).toBeGreaterThanOrEqual(back + SESSION_IDLE_MS)
    // Another request within the hour writes nothing.
    const touched = (await session())?.expires_at
    expect((await customerData(cookie)).isLoggedIn).toBe(true)
    expect((await session())?.expires_at).toBe(touched)
    // Used every few days, it still ends 30 days after the log-in.
    await env.DB.prepare('UPDATE sessions SET created_at = ?, expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 28 * DAY, Date.now() + DAY, tokenHash)
      .run()
    expect((await customerData(cookie)).isLoggedIn).toBe(true)
    const capped = await session()
    expect((capped?.expires_at ?? 0) - (capped?.created_at ?? 0)).toBe(SESSION_TTL_MS)
    // Seven idle days after the last use it is over.
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, tokenHash)
      .run()
    expect((await customerData(cookie)).isLoggedIn).toBe(false)
  })
})

describe('POST /web-api/customer-login', () => {
  it('logs in: the customer as payload and a __Host- session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, Max-Age capped at 24.8 days)', async () => {
    const customer = await createCustomer()
    const response = await login(customer.email)
    expect(response.status).toBe(200)
    const payload = customerSchema.parse((await bodyOf(response)).payload)
    expect(payload).toMatchObject({ isLoggedIn: true, firstName: 'Erika', fullName: 'Erika Mustermann' })
    const cookie = setCookies(response).find((line) => line.startsWith('__Host-session='))
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=2147483; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('stores only the SHA-256 of the session token', async () => {
    const customer = await createCustomer()
    const token = cookieValue(await login(customer.email), '__Host-session') ?? ''
    const { results } = await env.DB.prepare('SELECT token_hash FROM sessions WHERE customer_id = ?')
      .bind(customer.id)
      .all<{ token_hash: string }>()
    expect(results.map((row) => row.token_hash)).toEqual([await sha256Hex(token)])
    expect(JSON.stringify(results)).not.toContain(token)
  })

  it('matches the address whatever its case', async () => {
    const customer = await createCustomer({ email: uniqueEmail('Mixed.Case') })
    expect((await login(customer.email.toUpperCase())).status).toBe(200)
  })

  it('opens a new session at every log-in and revokes the one the browser had (rotation)', async () => {
    const customer = await createCustomer()
    const first = await loggedIn(customer)
    const secondResponse = await login(customer.email, PASSWORD, { cookie: first })
    const second = sessionCookie(secondResponse)
    expect(second).not.toBe(first)
    expect((await customerData(first)).isLoggedIn).toBe(false)
    expect((await customerData(second)).isLoggedIn).toBe(true)
  })

  it('gives an unknown address and a wrong password the same status and body, and logs log-in-error', async () => {
    const customer = await createCustomer()
    const wrong = await login(customer.email, 'wrong password!')
    const unknown = await login(uniqueEmail('nobody'), 'wrong password!')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.text()).toBe(await unknown.text())
    expect(setCookies(wrong)).toEqual(setCookies(unknown))
    expect(logs.lines().filter((line) => line.event === 'log-in-error')).toEqual([
      expect.objectContaining({ level: 'warn', event: 'log-in-error', status: 401, reason: 'invalid-credentials' }),
      expect.objectContaining({ level: 'warn', event: 'log-in-error', status: 401, reason: 'invalid-credentials' }),
    ])
  })

  it('answers the shopper in the site language', async () => {
    const customer = await createCustomer()
    const response = await login(customer.email, 'wrong password!', { host: 'cards.ch.localhost' })
    expect(await bodyOf(response)).toEqual({ message: { text: 'E-Mail-Adresse oder Passwort stimmen nicht.' } })
    const french = await call('/fr/web-api/customer-login', {
      host: 'cards.ch.localhost',
      json: { email: customer.email, password: 'nope nope nope' },
    })
    expect(await bodyOf(french)).toEqual({ message: { text: 'L’adresse e-mail ou le mot de passe est incorrect.' } })
  })

  it.each([
    [{}, 'nothing'],
    [{ email: 'not-an-address', password: 'whatever!' }, 'a malformed address'],
    [{ email: 'erika@example.com', password: '' }, 'an empty password'],
    [{ email: 'erika@example.com', password: 'x'.repeat(129) }, 'a password over 128 characters'],
    [{ email: ['erika@example.com'], password: 42 }, 'wrong types'],
  ])('answers 400 with a message for %j (%s), without logging', async (json, _what) => {
    const response = await call('/web-api/customer-login', { json })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toEqual({ message: { text: 'Bitte prüfe deine Eingaben.' } })
    expect(logs.events()).not.toContain('log-in-error')
  })

  it.each([
    ['{"email":', 'application/json'],
    ['[1,2]', 'application/json'],
    ['email=a', 'text/plain'],
  ])('answers 400, never 500, for the unreadable body %j (%s)', async (body, type) => {
    const response = await call('/web-api/customer-login', { body, headers: { 'content-type': type, accept: 'application/json' } })
    expect(response.status).toBe(400)
  })

  it('answers 413 to a body over 16 KB', async () => {
    const response = await call('/web-api/customer-login', { json: { email: 'erika@example.com', password: 'x'.repeat(20_000) } })
    expect(response.status).toBe(413)
  })

  it('upgrades a record made with fewer iterations at the next successful log-in', async () => {
    const customer = await createCustomer({ record: { ...(await hashPasswordWith(PASSWORD, 1_000)) } })
    expect((await login(customer.email)).status).toBe(200)
    const row = await env.DB.prepare('SELECT password_iterations FROM customers WHERE id = ?')
      .bind(customer.id)
      .first<{ password_iterations: number }>()
    expect(row?.password_iterations).toBe(PBKDF2_ITERATIONS)
    expect((await login(customer.email)).status).toBe(200)
  })
})

/** A record as an older version of the shop would have written it. */
async function hashPasswordWith(password: string, iterations: number) {
  const record = await hashPassword(password)
  const salt = Uint8Array.from(atob(record.salt), (char) => char.charCodeAt(0))
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const hash = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256))
  return { ...record, iterations, hash: btoa(String.fromCharCode(...hash)) }
}

describe('brute force (NIST SP 800-63B): throttle from the 5th consecutive failure, lock for an hour at the 10th', () => {
  it('answers failures 1–4 with 401 and the 5th with 429 and Retry-After', async () => {
    const customer = await createCustomer()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(customer.email, `wrong password ${attempt}`)
      statuses.push(response.status)
      if (attempt === 5) {
        expect(response.headers.get('retry-after')).toBe('30')
        expect((await bodyOf<{ message: { text: string } }>(response)).message.text).toBe(
          'Zu viele Versuche. Bitte versuche es in 1 Min. noch einmal.',
        )
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429])
  })

  it('refuses even the right password while throttled, and lets it through once the wait is over', async () => {
    const customer = await createCustomer()
    for (let attempt = 1; attempt <= 5; attempt++) await login(customer.email, 'wrong password!')
    const throttled = await login(customer.email)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(setCookies(throttled)).toEqual([])
    await rewindFailures(customer.email, 31_000)
    expect((await login(customer.email)).status).toBe(200)
    // Success ends the streak.
    expect((await login(customer.email, 'wrong password!')).status).toBe(401)
  })

  it('doubles the wait after each further failure', async () => {
    const customer = await createCustomer()
    const waits: (string | null)[] = []
    for (let attempt = 1; attempt <= 9; attempt++) {
      const response = await login(customer.email, 'wrong password!')
      if (attempt >= 5) {
        waits.push(response.headers.get('retry-after'))
        await rewindFailures(customer.email, 10 * 60 * 1000)
      }
    }
    expect(waits).toEqual(['30', '60', '120', '240', '480'])
  })

  it('locks the account for an hour at the 10th failure; the right password is refused until then', async () => {
    const customer = await createCustomer()
    for (let attempt = 1; attempt <= 9; attempt++) {
      await login(customer.email, 'wrong password!')
      await rewindFailures(customer.email, 10 * 60 * 1000)
    }
    const tenth = await login(customer.email, 'wrong password!')
    expect(tenth.status).toBe(429)
    expect(tenth.headers.get('retry-after')).toBe('3600')
    const row = await env.DB.prepare('SELECT failures, locked_until, last_failure_at FROM login_failures WHERE email_key = ?')
      .bind(customer.email.toLowerCase())
      .first<{ failures: number; locked_until: number; last_failure_at: number }>()
    expect(row?.failures).toBe(10)
    expect((row?.locked_until ?? 0) - (row?.last_failure_at ?? 0)).toBe(LOCK_MS)
    await rewindFailures(customer.email, 59 * 60 * 1000)
    expect((await login(customer.email)).status).toBe(429)
    await rewindFailures(customer.email, 60 * 1000 + 1)
    expect((await login(customer.email)).status).toBe(200)
  })

  it('throttles an unknown address exactly like a real account (no enumeration through 429s)', async () => {
    const customer = await createCustomer()
    const unknown = uniqueEmail('ghost')
    for (let attempt = 1; attempt <= 6; attempt++) {
      const a = await login(customer.email, 'wrong password!')
      const b = await login(unknown, 'wrong password!')
      expect([a.status, a.headers.get('retry-after'), await a.text()]).toEqual([b.status, b.headers.get('retry-after'), await b.text()])
    }
  })

  it('counts 20 parallel wrong passwords as 20 in a row: five are checked, fifteen wait without a check', async () => {
    const customer = await createCustomer()
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(customer.email, `wrong password ${i}`)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 401)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(16)
    const row = await env.DB.prepare('SELECT failures FROM login_failures WHERE email_key = ?')
      .bind(customer.email.toLowerCase())
      .first<{ failures: number }>()
    expect(row?.failures).toBe(5)
    const reasons = logs
      .lines()
      .filter((line) => line.event === 'log-in-error')
      .map((line) => line.reason)
    expect(reasons.filter((reason) => reason === 'invalid-credentials')).toHaveLength(5)
    expect(reasons.filter((reason) => reason === 'account-throttled')).toHaveLength(15)
    // The right password is refused too until the wait is over.
    expect((await login(customer.email)).status).toBe(429)
  })

  it('lifts the lock with a completed password reset, so knowing an address cannot shut its owner out', async () => {
    const customer = await createCustomer()
    for (let attempt = 1; attempt <= 9; attempt++) {
      await login(customer.email, 'wrong password!')
      await rewindFailures(customer.email, 10 * 60 * 1000)
    }
    expect((await login(customer.email, 'wrong password!')).headers.get('retry-after')).toBe('3600')
    expect((await login(customer.email)).status).toBe(429)
    expect((await call('/web-api/customer-password-reset', { json: { email: customer.email } })).status).toBe(200)
    const link = linkIn((await outboxFor(customer.email)).find((mail) => mail.kind === 'password-reset'))
    const token = link.searchParams.get('token') ?? ''
    const confirmed = await call('/web-api/customer-password-confirm', { json: { token, password: 'a fresh passphrase 7' } })
    expect(confirmed.status).toBe(200)
    expect((await login(customer.email, 'a fresh passphrase 7')).status).toBe(200)
  })

  it('limits IPv6 clients per /64: another address of the same network shares the counter', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`
    const statuses: number[] = []
    for (let host = 1; host <= 31; host++)
      statuses.push((await login(uniqueEmail(), 'wrong password!', { ip: `${network}::${host.toString(16)}` })).status)
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses[30]).toBe(429)
    const customer = await createCustomer()
    expect((await login(customer.email, PASSWORD, { ip: `${network}:ffff:ffff:ffff:fffe` })).status).toBe(429)
    expect((await login(customer.email, PASSWORD, { ip: `2001:db8:ffff:8::1` })).status).toBe(200)
  })

  it('limits log-in attempts per client IP (CF-Connecting-IP), whatever the address', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 31; attempt++) statuses.push((await login(uniqueEmail(), 'wrong password!', { ip })).status)
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses[30]).toBe(429)
    const customer = await createCustomer()
    const blocked = await login(customer.email, PASSWORD, { ip })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(customer.email, PASSWORD, { ip: randomIp() })).status).toBe(200)
    expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 'warn', event: 'log-in-error', status: 429, reason: 'ip-limit' }))
  })
})

describe('POST /web-api/customer-logout', () => {
  it('revokes the session in D1 and clears the cookie', async () => {
    const customer = await createCustomer()
    const cookie = await loggedIn(customer)
    const response = await call('/web-api/customer-logout', { method: 'POST', json: {}, cookie })
    expect(response.status).toBe(200)
    expect((await bodyOf(response)).payload).toMatchObject({ isLoggedIn: false })
    expect(setCookies(response)).toEqual(['__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax'])
    const token = cookie.split('=')[1] ?? ''
    const row = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE token_hash = ?')
      .bind(await sha256Hex(token))
      .first<{ revoked_at: number | null }>()
    expect(row?.revoked_at).toBeGreaterThan(0)
    // The old cookie, replayed, opens nothing.
    expect((await customerData(cookie)).isLoggedIn).toBe(false)
  })

  it('answers a visitor without a session just the same', async () => {
    const response = await call('/web-api/customer-logout', { method: 'POST', json: {} })
    expect(response.status).toBe(200)
  })
})
