// Hands outbox rows to the queue (OUTBOX_QUEUE). The row is the source of truth, written in the same D1 batch as the
// record it belongs to; the queue only carries its id. A send that fails (or a Worker that dies between the D1 write and
// the send) leaves the row without `enqueued_at`, and the clean-up's sweep (`reenqueueUnsent`) hands it over later.
import { log } from '../../log'
import type { ApiBindings } from '../api-env'

/** The queue's message: the outbox row to deliver. */
export interface OutboxMessage {
  id: number
}

/** The column the outbox INSERT returns (src/api/customers/mails.ts), so a batch's results name the rows it wrote. */
export const OUTBOX_ID_COLUMN = 'outbox_id'

/** The ids of the outbox rows a D1 batch (or one statement) wrote. */
export function outboxIdsOf(results: D1Result | readonly D1Result[]): number[] {
  const list: readonly D1Result[] = Array.isArray(results) ? results : [results as D1Result]
  return list.flatMap((result) =>
    (result.results as Record<string, unknown>[]).flatMap((row) =>
      typeof row[OUTBOX_ID_COLUMN] === 'number' ? [row[OUTBOX_ID_COLUMN]] : [],
    ),
  )
}

/** Sends the rows' ids to the queue and notes when; never throws (the sweep retries what did not go). */
export async function enqueueOutbox(env: ApiBindings, ids: readonly number[], now: number): Promise<number> {
  if (ids.length === 0) return 0
  try {
    if (!env.OUTBOX_QUEUE) throw new Error('no OUTBOX_QUEUE binding')
    await env.OUTBOX_QUEUE.sendBatch(ids.map((id) => ({ body: { id }, contentType: 'json' as const })))
    await env.DB.prepare(`UPDATE outbox SET enqueued_at = ? WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .bind(now, ...ids)
      .run()
    return ids.length
  } catch (error) {
    log.error('outbox-enqueue-failed', { ids, error })
    return 0
  }
}

/** A row not handed to the queue this long after it was written lost its send (its request died before it). */
export const LOST_SEND_MS = 5 * 60 * 1000
/** A row handed over this long ago and still not sent or failed lost its message (the longest retry chain is shorter). */
export const LOST_MESSAGE_MS = 6 * 60 * 60 * 1000
/** Mails older than this are not sent late any more: their links have expired, and the customer has moved on. */
export const SEND_WINDOW_MS = 3 * 24 * 60 * 60 * 1000
/** Bounded work per run: a backlog larger than this goes over the next runs. */
const SWEEP_LIMIT = 500

/**
 * Hands the queue every row that was written but never handed over, or whose message got lost, within the send window.
 * The consumer is idempotent, so a row that was in fact still on its way is not sent twice.
 */
export async function reenqueueUnsent(env: ApiBindings, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM outbox
     WHERE created_at > ?1 AND (
       (status = 'pending' AND enqueued_at IS NULL AND created_at <= ?2)
       OR (status IN ('pending', 'sending') AND enqueued_at <= ?3))
     ORDER BY id LIMIT ${SWEEP_LIMIT}`,
  )
    .bind(now - SEND_WINDOW_MS, now - LOST_SEND_MS, now - LOST_MESSAGE_MS)
    .all<{ id: number }>()
  if (results.length === 0) return 0
  const sent = await enqueueOutbox(
    env,
    results.map((row) => row.id),
    now,
  )
  log.warn('outbox-reenqueued', { count: sent, found: results.length })
  return sent
}
