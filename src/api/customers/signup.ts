// SPEC §7 customer-signup, and the link that confirms it. A sign-up with a new address creates the account and logs it
// in at once, as a log-in does (SPEC §4: the session cookie, the guest cart merged into the account's, a session the
// browser had before revoked); the account stays unconfirmed until the link mailed to the address is opened. What an
// unconfirmed account may do, and why a known address is told so here, is in docs/architecture.md. Opening the link
// never logs a browser in (a link someone else opens must not open their browser to this account: login CSRF). Every
// answer of the link writes one `auth-activation` line, a sign-up that logs in an `auth-login` line (./auth-log.ts).
import type { Context } from 'hono'
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
import { currentCustomer, newSession, revokeSession, sessionToken, setSessionCookie } from './session'
import { withCartCount } from './login'
import { mergeGuestCart, setGuestCartCookie } from '../cart/store'
import { ANONYMOUS_CUSTOMER, customerById, customerPayload } from './store'
import { countAttempt, countIpAttempt, MAIL_LIMIT, mailLimitKey } from '../../http/rate-limit'

/** How long the sign-up mail's link works; an account still unconfirmed then is deleted by the nightly clean-up. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

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
  const record = await hashPassword(password)
  const mayMail = (await countAttempt(db, mailLimitKey('signup', site.brand, emailKey), MAIL_LIMIT, now)) === 0
  // ON CONFLICT: of two sign-ups racing for one address, the second finds the account the first made.
  const created = await db
    .prepare(
      `INSERT INTO customers (brand, email, email_key, first_name, last_name, locale, password_algorithm, password_iterations,
         password_salt, password_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (brand, email_key) DO NOTHING RETURNING id`,
    )
    .bind(
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
      now,
      now,
    )
    .first<{ id: number }>()
  if (!created) {
    // The address has an account: nobody is logged in by knowing an address; its owner is told by mail.
    if (mayMail) {
      const mail = await composeMail(
        'signup-exists',
        site.brand,
        site.locale,
        email,
        `${c.get('origin')}${site.basePath}/?customer=login`,
        c.get('config').outboxKey,
      )
      await enqueueOutbox(c.env, outboxIdsOf(await queueMail(db, mail, now).run()), now)
    }
    return reply(c, { status: 409, code: 'signup-exists', text: message(site.language, 'accountExists') }, target)
  }
  const customerId = created.id
  const token = randomToken()
  const link = `${c.get('origin')}${site.basePath}/web-api/customer-activate?token=${token}`
  const session = await newSession(db, customerId, now)
  const statements = [
    session.statement,
    db
      .prepare('INSERT INTO account_activations (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await sha256Hex(token), customerId, now, now + ACTIVATION_TTL_MS),
  ]
  if (mayMail)
    statements.push(
      queueMail(db, await composeMail('signup-confirm', site.brand, site.locale, email, link, c.get('config').outboxKey), now),
    )
  // Logged in as at a log-in (SPEC §4): the session this browser had before ends, its guest cart becomes the account's.
  const previous = sessionToken(c)
  if (previous) statements.push(revokeSession(db, await sha256Hex(previous), now))
  const cart = await mergeGuestCart(c, db, customerId, site.brand)
  if (cart) statements.push(...cart.statements)
  let written: D1Result[]
  try {
    written = await db.batch(statements)
  } catch (error) {
    // No account without its link and session: a retry finds the address free again.
    await db.prepare('DELETE FROM customers WHERE id = ?').bind(customerId).run()
    throw error
  }
  await enqueueOutbox(c.env, outboxIdsOf(written), now)
  if (cart) setGuestCartCookie(c, cart.newToken)
  setSessionCookie(c, session.token)
  await logAuth(c, 'auth-login', { outcome: 'success', reason: 'signed-up', emailKey })
  const customer = await customerById(db, customerId)
  const payload = customer ? await withCartCount(c, await customerPayload(customer), customerId) : ANONYMOUS_CUSTOMER
  return reply(c, { status: 200, code: 'signup-sent', payload, text: message(site.language, 'signupSent') }, target)
}

/**
 * GET /web-api/customer-activate?token= — the link of the sign-up mail: confirms the account. Opened in a browser
 * logged in to that account it answers `signed-up` (and hands over a guest cart filled meanwhile); anywhere else it
 * only confirms (`activated`: log in now).
 */
export async function customerActivate(c: Context<ApiAppEnv>): Promise<Response> {
  const site = c.get('site')
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: `${site.basePath}/` }
  const db = c.env.DB
  const now = Date.now()
  const token = c.req.query('token') ?? ''
  const refuse = async (emailKey?: string) => {
    await logAuth(c, 'auth-activation', { outcome: 'failure', reason: 'token-invalid', emailKey })
    return reply(c, { status: 400, code: 'activation-invalid', text: message(site.language, 'tokenInvalid') }, target)
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return refuse()
  const tokenHash = await sha256Hex(token)
  const request = await db
    .prepare(
      `SELECT a.customer_id, c.email_key FROM account_activations a JOIN customers c ON c.id = a.customer_id
       WHERE a.token_hash = ? AND c.brand = ? AND a.used_at IS NULL AND a.expires_at > ?`,
    )
    .bind(tokenHash, site.brand, now)
    .first<{ customer_id: number; email_key: string }>()
  if (!request) return refuse()
  const { customer_id: customerId, email_key: emailKey } = request
  const current = await currentCustomer(c, now)
  const here = current?.id === customerId
  const cart = here ? await mergeGuestCart(c, db, customerId, site.brand) : undefined
  // Single use even under concurrency: the confirmation counts only when this batch marked the link used.
  const [used] = await db.batch([
    db.prepare('UPDATE account_activations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').bind(now, tokenHash),
    db.prepare('UPDATE customers SET confirmed_at = COALESCE(confirmed_at, ?1), updated_at = ?1 WHERE id = ?2').bind(now, customerId),
    ...(cart?.statements ?? []),
  ])
  if (used?.meta.changes !== 1) return refuse(emailKey)
  if (cart) setGuestCartCookie(c, cart.newToken)
  await logAuth(c, 'auth-activation', { outcome: 'success', reason: here ? 'confirmed-logged-in' : 'confirmed', emailKey })
  if (!here || !current) {
    const payload = current ? await customerPayload(current) : ANONYMOUS_CUSTOMER
    return reply(c, { status: 200, code: 'activated', payload, text: message(site.language, 'accountReady') }, target)
  }
  const payload = await withCartCount(c, await customerPayload({ ...current, confirmed_at: current.confirmed_at ?? now }), customerId)
  return reply(c, { status: 200, code: 'signed-up', payload }, target)
}
