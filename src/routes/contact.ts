// POST {markers}/contact-form: the ContactForm block's requests, stored in D1 (migration 0008) for the service team.
// Same contract as the customer calls (src/api/customers/routes.ts): CSRF-checked (Origin / Sec-Fetch-Site), JSON for
// islands (`{ payload }` / `{ message: { text } }`, 400 with `payload.errors: { field: text }`), and for plain forms a
// 303 back to the page with `?contact={result}#contact-{result}`, whose server-rendered message CSS then shows.
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { sameOrigin } from '../middleware/same-origin'
import { NO_STORE, readFields, reply, replyMode, type Outcome, type ReplyTarget } from '../respond/form-reply'
import { backPath } from '../respond/return-path'
import { countIpAttempt } from '../middleware/rate-limit'
import { isContactPerson, validateContact } from '../domain/contact-form'
import { createTranslator } from '../i18n/translate'
import { log } from '../log'
import { KB, limitBody } from '../middleware/read-body'

export const CONTACT_PATH = '/contact-form'

export const contactRoutes = new Hono<AppEnv>()

contactRoutes.use(CONTACT_PATH, sameOrigin, limitBody(16 * KB))

function target(c: Context<AppEnv>, back: unknown, result: string): ReplyTarget {
  const path = backPath(c, back).split('#')[0] ?? '/'
  return { mode: replyMode(c), param: 'contact', back: `${path}#contact-${result}` }
}

contactRoutes.post(CONTACT_PATH, async (c) => {
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
  const { name, email, orderNumber, topic, message } = checked.value
  try {
    const row = await c.env.DB.prepare(
      `INSERT INTO contact_requests (brand, locale, name, email, order_number, topic, message, person, page, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
      .bind(
        site.brand,
        site.locale,
        name,
        email,
        orderNumber,
        topic,
        message,
        isContactPerson(person) ? person : null,
        backPath(c, fields.back),
        now,
      )
      .first<{ id: number }>()
    log.info('contact-request-stored', { id: row?.id, topic })
    return answer({ status: 200, code: 'sent', text: t('blocks.contact.sent'), payload: { id: row?.id } })
  } catch (error) {
    log.error('contact-request-failed', { error })
    return answer({ status: 500, code: 'failed', text: t('blocks.contact.failed') })
  }
})
