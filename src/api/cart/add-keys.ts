// Idempotent cart adds: a client that lost an add's answer (a dropped connection, a timeout) sends the add again with
// the same `Idempotency-Key`, and gets the first request's answer instead of a second set of lines. The key is the
// client's (a random UUID per add, client/lib/customer-api.ts), kept per cart owner for a day (cleanup.ts). A form
// posted without JavaScript carries no key: the page it was rendered in may be a cached page shared by many shoppers.
import type { Outcome } from '../../http/form-reply'

/** How long a key answers a retry: a client retries within seconds; a day covers a laptop closed mid-request. */
export const ADD_KEY_KEEP_MS = 24 * 60 * 60 * 1000

/** The header a client names its add by; what it may hold (a UUID, or any 16–64 letters, digits and dashes). */
export const ADD_KEY_HEADER = 'idempotency-key'
const KEY_SHAPE = /^[A-Za-z0-9-]{16,64}$/

/** The request's key, or undefined when it sent none or one of another shape (then the add is an ordinary one). */
export function readAddKey(header: string | undefined): string | undefined {
  return header !== undefined && KEY_SHAPE.test(header) ? header : undefined
}

/** What a stored key says: this request claimed it, the first request's answer, or the first is still at work. */
export type Claim = { kind: 'claimed' } | { kind: 'answered'; outcome: Outcome } | { kind: 'pending' }

/** Claims the key for this owner, or reads what an earlier request with it left. */
export async function claimAddKey(db: D1Database, owner: string, key: string, now: number): Promise<Claim> {
  const claimed = await db
    .prepare('INSERT INTO cart_add_keys (owner, key, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1 AS claimed')
    .bind(owner, key, now)
    .first<{ claimed: number }>()
  if (claimed) return { kind: 'claimed' }
  const row = await db
    .prepare('SELECT answer FROM cart_add_keys WHERE owner = ? AND key = ?')
    .bind(owner, key)
    .first<{ answer: string | null }>()
  return row?.answer ? { kind: 'answered', outcome: JSON.parse(row.answer) as Outcome } : { kind: 'pending' }
}

/** Stores the claimed key's answer, for a retry to read. */
export async function answerAddKey(db: D1Database, owner: string, key: string, outcome: Outcome): Promise<void> {
  await db.prepare('UPDATE cart_add_keys SET answer = ? WHERE owner = ? AND key = ?').bind(JSON.stringify(outcome), owner, key).run()
}
