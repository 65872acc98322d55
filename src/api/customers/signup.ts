// SPEC §7 customer-signup, and the link that completes it. A sign-up only mails a link: a new address gets "confirm
// your account", an address that already has an account gets "you already have an account" — and the visitor sees
// the same answer either way (status, body, cookies), so sign-up tells nobody which addresses are customers.
// Opening the link creates the account; in the browser that signed up (a cookie proves it) it also logs in
// (SPEC §4). Elsewhere — a mail scanner, another device, a link someone forwarded — it only creates the account, so a
// link can never log a stranger's browser into an account (login CSRF). Every answer of the link writes one
// `auth-activation` line (./auth-log.ts).
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiAppEnv } from '../api-env'
import { fieldProblems, signupInput } from '../../domain/customer/schemas'
import { normaliseEmail } from '../../domain/customer/validation'
import { isCommonPassword } from './common-passwords'
import { randomToken, sha256Hex } from '../../domain/crypto'
import { enqueueOutbox, outboxIdsOf } from '../mail/producer'
import { composeMail, queueMail } from './mails'
import { message, problemMessage } from './messages'
import { logged, throttled } from './outcomes'
import { hashPassword } from './password'
import { logAuth } from './auth-log'
import { backPath, readFields, reply, replyMode, type Outcome, type ReplyTarget } from '../../http/form-reply'
import { currentCustomer, newSession, setSessionCookie } from './session'
import { withCartCount } from './login'
import { moveGuestLines, setGuestCartCookie } from '../cart/store'
import { ANONYMOUS_CUSTOMER, customerById, customerPayload } from './store'
import { countAttempt, countIpAttempt, MAIL_LIMIT, mailLimitKey } from '../../http/rate-limit'
import { SIGNUP_COOKIE } from '../../domain/cookies'

export const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000
const COOKIE_OPTIONS = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', prefix: 'host' } as const

export async function customerSignup(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: backPath(c, fields?.back) }
  const site = c.get('site')
  const db = c.env.DB
  const now = Date.now()

  const ipWait = await countIpAttempt(c, 'signup', now)
  if (ipWait > 0) return reply(c, logged('sign-up-error', throttled(site.language, ipWait, 'signup-throttled'), 'ip-limit'), target)
  const parsed = signupInput.safeParse(fields ?? {})
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldProblems(parsed.error)).map(([field, problem]) => [field, problemMessage(site.language, field, problem)]),
    )
    const outcome: Outcome = {
      status: 400,
      code: 'signup-invalid',
      text: message(site.language, 'invalid'),
      errors,
      query: { fields: Object.keys(errors).join(',') },
    }
    return reply(c, outcome, target)
  }
  const { email, password, firstName, lastName } = parsed.data
  if (await isCommonPassword(db, password)) {
    const text = message(site.language, 'passwordCommon')
    return reply(
      c,
      {
        status: 400,
        code: 'signup-invalid',
        text: message(site.language, 'invalid'),
        errors: { password: text },
        query: { fields: 'password' },
      },
      target,
    )
  }
  const emailKey = normaliseEmail(email)
  // Hashed whether or not the address is new: both answers take the same time.
  const record = await hashPassword(password)
  const browser = randomToken()
  const existing = await db.prepare('SELECT 1 FROM customers WHERE brand = ? AND email_key = ?').bind(site.brand, emailKey).first()
  const mayMail = (await countAttempt(db, mailLimitKey('signup', site.brand, emailKey), MAIL_LIMIT, now)) === 0
  const home = `${c.get('origin')}${site.basePath}/`
  if (mayMail && existing) {
    const written = await queueMail(
      db,
      await composeMail('signup-exists', site.brand, site.locale, email, `${home}?customer=login`, c.get('config').outboxKey),
      now,
    ).run()
    await enqueueOutbox(c.env, outboxIdsOf(written), now)
  } else if (mayMail) {
    const token = randomToken()
    const link = `${c.get('origin')}${site.basePath}/web-api/customer-activate?token=${token}`
    const written = await db.batch([
      db
        .prepare(
          `INSERT INTO signup_requests (token_hash, brand, email, email_key, first_name, last_name, locale, password_algorithm,
             password_iterations, password_salt, password_hash, browser_hash, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          await sha256Hex(token),
          site.brand,
          email,
          emailKey,
          firstName,
          lastName,
          site.locale,
          record.algorithm,
          record.iterations,
          record.salt,
          record.hash,
          await sha256Hex(browser),
          now,
          now + SIGNUP_TTL_MS,
        ),
      queueMail(db, await composeMail('signup-confirm', site.brand, site.locale, email, link, c.get('config').outboxKey), now),
    ])
    await enqueueOutbox(c.env, outboxIdsOf(written), now)
  }
  setCookie(c, SIGNUP_COOKIE, browser, { ...COOKIE_OPTIONS, maxAge: SIGNUP_TTL_MS / 1000 })
  const customer = await currentCustomer(c, now)
  const payload = customer ? await customerPayload(customer) : ANONYMOUS_CUSTOMER
  return reply(c, { status: 200, code: 'signup-sent', payload, text: message(site.language, 'signupSent') }, target)
}

interface SignupRequestRow {
  browser_hash: string
  email_key: string
}

/** GET /web-api/customer-activate?token= — the link of the sign-up mail. */
export async function customerActivate(c: Context<ApiAppEnv>): Promise<Response> {
  const site = c.get('site')
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: `${site.basePath}/` }
  const db = c.env.DB
  const now = Date.now()
  const token = c.req.query('token') ?? ''
  const rejected: Outcome = { status: 400, code: 'activation-invalid', text: message(site.language, 'tokenInvalid') }
  const refuse = async (emailKey?: string) => {
    await logAuth(c, 'auth-activation', { outcome: 'failure', reason: 'token-invalid', emailKey })
    return reply(c, rejected, target)
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return refuse()
  const tokenHash = await sha256Hex(token)
  const request = await db
    .prepare(
      'SELECT browser_hash, email_key FROM signup_requests WHERE token_hash = ? AND brand = ? AND used_at IS NULL AND expires_at > ?',
    )
    .bind(tokenHash, site.brand, now)
    .first<SignupRequestRow>()
  if (!request) return refuse()
  const emailKey = request.email_key

  // Single use even under concurrency: only the batch whose random id was written creates the account.
  const consumer = randomToken(16)
  const [used, created] = await db.batch([
    db
      .prepare('UPDATE signup_requests SET used_at = ?, consumed_by = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .bind(now, consumer, tokenHash, now),
    db
      .prepare(
        `INSERT INTO customers (brand, email, email_key, first_name, last_name, locale, password_algorithm, password_iterations,
           password_salt, password_hash, created_at, updated_at)
         SELECT r.brand, r.email, r.email_key, r.first_name, r.last_name, r.locale, r.password_algorithm, r.password_iterations,
           r.password_salt, r.password_hash, ?, ?
         FROM signup_requests r
         WHERE r.token_hash = ? AND r.consumed_by = ?
           AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.brand = r.brand AND c.email_key = r.email_key)`,
      )
      .bind(now, now, tokenHash, consumer),
  ])
  if (used?.meta.changes !== 1) return refuse(emailKey)
  const customerId = created?.meta.changes === 1 ? created.meta.last_row_id : undefined
  const browser = getCookie(c, SIGNUP_COOKIE, 'host')
  const sameBrowser = browser !== undefined && (await sha256Hex(browser)) === request.browser_hash
  await logAuth(
    c,
    'auth-activation',
    customerId === undefined
      ? { outcome: 'failure', reason: 'account-exists', emailKey }
      : { outcome: 'success', reason: sameBrowser ? 'logged-in' : 'created-only', emailKey },
  )
  if (customerId === undefined || !sameBrowser) {
    // Created elsewhere, or the address got an account meanwhile: the shopper logs in with the password they chose.
    return reply(c, { status: 200, code: 'activated', payload: ANONYMOUS_CUSTOMER, text: message(site.language, 'accountReady') }, target)
  }
  const session = await newSession(db, customerId, now)
  // Logged in here as at a log-in: the guest cart this browser filled before signing up becomes the new account's.
  const moveCart = await moveGuestLines(c, db, customerId, site.brand)
  await db.batch([session.statement, ...(moveCart?.statements ?? [])])
  if (moveCart) setGuestCartCookie(c, moveCart.newToken)
  setSessionCookie(c, session.token)
  deleteCookie(c, SIGNUP_COOKIE, COOKIE_OPTIONS)
  const customer = await customerById(db, customerId)
  const payload = customer ? await withCartCount(c, await customerPayload(customer), customerId) : ANONYMOUS_CUSTOMER
  return reply(c, { status: 200, code: 'signed-up', payload }, target)
}
