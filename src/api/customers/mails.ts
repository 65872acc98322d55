// The e-mails the customer calls send, written to the D1 `outbox` table (no mail provider is wired in): sign-up
// confirmation, "you already have an account", password reset and change, newsletter confirmation — in the site's language.
import type { Brand } from '../../domain/countries'
import { languageOf, type Locale } from '../../domain/locales'
import { createTranslator } from '../../i18n/translate'
import { log } from '../../log'
import { LINK_WITHHELD, sealLink } from './outbox-seal'

export type MailKind = 'signup-confirm' | 'signup-exists' | 'password-reset' | 'password-changed' | 'newsletter-confirm'

const SHOP_NAMES: Readonly<Record<Brand, string>> = { cards: 'Kartenfee', poster: 'Posterhaus' }

export interface Mail {
  kind: MailKind
  brand: Brand
  locale: Locale
  to: string
  subject: string
  body: string
}

/**
 * A mail in the locale's language; its words are `mail.{kind}` in src/i18n/messages ({shop}: brand name, {link}). As
 * the outbox stores it: its link sealed with `outboxKey` (./outbox-seal.ts), so the table never holds a working link in
 * plain text. Without a key nothing usable is stored and the gap is logged: production must set it.
 */
export async function composeMail(
  kind: MailKind,
  brand: Brand,
  locale: Locale,
  to: string,
  link: string,
  outboxKey: string | undefined,
): Promise<Mail> {
  const t = createTranslator(languageOf(locale))
  if (!outboxKey) log.error('outbox-key-missing', { kind })
  const values = {
    shop: SHOP_NAMES[brand],
    link: outboxKey ? await sealLink(link, outboxKey, { kind, brand, to_address: to }) : LINK_WITHHELD,
  }
  return { kind, brand, locale, to, subject: t(`mail.${kind}.subject`, values), body: t(`mail.${kind}.body`, values) }
}

/**
 * The outbox row for a mail, as a statement to run in the same D1 batch as the record it belongs to. With `onlyIf`
 * (an SQL condition and its values) the row is written only when the condition holds inside that batch.
 */
export function queueMail(db: D1Database, mail: Mail, now: number, onlyIf?: { sql: string; values: unknown[] }): D1PreparedStatement {
  const values = [mail.kind, mail.brand, mail.locale, mail.to, mail.subject, mail.body, now]
  if (!onlyIf) {
    return db
      .prepare('INSERT INTO outbox (kind, brand, locale, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(...values)
  }
  return db
    .prepare(
      `INSERT INTO outbox (kind, brand, locale, to_address, subject, body, created_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
    )
    .bind(...values, ...onlyIf.values)
}
