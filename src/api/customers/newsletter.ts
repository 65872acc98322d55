// SPEC §5/§7 newsletter: the urlencoded subscribe form (email, uniqueIdentifier, reCaptchaToken) under the locale path,
// double opt-in by a mailed link (GET /web-api/newsletter-confirm?token=). The bot check is Turnstile when configured;
// a missing token or a failed check is logged and the subscription is still recorded (SPEC §5), marked in `bot_check`.
// The confirmation mail already carries List-Unsubscribe (./unsubscribe.ts): unsubscribing withdraws the sign-up.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { newsletterInput } from '../../domain/customer/schemas'
import { normaliseEmail } from '../../domain/customer/validation'
import { log } from '../../log'
import { randomToken, sha256Hex } from '../../domain/crypto'
import { enqueueOutbox, outboxIdsOf } from '../mail/producer'
import { composeMail, queueMail } from './mails'
import { message } from './messages'
import { invalid, logged, throttled, loggedAlways } from './outcomes'
import { backPath, readFields, reply, replyMode, type ReplyTarget } from '../../http/form-reply'
import { countAttempt, countIpAttempt, MAIL_LIMIT, mailLimitKey } from '../../http/rate-limit'
import { verifyTurnstile } from './turnstile'
import { unsubscribeLink } from './unsubscribe'

export const NEWSLETTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000

type BotCheck = 'passed' | 'failed' | 'missing' | 'skipped'

async function botCheck(secret: string | undefined, token: string, ip: string, source: string): Promise<BotCheck> {
  if (!secret) return 'skipped'
  if (!token) {
    log.warn('newsletter-no-recaptcha-token', { source })
    return 'missing'
  }
  try {
    const result = await verifyTurnstile(secret, token, ip === 'unknown' ? undefined : ip)
    if (result.success) return 'passed'
    log.warn('newsletter-recaptcha-error', { source, errorCodes: result.errorCodes })
  } catch (error) {
    log.error('newsletter-recaptcha-error', { source, error })
  }
  return 'failed'
}

export async function newsletterSubscribe(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'newsletter', back: backPath(c, fields?.back) }
  const site = c.get('site')
  const db = c.env.DB
  const now = Date.now()
  // Limits count an IPv6 client by its /64 (countIpAttempt); the bot check is given the address itself, as it asks.
  const ip = c.req.header('cf-connecting-ip')?.trim() ?? 'unknown'
  const ipWait = await countIpAttempt(c, 'newsletter', now)
  if (ipWait > 0) return reply(c, logged('newsletter-error', throttled(site.language, ipWait, 'throttled'), 'ip-limit'), target)
  const parsed = newsletterInput.safeParse(fields ?? {})
  if (!parsed.success) return reply(c, invalid(site.language, 'invalid', message(site.language, 'emailShape')), target)
  const { email, uniqueIdentifier, reCaptchaToken } = parsed.data

  const check = await botCheck(c.get('config').turnstile.secret, reCaptchaToken, ip, uniqueIdentifier)
  const emailKey = normaliseEmail(email)
  const known = await db
    .prepare('SELECT confirmed_at, created_at FROM newsletter_subscriptions WHERE brand = ? AND email_key = ?')
    .bind(site.brand, emailKey)
    .first<{ confirmed_at: number | null; created_at: number }>()
  // Already confirmed: nothing to send. Three confirmation mails this hour: the last link stays the valid one.
  // Either way the answer is the same, so the form reveals nobody's subscription.
  const mayMail =
    known?.confirmed_at == null && (await countAttempt(db, mailLimitKey('newsletter', site.brand, emailKey), MAIL_LIMIT, now)) === 0
  if (mayMail) {
    const token = randomToken()
    const link = `${c.get('origin')}${site.basePath}/web-api/newsletter-confirm?token=${token}`
    // A pending sign-up keeps its created_at (the upsert below), so the link names the row as it will stand.
    const outboxKey = c.get('config').outboxKey
    const subscription = { emailKey, createdAt: known?.created_at ?? now }
    const unsubscribe = outboxKey && (await unsubscribeLink({ ...site, origin: c.get('origin') }, subscription, outboxKey))
    const written = await db.batch([
      db
        .prepare(
          `INSERT INTO newsletter_subscriptions (brand, email_key, email, locale, source, bot_check, token_hash, token_expires_at, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)
           ON CONFLICT (brand, email_key) DO UPDATE SET email = ?3, locale = ?4, source = ?5, bot_check = ?6, token_hash = ?7,
             token_expires_at = ?8, updated_at = ?9
           WHERE confirmed_at IS NULL`,
        )
        .bind(
          site.brand,
          emailKey,
          email,
          site.locale,
          uniqueIdentifier,
          check,
          await sha256Hex(token),
          now + NEWSLETTER_TOKEN_TTL_MS,
          now,
        ),
      queueMail(
        db,
        await composeMail('newsletter-confirm', site.brand, site.locale, email, link, outboxKey, unsubscribe || undefined),
        now,
      ),
    ])
    await enqueueOutbox(c.env, outboxIdsOf(written), now)
  }
  return reply(c, { status: 200, code: 'subscribed', text: message(site.language, 'newsletterSent') }, target)
}

/** GET /web-api/newsletter-confirm?token= — the link of the confirmation mail. */
export async function newsletterConfirm(c: Context<ApiAppEnv>): Promise<Response> {
  const site = c.get('site')
  const target: ReplyTarget = { mode: replyMode(c), param: 'newsletter', back: `${site.basePath}/` }
  const token = c.req.query('token') ?? ''
  const now = Date.now()
  const result = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await c.env.DB.prepare(
        `UPDATE newsletter_subscriptions SET confirmed_at = ?1, token_hash = NULL, token_expires_at = NULL, updated_at = ?1
         WHERE token_hash = ?2 AND token_expires_at > ?1 AND brand = ?3 AND confirmed_at IS NULL`,
      )
        .bind(now, await sha256Hex(token), site.brand)
        .run()
    : undefined
  if (result?.meta.changes !== 1) {
    const refused = invalid(site.language, 'confirm-invalid', message(site.language, 'tokenInvalid'))
    return reply(c, loggedAlways('newsletter-error', refused, 'token-invalid'), target)
  }
  return reply(
    c,
    { status: 200, code: 'confirmed', payload: { confirmed: true }, text: message(site.language, 'newsletterConfirmed') },
    target,
  )
}
