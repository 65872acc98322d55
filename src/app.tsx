// The whole request path at a glance: request context and security headers for all, the page cache's look-up, then
// three tiers (operator, site, pages), one notFound and one error path. Every request of the Worker comes in here.
// The page cache answers first, before the tiers: a kept page costs the request id, the security headers and one
// reading of the request (site, variant, flags, slot), which it leaves on the context for the tiers' middleware to take
// instead of reading again (./middleware/page-cache.ts). Through the tiers a kept page would pay a dozen middleware it
// does not need. It is an ordinary first middleware of this app, on Hono's public API alone (app.use, c.set), so a Hono
// upgrade finds nothing of ours beside the app.
// hono/tiny: the PatternRouter alone, 2.5 KB gzip less Worker than the default SmartRouter. It tries every pattern in
// turn, so the app itself keeps its matches per path (./middleware/remembered-router.ts); the tiers are plain tiny
// apps whose routes the app takes over.
import { HonoBase } from 'hono/hono-base'
import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import { PastDeadline } from './cache/deadline'
import type { AppEnv } from './app-env'
import { ConfigError } from './config'
import { CmsError } from './content/cms'
import { MissingTokenError } from './content/storyblok'
import { routePath } from './domain/site'
import { RememberedRouter } from './middleware/remembered-router'
import { log } from './log'
import { securityHeaders } from './middleware/security-headers'
import { featureFlags } from './middleware/feature-flags'
import { keepPage, pageCache, type Redispatch } from './middleware/page-cache'
import { requestContext } from './http/request-context'
import { requestVariant } from './middleware/request-variant'
import { resetLinkCheck } from './middleware/reset-link'
import { pageScope } from './middleware/page-scope'
import { previewAccess } from './middleware/preview-access'
import { messages } from './middleware/messages'
import { siteMiddleware } from './middleware/site'
import { trailingSlash } from './middleware/trailing-slash'
import { accountPageRoutes } from './routes/account-pages'
import { actionBarRoutes } from './routes/action-bar'
import { catalogueRoutes } from './routes/catalogue'
import { listingRoutes } from './routes/listing'
import { clientLogRoutes } from './routes/client-log'
import { consentRoutes } from './routes/consent'
import { contactRoutes } from './routes/contact'
import { contentRoutes } from './routes/content'
import { frontendApiRoutes } from './routes/frontend-api'
import { imageRoutes } from './routes/image'
import { robotsRoutes } from './routes/robots'
import { sitemapRoutes } from './routes/sitemap'
import { iconRoutes } from './routes/icons'
import { devErrorRoutes } from './routes/dev-error'
import { errorTargetRoutes } from './routes/error-target'
import { renderApplicationError, renderUnavailable } from './respond/error-page'
import { renderNotFound } from './respond/pages'
import { opsRoutes } from './routes/ops'
import { shopCallRoutes, siteCallRoutes } from './routes/shop-calls'
import { webhookRoutes } from './routes/webhook'
import { wishlistRoutes } from './routes/wishlist'

// Three tiers, mounted in this order; each brings its own middleware, which also runs for the tiers after it.
// Routes match `routePath`: no platform or language markers, no trailing slash (see src/domain/site.ts).

/** Operator and machine endpoints: no site, no cookies, no messages. */
const operatorTier = new Hono<AppEnv>()
  .route('/', opsRoutes)
  .route('/', webhookRoutes)
  // The shop calls, answered by the shop API by X-Channel / X-Locale headers, whatever the host (SPEC §7).
  .route('/', shopCallRoutes)

/** Everything that belongs to a shop site but is not a page: SEO files, pictures, forms and JSON endpoints. */
const siteTier = new Hono<AppEnv>()
  .use(siteMiddleware)
  // Everything that changes a page's HTML, read from the request once (cookies, crawler, path).
  .use(requestVariant)
  // The request scope loaders and the renderer read, built once from the site and the variant.
  .use(pageScope)
  // Before the preview gate, so crawlers of a preview host read its `Disallow: /` instead of a 401.
  .route('/', robotsRoutes)
  .route('/', sitemapRoutes)
  .route('/', imageRoutes)
  .use(messages)
  .use(previewAccess)
  .route('/', actionBarRoutes)
  .route('/', frontendApiRoutes)
  .route('/', clientLogRoutes)
  .route('/', consentRoutes)
  // Customers, newsletter, wishlist, vouchers and card accessories into the cart: CSRF-checked and size-capped here,
  // after the site is known, then answered by the shop API.
  .route('/', siteCallRoutes)
  .route('/', contactRoutes)

/** A stale page is rendered anew in the background by sending its request through the whole app once more. */
const renderAgain: Redispatch = (request, env, ctx) => app.fetch(request, env, ctx)

/** HTML pages: each brand's slash rule, feature flags, and the page cache keeping what the renderers make. */
const pageTier = new Hono<AppEnv>()
  .use(trailingSlash)
  .use(featureFlags)
  // A used or expired password-reset link says so when it is opened, not only on submit.
  .use(resetLinkCheck)
  // The shopper's own pages (cart, account): before the keeper, so they are never kept.
  .route('/', accountPageRoutes)
  // A page rendered below is kept under the slot the page cache read.
  .use(keepPage)
  .route('/', iconRoutes)
  .route('/', devErrorRoutes)
  .route('/', catalogueRoutes)
  .route('/', wishlistRoutes)
  .route('/', listingRoutes)
  .route('/', errorTargetRoutes)
  .route('/', contentRoutes)

export const app = new HonoBase<AppEnv>({ getPath: (request) => routePath(request.url), router: new RememberedRouter() })
  .use(requestContext)
  .use(securityHeaders)
  // A kept page, fresh or stale, is answered here; a miss goes on, read once, to the tiers.
  .use(pageCache(renderAgain))
  .route('/', operatorTier)
  .route('/', siteTier)
  .route('/', pageTier)

app.notFound((c) => (c.var.site ? renderNotFound(c) : c.text('Not found', 404)))

app.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse()
  if (error instanceof MissingTokenError) {
    // SPEC §8: a missing content access token is logged.
    log.error('missing-content-access-token', { message: error.message })
    return renderUnavailable(c, error)
  }
  if (error instanceof PastDeadline) {
    // The page's reads go on in the background and fill the cache: the next request is answered from it.
    log.warn('cms-page-deadline', { path: c.req.path })
    return renderUnavailable(c, error)
  }
  if (error instanceof CmsError) {
    log.error('cms-unavailable', { path: c.req.path, status: error.status, message: error.message })
    return renderUnavailable(c, error)
  }
  if (error instanceof ConfigError) {
    log.error('config-invalid', { message: error.message })
    return c.text('Service unavailable: configuration error (see logs)', 503)
  }
  return renderApplicationError(c, error)
})
