// POST {markers}/contact-form: the ContactForm block's requests, passed on to the shop API Worker through the SHOP_API
// binding (src/api/contact.ts), which stores the request and mails it to the service team through the outbox queue —
// always the built-in API, whichever shop backend serves the shop calls, since no shop backend takes contact requests.
// The site's guards run here first, so a cross-site or oversized request never leaves the storefront.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { KB, limitBody } from '../http/read-body'
import { sameOrigin } from '../http/same-origin'
import { NO_STORE } from '../http/form-reply'

const CONTACT_PATH = '/contact-form'

export const contactRoutes = new Hono<AppEnv>()

contactRoutes.post(CONTACT_PATH, sameOrigin, limitBody(16 * KB), async (c) => {
  const answer = await c.env.SHOP_API.fetch(new Request(c.req.raw, { redirect: 'manual' }))
  const response = c.newResponse(answer.body, answer)
  response.headers.set('cache-control', NO_STORE['cache-control'])
  return response
})
