import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { CONTACT_KEEP_MS, OUTBOX_KEEP_MS, purgeExpired, SESSION_GRACE_MS } from '../../src/api/cleanup'
import { ACTIVATION_TTL_MS } from '../../src/api/customers/signup'
import { FAILURE_MEMORY_MS } from '../../src/api/customers/login-throttle'
import { GUEST_CART_KEEP_MS } from '../../src/api/cart/store'
import { ADD_KEY_KEEP_MS } from '../../src/api/cart/add-keys'
import worker from '../../src/api/index'

const NOW = Date.UTC(2026, 10, 22, 3, 23)
const HOUR = 60 * 60 * 1000

async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>()
  return row?.n ?? -1
}

async function ids(sql: string): Promise<string[]> {
  const { results } = await env.DB.prepare(sql).all<{ id: string }>()
  return results.map((row) => row.id).sort()
}

async function seed(): Promise<void> {
  const db = env.DB
  await db.batch([
    db.prepare('DELETE FROM sessions'),
    db.prepare('DELETE FROM account_activations'),
    db.prepare('DELETE FROM password_resets'),
    db.prepare('DELETE FROM login_failures'),
    db.prepare('DELETE FROM attempt_counters'),
    db.prepare('DELETE FROM newsletter_subscriptions'),
    db.prepare('DELETE FROM outbox'),
    db.prepare('DELETE FROM contact_requests'),
    db.prepare('DELETE FROM cart_add_keys'),
    db.prepare('DELETE FROM customers'),
    // 1 confirmed long ago; 2 never confirmed while its link worked; 3 signed up an hour ago.
    db
      .prepare(
        `INSERT INTO customers (id, brand, email, email_key, first_name, last_name, locale, password_algorithm, password_iterations,
        password_salt, password_hash, created_at, updated_at, confirmed_at) VALUES
        (1, 'cards', 'a@example.com', 'a@example.com', 'A', 'B', 'de-DE', 'pbkdf2-sha256', 100000, 's', 'h', 0, 0, 0),
        (2, 'cards', 'u@example.com', 'u@example.com', 'U', 'B', 'de-DE', 'pbkdf2-sha256', 100000, 's', 'h', ?1, ?1, NULL),
        (3, 'cards', 'n@example.com', 'n@example.com', 'N', 'B', 'de-DE', 'pbkdf2-sha256', 100000, 's', 'h', ?2, ?2, NULL)`,
      )
      .bind(NOW - ACTIVATION_TTL_MS - 1, NOW - HOUR),
  ])
  const session = (id: string, expires: number, revoked: number | null, customer = 1) =>
    db
      .prepare('INSERT INTO sessions (token_hash, customer_id, created_at, expires_at, revoked_at) VALUES (?, ?, 0, ?, ?)')
      .bind(id, customer, expires, revoked)
  const activation = (id: string, expires: number) =>
    db.prepare('INSERT INTO account_activations (token_hash, customer_id, created_at, expires_at) VALUES (?, 3, 0, ?)').bind(id, expires)
  const reset = (id: string, expires: number) =>
    db.prepare('INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, 1, 0, ?)').bind(id, expires)
  const failure = (id: string, last: number, locked: number | null) =>
    db
      .prepare("INSERT INTO login_failures (brand, email_key, failures, last_failure_at, locked_until) VALUES ('cards', ?, 3, ?, ?)")
      .bind(id, last, locked)
  const counter = (id: string, start: number) =>
    db.prepare('INSERT INTO attempt_counters (key, window_start, count) VALUES (?, ?, 1)').bind(id, start)
  const subscription = (id: string, confirmed: number | null, tokenExpires: number | null) =>
    db
      .prepare(
        `INSERT INTO newsletter_subscriptions (brand, email_key, email, locale, bot_check, confirmed_at, token_hash, token_expires_at, created_at, updated_at)
         VALUES ('cards', ?1, ?1, 'de-DE', 'skipped', ?2, ?3, ?4, 0, 0)`,
      )
      .bind(id, confirmed, tokenExpires === null ? null : `hash-${id}`, tokenExpires)
  const mail = (id: number, created: number) =>
    db
      .prepare(
        "INSERT INTO outbox (id, kind, brand, locale, to_address, subject, body, created_at) VALUES (?, 'password-reset', 'cards', 'de-DE', 'a@example.com', 's', 'b', ?)",
      )
      .bind(id, created)
  const contact = (id: number, created: number) =>
    db
      .prepare(
        `INSERT INTO contact_requests (id, brand, locale, name, email, topic, message, page, created_at)
         VALUES (?, 'cards', 'de-DE', 'N', 'n@example.com', 'order', 'm', '/service/', ?)`,
      )
      .bind(id, created)
  const line = (owner: string, created: number) =>
    db
      .prepare(
        "INSERT INTO cart_lines (owner, brand, kind, sku, label, quantity, amount, currency, created_at) VALUES (?, 'cards', 'voucher', NULL, 'v', 1, 5000, 'eur', ?)",
      )
      .bind(owner, created)
  const addKey = (key: string, created: number) =>
    db.prepare("INSERT INTO cart_add_keys (owner, key, answer, created_at) VALUES ('guest:fresh', ?, '{}', ?)").bind(key, created)
  await db.batch([
    line('guest:fresh', NOW - HOUR),
    line('guest:stale', NOW - GUEST_CART_KEEP_MS - 1),
    line('customer:1', NOW - GUEST_CART_KEEP_MS - 1),
    line('customer:2', NOW - HOUR),
    line('customer:3', NOW - HOUR),
    session('unconfirmed-live', NOW + HOUR, null, 2),
    session('live', NOW + HOUR, null),
    session('just-expired', NOW - HOUR, null),
    session('long-expired', NOW - SESSION_GRACE_MS - 1, null),
    session('just-revoked', NOW + HOUR, NOW - HOUR),
    session('long-revoked', NOW + HOUR, NOW - SESSION_GRACE_MS - 1),
    activation('activation-live', NOW + 1),
    activation('activation-expired', NOW - 1),
    reset('reset-live', NOW + 1),
    reset('reset-expired', NOW - 1),
    failure('recent', NOW - HOUR, null),
    failure('forgotten', NOW - FAILURE_MEMORY_MS - 1, null),
    failure('still-locked', NOW - FAILURE_MEMORY_MS - 1, NOW + HOUR),
    counter('ip:login:current', NOW - 10 * 60 * 1000),
    counter('ip:signup:old', NOW - 2 * HOUR),
    subscription('confirmed', NOW - HOUR, null),
    subscription('pending', null, NOW + HOUR),
    subscription('abandoned', null, NOW - 1),
    mail(1, NOW - OUTBOX_KEEP_MS - 1),
    mail(2, NOW - HOUR),
    contact(1, NOW - CONTACT_KEEP_MS - 1),
    contact(2, NOW - CONTACT_KEEP_MS + HOUR),
    addKey('key-fresh', NOW - HOUR),
    addKey('key-stale', NOW - ADD_KEY_KEEP_MS - 1),
  ])
}

describe('nightly clean-up of the shop D1', () => {
  beforeEach(seed)

  it('deletes exactly what can no longer do anything, and says how much', async () => {
    const deleted = await purgeExpired(env.DB, NOW)
    expect(deleted).toEqual({
      sessions: 2,
      account_activations: 1,
      unconfirmed_cart_lines: 1,
      // The account and, by ON DELETE CASCADE (which D1 counts with it), its session.
      unconfirmed_customers: 2,
      password_resets: 1,
      login_failures: 1,
      attempt_counters: 1,
      newsletter_subscriptions: 1,
      outbox: 1,
      local_mails: 0,
      contact_requests: 1,
      cart_lines: 1,
      cart_add_keys: 1,
    })
    // Expired or revoked sessions stay a day for support questions; live ones are untouched.
    expect(await ids('SELECT token_hash AS id FROM sessions')).toEqual(['just-expired', 'just-revoked', 'live'])
    expect(await ids('SELECT token_hash AS id FROM account_activations')).toEqual(['activation-live'])
    expect(await ids('SELECT token_hash AS id FROM password_resets')).toEqual(['reset-live'])
    // A lock outlives the failure memory.
    expect(await ids('SELECT email_key AS id FROM login_failures')).toEqual(['recent', 'still-locked'])
    expect(await ids('SELECT key AS id FROM attempt_counters')).toEqual(['ip:login:current'])
    expect(await ids('SELECT email_key AS id FROM newsletter_subscriptions')).toEqual(['confirmed', 'pending'])
    expect(await ids('SELECT CAST(id AS TEXT) AS id FROM outbox')).toEqual(['2'])
    // What a shopper wrote to the service team stays three months, then goes.
    expect(await ids('SELECT CAST(id AS TEXT) AS id FROM contact_requests')).toEqual(['2'])
    // A customer's cart stays; a guest's stays as long as its cookie can reach it.
    // An account never confirmed while its link worked goes, with its cart and sessions; a recent one stays.
    expect(await ids('SELECT owner AS id FROM cart_lines')).toEqual(['customer:1', 'customer:3', 'guest:fresh'])
    expect(await ids('SELECT CAST(id AS TEXT) AS id FROM customers')).toEqual(['1', '3'])
    // A cart add's key answers retries for a day.
    expect(await ids('SELECT key AS id FROM cart_add_keys')).toEqual(['key-fresh'])
  })

  it('runs again without deleting more', async () => {
    await purgeExpired(env.DB, NOW)
    expect(Object.values(await purgeExpired(env.DB, NOW)).every((n) => n === 0)).toBe(true)
  })

  it('is what the cron trigger runs', async () => {
    const controller = createScheduledController({ scheduledTime: NOW, cron: '23 3 * * *' })
    const ctx = createExecutionContext()
    worker.scheduled(controller, env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await count('password_resets')).toBe(1)
    expect(await count('outbox')).toBe(1)
  })
})
