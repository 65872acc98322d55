// The three ways a mail leaves (MAIL_TRANSPORT): `cloudflare`, Cloudflare's send_email binding (MAIL); `http`, a
// transactional-mail API called with fetch (Resend's `POST /emails` JSON, key in the MAIL_API_KEY secret, the row's
// Idempotency-Key so a second hand-over within the provider's window sends nothing); `local`, development's and the
// tests' mailbox in D1 (local_mails, one row per outbox row), which `npm run outbox` and the browser tests read.
import type { MailConfig } from '../../config'
import type { OutgoingMail } from './message'
import type { ApiBindings } from '../api-env'

export interface Sent {
  /** The transport's id of the message. */
  messageId: string
}

export type Transport = (mail: OutgoingMail) => Promise<Sent>

/** A refused or failed hand-over; its message names no address (it is stored on the row and logged). */
export class TransportError extends Error {
  override name = 'TransportError'
}

/** Any address in a provider's answer becomes `[address]` before it is stored or logged. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s@<>"',;:()[\]]+@[^\s@<>"',;:()[\]]+/g, '[address]')
}

const HTTP_TIMEOUT_MS = 10_000
const ERROR_TEXT_LIMIT = 300

function local(db: D1Database): Transport {
  return async (mail) => {
    const messageId = `local-${mail.outboxId}`
    // One mailbox row per outbox row: a second hand-over finds the first and adds nothing.
    await db
      .prepare(
        `INSERT INTO local_mails (outbox_id, message_id, from_address, to_address, reply_to, subject, text_body, html_body, headers, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (outbox_id) DO NOTHING`,
      )
      .bind(
        mail.outboxId,
        messageId,
        `${mail.from.name} <${mail.from.address}>`,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.headers),
        Date.now(),
      )
      .run()
    return { messageId }
  }
}

function cloudflare(binding: SendEmail | undefined): Transport {
  return async (mail) => {
    if (!binding) throw new TransportError('MAIL_TRANSPORT is "cloudflare" but the MAIL send_email binding is missing')
    const { 'Message-ID': _ownId, ...headers } = mail.headers
    const result = await binding.send({
      from: { name: mail.from.name, email: mail.from.address },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    })
    return { messageId: result.messageId }
  }
}

function http(api: { url: string; key: string }, send: typeof fetch): Transport {
  return async (mail) => {
    const response = await send(api.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api.key}`,
        'content-type': 'application/json',
        'idempotency-key': mail.idempotencyKey,
      },
      body: JSON.stringify({
        from: `${mail.from.name} <${mail.from.address}>`,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    })
    const answer = await response.text()
    if (!response.ok) throw new TransportError(`HTTP ${response.status}: ${withoutAddresses(answer.slice(0, ERROR_TEXT_LIMIT))}`)
    let id: unknown
    try {
      id = (JSON.parse(answer) as { id?: unknown }).id
    } catch {
      id = undefined
    }
    if (typeof id !== 'string' || id === '') throw new TransportError(`HTTP ${response.status} without a message id`)
    return { messageId: id }
  }
}

/** The configured transport, with the bindings it needs. */
export function transportFor(config: MailConfig, env: ApiBindings, send: typeof fetch = fetch): Transport {
  switch (config.transport) {
    case 'local':
      return local(env.DB)
    case 'cloudflare':
      return cloudflare(env.MAIL)
    case 'http':
      if (!config.api) throw new TransportError('MAIL_TRANSPORT is "http" but MAIL_API_URL or MAIL_API_KEY is missing')
      return http(config.api, send)
  }
}
