// The outbox queue's consumer (this Worker's queue() handler): each message names one outbox row, which is claimed,
// handed to the configured transport once, and marked sent with the transport's message id before the message is
// acknowledged. A failure is retried with a doubling delay; the last one marks the row failed and lets the queue move
// the message to its dead-letter queue. Logs name the mail kind, the row and a pseudonym of the address, never the address.
import { getConfig, getMailConfig } from '../../config'
import { normaliseEmail } from '../../domain/customer/validation'
import { log } from '../../log'
import { accountId } from '../customers/auth-log'
import { outgoingMail, type OutboxRow } from './message'
import type { OutboxMessage } from './producer'
import { transportFor, withoutAddresses, type Transport } from './transports'
import type { ApiBindings } from '../api-env'

/**
 * The queue's max_retries in wrangler.api.toml (every environment; test/api/worker-configs.test.ts compares them): a
 * message is delivered at most this many times plus one, and the consumer marks its row failed on the last delivery.
 */
export const OUTBOX_MAX_RETRIES = 5
/** A claim older than this is a consumer that died mid-send: another delivery may take the row over. */
export const CLAIM_MS = 5 * 60 * 1000
/** The longest wait between two deliveries (Cloudflare Queues allows 12 hours). */
const MAX_RETRY_SECONDS = 12 * 60 * 60

type ClaimedRow = OutboxRow & { status: string }

/** The delay before delivery `attempt + 1`: the configured first delay, doubled each time. */
export function retryDelaySeconds(firstSeconds: number, attempt: number): number {
  return Math.min(MAX_RETRY_SECONDS, firstSeconds * 2 ** Math.max(0, attempt - 1))
}

/** The address as the logs may name it: a keyed pseudonym (AUTH_LOG_KEY), the same as the authentication log's. */
async function pseudonym(env: ApiBindings, address: string): Promise<string | null> {
  return (await accountId(getConfig(env).authLogKey, normaliseEmail(address))) ?? null
}

async function claim(db: D1Database, id: number, now: number): Promise<ClaimedRow | null> {
  return db
    .prepare(
      `UPDATE outbox SET status = 'sending', claimed_at = ?1, attempts = attempts + 1
       WHERE id = ?2 AND (status = 'pending' OR (status = 'sending' AND claimed_at <= ?3))
       RETURNING id, kind, brand, locale, to_address, reply_to, subject, body, list_unsubscribe, status`,
    )
    .bind(now, id, now - CLAIM_MS)
    .first<ClaimedRow>()
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return withoutAddresses(text).slice(0, 500)
}

async function deliverOne(
  message: Message<OutboxMessage>,
  env: ApiBindings,
  transport: () => Transport,
  retrySeconds: number,
): Promise<void> {
  const id = message.body?.id
  if (!Number.isSafeInteger(id)) {
    log.warn('mail-message-invalid', { messageId: message.id })
    message.ack()
    return
  }
  const now = Date.now()
  const row = await claim(env.DB, id, now)
  if (!row) {
    const current = await env.DB.prepare('SELECT status FROM outbox WHERE id = ?').bind(id).first<{ status: string }>()
    // Held by another delivery that has not finished: ask again once its claim could have run out.
    if (current?.status === 'sending') {
      message.retry({ delaySeconds: Math.ceil(CLAIM_MS / 1000) })
      return
    }
    // Sent already, failed for good, or cleaned away: nothing to send a second time.
    log.info('mail-skipped', { outbox: id, status: current?.status ?? 'missing' })
    message.ack()
    return
  }
  const fields = { outbox: id, kind: row.kind, brand: row.brand, to: await pseudonym(env, row.to_address), attempt: message.attempts }
  try {
    const config = getMailConfig(env)
    const mail = await outgoingMail(row, config.from[row.brand], getConfig(env).outboxKey)
    const sent = await transport()(mail)
    await env.DB.prepare(
      `UPDATE outbox SET status = 'sent', sent_at = ?, transport = ?, message_id = ?, claimed_at = NULL, last_error = NULL WHERE id = ?`,
    )
      .bind(Date.now(), config.transport, sent.messageId, id)
      .run()
    message.ack()
    log.info('mail-sent', { ...fields, transport: config.transport, messageId: sent.messageId })
  } catch (error) {
    const last = message.attempts > OUTBOX_MAX_RETRIES
    await env.DB.prepare(`UPDATE outbox SET status = ?, claimed_at = NULL, last_error = ? WHERE id = ?`)
      .bind(last ? 'failed' : 'pending', errorText(error), id)
      .run()
    if (last) {
      // The queue moves the message to the dead-letter queue; `npm run outbox -- --failed` lists the row.
      log.error('mail-dead-lettered', { ...fields, reason: errorText(error) })
      message.retry()
    } else {
      const delaySeconds = retryDelaySeconds(retrySeconds, message.attempts)
      log.warn('mail-retry', { ...fields, delaySeconds, reason: errorText(error) })
      message.retry({ delaySeconds })
    }
  }
}

/** The queue() handler: one message after the other, each acknowledged or retried on its own. */
export async function deliverOutbox(batch: MessageBatch<OutboxMessage>, env: ApiBindings): Promise<void> {
  let chosen: Transport | undefined
  let retrySeconds = 60
  try {
    retrySeconds = getMailConfig(env).retrySeconds
  } catch {
    // A bad configuration fails each delivery below, where it is logged and retried.
  }
  const transport = () => (chosen ??= transportFor(getMailConfig(env), env))
  for (const message of batch.messages) {
    try {
      await deliverOne(message, env, transport, retrySeconds)
    } catch (error) {
      // D1 itself failed (claim or status update): the message comes back later.
      log.warn('mail-retry', { messageId: message.id, attempt: message.attempts, reason: errorText(error) })
      message.retry({ delaySeconds: retryDelaySeconds(retrySeconds, message.attempts) })
    }
  }
}
