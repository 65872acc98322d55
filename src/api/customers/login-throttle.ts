// Brute-force limits on log-ins: consecutive failed log-ins per address in D1 (NIST SP 800-63B §5.2.2: throttle,
// then lock well before 100 failures).
import type { Brand } from '../../domain/countries'

/** From this consecutive failure on, every answer is a 429 and the next attempt must wait. */
export const THROTTLE_FROM_FAILURE = 5
/** At this consecutive failure the address is locked for LOCK_MS (and again at every failure after). */
export const LOCK_AT_FAILURE = 10
export const LOCK_MS = 60 * 60 * 1000
const FIRST_DELAY_MS = 30 * 1000
/** A failure streak whose last failure is older than this starts over (a month-old typo does not count). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000

/** The wait after `failures` consecutive failures: none before the 5th, 30 s doubling to 8 min, then the 1-hour lock. */
export function throttleDelayMs(failures: number): number {
  if (failures < THROTTLE_FROM_FAILURE) return 0
  if (failures >= LOCK_AT_FAILURE) return LOCK_MS
  return FIRST_DELAY_MS * 2 ** (failures - THROTTLE_FROM_FAILURE)
}

export interface FailureStreak {
  failures: number
  last_failure_at: number
  locked_until: number | null
}

/** Milliseconds a streak still makes its address wait at `now`; 0 = go ahead. */
export function streakWaitMs(row: FailureStreak, now: number): number {
  // An operator may lock an address by hand (locked_until); otherwise the streak decides.
  const streak = row.last_failure_at < now - FAILURE_MEMORY_MS ? 0 : row.last_failure_at + throttleDelayMs(row.failures)
  return Math.max(0, (row.locked_until ?? 0) - now, streak - now)
}

/** Milliseconds this address must still wait before its password is checked again; 0 = go ahead. */
export async function loginWaitMs(db: D1Database, brand: Brand, emailKey: string, now: number): Promise<number> {
  const row = await db
    .prepare('SELECT failures, last_failure_at, locked_until FROM login_failures WHERE brand = ? AND email_key = ?')
    .bind(brand, emailKey)
    .first<FailureStreak>()
  return row ? streakWaitMs(row, now) : 0
}

export type LoginReservation = { reserved: true; failures: number } | { reserved: false; waitMs: number }

/**
 * Reserves one password check for this address before the password is looked at: one statement that counts the
 * attempt as a failure only if the streak lets it through now (SQLite runs statements one at a time, so twenty guesses
 * sent at once are counted one after the other, exactly as twenty in a row: the first five are checked, the rest wait).
 * A log-in that then succeeds deletes the streak; one that fails is already counted.
 *
 * The lock at the 10th failure cannot shut the owner out for good: a completed password reset (which proves the
 * mailbox) deletes the streak, so whoever only knows the address can delay log-ins but never stop the owner. Throttling
 * alone, without the lock, would let an online guesser keep trying for ever at the slowest rate.
 */
export async function reserveLoginAttempt(db: D1Database, brand: Brand, emailKey: string, now: number): Promise<LoginReservation> {
  const row = await db
    .prepare(
      `INSERT INTO login_failures (brand, email_key, failures, last_failure_at, locked_until) VALUES (?1, ?2, 1, ?3, NULL)
       ON CONFLICT (brand, email_key) DO UPDATE SET
         failures = CASE WHEN last_failure_at < ?4 THEN 1 ELSE failures + 1 END,
         last_failure_at = ?3,
         locked_until = CASE WHEN (CASE WHEN last_failure_at < ?4 THEN 1 ELSE failures + 1 END) >= ?5 THEN ?3 + ?6 ELSE locked_until END
       WHERE COALESCE(locked_until, 0) <= ?3
         AND (last_failure_at < ?4
           OR last_failure_at + CASE WHEN failures < ?7 THEN 0 WHEN failures >= ?5 THEN ?6 ELSE ?8 * (1 << (failures - ?7)) END <= ?3)
       RETURNING failures`,
    )
    .bind(brand, emailKey, now, now - FAILURE_MEMORY_MS, LOCK_AT_FAILURE, LOCK_MS, THROTTLE_FROM_FAILURE, FIRST_DELAY_MS)
    .first<{ failures: number }>()
  if (row) return { reserved: true, failures: row.failures }
  // Refused: the streak's wait is not over (at least a second, should it have ended since the statement ran).
  return { reserved: false, waitMs: Math.max(1000, await loginWaitMs(db, brand, emailKey, now)) }
}

export function clearLoginFailures(db: D1Database, brand: Brand, emailKey: string): D1PreparedStatement {
  return db.prepare('DELETE FROM login_failures WHERE brand = ? AND email_key = ?').bind(brand, emailKey)
}
