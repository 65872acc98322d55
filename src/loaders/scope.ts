// The request scope: what a page's loaders and its renderer read about one request, built once per request from plain
// inputs (src/middleware/page-scope.ts passes Hono's; test/loaders/scope.ts a test's), so a loader runs without Hono.
import { deadlineAt } from '../cache/deadline'
import type { Config } from '../config'
import type { ContentContext } from '../content/stories'
import type { LinkContext } from '../domain/links'
import { FlagReader } from '../domain/flags'
import type { RequestVariant } from '../domain/request-variant'
import { experimentsFor } from '../domain/routes'
import type { Site } from '../domain/site'
import { createTranslator, type Translator } from '../i18n/translate'
import { reportUnusableImage } from '../views/content-errors'
import type { TrackingProps } from '../views/islands/tracking-view'
import type { PageContextValue } from '../views/page-context'
import { DEFAULT_TIMEOUT_MS, type ShopClient } from '../shop/client'
import { loadShopper } from './shopper'
import type { ShopperSummary } from '../domain/customer/shopper'

/** How a rendered page leaves: through the app's response (headers set earlier in the request go with it). */
export interface PageReply {
  send(body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>, status: number, headers: Record<string, string>): Response
  /** React reported an error, possibly after the page began streaming: the page cache never keeps this page. */
  failed(): void
}

export interface PageScope {
  readonly site: Site
  readonly config: Config
  /** Everything in the request that changes a page's HTML; with the page's treatments once the flags step has run. */
  readonly variant: RequestVariant
  /** The request's URL, parsed once. */
  readonly url: URL
  /** The request path without platform and language markers, as routes match it (`routePath`). */
  readonly path: string
  /** Absolute origin of the site, from configuration: `https://www.kartenfee.ch`. */
  readonly origin: string
  /** The request's clock (ms). */
  now(): number
  /** The interface words of the site's language. */
  readonly t: Translator
  /** The site's link policy: its markers, slash rule and the hosts whose links stay in the tab. */
  readonly links: LinkContext
  /** Keeps background work (cache writes, refreshes) alive after the response. */
  waitUntil(promise: Promise<unknown>): void
  /** Configuration, the story cache and the editor's release: what every CMS read takes. */
  readonly content: ContentContext
  /**
   * The shop client of this request's site (its brand as X-Channel, its locale as X-Locale), made on first use. Its
   * calls end within `timeoutMs` each and within the page's shop budget together (SHOP_PAGE_BUDGET_MS, from the first).
   */
  shop(timeoutMs?: number): ShopClient
  /**
   * `loads`, or the page's PastDeadline as soon as one of its CMS reads misses the page's budget (src/cache/deadline.ts):
   * the page then answers at once, and the loads go on in the background to fill the cache.
   */
  inTime<T>(loads: Promise<T>): Promise<T>
  /** The request facts server views render with; `blockData` is what the page's loader started for its blocks. */
  pageContext(blockData?: PageContextValue['blockData'], story?: string): PageContextValue
  /** Content past its freshness went into this response (a CMS outage, a background refresh). */
  readonly stale: boolean
  /** The page lost a part (a calculator the shop could not answer): it is not one to keep in the page cache. */
  degrade(): void
  /** The response's CSP nonce: island markers and scripts carry it. */
  readonly nonce: string | undefined
  /** How the rendered page leaves (the renderer's, never a loader's). */
  readonly reply: PageReply
  /**
   * A GET of the shop API's personal calls (`/web-api/cart`, `/web-api/customer-data`) with the shopper's cookies;
   * undefined when there is nothing personal to read: no session or cart cookie of the built-in API (an external
   * backend's cookies are its own, so it is always asked).
   */
  personal(path: string): Promise<Response> | undefined
  /** The shopper of a request with a session or cart cookie (never a cached page's), read once; else undefined. */
  shopper(): Promise<ShopperSummary | undefined> | undefined
  /** Notes data a view of this page reads with `use()` (deferred block data, related themes): see `dataIn`. */
  awaiting(data: Iterable<Promise<unknown> | undefined>): void
  /** Whether every piece of data noted by `awaiting` (and the shopper) is in: the page then renders at once as text. */
  dataIn(): boolean
}

export interface PageScopeInput {
  site: Site
  config: Config
  origin: string
  url: URL
  path: string
  /** Read when asked: the flags step (page tier) replaces the request's variant with one that carries its treatments. */
  variant: () => RequestVariant
  kv: KVNamespace
  waitUntil(promise: Promise<unknown>): void
  now?: (() => number) | undefined
  /** Makes the shop client for a timeout and the page's shop budget; the scope keeps one per timeout. */
  shop: (timeoutMs: number, budget: AbortSignal) => ShopClient
  nonce?: string | undefined
  reply: PageReply
  /** Told when content past its freshness went into the response (the app marks the response for operators). */
  onStale?: (() => void) | undefined
  /** Told when the page lost a part and must not be kept. */
  onDegraded?: (() => void) | undefined
  /** A background render of a kept page: content past its freshness is loaded anew before it renders. */
  refreshing?: boolean | undefined
  /** The shop API's personal calls with the shopper's cookies, when there may be a shopper to read. */
  personal?: ((path: string) => Promise<Response> | undefined) | undefined
  /** The request carries the built-in API's session or cart cookie: the page may show its shopper (`shopper()`). */
  knownShopper?: boolean | undefined
}

export function createPageScope(input: PageScopeInput): PageScope {
  const { site, config, url } = input
  const now = input.now ?? (() => Date.now())
  const links: LinkContext = {
    basePath: site.basePath,
    trailingSlash: site.trailingSlash,
    internalHosts: config.internalLinkHosts[site.brand],
  }
  const clients = new Map<number, ShopClient>()
  let shopBudget: AbortSignal | undefined
  // A background render of a kept page has no shopper waiting: its reads take the time they take.
  const deadline = input.refreshing ? undefined : deadlineAt(now() + config.cms.pageBudgetMs)
  let stale = false
  let shopper: Promise<ShopperSummary | undefined> | undefined
  let outstanding = 0
  const awaiting = (data: Iterable<Promise<unknown> | undefined>) => {
    for (const promise of data) {
      if (!promise) continue
      outstanding += 1
      const settled = () => void (outstanding -= 1)
      void promise.then(settled, settled)
    }
  }
  // The editor's `_storyblok_release`, or the BFF content call's `release` (SPEC §7); drafts and releases on preview hosts only.
  const release =
    __PREVIEW_HOSTS__ && site.preview
      ? (url.searchParams.get('_storyblok_release') ?? url.searchParams.get('release') ?? undefined)
      : undefined
  const scope: PageScope = {
    site,
    config,
    get variant() {
      return input.variant()
    },
    url,
    path: input.path,
    origin: input.origin,
    now,
    t: createTranslator(site.language),
    links,
    waitUntil: (promise) => input.waitUntil(promise),
    content: {
      config,
      release: release && /^\d{1,12}$/.test(release) ? release : undefined,
      kv: input.kv,
      waitUntil: (promise) => input.waitUntil(promise),
      now,
      refreshing: input.refreshing,
      deadline,
      // Operators and caches see when a page was built from content past its freshness (e.g. during a CMS outage).
      onStale: () => {
        stale = true
        input.onStale?.()
      },
    },
    shop(timeoutMs = DEFAULT_TIMEOUT_MS) {
      let client = clients.get(timeoutMs)
      if (!client) {
        shopBudget ??= AbortSignal.timeout(config.shopPageBudgetMs)
        client = input.shop(timeoutMs, shopBudget)
        clients.set(timeoutMs, client)
      }
      return client
    },
    inTime(loads) {
      // What the page does not wait for still fills the cache.
      input.waitUntil(loads.catch(() => undefined))
      return deadline ? Promise.race([loads, deadline.missed]) : loads
    },
    pageContext: (blockData, story) => pageContextOf(scope, blockData, story),
    get stale() {
      return stale
    },
    degrade: () => input.onDegraded?.(),
    nonce: input.nonce,
    reply: input.reply,
    personal: (path) => input.personal?.(path),
    shopper() {
      if (!input.knownShopper) return undefined
      if (!shopper) {
        shopper = loadShopper(scope)
        awaiting([shopper])
      }
      return shopper
    },
    awaiting,
    dataIn: () => outstanding === 0,
  }
  return scope
}

/**
 * The same request's facts for work whose output nobody receives (a warm-up render): it reads what the request reads,
 * but cannot answer it, mark it stale or degraded, read the shopper, or widen the flags its page depends on (its flag
 * reader has no treatments, so every flag is off).
 */
export function detachedScope(scope: PageScope): PageScope {
  const variant: RequestVariant = { ...scope.variant, flags: new FlagReader() }
  return createPageScope({
    site: scope.site,
    config: scope.config,
    origin: scope.origin,
    url: scope.url,
    path: scope.path,
    variant: () => variant,
    kv: scope.content.kv,
    waitUntil: (promise) => scope.waitUntil(promise),
    now: scope.now,
    shop: (timeoutMs) => scope.shop(timeoutMs),
    nonce: scope.nonce,
    reply: {
      send: () => {
        throw new Error('a detached scope answers nothing')
      },
      failed: () => undefined,
    },
  })
}

// SPEC §2: splitDebug and _debug show the debug panel; only where no shopper is (development and preview hosts).
function debugFlagsWanted(scope: PageScope): boolean {
  const wanted = scope.url.searchParams.has('splitDebug') || scope.url.searchParams.has('_debug')
  return __PREVIEW_HOSTS__ && wanted && (scope.site.preview || scope.config.environment === 'development')
}

// SPEC §3 page tracking payload; the tag manager itself loads in the browser only with consent (tracking island).
function trackingProps(scope: PageScope): TrackingProps | undefined {
  const { variant, site, url, t } = scope
  if (variant.crawler) return undefined
  const tags = scope.config.tagManager
  return {
    consent: variant.consent,
    scriptUrl: tags && url.searchParams.get('tracking') !== '0' ? `${tags.origin}/gtm.js?id=${encodeURIComponent(tags.id)}` : undefined,
    dataLayer: {
      event: 'init',
      channel: site.brand,
      country: site.country,
      currency: site.currency,
      language: site.language,
      locale: site.locale,
      platform: site.platform,
      page: { uniqueIdentifier: url.pathname },
    },
    back: url.pathname + url.search,
    labels: { text: t('consent.text'), accept: t('consent.accept'), decline: t('consent.decline') },
  }
}

function pageContextOf(scope: PageScope, blockData: PageContextValue['blockData'], story: string | undefined): PageContextValue {
  const { site, url, config } = scope
  return {
    site,
    origin: scope.origin,
    path: scope.path,
    url: url.pathname + url.search,
    turnstileSiteKey: config.turnstile.siteKey,
    links: scope.links,
    experiments: experimentsFor(scope.path),
    flags: scope.variant.flags,
    debugFlags: debugFlagsWanted(scope),
    tracking: trackingProps(scope),
    images: config.images,
    helpChatScript: config.helpChatScript,
    reportUnusableImage,
    blockData,
    story,
    now: scope.now(),
    shopper: scope.shopper(),
    accountLinks: config.accountLinks,
  }
}
