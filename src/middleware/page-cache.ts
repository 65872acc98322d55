// The HTML page cache, in two places of the app (src/app.tsx): `pageCache` runs first, right after the request id and
// the security headers, and answers a kept page before any tier; `keepPage` sits in the page tier in front of the page
// routes, and keeps what they render. What is looked up and kept is the policy's (src/cache/page-policy.ts), the storing
// the page store's (src/cache/page-store.ts).
// `pageCache` reads every GET of a page path on a public host once: the site (resolveSite), the variant (variantOf),
// the flags (withFlags) and the page-cache slot, through the functions the later middleware would call, and leaves its
// reading on the context (`c.var.pageCacheRead`). The site, request-variant and feature-flags middleware take it from
// there, and `keepPage` stores under its slot, so the request is read once whether the page comes from the cache or
// from a render. Why first, and not beside the page routes: a hit then costs the request id, the security headers and
// this reading, not the dozen middleware of three tiers (interface words, the request scope, the preview gate, ...).
// What runs before a page in the tiers and can change its answer is done here with the same functions (a first visit's
// split-key cookie, old cookie names rewritten) or keeps a request from the cache: a path with repeated slashes (it
// redirects), a password-reset link (checked every time it is opened; its page, which holds the reset token, is never
// kept). A page is kept under its build, host, path and query, so a key found here was stored by this build's page tier
// for this very URL: no earlier route or redirect of this build can claim it.
// A page past its freshness goes out at once as `stale`, and the page is rendered anew in the background, once per key
// and isolate at a time: the same request is sent through the whole app again (app.fetch, handed in by src/app.tsx),
// on a Request only this middleware makes and recognises, which it reads as any other but renders and stores instead
// of answering from the cache. Letting the stale request's own render go on after its answer cannot work in Hono, whose
// context keeps the first response it was given and drops the route's later one.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, PageCacheRead } from '../app-env'
import { getConfig, type Config } from '../config'
import { isCacheableResponse, pageCacheControl, type RenderMarks } from '../cache/page-policy'
import { cachedPage, pageBytes, pageCacheSlot, storePage, type PageCacheSlot, type StoredPage } from '../cache/page-store'
import { spaceVersionOf } from '../content/cms'
import { SPLIT_KEY_COOKIE } from '../domain/cookies'
import { isPagePath } from '../domain/links'
import type { RequestVariant } from '../domain/request-variant'
import { isCallPath } from '../domain/routes'
import { collapseSlashes, resolveSite } from '../domain/site'
import { SingleFlight } from '../cache/single-flight'
import { log } from '../log'
import { withFlags } from './feature-flags'
import { opensResetLink } from './reset-link'
import { migrationCookies, splitKeyCookie, variantOf } from './request-variant'
import { securedHeaders } from './security-headers'

/** The app's own fetch: a background render goes through every tier, as the shopper's request did. */
export type Redispatch = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>

/** Requests this middleware made itself to render a stale page anew: only it can make one, so no shopper can skip the cache. */
const backgroundRenders = new WeakSet<Request>()
/** The background renders under way in this isolate, by page key. */
const rendering = new SingleFlight<void>()

/** What a background render's response says when its page was stored. */
const STORED = 'stored'

/** What the render left on the request: read as the response leaves, and again once the page has streamed to its end. */
function renderMarks(c: Context<AppEnv>): RenderMarks {
  return {
    contentStale: c.get('contentStale') === true,
    uncacheable: c.get('pageUncacheable') === true,
    renderFailed: c.get('renderFailed') === true,
  }
}

/** What a stored page answers with besides its own cache-control: the page's own headers, never a cookie. */
function storedHeaders(rendered: Response): Record<string, string> {
  return {
    'content-type': rendered.headers.get('content-type') ?? 'text/html; charset=utf-8',
    'cache-control': rendered.headers.get('cache-control') ?? pageCacheControl(false),
    vary: rendered.headers.get('vary') ?? 'Cookie',
  }
}

/**
 * The stale request once more, for the background render: the same URL and headers, so the same variant, and a first
 * visit's new split key as a cookie, so the page is rendered and stored under the treatments its stale copy was found by.
 */
function backgroundRequest(request: Request, variant: RequestVariant): Request {
  const headers = new Headers(request.headers)
  if (variant.splitKeyIssued && variant.splitKey) {
    const cookie = headers.get('cookie')
    headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${SPLIT_KEY_COOKIE}=${variant.splitKey}`)
  }
  const again = new Request(request.url, { method: 'GET', headers })
  backgroundRenders.add(again)
  return again
}

/** Renders a stale page anew nobody waits for, unless one is already under way for its key in this isolate. */
function renderInBackground(c: Context<AppEnv>, variant: RequestVariant, key: string, redispatch: Redispatch): void {
  if (rendering.has(key)) return
  const request = backgroundRequest(c.req.raw, variant)
  const { env, executionCtx } = c
  const render = rendering.run(key, async () => {
    try {
      const response = await redispatch(request, env, executionCtx)
      // The stale copy stays until the end of its window; the next stale request tries again.
      if (response.headers.get('x-page-cache') !== STORED) log.warn('page-cache-refresh-failed', { key, status: response.status })
    } catch (error) {
      log.warn('page-cache-refresh-failed', { key, error })
    }
  })
  executionCtx.waitUntil(render)
}

/** A kept page's own headers as it goes out again: built once per page (and header set), copied by each answer. */
function pageHeaders(c: Context<AppEnv>, page: StoredPage): Headers {
  return securedHeaders(c, page, () => {
    const headers = new Headers(page.headers)
    headers.set('cache-control', pageCacheControl(false))
    return headers
  })
}

function configOf(env: Env): Config | undefined {
  try {
    return getConfig(env)
  } catch {
    // The site middleware answers a configuration error, with its log line.
    return undefined
  }
}

/** The page cache's reading of a page's GET, or undefined where the tiers read the request themselves. */
async function readPageRequest(c: Context<AppEnv>, config: Config): Promise<PageCacheRead | undefined> {
  const url = new URL(c.req.url)
  const resolution = resolveSite(config.hosts, c.req.header('host') ?? url.host, url.pathname)
  // Unknown hosts, language and folder redirects, preview hosts and repeated slashes are answered in the site tier.
  if (resolution.kind !== 'site' || (__PREVIEW_HOSTS__ && resolution.site.preview)) return undefined
  if (collapseSlashes(url.pathname) !== url.pathname) return undefined
  const site = resolution.site
  const kv = c.env.STORY_CACHE
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise)
  // Whatever answers a page needs the space's cv: its read (isolate memory, else KV, on a cold start also the CMS) goes
  // out now, beside the reading of the request, and the slot below joins it.
  const version = spaceVersionOf({ config, kv, waitUntil, now: Date.now }, site.brand)
  if (config.pageCacheSeconds > 0) void version.current()
  const read = variantOf({
    config,
    site,
    url,
    path: c.req.path,
    cookie: c.req.header('cookie'),
    userAgent: c.req.header('user-agent'),
    now: Date.now(),
  })
  const variant = await withFlags({ variant: read, site, config, method: c.req.method, kv, waitUntil })
  // A password-reset link is checked in the page tier every time it is opened, and its page holds the reset token.
  const slot = opensResetLink(c.req.method, url)
    ? undefined
    : await pageCacheSlot(
        {
          build: config.buildVersion,
          method: c.req.method,
          authorization: Boolean(c.req.header('authorization')),
          variant,
          seconds: config.pageCacheSeconds,
          staleSeconds: config.pageStaleSeconds,
        },
        () => version,
      )
  return { resolution, variant, slot, background: backgroundRenders.has(c.req.raw) }
}

/** The page cache's look-up, first in the app: a kept page, fresh or stale, is answered here. */
export function pageCache(redispatch: Redispatch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Pictures, files, operator paths and the shop calls are never pages: they go on without a reading.
    if (c.req.method !== 'GET' || !isPagePath(c.req.path) || isCallPath(c.req.path)) return next()
    const config = configOf(c.env)
    const read = config && (await readPageRequest(c, config))
    if (!config || !read) return next()
    c.set('pageCacheRead', read)
    const { variant, slot } = read
    if (!slot || read.background) return next()
    const found = await cachedPage(slot, variant.flags, Date.now())
    if (!found) return next()
    if (found.state === 'stale') renderInBackground(c, variant, found.key, redispatch)
    const nonce = c.get('nonce')
    const headers = pageHeaders(c, found.page)
    headers.set('x-page-cache', found.state)
    // What the tiers would have set on this answer: old cookie names rewritten, a first visit's split key.
    for (const cookie of migrationCookies(variant, config)) headers.append('set-cookie', cookie)
    if (variant.splitKeyIssued && variant.splitKey) headers.append('set-cookie', splitKeyCookie(variant.splitKey))
    return new Response(pageBytes(found.page, nonce), { status: 200, headers })
  })
}

/** A background render: the page rendered to its end and stored, and a bodiless answer saying whether it was. */
async function renderAndStore(c: Context<AppEnv>, next: () => Promise<void>, slot: PageCacheSlot): Promise<void> {
  const nonce = c.get('nonce')
  await next()
  const rendered = c.res
  let stored = false
  if (rendered.body && isCacheableResponse(rendered, renderMarks(c))) {
    const headers = storedHeaders(rendered)
    stored = await storePage(rendered.body, {
      slot,
      flags: c.get('variant').flags,
      headers,
      marks: () => renderMarks(c),
      nonce,
      now: Date.now(),
    })
  } else {
    await rendered.body?.cancel()
  }
  c.res = new Response(null, { status: rendered.status, headers: { 'x-page-cache': stored ? STORED : 'not-stored' } })
}

/**
 * Keeps what the page routes render under the slot the page cache read: the rendered body is teed, one branch to the
 * shopper and one to the page store, which keeps it once it has ended.
 */
export const keepPage = createMiddleware<AppEnv>(async (c, next) => {
  const read = c.get('pageCacheRead')
  const slot = read?.slot
  if (!slot) return next()
  if (read.background) return renderAndStore(c, next, slot)
  const nonce = c.get('nonce')
  await next()
  const rendered = c.res
  if (!rendered.body || !isCacheableResponse(rendered, renderMarks(c))) return
  const [toShopper, toCache] = rendered.body.tee()
  const headers = storedHeaders(rendered)
  const shopper = new Headers(rendered.headers)
  shopper.set('x-page-cache', 'miss')
  c.res = new Response(toShopper, { status: rendered.status, headers: shopper })
  c.executionCtx.waitUntil(
    storePage(toCache, { slot, flags: c.get('variant').flags, headers, marks: () => renderMarks(c), nonce, now: Date.now() }),
  )
})
