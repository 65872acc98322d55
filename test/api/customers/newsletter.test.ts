import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../src/domain/crypto'
import { apiEnv, bodyOf, call, captureLogs, linkIn, ORIGIN, outboxFor, pathOf, randomIp, uniqueEmail, type CallOptions } from './harness'
import { mockTurnstile, type TurnstileMock } from './turnstile-mock'

let logs: ReturnType<typeof captureLogs>
let turnstile: TurnstileMock | undefined
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => {
  logs.restore()
  turnstile?.restore()
  turnstile = undefined
})

const WITH_TURNSTILE = { ...apiEnv, TURNSTILE_SECRET: 'test-turnstile-secret' } as Env

/** The footer form without JavaScript: urlencoded, answered with a redirect. */
function subscribe(fields: Record<string, string>, options: CallOptions = {}) {
  return call('/newsletter/subscribe', { form: fields, ...options })
}

interface SubscriptionRow {
  email: string
  locale: string
  source: string
  bot_check: string
  confirmed_at: number | null
  token_hash: string | null
}

async function subscription(email: string): Promise<SubscriptionRow | null> {
  return env.DB.prepare(
    'SELECT email, locale, source, bot_check, confirmed_at, token_hash FROM newsletter_subscriptions WHERE email_key = ?',
  )
    .bind(email.toLowerCase())
    .first<SubscriptionRow>()
}

describe('POST {locale path}/newsletter/subscribe', () => {
  it('records the subscription unconfirmed, mails a confirmation link and redirects back with ?newsletter=subscribed', async () => {
    const email = uniqueEmail()
    const response = await subscribe({ email, uniqueIdentifier: 'footer-newsletter', reCaptchaToken: '', back: '/fotokalender/' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/fotokalender/?newsletter=subscribed`)
    const row = await subscription(email)
    expect(row).toMatchObject({ email, locale: 'de-DE', source: 'footer-newsletter', bot_check: 'skipped', confirmed_at: null })
    const [mail, ...more] = await outboxFor(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', subject: 'Bestätige dein Kartenfee-Newsletter-Abo' })
    const link = linkIn(mail)
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/web-api/newsletter-confirm`)
    expect(row?.token_hash).toBe(await sha256Hex(link.searchParams.get('token') ?? ''))
  })

  it('is found under the locale path and records that locale: /fr/ on the Swiss host is fr-CH', async () => {
    const email = uniqueEmail()
    const response = await subscribe({ email, back: '/fr/' }, { host: 'cards.ch.localhost' })
    expect(response.headers.get('location')).toBe('http://cards.ch.localhost/fr/?newsletter=subscribed')
    expect((await subscription(email))?.locale).toBe('de-CH')
    const french = uniqueEmail()
    await call('/fr/newsletter/subscribe', { host: 'cards.ch.localhost', form: { email: french, back: '/fr/' } })
    expect((await subscription(french))?.locale).toBe('fr-CH')
    const [mail] = await outboxFor(french)
    expect(mail?.subject).toBe('Confirmez votre abonnement à la newsletter Kartenfee')
    expect(linkIn(mail).pathname).toBe('/fr/web-api/newsletter-confirm')
  })

  it('answers an island (Accept: application/json) with the confirmation hint', async () => {
    const response = await subscribe({ email: uniqueEmail() }, { headers: { accept: 'application/json' } })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({
      message: { text: 'Danke! Bitte bestätige dein Abo mit dem Link, den wir dir gerade geschickt haben.' },
    })
  })

  it.each(['', 'not-an-address', 'a@b.c'])(
    'refuses the address %j: 400 for islands, ?newsletter=invalid for forms, nothing stored',
    async (email) => {
      const json = await subscribe({ email }, { headers: { accept: 'application/json' } })
      expect(json.status).toBe(400)
      const form = await subscribe({ email, back: '/' })
      expect(form.headers.get('location')).toBe(`${ORIGIN}/?newsletter=invalid`)
      if (email) expect(await subscription(email)).toBeNull()
    },
  )

  it('gives a confirmed subscriber the same answer and sends no new mail', async () => {
    const email = uniqueEmail()
    await subscribe({ email })
    await call(pathOf(linkIn((await outboxFor(email))[0])))
    const again = await subscribe({ email, back: '/' })
    expect(again.headers.get('location')).toBe(`${ORIGIN}/?newsletter=subscribed`)
    expect(await outboxFor(email)).toHaveLength(1)
    expect((await subscription(email))?.confirmed_at).toBeGreaterThan(0)
  })

  it('limits subscriptions per client IP', async () => {
    const ip = randomIp()
    for (let attempt = 1; attempt <= 20; attempt++) await subscribe({ email: uniqueEmail() }, { ip })
    const blocked = await subscribe({ email: uniqueEmail(), back: '/' }, { ip })
    expect(blocked.headers.get('location')).toBe(`${ORIGIN}/?newsletter=throttled`)
  })
})

describe('the bot check (Turnstile when TURNSTILE_SECRET is set; SPEC §5: logged, the form still counts)', () => {
  it('is skipped without a secret: no call, no log', async () => {
    turnstile = mockTurnstile()
    const email = uniqueEmail()
    await subscribe({ email, reCaptchaToken: 'anything' })
    expect(turnstile.calls).toEqual([])
    expect((await subscription(email))?.bot_check).toBe('skipped')
    expect(logs.events().filter((event) => event.startsWith('newsletter-'))).toEqual([])
  })

  it('passes a valid token, sending secret, token and client IP to siteverify', async () => {
    turnstile = mockTurnstile({ success: true })
    const email = uniqueEmail()
    await subscribe({ email, reCaptchaToken: 'valid-token' }, { env: WITH_TURNSTILE, ip: '203.0.113.7' })
    expect(turnstile.calls).toEqual([{ secret: 'test-turnstile-secret', response: 'valid-token', remoteip: '203.0.113.7' }])
    expect((await subscription(email))?.bot_check).toBe('passed')
  })

  it('sends siteverify the IPv6 address itself, not the /64 the limits count by', async () => {
    turnstile = mockTurnstile({ success: true })
    await subscribe({ email: uniqueEmail(), reCaptchaToken: 'valid-token' }, { env: WITH_TURNSTILE, ip: '2001:db8:5:6:7:8:9:a' })
    expect(turnstile.calls.map((call) => call.remoteip)).toEqual(['2001:db8:5:6:7:8:9:a'])
  })

  it('logs newsletter-no-recaptcha-token for a missing token and still records the subscription', async () => {
    turnstile = mockTurnstile()
    const email = uniqueEmail()
    const response = await subscribe({ email, uniqueIdentifier: 'footer', back: '/' }, { env: WITH_TURNSTILE })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?newsletter=subscribed`)
    expect(turnstile.calls).toEqual([])
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'newsletter-no-recaptcha-token', source: 'footer' }),
    )
    expect((await subscription(email))?.bot_check).toBe('missing')
    expect(await outboxFor(email)).toHaveLength(1)
  })

  it.each([
    [{ success: false, 'error-codes': ['invalid-input-response'] }, 'a refused token'],
    [503, 'siteverify failing'],
    ['network' as const, 'no connection'],
  ])('logs newsletter-recaptcha-error for %j (%s) and still records the subscription', async (answer, _what) => {
    turnstile = mockTurnstile(answer)
    const email = uniqueEmail()
    const response = await subscribe({ email, reCaptchaToken: 'some-token', back: '/' }, { env: WITH_TURNSTILE })
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?newsletter=subscribed`)
    expect(logs.events()).toContain('newsletter-recaptcha-error')
    expect((await subscription(email))?.bot_check).toBe('failed')
  })
})

describe('GET /web-api/newsletter-confirm?token=', () => {
  it('confirms by the mailed link and returns to the home page with ?newsletter=confirmed', async () => {
    const email = uniqueEmail()
    await subscribe({ email })
    const response = await call(pathOf(linkIn((await outboxFor(email))[0])))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?newsletter=confirmed`)
    const row = await subscription(email)
    expect(row?.confirmed_at).toBeGreaterThan(0)
    expect(row?.token_hash).toBeNull()
  })

  it('answers JSON to a caller that accepts it, and uses a link once', async () => {
    const email = uniqueEmail()
    await subscribe({ email })
    const path = pathOf(linkIn((await outboxFor(email))[0]))
    const first = await call(path, { headers: { accept: 'application/json' } })
    expect(await bodyOf(first)).toEqual({ payload: { confirmed: true }, message: { text: 'Dein Newsletter-Abo ist bestätigt.' } })
    const second = await call(path, { headers: { accept: 'application/json' } })
    expect(second.status).toBe(400)
  })

  it.each(['', 'nonsense', 'A'.repeat(43)])('refuses the token %j and logs it at warn level', async (token) => {
    const response = await call(`/web-api/newsletter-confirm?token=${token}`)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/?newsletter=confirm-invalid`)
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'newsletter-error', status: 400, reason: 'token-invalid' }),
    )
  })

  it('refuses an expired link', async () => {
    const email = uniqueEmail()
    await subscribe({ email })
    await env.DB.prepare('UPDATE newsletter_subscriptions SET token_expires_at = ? WHERE email_key = ?')
      .bind(Date.now() - 1, email.toLowerCase())
      .run()
    const response = await call(pathOf(linkIn((await outboxFor(email))[0])), { headers: { accept: 'application/json' } })
    expect(response.status).toBe(400)
    expect((await subscription(email))?.confirmed_at).toBeNull()
  })
})
