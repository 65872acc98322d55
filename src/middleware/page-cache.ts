// The HTML page cache around the page routes: looks the page up, and on a miss lets the route render it, then tees the
// rendered body, one branch to the shopper and one to the page store, which keeps it once it has ended. What is
// looked up and kept is the policy's (src/cache/page-policy.ts), the storing the page store's (src/cache/page-store.ts).
// A hit goes out through c.body, so what earlier middleware prepared for this response (a first visit's split-key
// cookie) goes with it.
// A page past its freshness goes out at once as `stale`, and the page is rendered anew in the background, once per key
// and isolate at a time: the same request is sent through the whole app again (app.fetch, handed in by src/app.tsx),
// marked so that this middleware renders and stores it instead of answering it from the cache. A background render
// runs the real page path with its own context; letting the stale request's own render go on after its answer cannot
// work in Hono, whose context keeps the first response it was given and drops the route's later one.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { isCacheableResponse, pageCacheControl, type RenderMarks } from '../cache/page-policy'
import { cachedPage, pageBytes, pageCacheSlot, storePage, type FoundPage, type PageCacheSlot } from '../cache/page-store'
import { spaceVersionOf } from '../content/cms'
import { SPLIT_KEY_COOKIE } from '../domain/cookies'
import type { RequestVariant } from '../domain/request-variant'
import { SingleFlight } from '../cache/single-flight'
import { log } from '../log'
import { contentContext } from './content-context'

/** The app's own fetch: a background render goes through every tier, as the shopper's request did. */
export type Redispatch = (request: Request, env: Env, ctx: Context<AppEnv>['executionCtx']) => Response | Promise<Response>

/** Requests this middleware sent itself to render a stale page anew: only it can make one, so no shopper can skip the cache. */
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

/** What a background render is made from: the stale request, its variant, and the Worker's bindings and context. */
export interface StaleRequest {
  request: Request
  variant: RequestVariant
  env: Env
  executionCtx: Context<AppEnv>['executionCtx']
}

/**
 * The stale request once more, for the background render: the same URL and headers, so the same variant, and a first
 * visit's new split key as a cookie, so the page is rendered and stored under the treatments its stale copy was found by.
 */
function backgroundRequest({ request, variant }: StaleRequest): Request {
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
export function renderInBackground(stale: StaleRequest, key: string, redispatch: Redispatch): void {
  if (rendering.has(key)) return
  const request = backgroundRequest(stale)
  const { env, executionCtx } = stale
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

/** A kept page's headers as it goes out again, fresh or stale. */
export function foundPageHeaders(found: FoundPage): Record<string, string> {
  return { ...found.page.headers, 'cache-control': pageCacheControl(false), 'x-page-cache': found.state }
}

/**
 * Requests the front door (./page-front-door.ts) already looked up and found nothing for: the app renders them without
 * asking the cache a second time.
 */
const missedAtTheDoor = new WeakSet<Request>()

export function markMissedAtTheDoor(request: Request): void {
  missedAtTheDoor.add(request)
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

export function pageCache(redispatch: Redispatch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const variant = c.get('variant')
    const config = c.get('config')
    const slot = await pageCacheSlot(
      {
        build: config.buildVersion,
        method: c.req.method,
        authorization: Boolean(c.req.header('authorization')),
        variant,
        seconds: config.pageCacheSeconds,
        staleSeconds: config.pageStaleSeconds,
      },
      () => spaceVersionOf(contentContext(c), c.get('site').brand),
    )
    if (!slot) return next()
    if (backgroundRenders.has(c.req.raw)) return renderAndStore(c, next, slot)
    const nonce = c.get('nonce')
    const found = missedAtTheDoor.has(c.req.raw) ? undefined : await cachedPage(slot, variant.flags, Date.now())
    if (found) {
      if (found.state === 'stale') {
        const stale = { request: c.req.raw, variant, env: c.env, executionCtx: c.executionCtx }
        renderInBackground(stale, found.key, redispatch)
      }
      return c.body(pageBytes(found.page, nonce), 200, foundPageHeaders(found))
    }
    await next()
    const rendered = c.res
    if (!rendered.body || !isCacheableResponse(rendered, renderMarks(c))) return
    const [toShopper, toCache] = rendered.body.tee()
    const headers = storedHeaders(rendered)
    const shopper = new Headers(rendered.headers)
    shopper.set('x-page-cache', 'miss')
    c.res = new Response(toShopper, { status: rendered.status, headers: shopper })
    c.executionCtx.waitUntil(
      storePage(toCache, { slot, flags: variant.flags, headers, marks: () => renderMarks(c), nonce, now: Date.now() }),
    )
  })
}
