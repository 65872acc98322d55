// The Hono environment every handler shares: the Worker's bindings and what middleware puts on the context.
import type { Config } from './config'
import type { PageCacheSlot } from './cache/page-store'
import type { PageScope } from './loaders/scope'
import type { RequestVariant } from './domain/request-variant'
import type { Site, SiteResolution } from './domain/site'

/** A page's GET as the page cache, first in the app, read it (src/middleware/page-cache.ts), for the middleware after it. */
export interface PageCacheRead {
  resolution: Extract<SiteResolution, { kind: 'site' }>
  /** The variant with this shopper's treatments (a first visit's new split key included). */
  variant: RequestVariant
  /** Where its page is looked up and kept; undefined when the page cache has no say in its page. */
  slot: PageCacheSlot | undefined
  /** A background render of a stale page: rendered and stored, never answered from the cache. */
  background: boolean
}

export interface AppVariables {
  /** This response's CSP nonce (src/middleware/security-headers.ts): every inline script of ours carries it. */
  nonce: string
  config: Config
  site: Site
  /** Absolute origin of the site, from configuration: `https://www.kartenfee.ch`. */
  origin: string
  /** Everything in the request that changes a page's HTML, read once (site, path, cookies, crawler, treatments). */
  variant: RequestVariant
  /** Set when the answer's headers already hold the fixed security headers (src/middleware/security-headers.ts). */
  fixedSecurityHeaders?: boolean
  /** A page's GET as the page cache read it: site, variant with treatments, page-cache slot. */
  pageCacheRead?: PageCacheRead
  /** What loaders and the renderer read of this request, built once after the variant (src/loaders/scope.ts). */
  scope: PageScope
  /** Set when content past its freshness went into this response. */
  contentStale?: boolean
  /** Set when this page, though complete, must not be shared through the page cache (degraded, or built from a header). */
  pageUncacheable?: boolean
  /** Set by the renderer when React reported an error, possibly while the response was already streaming. */
  renderFailed?: boolean
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
