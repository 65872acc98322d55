// Log-in sessions: a random 256-bit token in the `__Host-session` cookie, only its SHA-256 in D1. Every log-in opens a
// new session (rotation); log-out and a password change revoke them in D1.
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ApiAppEnv } from '../api-env'
import { randomToken, sha256Hex } from '../../domain/crypto'
import { customerBySession, type CustomerRow } from './store'
import { cookieMaxAge, SESSION_COOKIE } from '../../domain/cookies'

/** The absolute limit: a session ends 30 days after the log-in, however much it is used. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/**
 * The idle limit: a session not used for 7 days ends. `expires_at` is the sooner of both limits and moves on when the
 * session is used, at most once an hour (SESSION_TOUCH_MS), so a busy shopper does not cost a D1 write per request.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
const SESSION_TOUCH_MS = 60 * 60 * 1000

/** With Hono's `prefix: 'host'` the cookie is `__Host-session`: Secure, Path=/, no Domain — this host only. */
const COOKIE_OPTIONS = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', prefix: 'host' } as const

export interface NewSession {
  token: string
  /** The INSERT, to run in the same batch as the rest of the log-in. */
  statement: D1PreparedStatement
}

export async function newSession(db: D1Database, customerId: number, now: number): Promise<NewSession> {
  const token = randomToken()
  const statement = db
    .prepare('INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), customerId, now, now + Math.min(SESSION_IDLE_MS, SESSION_TTL_MS))
  return { token, statement }
}

export function setSessionCookie(c: Context<ApiAppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: cookieMaxAge(SESSION_TTL_MS / 1000) })
}

export function clearSessionCookie(c: Context<ApiAppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, COOKIE_OPTIONS)
}

/** The session token the request carries, if it looks like one of ours. */
export function sessionToken(c: Context<ApiAppEnv>): string | undefined {
  const token = getCookie(c, SESSION_COOKIE, 'host')
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
}

export function revokeSession(db: D1Database, tokenHash: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').bind(now, tokenHash)
}

export function revokeAllSessions(db: D1Database, customerId: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE sessions SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL').bind(now, customerId)
}

/** The logged-in customer of this request on this brand, or undefined. Using a session keeps it from going idle. */
export async function currentCustomer(c: Context<ApiAppEnv>, now: number): Promise<CustomerRow | undefined> {
  const token = sessionToken(c)
  if (!token) return undefined
  const tokenHash = await sha256Hex(token)
  const customer = await customerBySession(c.env.DB, c.get('site').brand, tokenHash, now)
  if (customer) {
    await c.env.DB.prepare(
      `UPDATE sessions SET expires_at = MIN(created_at + ?1, ?2 + ?3)
       WHERE token_hash = ?4 AND revoked_at IS NULL AND expires_at < ?2 + ?3 - ?5 AND expires_at < created_at + ?1`,
    )
      .bind(SESSION_TTL_MS, now, SESSION_IDLE_MS, tokenHash, SESSION_TOUCH_MS)
      .run()
  }
  return customer
}
