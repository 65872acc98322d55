// The HTML page cache around the page routes: looks the page up, and on a miss lets the route render it, then tees the
// rendered body, one branch to the shopper and one to the page store, which keeps it once it has ended. What is
// looked up and kept is the policy's (src/cache/page-policy.ts), the storing the page store's (src/cache/page-store.ts).
// A hit goes out through c.body, so what earlier middleware prepared for this response (a first visit's split-key
// cookie) goes with it.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { isCacheableResponse, pageCacheControl, type RenderMarks } from '../cache/page-policy'
import { cachedPage, pageCacheSlot, pageStream, storePage } from '../cache/page-store'
import { spaceVersionOf } from '../content/cms'
import { contentContext } from './content-context'

/** What the render left on the request: read as the response leaves, and again once the page has streamed to its end. */
function renderMarks(c: Context<AppEnv>): RenderMarks {
  return {
    contentStale: c.get('contentStale') === true,
    uncacheable: c.get('pageUncacheable') === true,
    renderFailed: c.get('renderFailed') === true,
  }
}

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next()
  const variant = c.get('variant')
  const slot = await pageCacheSlot(
    { method: c.req.method, authorization: Boolean(c.req.header('authorization')), variant, seconds: c.get('config').pageCacheSeconds },
    () => spaceVersionOf(contentContext(c), c.get('site').brand),
  )
  if (!slot) return next()
  const nonce = c.get('secureHeadersNonce')
  const page = await cachedPage(slot, variant.flags, Date.now())
  if (page) {
    return c.body(pageStream(page, nonce), 200, { ...page.headers, 'cache-control': pageCacheControl(false), 'x-page-cache': 'hit' })
  }
  await next()
  const rendered = c.res
  if (!rendered.body || !isCacheableResponse(rendered, renderMarks(c))) return
  const [toShopper, toCache] = rendered.body.tee()
  // What a hit answers with besides its own cache-control: the page's own headers, never a cookie.
  const headers = {
    'content-type': rendered.headers.get('content-type') ?? 'text/html; charset=utf-8',
    'cache-control': rendered.headers.get('cache-control') ?? pageCacheControl(false),
    vary: rendered.headers.get('vary') ?? 'Cookie',
  }
  const shopper = new Headers(rendered.headers)
  shopper.set('x-page-cache', 'miss')
  c.res = new Response(toShopper, { status: rendered.status, headers: shopper })
  c.executionCtx.waitUntil(storePage(toCache, { slot, flags: variant.flags, headers, marks: () => renderMarks(c), nonce, now: Date.now() }))
})
