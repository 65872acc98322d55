// Builds the request scope once per request, right after the request variant (src/loaders/scope.ts): loaders and the
// renderer read `c.var.scope`, never Hono's Context. What only Hono can do (the response, its headers, the execution
// context) is handed in here as plain functions.
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../app-env'
import { createPageScope } from '../loaders/scope'
import { getCookie } from 'hono/cookie'
import { CART_COOKIE, SESSION_COOKIE } from '../domain/cookies'
import { externalShop, personalCall, shopClient } from '../shop/for-request'

export const pageScope = createMiddleware<AppEnv>(async (c, next) => {
  const knownShopper = Boolean(getCookie(c, SESSION_COOKIE, 'host') || getCookie(c, CART_COOKIE, 'host'))
  c.set(
    'scope',
    createPageScope({
      site: c.get('site'),
      config: c.get('config'),
      origin: c.get('origin'),
      url: new URL(c.req.url),
      path: c.req.path,
      variant: () => c.get('variant'),
      kv: c.env.STORY_CACHE,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      shop: (timeoutMs, budget) => shopClient(c, timeoutMs, budget),
      nonce: c.get('nonce'),
      reply: {
        send: (body, status, headers) => c.body(body, status as ContentfulStatusCode, headers),
        failed: () => c.set('renderFailed', true),
      },
      onStale: () => {
        c.set('contentStale', true)
        c.header('x-content-stale', 'true')
      },
      // A stale page's background render waits for fresh content, so the page it renders is kept again.
      refreshing: c.get('pageCacheRead')?.background === true,
      // The page without a part is a degraded page: not one to keep in the page cache.
      onDegraded: () => c.set('pageUncacheable', true),
      // Only a request with a session or cart cookie has a shopper to read; such a request is never page-cached
      // (src/cache/page-policy.ts: any cookie beyond the variant's keeps it out). An external backend's cookies have
      // names of its own: the cart and account pages ask it whatever the request carries, the header does not.
      knownShopper,
      personal: (path) => {
        if (!knownShopper && !externalShop(c)) return undefined
        c.set('pageUncacheable', true)
        return personalCall(c, path)
      },
    }),
  )
  await next()
})
