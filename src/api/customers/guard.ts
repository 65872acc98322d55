// Cross-site request forgery protection for every unsafe customer call, whatever its content type.
//
// Hono's csrf() checks only the content types an HTML form can send cross-site (urlencoded, multipart, text/plain) and
// lets a request through when either its Origin is ours or Sec-Fetch-Site is same-origin. JSON and every other type
// get the stricter check below too (and so do forms): a browser sends Origin on every POST/PUT/DELETE and
// Sec-Fetch-Site on secure origins, so a request carrying neither is refused, and each header that is present must
// say "this site" — Origin equal to the configured site origin (`null`, sent by sandboxed frames and privacy
// redirects, is refused), Sec-Fetch-Site exactly `same-origin` (`same-site` would trust every sibling sub-domain;
// `none` is a typed URL or bookmark, never a legitimate POST).
import type { Context } from 'hono'
import { csrf } from 'hono/csrf'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../../app-env'
import { message } from './messages'
import { NO_STORE } from './reply'

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/

export const formCsrf = csrf({ origin: (origin, c: Context<AppEnv>) => origin === c.get('origin') })

/** The request comes from a page of this very site, by its Origin and Sec-Fetch-Site headers (see above). */
export function isSameOrigin(headers: { origin: string | undefined; secFetchSite: string | undefined }, siteOrigin: string): boolean {
  const { origin, secFetchSite } = headers
  if (origin === undefined && secFetchSite === undefined) return false
  if (origin !== undefined && origin !== siteOrigin) return false
  return secFetchSite === undefined || secFetchSite === 'same-origin'
}

export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHOD.test(c.req.method)) return next()
  const headers = { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }
  if (!isSameOrigin(headers, c.get('origin'))) {
    const body = JSON.stringify({ message: { text: message(c.get('site').language, 'failed') } })
    const res = new Response(body, { status: 403, headers: { 'content-type': 'application/json', ...NO_STORE } })
    throw new HTTPException(403, { res })
  }
  return next()
})
