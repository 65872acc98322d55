// The shop API's calls on the storefront's own hosts (SPEC §7), passed on to the shop API: the built-in API Worker
// through the SHOP_API binding, or the configured external backend (src/shop/for-request.ts). The shop calls answer by
// X-Channel and X-Locale on any host; the site calls (customers, newsletter, wishlist, cart) pass the site's guards here
// first, so a cross-site or oversized request never leaves the storefront.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { KB, limitBody } from '../http/read-body'
import { ONE_CLICK_MAX_BYTES, sameOrigin, sameOriginOrOneClick } from '../http/same-origin'
import { NO_STORE } from '../http/form-reply'
import { SHOP_CALL_ROUTES, SITE_CALL_PATHS, SITE_CALLS } from '../shop-contract/calls'
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../shop-contract/customers'
import { passOnToShop } from '../shop/for-request'

/** The answer as the shop API gave it, plus what middleware added before (the preview gate's headers and cookie). */
async function passOn(c: Context<AppEnv>): Promise<Response> {
  const answer = await passOnToShop(c)
  return c.newResponse(answer.body, answer)
}

/** The operator tier's shop calls: no site, any host. */
export const shopCallRoutes = new Hono<AppEnv>()
for (const route of SHOP_CALL_ROUTES) shopCallRoutes.get(route, passOn)

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('cache-control', NO_STORE['cache-control'])
  await next()
})

/** The site tier's calls: the guards every unsafe call of a site passes, then the shop API. */
export const siteCallRoutes = new Hono<AppEnv>()
// Only these paths: mounted at '/', a middleware on '*' would run for every later route of the app.
for (const path of SITE_CALL_PATHS) {
  // RFC 8058: mail providers post the one-click unsubscribe cross-site; the shop API checks body and token.
  if (path === NEWSLETTER_UNSUBSCRIBE_PATH) siteCallRoutes.use(path, noStore, sameOriginOrOneClick, limitBody(ONE_CLICK_MAX_BYTES))
  else siteCallRoutes.use(path, noStore, sameOrigin, limitBody(16 * KB))
}
for (const [method, route] of SITE_CALLS) siteCallRoutes.on(method, route, passOn)
