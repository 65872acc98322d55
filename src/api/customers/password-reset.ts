// SPEC §7 customer-password-reset (body: email) and its confirm step (token from the mailed link + new password).
// The request always answers "if the address is known, a mail is on its way"; the lookup and the mail happen after
// the answer (waitUntil), so neither the body nor the time says whether the address has an account. Each answer
// writes one authentication log line (./auth-log.ts); a confirm that ends a throttle or lock writes `auth-unlock` too.
import type { Context } from 'hono'
import type { ApiAppEnv, ApiBindings } from '../api-env'
import type { Brand } from '../../domain/countries'
import { fieldProblems, passwordConfirmInput, passwordResetInput } from '../../domain/customer/schemas'
import { normaliseEmail } from '../../domain/customer/validation'
import type { Locale } from '../../domain/locales'
import { log } from '../../log'
import { isCommonPassword } from './common-passwords'
import { randomToken, sha256Hex } from '../../domain/crypto'
import { enqueueOutbox, outboxIdsOf } from '../mail/producer'
import { composeMail, queueMail } from './mails'
import { message, problemMessage } from './messages'
import { invalid, logged, loggedAlways, throttled } from './outcomes'
import { hashPassword } from './password'
import { backPath, readFields, reply, replyMode, type ReplyTarget } from '../../http/form-reply'
import { logAuth } from './auth-log'
import { streakWaitMs, type FailureStreak } from './login-throttle'
import { clearSessionCookie } from './session'
import { customerByEmail } from './store'
import { countAttempt, countIpAttempt, MAIL_LIMIT, mailLimitKey } from '../../http/rate-limit'

export const RESET_TTL_MS = 60 * 60 * 1000

interface ResetMail {
  brand: Brand
  locale: Locale
  emailKey: string
  /** `{origin}{basePath}/`: the link opens the password-confirm step on the site's home page. */
  home: string
  outboxKey: string | undefined
}

/** Writes a reset token and its mail when the address has an account (and has not had three mails this hour). */
async function sendResetMail(
  env: ApiBindings,
  { brand, locale, emailKey, home, outboxKey }: ResetMail,
  now: number,
): Promise<'mail-queued' | 'unknown-account' | 'mail-limit'> {
  const db = env.DB
  const customer = await customerByEmail(db, brand, emailKey)
  if (!customer) return 'unknown-account'
  if ((await countAttempt(db, mailLimitKey('password-reset', brand, emailKey), MAIL_LIMIT, now)) > 0) return 'mail-limit'
  const token = randomToken()
  const link = `${home}?customer=password-confirm&token=${token}`
  const written = await db.batch([
    // Only the newest link works.
    db.prepare('UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL').bind(now, customer.id),
    db
      .prepare('INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await sha256Hex(token), customer.id, now, now + RESET_TTL_MS),
    queueMail(db, await composeMail('password-reset', brand, locale, customer.email, link, outboxKey), now),
  ])
  await enqueueOutbox(env, outboxIdsOf(written), now)
  return 'mail-queued'
}

export async function customerPasswordReset(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: backPath(c, fields?.back) }
  const site = c.get('site')
  const now = Date.now()
  const named = typeof fields?.email === 'string' && fields.email.trim() ? normaliseEmail(fields.email) : undefined
  const ipWait = await countIpAttempt(c, 'password-reset', now)
  if (ipWait > 0) {
    await logAuth(c, 'auth-password-reset-request', { outcome: 'failure', reason: 'ip-limit', emailKey: named })
    return reply(c, logged('password-reset-error', throttled(site.language, ipWait, 'reset-throttled'), 'ip-limit'), target)
  }
  const parsed = passwordResetInput.safeParse(fields ?? {})
  if (!parsed.success) {
    await logAuth(c, 'auth-password-reset-request', { outcome: 'failure', reason: 'invalid-input', emailKey: named })
    return reply(
      c,
      loggedAlways('password-reset-error', invalid(site.language, 'reset-invalid', message(site.language, 'emailShape')), 'invalid-input'),
      target,
    )
  }

  const mail: ResetMail = {
    brand: site.brand,
    locale: site.locale,
    emailKey: normaliseEmail(parsed.data.email),
    home: `${c.get('origin')}${site.basePath}/`,
    outboxKey: c.get('config').outboxKey,
  }
  // Logged once the lookup is done, after the answer: whether the address has an account stays out of the response.
  const { emailKey } = mail
  c.executionCtx.waitUntil(
    sendResetMail(c.env, mail, now)
      .then((result) =>
        logAuth(c, 'auth-password-reset-request', { outcome: result === 'mail-queued' ? 'success' : 'failure', reason: result, emailKey }),
      )
      .catch((error: unknown) => log.error('password-reset-error', { reason: 'mail-not-queued', error })),
  )
  return reply(c, { status: 200, code: 'reset-sent', text: message(site.language, 'resetSent') }, target)
}

interface ResetRow {
  customer_id: number
  email: string
  email_key: string
}

export async function customerPasswordConfirm(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: backPath(c, fields?.back) }
  const site = c.get('site')
  const db = c.env.DB
  const now = Date.now()
  const failed = (reason: string, emailKey?: string) => logAuth(c, 'auth-password-change', { outcome: 'failure', reason, emailKey })
  const ipWait = await countIpAttempt(c, 'password-reset', now)
  if (ipWait > 0) {
    await failed('ip-limit')
    return reply(c, logged('password-reset-error', throttled(site.language, ipWait, 'reset-throttled'), 'ip-limit'), target)
  }
  const tokenRejected = invalid(site.language, 'password-token-invalid', message(site.language, 'tokenInvalid'))
  const parsed = passwordConfirmInput.safeParse(fields ?? {})
  if (!parsed.success) {
    const problems = fieldProblems(parsed.error)
    await failed(problems.token ? 'token-invalid' : 'password-refused')
    if (problems.token) return reply(c, loggedAlways('password-reset-error', tokenRejected, 'token-invalid'), target)
    const text = problemMessage(site.language, 'password', problems.password ?? 'required')
    const refused = { ...invalid(site.language, 'password-invalid', text), errors: { password: text } }
    return reply(c, loggedAlways('password-reset-error', refused, 'password-refused'), target)
  }
  if (await isCommonPassword(db, parsed.data.password)) {
    await failed('password-refused')
    const text = message(site.language, 'passwordCommon')
    const refused = { ...invalid(site.language, 'password-invalid', text), errors: { password: text } }
    return reply(c, loggedAlways('password-reset-error', refused, 'password-common'), target)
  }
  const tokenHash = await sha256Hex(parsed.data.token)
  const reset = await db
    .prepare(
      `SELECT r.customer_id, c.email, c.email_key FROM password_resets r JOIN customers c ON c.id = r.customer_id
       WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND c.brand = ?`,
    )
    .bind(tokenHash, now, site.brand)
    .first<ResetRow>()
  if (!reset) {
    await failed('token-invalid')
    return reply(c, loggedAlways('password-reset-error', tokenRejected, 'token-invalid'), target)
  }

  const record = await hashPassword(parsed.data.password)
  // Single use under concurrency: every later statement runs only for the batch whose random id took the token.
  const consumer = randomToken(16)
  const tookToken = {
    sql: 'EXISTS (SELECT 1 FROM password_resets WHERE token_hash = ? AND consumed_by = ?)',
    values: [tokenHash, consumer],
  }
  const when = (sql: string) => `${sql} AND ${tookToken.sql}`
  const notice = await composeMail(
    'password-changed',
    site.brand,
    site.locale,
    reset.email,
    `${c.get('origin')}${site.basePath}/?customer=password-reset`,
    c.get('config').outboxKey,
  )
  const written = await db.batch([
    db
      .prepare('UPDATE password_resets SET used_at = ?, consumed_by = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .bind(now, consumer, tokenHash, now),
    db
      .prepare(
        when(
          `UPDATE customers SET password_algorithm = ?, password_iterations = ?, password_salt = ?, password_hash = ?, updated_at = ?,
             confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?`,
        ),
      )
      .bind(record.algorithm, record.iterations, record.salt, record.hash, now, now, reset.customer_id, ...tookToken.values),
    // The link proves the mailbox, so an unconfirmed account is confirmed with it (signup.ts). A new password ends every
    // session (whoever knew the old one is logged out: also whoever signed up with somebody else's address) and the
    // failure streak.
    db
      .prepare(when('UPDATE sessions SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL'))
      .bind(now, reset.customer_id, ...tookToken.values),
    db
      .prepare(`${when('DELETE FROM login_failures WHERE brand = ? AND email_key = ?')} RETURNING failures, last_failure_at, locked_until`)
      .bind(site.brand, reset.email_key, ...tookToken.values),
    db
      .prepare(when('UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL'))
      .bind(now, reset.customer_id, ...tookToken.values),
    queueMail(db, notice, now, tookToken),
  ])
  const [took, , revoked, cleared] = written
  await enqueueOutbox(c.env, outboxIdsOf(written), now)
  const emailKey = reset.email_key
  if (took?.meta.changes !== 1) {
    await failed('token-invalid', emailKey)
    return reply(c, loggedAlways('password-reset-error', tokenRejected, 'token-invalid'), target)
  }
  await logAuth(c, 'auth-password-change', {
    outcome: 'success',
    reason: 'reset-link',
    emailKey,
    details: { sessionsEnded: revoked?.meta.changes ?? 0 },
  })
  // The reset proves the mailbox, so it ends a throttle or lock (./login-throttle.ts); a streak that made nobody wait is
  // no lock, and its end no unlock.
  const streak = (cleared?.results as FailureStreak[] | undefined)?.[0]
  if (streak && streakWaitMs(streak, now) > 0) {
    await logAuth(c, 'auth-unlock', { outcome: 'success', reason: 'password-reset', emailKey, details: { failures: streak.failures } })
  }
  clearSessionCookie(c)
  return reply(c, { status: 200, code: 'password-changed', text: message(site.language, 'passwordChanged') }, target)
}

/**
 * GET /web-api/customer-password-token?token= — whether a reset link still works, asked when the link is opened
 * (src/middleware/reset-link.ts), so a used or expired link says so at once instead of on submit. 200 payload
 * { valid: true }; 400 with the "link no longer valid" text. Reads only; the token is 256 random bits, so answering
 * whether one works tells a guesser nothing.
 */
export async function customerPasswordToken(c: Context<ApiAppEnv>): Promise<Response> {
  const site = c.get('site')
  const token = c.req.query('token') ?? ''
  const found =
    /^[A-Za-z0-9_-]{43}$/.test(token) &&
    (await c.env.DB.prepare(
      `SELECT 1 AS found FROM password_resets r JOIN customers c ON c.id = r.customer_id
       WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND c.brand = ?`,
    )
      .bind(await sha256Hex(token), Date.now(), site.brand)
      .first<{ found: number }>())
  const headers = { 'cache-control': 'private, no-store' }
  if (found) return c.json({ payload: { valid: true } }, 200, headers)
  log.warn('password-reset-error', { status: 400, reason: 'token-invalid-on-open' })
  return c.json({ message: { text: message(site.language, 'tokenInvalid') } }, 400, headers)
}
