// Serves public pages from the HTML page cache when it can (src/render/page-cache.ts has the rules); on a miss it
// leaves the key for renderPage, which stores the page once it has rendered completely.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { cachedPage, pageCacheKey } from '../render/page-cache'

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET') return next()
  const key = await pageCacheKey(c)
  if (!key) return next()
  const response = await cachedPage(key, c.get('secureHeadersNonce'))
  if (response) {
    response.headers.set('cache-control', 'private, no-cache')
    response.headers.set('x-page-cache', 'hit')
    response.headers.delete('x-content-stale')
    return response
  }
  c.set('pageCacheKey', key)
  await next()
})
