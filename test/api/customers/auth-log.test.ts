// The authentication log: every log-in, log-out, password reset and change, activation, lock and unlock writes exactly
// one line under its own key, success or failure alike, naming the account by its keyed pseudonym and the client by
// its network, never by the address or the password.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { accountId } from '../../../src/api/customers/auth-log'
import { LOCK_MS } from '../../../src/api/customers/login-throttle'
import { getConfig } from '../../../src/config'
import { hmacSha256Hex } from '../../../src/domain/crypto'
import { log } from '../../../src/log'
import {
  apiEnv,
  call,
  captureLogs,
  createCustomer,
  linkIn,
  loggedIn,
  login,
  outboxFor,
  pathOf,
  PASSWORD,
  sessionCookie,
  uniqueEmail,
  type LogLine,
} from './harness'

const WRONG = 'not the password at all'
const NEW_PASSWORD = 'a brand new passphrase'
const KEY = getConfig(apiEnv).authLogKey ?? ''

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

/** The pseudonym the log must name `email` by: the HMAC of the normalised address under the API's AUTH_LOG_KEY. */
async function pseudonym(email: string): Promise<string> {
  return (await hmacSha256Hex(KEY, email.trim().toLowerCase())).slice(0, 32)
}

/** The authentication lines written so far; none of the run's lines holds the address, its local part or a password. */
function authLines(...secrets: string[]): LogLine[] {
  const all = JSON.stringify(logs.lines())
  for (const secret of secrets) {
    expect(all).not.toContain(secret)
    expect(all.toLowerCase()).not.toContain(secret.toLowerCase().split('@')[0])
  }
  return logs.lines().filter((line) => line.event.startsWith('auth-') && line.level === 'info')
}

/** Exactly one line of `event` since the last call, and nothing else under an authentication key. */
function onlyLine(lines: LogLine[], event: string): LogLine {
  expect(lines.map((line) => line.event)).toEqual([event])
  return lines[0] as LogLine
}

function since(count: number, ...secrets: string[]): LogLine[] {
  return authLines(...secrets).slice(count)
}

/** A failure streak whose last failure was `agoMs` ago, locked for `lockedFor` from now if given. */
async function setStreak(email: string, failures: number, { lockedFor = 0, agoMs = 10 * 60 * 1000 } = {}): Promise<void> {
  const now = Date.now()
  await env.DB.prepare(
    `INSERT INTO login_failures (brand, email_key, failures, last_failure_at, locked_until) VALUES ('cards', ?1, ?2, ?3, ?4)
     ON CONFLICT (brand, email_key) DO UPDATE SET failures = ?2, last_failure_at = ?3, locked_until = ?4`,
  )
    .bind(email.toLowerCase(), failures, now - agoMs, lockedFor ? now + lockedFor : null)
    .run()
}

describe('log-in', () => {
  it('logs each failure and the success after them, under one pseudonym and the client’s /24', async () => {
    const customer = await createCustomer({ email: uniqueEmail('Stuffed') })
    const ip = '198.51.100.23'
    for (let n = 1; n <= 2; n++) {
      expect((await login(customer.email, WRONG, { ip })).status).toBe(401)
      expect(onlyLine(since(n - 1, customer.email, WRONG), 'auth-login')).toMatchObject({
        level: 'info',
        outcome: 'failure',
        reason: 'invalid-credentials',
        account: await pseudonym(customer.email),
        network: '198.51.100.0/24',
        brand: 'cards',
        failures: n,
        knownAccount: true,
      })
    }
    expect((await login(customer.email.toUpperCase(), PASSWORD, { ip })).status).toBe(200)
    expect(onlyLine(since(2, customer.email, PASSWORD), 'auth-login')).toMatchObject({
      outcome: 'success',
      account: await pseudonym(customer.email),
      network: '198.51.100.0/24',
      priorFailures: 2,
    })
  })

  it('names an unknown address by its pseudonym too, and an IPv6 client by its /64', async () => {
    const email = uniqueEmail('nobody')
    await login(email, WRONG, { ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' })
    expect(onlyLine(authLines(email, WRONG), 'auth-login')).toMatchObject({
      outcome: 'failure',
      account: await pseudonym(email),
      network: '2001:db8:1:2::/64',
      knownAccount: false,
    })
  })

  it('logs a refused attempt of a throttled address, and a malformed one without an account', async () => {
    const customer = await createCustomer()
    await setStreak(customer.email, 5, { agoMs: 1000 })
    expect((await login(customer.email)).status).toBe(429)
    expect(onlyLine(authLines(customer.email), 'auth-login')).toMatchObject({
      outcome: 'failure',
      reason: 'account-throttled',
      account: await pseudonym(customer.email),
    })
    await call('/web-api/customer-login', { json: { password: PASSWORD } })
    expect(onlyLine(since(1, PASSWORD), 'auth-login')).toMatchObject({ outcome: 'failure', reason: 'invalid-input', account: null })
    expect(logs.lines().find((line) => line.event === 'auth-login')?.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('logs the failure that engages the throttle, and the one that locks, as auth-lock besides the failure', async () => {
    const customer = await createCustomer()
    await setStreak(customer.email, 4)
    await login(customer.email, WRONG)
    const [failure, lock] = authLines(customer.email, WRONG)
    expect(failure).toMatchObject({ event: 'auth-login', outcome: 'failure', failures: 5 })
    expect(lock).toMatchObject({
      event: 'auth-lock',
      reason: 'throttled',
      failures: 5,
      waitSeconds: 30,
      account: await pseudonym(customer.email),
    })

    await setStreak(customer.email, 9)
    await login(customer.email, WRONG)
    expect(since(2).map((line) => [line.event, line.reason, line.waitSeconds])).toEqual([
      ['auth-login', 'invalid-credentials', undefined],
      ['auth-lock', 'locked', LOCK_MS / 1000],
    ])
  })

  it('keeps the lines when the visit asked for no logging', async () => {
    const customer = await createCustomer()
    await call('/web-api/customer-login?logging=0', { json: { email: customer.email, password: PASSWORD } })
    expect(onlyLine(authLines(customer.email), 'auth-login')).toMatchObject({ outcome: 'success' })
  })
})

describe('log-out', () => {
  it('logs the end of a session with its account, and a log-out without one as a failure', async () => {
    const customer = await createCustomer()
    const cookie = await loggedIn(customer)
    await call('/web-api/customer-logout', { form: {}, cookie })
    expect(since(1, customer.email).map(({ event, outcome, account }) => ({ event, outcome, account }))).toEqual([
      { event: 'auth-logout', outcome: 'success', account: await pseudonym(customer.email) },
    ])
    await call('/web-api/customer-logout', { form: {}, cookie })
    expect(onlyLine(since(2), 'auth-logout')).toMatchObject({ outcome: 'failure', reason: 'no-session', account: null })
  })
})

describe('password reset and change', () => {
  async function resetToken(email: string): Promise<string> {
    const link = linkIn((await outboxFor(email)).filter((mail) => mail.kind === 'password-reset').at(-1))
    return link.searchParams.get('token') ?? ''
  }

  it('logs the request for a known and an unknown address alike, after the answer', async () => {
    const customer = await createCustomer()
    await call('/web-api/customer-password-reset', { json: { email: customer.email } })
    expect(onlyLine(authLines(customer.email), 'auth-password-reset-request')).toMatchObject({
      outcome: 'success',
      reason: 'mail-queued',
      account: await pseudonym(customer.email),
    })
    const unknown = uniqueEmail('unknown')
    await call('/web-api/customer-password-reset', { json: { email: unknown } })
    expect(onlyLine(since(1, unknown), 'auth-password-reset-request')).toMatchObject({
      outcome: 'failure',
      reason: 'unknown-account',
      account: await pseudonym(unknown),
    })
  })

  it('logs the change by the mailed link, a refused token, and the unlock of a locked address', async () => {
    const customer = await createCustomer()
    await call('/web-api/customer-password-reset', { json: { email: customer.email } })
    const token = await resetToken(customer.email)
    await setStreak(customer.email, 10, { lockedFor: LOCK_MS })
    const before = authLines().length
    const changed = await call('/web-api/customer-password-confirm', { json: { token, password: NEW_PASSWORD } })
    expect(changed.status).toBe(200)
    const account = await pseudonym(customer.email)
    expect(since(before, customer.email, NEW_PASSWORD, token)).toEqual([
      expect.objectContaining({ event: 'auth-password-change', outcome: 'success', reason: 'reset-link', account }),
      expect.objectContaining({ event: 'auth-unlock', outcome: 'success', reason: 'password-reset', account, failures: 10 }),
    ])
    await call('/web-api/customer-password-confirm', { json: { token, password: NEW_PASSWORD } })
    expect(onlyLine(since(before + 2, NEW_PASSWORD, token), 'auth-password-change')).toMatchObject({
      outcome: 'failure',
      reason: 'token-invalid',
      account: null,
    })
  })

  it('logs no unlock when the address was not waiting', async () => {
    const customer = await createCustomer()
    await call('/web-api/customer-password-reset', { json: { email: customer.email } })
    await setStreak(customer.email, 2)
    const before = authLines().length
    await call('/web-api/customer-password-confirm', { json: { token: await resetToken(customer.email), password: NEW_PASSWORD } })
    expect(onlyLine(since(before), 'auth-password-change')).toMatchObject({ outcome: 'success' })
  })
})

describe('activation', () => {
  it('logs the sign-up as a log-in, the account confirmed by its link, and a link that no longer works', async () => {
    const email = uniqueEmail('Fresh')
    const signup = await call('/web-api/customer-signup', {
      json: { email, password: 'long enough pass', firstName: 'Erika', lastName: 'M' },
    })
    const account = await pseudonym(email)
    expect(onlyLine(authLines(email, 'long enough pass'), 'auth-login')).toMatchObject({ outcome: 'success', reason: 'signed-up', account })
    const cookie = sessionCookie(signup)
    const link = linkIn((await outboxFor(email))[0])
    const json = { accept: 'application/json' }
    expect((await call(pathOf(link), { cookie, headers: json })).status).toBe(200)
    expect(onlyLine(since(1, email), 'auth-activation')).toMatchObject({ outcome: 'success', reason: 'confirmed-logged-in', account })
    expect((await call(pathOf(link), { cookie, headers: json })).status).toBe(400)
    expect(onlyLine(since(2, email), 'auth-activation')).toMatchObject({ outcome: 'failure', reason: 'token-invalid', account: null })
  })
})

describe('confirmation elsewhere', () => {
  it('logs a link opened in another browser as confirmed, and logs no log-in for a sign-up with a known address', async () => {
    const email = uniqueEmail('Twice')
    const fields = { email, password: 'long enough pass', firstName: 'Erika', lastName: 'M' }
    await call('/web-api/customer-signup', { json: fields })
    expect((await call('/web-api/customer-signup', { json: fields })).status).toBe(409)
    const [link, ...more] = (await outboxFor(email)).filter((mail) => mail.kind === 'signup-confirm').map(linkIn)
    expect(more).toEqual([])
    expect((await call(pathOf(link as URL), { headers: { accept: 'application/json' } })).status).toBe(200)
    const account = await pseudonym(email)
    expect(authLines(email).map(({ event, outcome, reason, account }) => ({ event, outcome, reason, account }))).toEqual([
      { event: 'auth-login', outcome: 'success', reason: 'signed-up', account },
      { event: 'auth-activation', outcome: 'success', reason: 'confirmed', account },
    ])
  })
})

describe('the pseudonym', () => {
  it('is stable, keyed and never the address', async () => {
    const id = await accountId(KEY, 'erika@example.com')
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(await accountId(KEY, 'erika@example.com')).toBe(id)
    expect(await accountId(`${KEY}-other`, 'erika@example.com')).not.toBe(id)
    expect(await accountId(KEY, 'erika2@example.com')).not.toBe(id)
  })

  it('is left out, with an error once, when AUTH_LOG_KEY is not set', async () => {
    log.forgetOnce()
    const withoutKey = { ...apiEnv, AUTH_LOG_KEY: undefined } as unknown as Env
    const email = uniqueEmail()
    await login(email, WRONG, { env: withoutKey })
    await login(uniqueEmail(), WRONG, { env: withoutKey })
    expect(
      logs
        .lines()
        .filter((line) => line.level === 'error')
        .map((line) => line.event),
    ).toEqual(['auth-log-key-missing'])
    expect(authLines(email)).toEqual([
      expect.objectContaining({ event: 'auth-login', outcome: 'failure', account: null }),
      expect.objectContaining({ event: 'auth-login', outcome: 'failure', account: null }),
    ])
  })
})
