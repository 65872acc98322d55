// Which pages the HTML page cache answers and keeps, and the cache-control every page response wears: the whole
// cacheability policy of pages in one place. The page-cache middleware asks it before and after the page is rendered,
// the page store once the page has been read to its end, and the renderer takes its cache-control from it.
import type { RequestVariant } from '../domain/request-variant'

/** Pages depend on cookies (dismissed bars), so browsers revalidate them and no shared cache keeps them. */
const PUBLIC_PAGE = 'private, no-cache'
/** Drafts must never be stored anywhere. */
const PREVIEW_PAGE = 'private, no-store'
/** A shopper's own page (the cart, the account): never stored anywhere, never in the page cache. */
const PERSONAL_PAGE = 'private, no-store'

/**
 * The cache-control of a page response, rendered or answered from the page cache. Personal pages are rendered from the
 * shopper's session or cart (src/routes/account-pages.tsx); they are routed before the page cache, and their
 * cache-control alone would keep them out of it too (isCacheableResponse).
 */
export function pageCacheControl(preview: boolean, personal = false): string {
  return personal ? PERSONAL_PAGE : preview ? PREVIEW_PAGE : PUBLIC_PAGE
}

/** What of a request decides whether its page may come from or go into the page cache. */
export interface PageRequest {
  method: string
  /** The request carries credentials (an Authorization header). */
  authorization: boolean
  variant: RequestVariant
  /** PAGE_CACHE_SECONDS; 0 turns the page cache off. */
  seconds: number
  /** PAGE_STALE_SECONDS: how long past its freshness a page is still served while it renders anew. */
  staleSeconds: number
}

/**
 * Anonymous GETs of public hosts, while the page cache is on. Never preview hosts, never a request carrying any other
 * cookie than the variant's (sessions and personal data stay out) or credentials.
 */
export function isCacheableRequest({ method, authorization, variant, seconds }: PageRequest): boolean {
  return seconds > 0 && !(__PREVIEW_HOSTS__ && variant.preview) && variant.anonymous && method === 'GET' && !authorization
}

/** What the page's render left on its request, read as the response leaves and again once its body has ended. */
export interface RenderMarks {
  /** Content past its freshness went into the page (e.g. during a CMS outage). */
  contentStale: boolean
  /** A complete page unfit to share: degraded (a calculator that could not load) or built from a request header. */
  uncacheable: boolean
  /** React reported an error while rendering, possibly after the response left, while it streamed. */
  renderFailed: boolean
}

/**
 * Whether a response, as it leaves the renderer, goes on to the cache (it then says `x-page-cache: miss`): a public
 * HTML page's 200, built from fresh content, that nothing marked as unfit. 404s, error pages and drafts never do. Whether
 * its render fails is known only once it has streamed to its end (isCompletePage).
 */
export function isCacheableResponse(response: Response, marks: Omit<RenderMarks, 'renderFailed'>): boolean {
  const { status, headers } = response
  return (
    status === 200 &&
    headers.get('cache-control') === PUBLIC_PAGE &&
    (headers.get('content-type') ?? '').startsWith('text/html') &&
    !marks.contentStale &&
    !marks.uncacheable
  )
}

/**
 * Whether a page, read to its end, is kept: its render neither failed nor was cut off (it ends with `</html>`), and
 * nothing stale or unfit went into it while it streamed.
 */
export function isCompletePage(html: string, marks: RenderMarks): boolean {
  return !marks.renderFailed && !marks.contentStale && !marks.uncacheable && html.trimEnd().endsWith('</html>')
}

/** Whether a kept page is answered as it is (`hit`) or answered and rendered anew in the background (`stale`). */
export function pageState(page: { freshUntil: number }, now: number): 'hit' | 'stale' {
  return now < page.freshUntil ? 'hit' : 'stale'
}

/**
 * How long the Cache API keeps a stored page and its flag manifest: its freshness and the stale window after it. The
 * entry's own stored times decide what is fresh, stale or gone; this only lets the Cache API drop it in the end.
 */
export function storedPageCacheControl(seconds: number, staleSeconds: number): string {
  return `public, max-age=${seconds + staleSeconds}`
}
