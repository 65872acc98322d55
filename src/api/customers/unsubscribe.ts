// Newsletter unsubscribe (RFC 2369 List-Unsubscribe, RFC 8058 one-click). Every newsletter mail — the opt-in
// confirmation included — carries an https URL `{site}{markers}/web-api/newsletter-unsubscribe?token=`; the token is
// the subscription (address key and sign-up time) sealed with OUTBOX_KEY (./outbox-seal.ts, bound to the brand), so it
// names one subscription, cannot be forged or altered, and shows no address in a URL log.
// GET shows a confirmation form and changes nothing (link scanners prefetch); POST `List-Unsubscribe=One-Click` deletes
// the subscription — a pending sign-up is withdrawn, a confirmed one ends — and answers 200 again when it is gone already.
// A subscription made again later has another sign-up time: links of the earlier one do not end it.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import type { Brand } from '../../domain/countries'
import type { Language } from '../../domain/locales'
import { log } from '../../log'
import { readFields } from '../../http/form-reply'
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../../shop-contract/customers'
import { escapeHtml } from '../mail/message'
import { SHOP_NAMES } from './mails'
import { message } from './messages'
import { openLink, SEALED_PREFIX, sealLink, type SealedFor } from './outbox-seal'

/** The subscription a token names. */
export interface Subscription {
  emailKey: string
  /** `newsletter_subscriptions.created_at` of this sign-up. */
  createdAt: number
}

// Only this Worker shows these words (the storefront's bundle, which carries the one catalogue, is at its size limit).
const WORDS: Readonly<Record<Language, { ask: string; button: string; done: string }>> = {
  de: {
    ask: 'Möchtest du den {shop}-Newsletter abbestellen?',
    button: 'Abbestellen',
    done: 'Du hast den {shop}-Newsletter abbestellt und bekommst keine Newsletter-E-Mails mehr.',
  },
  en: {
    ask: 'Unsubscribe from the {shop} newsletter?',
    button: 'Unsubscribe',
    done: 'You have unsubscribed from the {shop} newsletter and will get no more newsletter e-mails.',
  },
  fr: {
    ask: 'Se désabonner de la newsletter {shop} ?',
    button: 'Se désabonner',
    done: 'Vous êtes désabonné de la newsletter {shop} et ne recevrez plus d’e-mails de newsletter.',
  },
  it: {
    ask: 'Vuoi annullare l’iscrizione alla newsletter di {shop}?',
    button: 'Annulla l’iscrizione',
    done: 'Hai annullato l’iscrizione alla newsletter di {shop}: non riceverai più e-mail della newsletter.',
  },
  es: {
    ask: '¿Quieres darte de baja de la newsletter de {shop}?',
    button: 'Darme de baja',
    done: 'Te has dado de baja de la newsletter de {shop} y ya no recibirás más e-mails de la newsletter.',
  },
  nl: {
    ask: 'Wil je je afmelden voor de nieuwsbrief van {shop}?',
    button: 'Afmelden',
    done: 'Je bent afgemeld voor de nieuwsbrief van {shop} en ontvangt geen nieuwsbrief-e-mails meer.',
  },
}

/** The seal's associated data: a token of one brand does not open on the other's hosts, nor as any mail's link. */
const sealedFor = (brand: Brand): SealedFor => ({ kind: 'newsletter-unsubscribe', brand, to_address: '' })

/** Base64url of the sealed subscription; addresses are at most 254 characters, so real tokens stay far below this. */
const TOKEN = /^[A-Za-z0-9_-]{40,1000}$/

/** The absolute List-Unsubscribe URL of one subscription, on the site (origin and markers) it was made on. */
export async function unsubscribeLink(
  site: { origin: string; basePath: string; brand: Brand },
  subscription: Subscription,
  outboxKey: string,
): Promise<string> {
  const sealed = await sealLink(JSON.stringify([subscription.emailKey, subscription.createdAt]), outboxKey, sealedFor(site.brand))
  return `${site.origin}${site.basePath}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${sealed.slice(SEALED_PREFIX.length)}`
}

/** The subscription in a token, or undefined when it is malformed, altered, of the other brand or sealed with another key. */
export async function subscriptionIn(token: string, brand: Brand, outboxKey: string | undefined): Promise<Subscription | undefined> {
  if (!outboxKey || !TOKEN.test(token)) return undefined
  try {
    const named: unknown = JSON.parse(await openLink(SEALED_PREFIX + token, outboxKey, sealedFor(brand)))
    if (!Array.isArray(named)) return undefined
    const [emailKey, createdAt] = named as unknown[]
    if (typeof emailKey !== 'string' || !Number.isSafeInteger(createdAt)) return undefined
    return { emailKey, createdAt: createdAt as number }
  } catch {
    return undefined
  }
}

/** A small page of its own in the site's language (the storefront's layout is not this Worker's). */
function page(c: Context<ApiAppEnv>, status: 200 | 400, text: string, form?: string): Response {
  const site = c.get('site')
  const shop = escapeHtml(SHOP_NAMES[site.brand])
  const body = `<!doctype html>
<html lang="${site.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${shop}</title></head>
<body style="font:16px/1.5 Helvetica,Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#222">
<p style="font-size:20px;font-weight:bold">${shop}</p>
<p>${escapeHtml(text)}</p>${form ?? ''}
</body></html>`
  return c.html(body, status, { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' })
}

function refused(c: Context<ApiAppEnv>, reason: string): Response {
  log.warn('newsletter-error', { status: 400, reason })
  return page(c, 400, message(c.get('site').language, 'tokenInvalid'))
}

/** GET: the confirmation form, posting the one-click body to this very URL. Changes nothing. */
export async function newsletterUnsubscribePage(c: Context<ApiAppEnv>): Promise<Response> {
  const site = c.get('site')
  const token = c.req.query('token') ?? ''
  if (!(await subscriptionIn(token, site.brand, c.get('config').outboxKey))) return refused(c, 'unsubscribe-token-invalid')
  const words = WORDS[site.language]
  const shop = SHOP_NAMES[site.brand]
  const form = `
<form method="post" action="${escapeHtml(`${site.basePath}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${token}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;padding:8px 20px">${escapeHtml(words.button)}</button>
</form>`
  return page(c, 200, words.ask.replace('{shop}', shop), form)
}

/** POST `List-Unsubscribe=One-Click`: ends the subscription the token names; 200 also when it has ended already. */
export async function newsletterUnsubscribe(c: Context<ApiAppEnv>): Promise<Response> {
  const site = c.get('site')
  const fields = await readFields(c)
  if (fields?.['List-Unsubscribe'] !== 'One-Click') {
    return page(c, 400, message(site.language, 'unsupported'))
  }
  const subscription = await subscriptionIn(c.req.query('token') ?? '', site.brand, c.get('config').outboxKey)
  if (!subscription) return refused(c, 'unsubscribe-token-invalid')
  await c.env.DB.prepare('DELETE FROM newsletter_subscriptions WHERE brand = ? AND email_key = ? AND created_at = ?')
    .bind(site.brand, subscription.emailKey, subscription.createdAt)
    .run()
  return page(c, 200, WORDS[site.language].done.replace('{shop}', SHOP_NAMES[site.brand]))
}
