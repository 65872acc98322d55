// Fixed-window counters in D1 per client IP and action, and per address and mail kind: how often anyone may try.
import type { Context } from 'hono'
import { limitAddress } from '../domain/client-address'
import type { Brand } from '../domain/countries'
import type { WithDb } from './context'

export interface WindowLimit {
  limit: number
  windowMs: number
  /** The storefront Worker's own limits count in its own table; all others in the shop API's. */
  storefront?: true
}

/** Where a limit counts: each Worker writes only its own table (docs/architecture.md, "Who writes which D1 table"). */
function counters(limit: WindowLimit): 'attempt_counters' | 'storefront_attempt_counters' {
  return limit.storefront ? 'storefront_attempt_counters' : 'attempt_counters'
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
/**
 * Every per-IP limit, in one table. The customer calls' are generous enough for an office or a school behind one
 * address, far too few for guessing.
 */
export const IP_LIMITS = {
  login: { limit: 30, windowMs: 15 * MINUTE },
  signup: { limit: 10, windowMs: HOUR },
  'password-reset': { limit: 10, windowMs: HOUR },
  newsletter: { limit: 20, windowMs: HOUR },
  /** A shopper fills a cart in far fewer; a script filling D1 gets 429s. */
  cart: { limit: 60, windowMs: 10 * MINUTE },
  /** Plenty for a shopper with follow-ups, too few for a spam run. */
  contact: { limit: 10, windowMs: HOUR },
  /** A frontend asks once per page view; a crawler loop is stopped. */
  breadcrumb: { limit: 30, windowMs: MINUTE, storefront: true },
  /** Wrong operator tokens at /_health: an operator mistypes a few times, a guesser gets ten a quarter hour. */
  'ops-token': { limit: 10, windowMs: 15 * MINUTE, storefront: true },
} as const satisfies Record<string, WindowLimit>
export type LimitedAction = keyof typeof IP_LIMITS

/** Per address and mail kind: nobody can make the shop flood someone's inbox. Extra requests send nothing, silently. */
export const MAIL_LIMIT: WindowLimit = { limit: 3, windowMs: HOUR }

/**
 * The client's address as Cloudflare saw it, as limits count it: IPv6 by its /64 (src/domain/client-address.ts). Local
 * requests without the header share one counter.
 */
export function clientIp(c: Context): string {
  const address = c.req.header('cf-connecting-ip')?.trim()
  return address ? limitAddress(address) : 'unknown'
}

/**
 * Counts one attempt under `key`; answers 0 when within the limit, else the milliseconds until the window ends. An
 * attempt over the limit is not counted: the upsert's condition leaves the row as it is (no row written, however many
 * calls a flood sends, unauthenticated GETs included), and a read says when the window ends.
 */
export async function countAttempt(db: D1Database, key: string, window: WindowLimit, now: number): Promise<number> {
  const { limit, windowMs } = window
  const table = counters(window)
  const counted = await db
    .prepare(
      `INSERT INTO ${table} (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       WHERE window_start <= ?2 - ?3 OR count < ?4
       RETURNING count`,
    )
    .bind(key, now, windowMs, limit)
    .first<{ count: number }>()
  if (counted) return 0
  const full = await db.prepare(`SELECT window_start FROM ${table} WHERE key = ?1`).bind(key).first<{ window_start: number }>()
  return Math.max(1000, (full?.window_start ?? now) + windowMs - now)
}

/** Whether `key` has used up its window by `now`, without counting an attempt: for calls that count only failures. */
export async function isOverLimit(db: D1Database, key: string, window: WindowLimit, now: number): Promise<boolean> {
  const { limit, windowMs } = window
  const row = await db
    .prepare(`SELECT window_start, count FROM ${counters(window)} WHERE key = ?`)
    .bind(key)
    .first<{ window_start: number; count: number }>()
  return row !== null && row.window_start > now - windowMs && row.count >= limit
}

export function ipLimitKey(action: LimitedAction, ip: string): string {
  return `ip:${action}:${ip}`
}

/** Counts one attempt at `action` by this request's client IP, under that action's limit (see countAttempt). */
export function countIpAttempt<E extends WithDb>(c: Context<E>, action: LimitedAction, now: number): Promise<number> {
  return countAttempt(c.env.DB, ipLimitKey(action, clientIp(c)), IP_LIMITS[action], now)
}

export function mailLimitKey(kind: string, brand: Brand, emailKey: string): string {
  return `mail:${kind}:${brand}:${emailKey}`
}

/** The storefront's own windows that have ended by `now`, deleted (its nightly cron); answers how many. */
export async function purgeStorefrontCounters(db: D1Database, now: number): Promise<number> {
  const longest = Math.max(...Object.values(IP_LIMITS).map((limit: WindowLimit) => (limit.storefront ? limit.windowMs : 0)))
  const result = await db
    .prepare('DELETE FROM storefront_attempt_counters WHERE window_start <= ?')
    .bind(now - longest)
    .run()
  return result.meta.changes
}
