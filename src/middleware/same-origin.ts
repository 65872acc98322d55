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
import type { AppEnv } from '../app-env'
import { isSameOrigin } from '../domain/same-origin'
import { createTranslator } from '../i18n/translate'

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/

/** Refuses an unsafe request that does not come from a page of this very site with 403 and a message. */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
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
/** The largest one-click body let through cross-site: `List-Unsubscribe=One-Click`, or that field as multipart. */
export const ONE_CLICK_MAX_BYTES = 1024

/**
 * RFC 8058 one-click unsubscribe (NEWSLETTER_UNSUBSCRIBE_PATH only): a mail provider POSTs the form field
 * `List-Unsubscribe=One-Click` from its own servers, without Origin from our site and without cookies. Such a post —
 * a form body of declared, small length — is let through; its handler changes something only for that exact field and a
 * valid sealed token, so nothing else is reachable cross-site. Everything else is checked as `sameOrigin` checks it.
 */
export const sameOriginOrOneClick = createMiddleware<AppEnv>(async (c, next) => {
  const length = Number(c.req.header('content-length') ?? Number.NaN)
  const oneClick =
    c.req.method === 'POST' && FORM_BODY.test(c.req.header('content-type') ?? '') && length > 0 && length <= ONE_CLICK_MAX_BYTES
  return oneClick ? next() : sameOrigin(c, next)
})
