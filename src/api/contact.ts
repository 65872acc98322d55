// POST {markers}/contact-form: the ContactForm block's requests, passed on by the storefront (src/routes/contact.ts).
// Stored in D1 for the service team (migration 0008, kept 90 days) and, in the same batch, mailed to the address
// CONTACT_ADDRESSES names for the brand and country, the shopper's address as Reply-To, through the outbox queue.
// Same contract as the customer calls (src/api/customers/routes.ts): CSRF-checked (Origin / Sec-Fetch-Site), JSON for
// islands (`{ payload }` / `{ message: { text } }`, 400 with `payload.errors: { field: text }`), and for plain forms a
// 303 back to the page with `?contact={result}#contact-{result}`, whose server-rendered message CSS then shows.
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { ApiAppEnv } from './api-env'
import { getMailConfig, type MailConfig } from '../config'
import { isContactPerson, validateContact, type ContactRequest } from '../domain/contact-form'
import type { Site } from '../domain/site'
import { createTranslator } from '../i18n/translate'
import { log } from '../log'
import { countIpAttempt } from '../http/rate-limit'
import { KB, limitBody } from '../http/read-body'
import { sameOrigin } from '../http/same-origin'
import { backPath, NO_STORE, readFields, reply, replyMode, type Outcome, type ReplyTarget } from '../http/form-reply'
import { queueMail, SHOP_NAMES, type Mail } from './customers/mails'
import { enqueueOutbox, outboxIdsOf } from './mail/producer'

export const CONTACT_PATH = '/contact-form'

/** The service team's address for this brand and country (CONTACT_ADDRESSES), if configured. */
export function contactAddress(addresses: MailConfig['contactAddresses'], site: Pick<Site, 'brand' | 'country'>): string | undefined {
  const entry = addresses[site.brand]
  return typeof entry === 'string' ? entry : entry?.[site.country]
}

/** The request as the service team reads it, in the site's language, answered by replying to the shopper. */
export function contactMail(site: Site, to: string, request: ContactRequest, person: string | null, page: string): Mail {
  const t = createTranslator(site.language)
  const values = {
    shop: SHOP_NAMES[site.brand],
    site: site.host,
    topic: t(`blocks.contact.topics.${request.topic}`),
    name: request.name,
    email: request.email,
    orderNumber: request.orderNumber ?? '–',
    person: person ?? '–',
    page,
    message: request.message,
  }
  return {
    kind: 'contact-request',
    brand: site.brand,
    locale: site.locale,
    to,
    replyTo: request.email,
    subject: t('mail.contact-request.subject', values),
    body: t('mail.contact-request.body', values),
  }
}

/** The address to mail, or undefined (logged): the request is stored either way, so nothing the shopper wrote is lost. */
function serviceAddress(c: Context<ApiAppEnv>, site: Site): string | undefined {
  try {
    const to = contactAddress(getMailConfig(c.env).contactAddresses, site)
    if (!to) log.error('contact-address-missing', { brand: site.brand, country: site.country })
    return to
  } catch (error) {
    // The mail settings do not parse (the API Worker's delivery fails the same way): stored, not mailed.
    log.error('config-invalid', { message: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

export const contactApi = new Hono<ApiAppEnv>()

contactApi.use(CONTACT_PATH, sameOrigin, limitBody(16 * KB))

function target(c: Context<ApiAppEnv>, back: unknown, result: string): ReplyTarget {
  const path = backPath(c, back).split('#')[0] ?? '/'
  return { mode: replyMode(c), param: 'contact', back: `${path}#contact-${result}` }
}

contactApi.post(CONTACT_PATH, async (c) => {
  c.header('cache-control', NO_STORE['cache-control'])
  const site = c.get('site')
  const t = createTranslator(site.language)
  const fields = (await readFields(c)) ?? {}
  const answer = (outcome: Outcome) => reply(c, outcome, target(c, fields.back, outcome.code))

  const now = Date.now()
  const wait = await countIpAttempt(c, 'contact', now)
  if (wait > 0)
    return answer({ status: 429, code: 'throttled', text: t('blocks.contact.throttled'), retryAfterSeconds: Math.ceil(wait / 1000) })

  const checked = validateContact(fields)
  if (!checked.ok) {
    const errors = Object.fromEntries(
      Object.entries(checked.errors).map(([field, problem]) => [field, t(`blocks.contact.errors.${problem}`)]),
    )
    return answer({
      status: 400,
      code: 'invalid',
      text: t('blocks.contact.invalid'),
      errors,
      query: { fields: Object.keys(errors).join(',') },
    })
  }
  const person = typeof fields.person === 'string' && fields.person !== '' ? fields.person : undefined
  // SPEC §8: a contact person the shop does not know is logged; the request is kept, addressed to nobody in particular.
  if (person !== undefined && !isContactPerson(person)) log.warn('contact-form-person-not-found', { person, source: 'post' })
  const knownPerson = isContactPerson(person) ? person : null
  const { name, email, orderNumber, topic, message } = checked.value
  const page = backPath(c, fields.back)
  try {
    const to = serviceAddress(c, site)
    const db = c.env.DB
    const results = await db.batch([
      db
        .prepare(
          `INSERT INTO contact_requests (brand, locale, name, email, order_number, topic, message, person, page, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .bind(site.brand, site.locale, name, email, orderNumber, topic, message, knownPerson, page, now),
      ...(to ? [queueMail(db, contactMail(site, to, checked.value, knownPerson, page), now)] : []),
    ])
    const id = (results[0]?.results[0] as { id?: number } | undefined)?.id
    await enqueueOutbox(c.env, outboxIdsOf(results), now)
    log.info('contact-request-stored', { id, topic, mailed: Boolean(to) })
    return answer({ status: 200, code: 'sent', text: t('blocks.contact.sent'), payload: { id } })
  } catch (error) {
    log.error('contact-request-failed', { error })
    return answer({ status: 500, code: 'failed', text: t('blocks.contact.failed') })
  }
})
