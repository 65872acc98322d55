// An outbox row as the mail that is handed to the transport: sender, recipient, Reply-To, subject, a plain-text and an
// HTML part in the row's language under the brand's name, and the headers that make a second hand-over recognisable
// (a Message-ID derived from the row; the transports that know one get an idempotency key of the same row); newsletter
// mails add List-Unsubscribe and List-Unsubscribe-Post.
import type { Brand } from '../../domain/countries'
import { languageOf, type Locale } from '../../domain/locales'
import { SHOP_NAMES } from '../customers/mails'
import { openLink, openSealedLinks } from '../customers/outbox-seal'

/** The outbox row, as the consumer reads it. */
export interface OutboxRow {
  id: number
  kind: string
  brand: Brand
  locale: Locale
  to_address: string
  reply_to: string | null
  subject: string
  body: string
  /** A newsletter mail's one-click unsubscribe URL, sealed like the body's link. */
  list_unsubscribe: string | null
}

export interface OutgoingMail {
  outboxId: number
  kind: string
  from: { name: string; address: string }
  to: string
  replyTo: string | undefined
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** The same for every hand-over of this row: the HTTP transport's Idempotency-Key. */
  idempotencyKey: string
}

/** `Name <address>` or a bare address (then the brand's shop name is the sender's name). */
export function senderOf(mailFrom: string, brand: Brand): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom)
  if (named?.[2]) return { name: named[1]?.trim() || SHOP_NAMES[brand], address: named[2].trim() }
  return { name: SHOP_NAMES[brand], address: mailFrom.trim() }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/** The plain text as HTML: paragraphs at blank lines, line breaks kept, every http(s) link a link. */
export function htmlOf(text: string, subject: string, brand: Brand, locale: Locale): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#0b5cad">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`)
    .join('\n')
  return `<!doctype html>
<html lang="${languageOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f4;font:16px/1.5 Helvetica,Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(SHOP_NAMES[brand])}</p>
${paragraphs}
</div></body></html>`
}

/** The mail of one outbox row, its sealed link opened with OUTBOX_KEY (a row sealed with another key does not open). */
export async function outgoingMail(row: OutboxRow, mailFrom: string, outboxKey: string | undefined): Promise<OutgoingMail> {
  const text = outboxKey ? await openSealedLinks(row.body, outboxKey, row) : row.body
  const from = senderOf(mailFrom, row.brand)
  const domain = from.address.split('@')[1] ?? 'localhost'
  const headers: Record<string, string> = { 'Message-ID': `<outbox-${row.id}.${row.brand}@${domain}>` }
  if (outboxKey && row.list_unsubscribe) {
    // RFC 2369 and RFC 8058: the https URL takes a one-click POST (src/api/customers/unsubscribe.ts).
    headers['List-Unsubscribe'] = `<${await openLink(row.list_unsubscribe, outboxKey, row)}>`
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  }
  return {
    outboxId: row.id,
    kind: row.kind,
    from,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text,
    html: htmlOf(text, row.subject, row.brand, row.locale),
    headers,
    idempotencyKey: `outbox-${row.brand}-${row.id}`,
  }
}
