// The whole request path at a glance: security headers, operator endpoints, site resolution, routes, one error path.
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-env'
import { ConfigError } from './config'
import { CmsError } from './content/cms'
import { MissingTokenError } from './content/storyblok'
import { parsePath } from './domain/site'
import { log } from './log'
import { securityHeaders } from './middleware/security-headers'
import { featureFlags } from './middleware/feature-flags'
import { pageCache } from './middleware/page-cache'
import { requestContext } from './middleware/request-context'
import { requestVariant } from './middleware/request-variant'
import { previewAccess } from './middleware/preview-access'
import { loadMessages } from './i18n/translate'
import { messages } from './middleware/messages'
import { siteMiddleware } from './middleware/site'
import { trailingSlash } from './middleware/trailing-slash'
import { UnavailablePage } from './render/pages/unavailable-page'
import { renderPage } from './render/render-page'
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
import { renderNotFound } from './respond/pages'
import { cartApi } from './api/cart/routes'
import { customerApi } from './api/customers/routes'
import { shopApi } from './api/routes'
import { opsRoutes } from './routes/ops'
import { webhookRoutes } from './routes/webhook'
import { wishlistRoutes } from './routes/wishlist'

// Routes match the path without its platform and language markers (`/d/fr/poster` -> `/poster`) and without a
// trailing slash (`/themes/x/` is `/themes/x`): the site middleware has read the markers from the real URL, and the
// trailingSlash middleware enforces each brand's slash rule.
export const app = new Hono<AppEnv>({
  getPath: (request) => {
    const url = request.url
    const start = url.indexOf('/', url.indexOf('://') + 3)
    const end = url.indexOf('?', start)
    const rest = parsePath(start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end)).rest
    return rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : rest
  },
})

app.use(requestContext)
app.use(securityHeaders)
app.route('/', opsRoutes)
app.route('/', webhookRoutes)
// The built-in shop API answers by X-Channel / X-Locale headers, whatever the host (SPEC §7 shop calls).
app.route('/', shopApi)
app.use(siteMiddleware)
// Everything that changes a page's HTML, read from the request once (cookies, crawler, path); see src/domain/request-variant.ts.
app.use(requestVariant)
// SEO and pictures (src/routes/robots.ts, sitemap.ts, image.ts): before the preview gate, so crawlers of a preview host
// read its `Disallow: /` instead of a 401.
app.route('/', robotsRoutes)
app.route('/', sitemapRoutes)
app.route('/', imageRoutes)
app.use(messages)
app.use(previewAccess)
app.route('/', actionBarRoutes)
app.route('/', frontendApiRoutes)
app.route('/', clientLogRoutes)
app.route('/', consentRoutes)
// Customers, newsletter, wishlist (built-in shop API on D1): CSRF-checked, after the site is known.
app.route('/', customerApi)
// Vouchers and card accessories into the cart: same guards as the customer calls.
app.route('/', cartApi)
app.route('/', contactRoutes)
app.use(trailingSlash)
app.use(featureFlags)
app.use(pageCache)
app.route('/', iconRoutes)
app.route('/', catalogueRoutes)
app.route('/', wishlistRoutes)
app.route('/', listingRoutes)
app.route('/', contentRoutes)

app.notFound((c) => (c.var.site ? renderNotFound(c) : c.text('Not found', 404)))

async function unavailable(c: Context<AppEnv>, error: unknown): Promise<Response> {
  c.header('retry-after', '30')
  if (!c.var.site) return c.text('Service unavailable', 503)
  // Details only where a developer is looking: never on preview or production hosts.
  await loadMessages(c.var.site.language, c.env.ASSETS)
  const details = c.var.config?.environment === 'development' && error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : undefined
  return renderPage(c, <UnavailablePage site={c.var.site} details={details} />, 503)
}

app.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse()
  if (error instanceof MissingTokenError) {
    // SPEC §8: a missing content access token is logged.
    log.error('missing-content-access-token', { message: error.message })
    return unavailable(c, error)
  }
  if (error instanceof CmsError) {
    log.error('cms-unavailable', { path: c.req.path, status: error.status, message: error.message })
    return unavailable(c, error)
  }
  if (error instanceof ConfigError) {
    log.error('config-invalid', { message: error.message })
    return c.text('Service unavailable: configuration error (see logs)', 503)
  }
  log.error('unhandled-error', { path: c.req.path, error })
  return unavailable(c, error)
})
