// SPEC §7 customer-data, customer-login and customer-logout. An unknown address and a wrong password get the same
// status, body and (through a dummy PBKDF2 run) the same time; both count towards the address's failure streak.
// Every answer of log-in and log-out writes one authentication log line (./auth-log.ts); a failure that makes the
// address wait writes an `auth-lock` line besides.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { loginInput } from '../../domain/customer/schemas'
import { normaliseEmail } from '../../domain/customer/validation'
import type { Customer } from '../../domain/customer/schemas'
import { cartCount, customerOwner, guestCartToken, guestOwner, mergeGuestCart, setGuestCartCookie } from '../cart/store'
import { sha256Hex } from '../../domain/crypto'
import { message } from './messages'
import { invalid, logged, throttled } from './outcomes'
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password'
import { backPath, NO_STORE, readFields, reply, replyMode, type ReplyTarget } from '../../http/form-reply'
import { clearSessionCookie, currentCustomer, newSession, revokeSession, sessionToken, setSessionCookie } from './session'
import { ANONYMOUS_CUSTOMER, customerByEmail, customerBySession, customerPayload, passwordRecordOf, updatePassword } from './store'
import { clearLoginFailures, LOCK_AT_FAILURE, reserveLoginAttempt, throttleDelayMs } from './login-throttle'
import { logAuth } from './auth-log'
import { countIpAttempt } from '../../http/rate-limit'

/** SPEC §3 order.cartArticlesAmount: the lines of the customer's cart, or of this browser's guest cart. */
export async function withCartCount(c: Context<ApiAppEnv>, payload: Customer, customerId: number | undefined): Promise<Customer> {
  const token = guestCartToken(c)
  const owner = customerId !== undefined ? customerOwner(customerId) : token ? await guestOwner(token) : undefined
  if (!owner) return payload
  return { ...payload, order: { ...payload.order, cartArticlesAmount: await cartCount(c.env.DB, owner, c.get('site').brand) } }
}

export async function customerData(c: Context<ApiAppEnv>): Promise<Response> {
  const customer = await currentCustomer(c, Date.now())
  // A cookie that no longer opens a session (expired, revoked) is dropped.
  if (!customer && sessionToken(c)) clearSessionCookie(c)
  const payload = await withCartCount(c, customer ? await customerPayload(customer) : ANONYMOUS_CUSTOMER, customer?.id)
  return c.json({ payload }, 200, { ...NO_STORE, vary: 'Cookie' })
}

export async function customerLogin(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: backPath(c, fields?.back) }
  const { brand, language } = c.get('site')
  const db = c.env.DB
  const now = Date.now()

  const parsed = loginInput.safeParse(fields ?? {})
  const named = typeof fields?.email === 'string' && fields.email.trim() ? normaliseEmail(fields.email) : undefined
  const ipWait = await countIpAttempt(c, 'login', now)
  if (ipWait > 0) {
    await logAuth(c, 'auth-login', { outcome: 'failure', reason: 'ip-limit', emailKey: named })
    return reply(c, logged('log-in-error', throttled(language, ipWait, 'login-throttled'), 'ip-limit'), target)
  }
  if (!parsed.success) {
    await logAuth(c, 'auth-login', { outcome: 'failure', reason: 'invalid-input', emailKey: named })
    return reply(c, invalid(language, 'login-invalid'), target)
  }
  const { email, password } = parsed.data
  const emailKey = normaliseEmail(email)

  // Counted before the password is checked, so parallel guesses cannot all slip through before the count moves.
  const reservation = await reserveLoginAttempt(db, brand, emailKey, now)
  if (!reservation.reserved) {
    const retryAfterSeconds = Math.ceil(reservation.waitMs / 1000)
    await logAuth(c, 'auth-login', { outcome: 'failure', reason: 'account-throttled', emailKey, details: { retryAfterSeconds } })
    return reply(c, logged('log-in-error', throttled(language, reservation.waitMs, 'login-throttled'), 'account-throttled'), target)
  }

  const customer = await customerByEmail(db, brand, emailKey)
  const record = customer && passwordRecordOf(customer)
  const valid = record ? await verifyPassword(password, record) : await verifyAgainstNothing(password)
  if (!customer || !record || !valid) {
    const { failures } = reservation
    const delay = throttleDelayMs(failures)
    // The account's existence is the operator's to see (an enumeration run), never the visitor's.
    await logAuth(c, 'auth-login', {
      outcome: 'failure',
      reason: 'invalid-credentials',
      emailKey,
      details: { failures, knownAccount: !!customer },
    })
    if (delay > 0) {
      const lock = failures >= LOCK_AT_FAILURE ? 'locked' : 'throttled'
      await logAuth(c, 'auth-lock', { outcome: 'success', reason: lock, emailKey, details: { failures, waitSeconds: delay / 1000 } })
    }
    const outcome =
      delay > 0
        ? throttled(language, delay, 'login-throttled')
        : { status: 401 as const, code: 'login-failed', text: message(language, 'loginFailed') }
    return reply(c, logged('log-in-error', outcome, 'invalid-credentials'), target)
  }

  // Rotation: a new session at every log-in; the one this browser had before is revoked with it.
  const session = await newSession(db, customer.id, now)
  const statements = [session.statement, clearLoginFailures(db, brand, emailKey)]
  const previous = sessionToken(c)
  if (previous) statements.push(revokeSession(db, await sha256Hex(previous), now))
  if (needsRehash(record)) statements.push(updatePassword(db, customer.id, await hashPassword(password), now))
  // The guest cart merges into the customer's (a log-in loses nothing), and its token is rotated.
  const moveCart = await mergeGuestCart(c, db, customer.id, brand)
  if (moveCart) statements.push(...moveCart.statements)
  await db.batch(statements)
  if (moveCart) setGuestCartCookie(c, moveCart.newToken)
  // The reserved attempt counted itself; the failures before it are what a stuffing run that finally hit leaves behind.
  await logAuth(c, 'auth-login', { outcome: 'success', emailKey, details: { priorFailures: reservation.failures - 1 } })
  setSessionCookie(c, session.token)
  return reply(c, { status: 200, code: 'logged-in', payload: await withCartCount(c, await customerPayload(customer), customer.id) }, target)
}

export async function customerLogout(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: backPath(c, fields?.back) }
  const token = sessionToken(c)
  const now = Date.now()
  const tokenHash = token && (await sha256Hex(token))
  const customer = tokenHash ? await customerBySession(c.env.DB, c.get('site').brand, tokenHash, now) : undefined
  const revoked = tokenHash ? (await revokeSession(c.env.DB, tokenHash, now).run()).meta.changes === 1 : false
  // A log-out without a live session changes nothing: logged as a failure, so it is told apart from a real one.
  await logAuth(
    c,
    'auth-logout',
    revoked ? { outcome: 'success', emailKey: customer?.email_key } : { outcome: 'failure', reason: 'no-session' },
  )
  clearSessionCookie(c)
  const text = message(c.get('site').language, 'loggedOut')
  return reply(c, { status: 200, code: 'logged-out', payload: ANONYMOUS_CUSTOMER, text }, target)
}
