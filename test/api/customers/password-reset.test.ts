import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../src/domain/crypto'
import {
  bodyOf,
  call,
  captureLogs,
  createCustomer,
  linkIn,
  loggedIn,
  login,
  ORIGIN,
  outboxFor,
  PASSWORD,
  randomIp,
  setCookies,
  uniqueEmail,
} from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

const NEW_PASSWORD = 'a brand new passphrase'

function requestReset(email: string, ip?: string) {
  return call('/web-api/customer-password-reset', { json: { email }, ip })
}

function confirm(token: string, password = NEW_PASSWORD) {
  return call('/web-api/customer-password-confirm', { json: { token, password } })
}

/** The token of the newest reset mail to `email`. */
async function resetToken(email: string): Promise<string> {
  const mails = (await outboxFor(email)).filter((mail) => mail.kind === 'password-reset')
  const link = linkIn(mails.at(-1))
  expect(link.origin + link.pathname).toBe(`${ORIGIN}/`)
  expect(link.searchParams.get('customer')).toBe('password-confirm')
  return link.searchParams.get('token') ?? ''
}

describe('POST /web-api/customer-password-reset', () => {
  it('answers a known and an unknown address identically; only the known one gets a mail', async () => {
    const customer = await createCustomer()
    const unknown = uniqueEmail('nobody')
    const known = await requestReset(customer.email)
    const other = await requestReset(unknown)
    expect(known.status).toBe(200)
    expect(other.status).toBe(200)
    const text = await known.text()
    expect(text).toBe(await other.text())
    expect(JSON.parse(text)).toEqual({ message: { text: 'Wenn die Adresse bei uns bekannt ist, ist eine E-Mail unterwegs.' } })
    expect(setCookies(known)).toEqual(setCookies(other))
    const [mail, ...more] = await outboxFor(customer.email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Dein Kartenfee-Passwort zurücksetzen' })
    expect(await outboxFor(unknown)).toEqual([])
  })

  it('stores only the hash of the link token, valid for an hour', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email.toUpperCase())
    const token = await resetToken(customer.email)
    const row = await env.DB.prepare('SELECT token_hash, expires_at - created_at AS ttl FROM password_resets WHERE customer_id = ?')
      .bind(customer.id)
      .first<{ token_hash: string; ttl: number }>()
    expect(row).toEqual({ token_hash: await sha256Hex(token), ttl: 60 * 60 * 1000 })
  })

  it('answers 400 to a malformed address and logs it at warn level (SPEC §8: a reset failure is logged)', async () => {
    const response = await requestReset('not-an-address')
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toEqual({ message: { text: 'Bitte gib eine gültige E-Mail-Adresse ein.' } })
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'password-reset-error', status: 400, reason: 'invalid-input' }),
    )
  })

  it('limits requests per client IP and logs password-reset-error', async () => {
    const ip = randomIp()
    for (let attempt = 1; attempt <= 10; attempt++) expect((await requestReset(uniqueEmail(), ip)).status).toBe(200)
    const blocked = await requestReset(uniqueEmail(), ip)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'password-reset-error', status: 429, reason: 'ip-limit' }),
    )
  })

  it('mails one address at most three times an hour', async () => {
    const customer = await createCustomer()
    for (let attempt = 1; attempt <= 5; attempt++) expect((await requestReset(customer.email)).status).toBe(200)
    expect(await outboxFor(customer.email)).toHaveLength(3)
  })
})

describe('POST /web-api/customer-password-confirm', () => {
  it('sets the new password, ends every session, clears the failure streak and mails a notice', async () => {
    const customer = await createCustomer()
    const session = await loggedIn(customer)
    for (let attempt = 1; attempt <= 4; attempt++) await login(customer.email, 'wrong password!')
    await requestReset(customer.email)
    const response = await confirm(await resetToken(customer.email))
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      message: { text: 'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.' },
    })
    expect((await bodyOf(await call('/web-api/customer-data', { cookie: session }))).payload).toMatchObject({ isLoggedIn: false })
    expect((await login(customer.email, PASSWORD)).status).toBe(401)
    expect((await login(customer.email, NEW_PASSWORD)).status).toBe(200)
    const notice = (await outboxFor(customer.email)).find((mail) => mail.kind === 'password-changed')
    expect(notice?.subject).toBe('Dein Kartenfee-Passwort wurde geändert')
  })

  it('uses a link once', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email)
    const token = await resetToken(customer.email)
    expect((await confirm(token)).status).toBe(200)
    const again = await confirm(token, 'yet another passphrase')
    expect(again.status).toBe(400)
    expect(await bodyOf(again)).toEqual({ message: { text: 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.' } })
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'password-reset-error', status: 400, reason: 'token-invalid' }),
    )
    expect((await login(customer.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('says whether a link still works when it is opened: 200 before use, 400 (logged) after', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email)
    const token = await resetToken(customer.email)
    const before = await call(`/web-api/customer-password-token?token=${token}`)
    expect([before.status, await bodyOf(before)]).toEqual([200, { payload: { valid: true } }])
    expect((await confirm(token)).status).toBe(200)
    const after = await call(`/web-api/customer-password-token?token=${token}`)
    expect(after.status).toBe(400)
    expect(await bodyOf(after)).toEqual({ message: { text: 'Dieser Link ist nicht mehr gültig. Bitte fordere einen neuen an.' } })
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'password-reset-error', status: 400, reason: 'token-invalid-on-open' }),
    )
  })

  it('lets two confirmations racing for one link change the password once', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email)
    const token = await resetToken(customer.email)
    const [a, b] = await Promise.all([confirm(token, 'first racer passphrase'), confirm(token, 'second racer passphrase')])
    expect([a.status, b.status].sort()).toEqual([200, 400])
    const changed = (await outboxFor(customer.email)).filter((mail) => mail.kind === 'password-changed')
    expect(changed).toHaveLength(1)
  })

  it('refuses an expired link, and every link but the newest', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email)
    const first = await resetToken(customer.email)
    await requestReset(customer.email)
    const second = await resetToken(customer.email)
    expect(first).not.toBe(second)
    expect((await confirm(first)).status).toBe(400)
    await env.DB.prepare('UPDATE password_resets SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(second))
      .run()
    expect((await confirm(second)).status).toBe(400)
    expect((await login(customer.email, PASSWORD)).status).toBe(200)
  })

  it('refuses a link of the other brand', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email)
    const token = await resetToken(customer.email)
    const response = await call('/web-api/customer-password-confirm', {
      host: 'poster.de.localhost',
      json: { token, password: NEW_PASSWORD },
    })
    expect(response.status).toBe(400)
  })

  it('answers 400 with the password rule and payload.errors.password for a weak password, keeping the link', async () => {
    const customer = await createCustomer()
    await requestReset(customer.email)
    const token = await resetToken(customer.email)
    const weak = await confirm(token, 'short')
    expect(weak.status).toBe(400)
    expect(await bodyOf(weak)).toEqual({
      payload: { errors: { password: 'Das Passwort braucht mindestens 10 Zeichen.' } },
      message: { text: 'Das Passwort braucht mindestens 10 Zeichen.' },
    })
    expect((await confirm(token)).status).toBe(200)
  })

  it.each(['password123', 'Password123', 'QWERTYUIOP', '1q2w3e4r5t6y', 'blackberry'])(
    'refuses the common password %s with 400, keeping the link',
    async (common) => {
      const customer = await createCustomer()
      await requestReset(customer.email)
      const token = await resetToken(customer.email)
      const refused = await confirm(token, common)
      expect(refused.status).toBe(400)
      const text = 'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.'
      expect(await bodyOf(refused)).toEqual({ payload: { errors: { password: text } }, message: { text } })
      expect((await confirm(token)).status).toBe(200)
    },
  )

  it.each([{}, { token: 'x', password: NEW_PASSWORD }, { token: 'A'.repeat(43), password: NEW_PASSWORD }])(
    'answers 400 to %j',
    async (json) => {
      expect((await call('/web-api/customer-password-confirm', { json })).status).toBe(400)
    },
  )
})
