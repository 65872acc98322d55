// The one cross-site request forgery check, for every unsafe request of the shop whatever its content type: forms,
// JSON calls, browser error reports and the visual editor's transform call.
//
// Hono's csrf() checks only the content types an HTML form can send cross-site and lets a request through when either
// its Origin is ours or Sec-Fetch-Site is same-origin. This rule is stricter: a browser sends Origin on every
// POST/PUT/DELETE and Sec-Fetch-Site on secure origins, so a request carrying neither is refused, and each header
// that is present must say "this site" — Origin equal to the configured site origin (`null`, sent by sandboxed frames
// and privacy redirects, is refused), Sec-Fetch-Site exactly `same-origin` (`same-site` would trust every sibling
// sub-domain; `none` is a typed URL or bookmark, never a legitimate POST).
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { isSameOrigin } from '../domain/same-origin'
import { createTranslator } from '../i18n/translate'
import type { SiteRequest } from './context'

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/

/** Refuses an unsafe request that does not come from a page of this very site with 403 and a message. */
export const sameOrigin = createMiddleware<SiteRequest>(async (c, next) => {
  if (SAFE_METHOD.test(c.req.method)) return next()
  const headers = { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }
  if (!isSameOrigin(headers, c.get('origin'))) {
    const text = createTranslator(c.get('site').language)('customerApi.failed')
    const body = JSON.stringify({ message: { text } })
    const res = new Response(body, { status: 403, headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' } })
    throw new HTTPException(403, { res })
  }
  return next()
})

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i
/** The body cap of the one-click path: `List-Unsubscribe=One-Click`, or that field as multipart, fits many times. */
export const ONE_CLICK_MAX_BYTES = 1024

/**
 * RFC 8058 one-click unsubscribe (NEWSLETTER_UNSUBSCRIBE_PATH only): a mail provider POSTs the form field
 * `List-Unsubscribe=One-Click` from its own servers, without our Origin and without cookies. A form post to that path is
 * let through (its cap is ONE_CLICK_MAX_BYTES); the handler acts only on that exact field with a valid sealed token, so
 * nothing else is reachable cross-site. Everything else is checked as `sameOrigin` checks it.
 */
export const sameOriginOrOneClick = createMiddleware<SiteRequest>(async (c, next) => {
  if (c.req.method === 'POST' && FORM_BODY.test(c.req.header('content-type') ?? '')) return next()
  return sameOrigin(c, next)
})
