// The nightly clean-up of the built-in shop API's D1 (cron trigger in wrangler.toml): rows that can no longer do
// anything are deleted, so expired tokens do not pile up and personal data is not kept longer than it is useful.
import { log } from '../log'
import { GUEST_CART_KEEP_MS } from './cart/store'
import { ADD_KEY_KEEP_MS } from './cart/add-keys'
import { FAILURE_MEMORY_MS } from './customers/login-throttle'
import { ACTIVATION_TTL_MS } from './customers/signup'
import { IP_LIMITS, MAIL_LIMIT } from '../http/rate-limit'
import { reenqueueUnsent } from './mail/producer'
import type { ApiBindings } from './api-env'

const DAY_MS = 24 * 60 * 60 * 1000
/** The nightly cron in wrangler.api.toml; its other cron only sweeps the outbox. */
export const NIGHTLY_CRON = '23 3 * * *'
/**
 * An outbox row is kept a month after it was written, sent or not: long enough to answer "did you send me the link?"
 * and to re-send a failed one (docs/operators.md); the local transport's copies go with it.
 */
export const OUTBOX_KEEP_MS = 30 * DAY_MS
/**
 * A contact request (name, address, message) is for the service team to answer; once answered it has no use here, and
 * after three months nobody answers it any more. Longer keeping belongs in the service team's own ticket system.
 */
export const CONTACT_KEEP_MS = 90 * DAY_MS
/** A revoked or expired session is kept a day for support questions ("why was I logged out?"), then deleted. */
export const SESSION_GRACE_MS = DAY_MS
const LONGEST_WINDOW_MS = Math.max(MAIL_LIMIT.windowMs, ...Object.values(IP_LIMITS).map((limit) => limit.windowMs))

export type CleanupCounts = Record<string, number>

/** Deletes what has expired by `now` (epoch ms); answers the number of rows deleted per table. One batch: all or nothing. */
export async function purgeExpired(db: D1Database, now: number): Promise<CleanupCounts> {
  const statements = {
    sessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ?1 OR revoked_at <= ?1').bind(now - SESSION_GRACE_MS),
    account_activations: db.prepare('DELETE FROM account_activations WHERE expires_at <= ?').bind(now),
    // An account whose address was never confirmed while its link worked (docs/architecture.md): its cart first, then
    // the account with its sessions and wishlist (ON DELETE CASCADE). Nobody holds an address they cannot read.
    unconfirmed_cart_lines: db
      .prepare(
        "DELETE FROM cart_lines WHERE owner IN (SELECT 'customer:' || id FROM customers WHERE confirmed_at IS NULL AND created_at <= ?)",
      )
      .bind(now - ACTIVATION_TTL_MS),
    unconfirmed_customers: db.prepare('DELETE FROM customers WHERE confirmed_at IS NULL AND created_at <= ?').bind(now - ACTIVATION_TTL_MS),
    password_resets: db.prepare('DELETE FROM password_resets WHERE expires_at <= ?').bind(now),
    // A lock outlives the failure memory; delete only what neither throttles nor locks any more.
    login_failures: db
      .prepare('DELETE FROM login_failures WHERE last_failure_at <= ? AND (locked_until IS NULL OR locked_until <= ?)')
      .bind(now - FAILURE_MEMORY_MS, now),
    attempt_counters: db.prepare('DELETE FROM attempt_counters WHERE window_start <= ?').bind(now - LONGEST_WINDOW_MS),
    // Double opt-in never completed: the address was never confirmed, so nothing of it may stay.
    newsletter_subscriptions: db
      .prepare('DELETE FROM newsletter_subscriptions WHERE confirmed_at IS NULL AND token_expires_at <= ?')
      .bind(now),
    outbox: db.prepare('DELETE FROM outbox WHERE created_at <= ?').bind(now - OUTBOX_KEEP_MS),
    local_mails: db.prepare('DELETE FROM local_mails WHERE created_at <= ?').bind(now - OUTBOX_KEEP_MS),
    contact_requests: db.prepare('DELETE FROM contact_requests WHERE created_at <= ?').bind(now - CONTACT_KEEP_MS),
    // A guest line older than the cart cookie's life can no longer be reached (the cookie was issued before it).
    cart_lines: db.prepare("DELETE FROM cart_lines WHERE owner GLOB 'guest:*' AND created_at <= ?").bind(now - GUEST_CART_KEEP_MS),
    cart_add_keys: db.prepare('DELETE FROM cart_add_keys WHERE created_at <= ?').bind(now - ADD_KEY_KEEP_MS),
  }
  const results = await db.batch(Object.values(statements))
  const names = Object.keys(statements)
  return Object.fromEntries(results.map((result, index) => [names[index] ?? String(index), result.meta.changes ?? 0]))
}

/** Every cron run: the outbox rows whose queue message never went or got lost go to the queue again. */
export async function runOutboxSweep(env: ApiBindings, now: number): Promise<void> {
  try {
    await reenqueueUnsent(env, now)
  } catch (error) {
    log.error('outbox-sweep-failed', { error })
    throw error
  }
}

/** The nightly run: the outbox sweep, then the deletion of what has expired. */
export async function runCleanup(env: ApiBindings, now: number): Promise<void> {
  await runOutboxSweep(env, now)
  try {
    log.info('shop-cleanup', { deleted: await purgeExpired(env.DB, now) })
  } catch (error) {
    log.error('shop-cleanup-failed', { error: error instanceof Error ? error.message : String(error) })
    throw error
  }
}
