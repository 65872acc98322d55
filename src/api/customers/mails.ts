// The e-mails the customer calls send, written to the D1 `outbox` table in the same batch as their record and then handed
// to the outbox queue (src/api/mail/): sign-up confirmation, "you already have an account", password reset and change,
// newsletter confirmation — in the site's language — and the contact form's requests to the service team.
import type { Brand } from '../../domain/countries'
import { languageOf, type Locale } from '../../domain/locales'
import { createTranslator } from '../../i18n/translate'
import { log } from '../../log'
import { OUTBOX_ID_COLUMN } from '../mail/producer'
import { LINK_WITHHELD, sealLink } from './outbox-seal'

export type MailKind = 'signup-confirm' | 'signup-exists' | 'password-reset' | 'password-changed' | 'newsletter-confirm' | 'contact-request'

export const SHOP_NAMES: Readonly<Record<Brand, string>> = { cards: 'Kartenfee', poster: 'Posterhaus' }

export interface Mail {
  kind: MailKind
  brand: Brand
  locale: Locale
  to: string
  /** Where an answer goes, when not to the sender (a contact request: the shopper). */
  replyTo?: string
  subject: string
  body: string
  /** A newsletter mail's List-Unsubscribe URL, sealed like the body's link (`list_unsubscribe`). */
  listUnsubscribe?: string
}

/**
 * A mail in the locale's language; its words are `mail.{kind}` in src/i18n/messages ({shop}: brand name, {link}). As
 * the outbox stores it: its link sealed with `outboxKey` (./outbox-seal.ts), so the table never holds a working link in
 * plain text. Without a key nothing usable is stored and the gap is logged: production must set it. A newsletter mail
 * passes its `unsubscribe` URL (./unsubscribe.ts), sealed the same way, for the List-Unsubscribe headers.
 */
export async function composeMail(
  kind: Exclude<MailKind, 'contact-request'>,
  brand: Brand,
  locale: Locale,
  to: string,
  link: string,
  outboxKey: string | undefined,
  unsubscribe?: string,
): Promise<Mail> {
  const t = createTranslator(languageOf(locale))
  if (!outboxKey) log.error('outbox-key-missing', { kind })
  const values = {
    shop: SHOP_NAMES[brand],
    link: outboxKey ? await sealLink(link, outboxKey, { kind, brand, to_address: to }) : LINK_WITHHELD,
  }
  const mail: Mail = { kind, brand, locale, to, subject: t(`mail.${kind}.subject`, values), body: t(`mail.${kind}.body`, values) }
  if (outboxKey && unsubscribe) mail.listUnsubscribe = await sealLink(unsubscribe, outboxKey, { kind, brand, to_address: to })
  return mail
}

/**
 * The outbox row for a mail, as a statement to run in the same D1 batch as the record it belongs to; it returns the new
 * row's id as `outbox_id` (src/api/mail/producer.ts: `outboxIdsOf` and `enqueueOutbox` hand it to the queue after the
 * batch). With `onlyIf` (an SQL condition and its values) the row is written only when the condition holds inside that batch.
 */
export function queueMail(db: D1Database, mail: Mail, now: number, onlyIf?: { sql: string; values: unknown[] }): D1PreparedStatement {
  const values = [
    mail.kind,
    mail.brand,
    mail.locale,
    mail.to,
    mail.replyTo ?? null,
    mail.subject,
    mail.body,
    mail.listUnsubscribe ?? null,
    now,
  ]
  const columns = 'INSERT INTO outbox (kind, brand, locale, to_address, reply_to, subject, body, list_unsubscribe, created_at)'
  const returning = `RETURNING id AS ${OUTBOX_ID_COLUMN}`
  if (!onlyIf) return db.prepare(`${columns} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ${returning}`).bind(...values)
  return db.prepare(`${columns} SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql} ${returning}`).bind(...values, ...onlyIf.values)
}
