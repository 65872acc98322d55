// The shop API Worker's whole request path: the shop calls (by X-Channel / X-Locale, any host) and the site calls
// (customers, newsletter, wishlist, cart, and the contact form the storefront passes on), which resolve their site from
// the forwarded request's host and path markers and load that language's words (./site-call.ts).
import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import { ConfigError } from '../config'
import { routePath } from '../domain/site'
import { requestContext } from '../http/request-context'
import { log } from '../log'
import { SITE_CALL_PATHS } from '../shop-contract/calls'
import { cartApi } from './cart/routes'
import { CONTACT_PATH, contactApi } from './contact'
import { customerApi } from './customers/routes'
import type { ApiAppEnv } from './api-env'
import { errorAnswer } from './http'
import { shopApi } from './routes'
import { siteCall } from './site-call'

/** The calls a page of a site makes for that site: only their paths get a site, as only they need one. */
const siteCalls = new Hono<ApiAppEnv>()
for (const path of [...SITE_CALL_PATHS, CONTACT_PATH]) siteCalls.use(path, siteCall)
siteCalls.route('/', customerApi).route('/', cartApi).route('/', contactApi)

// Routes match `routePath` as in the storefront: no platform or language markers, no trailing slash.
export const apiApp = new Hono<ApiAppEnv>({ getPath: (request) => routePath(request.url) })
  .use(requestContext)
  .route('/', shopApi)
  .route('/', siteCalls)

apiApp.notFound((c) => errorAnswer(c, 404, `No shop call ${c.req.method} ${c.req.path}`))

apiApp.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse()
  if (error instanceof ConfigError) {
    log.error('config-invalid', { message: error.message })
    return c.text('Service unavailable: configuration error (see logs)', 503)
  }
  log.error('shop-api-error', { path: c.req.path, error })
  return errorAnswer(c, 500, 'The shop API failed; please try again')
})
