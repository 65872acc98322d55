// The shop API Worker's whole request path: the shop calls (by X-Channel / X-Locale, any host) and the site calls
// (customers, newsletter, wishlist, cart, and the contact form the storefront passes on), which resolve their site from the forwarded request's host and path markers
// with the storefront's own site middleware and load that language's words, as the storefront did before passing them on.
import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app-env'
import { ConfigError } from '../config'
import { routePath } from '../domain/site'
import { log } from '../log'
import { messages } from '../middleware/messages'
import { requestContext } from '../http/request-context'
import { siteMiddleware } from '../middleware/site'
import { SITE_CALL_PATHS } from '../shop-contract/calls'
import { cartApi } from './cart/routes'
import { CONTACT_PATH, contactApi } from './contact'
import { customerApi } from './customers/routes'
import { errorAnswer } from './http'
import { shopApi } from './routes'

/** The calls a page of a site makes for that site: only their paths get a site, as only they need one. */
const siteCalls = new Hono<AppEnv>()
for (const path of [...SITE_CALL_PATHS, CONTACT_PATH]) siteCalls.use(path, siteMiddleware, messages)
siteCalls.route('/', customerApi).route('/', cartApi).route('/', contactApi)

// Routes match `routePath` as in the storefront: no platform or language markers, no trailing slash.
export const apiApp = new Hono<AppEnv>({ getPath: (request) => routePath(request.url) })
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
