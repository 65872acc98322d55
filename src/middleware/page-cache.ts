// Serves public pages from the HTML page cache when it can (src/cache/page-store.ts has the rules); on a miss it
// leaves the slot for renderPage, which stores the page once it has rendered completely. A hit goes out through
// c.body, so what earlier middleware prepared for this response (a first visit's split-key cookie) goes with it.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { cachedPage, pageCacheSlot, pageStream, storePage } from '../cache/page-store'
import { spaceVersionOf } from '../content/cms'
import { contentContext } from './content-context'

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next()
  const slot = await pageCacheSlot(c, () => spaceVersionOf(contentContext(c), c.get('site').brand))
  if (!slot) return next()
  const page = await cachedPage(slot, c.get('variant').flags, Date.now())
  if (page) {
    return c.body(pageStream(page, c.get('secureHeadersNonce')), 200, {
      ...page.headers,
      'cache-control': 'private, no-cache',
      'x-page-cache': 'hit',
    })
  }
  c.set('pageSink', (body, page) => storePage(body, { ...page, slot, flags: c.get('variant').flags, now: Date.now() }))
  await next()
})
