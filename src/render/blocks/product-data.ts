// Shop data for the shop blocks. A block is a view with no Hono context, so a middleware opens a per-request scope
// (AsyncLocalStorage, like the log context) holding the request's one shop client and a memo of its calls: a block
// asks by key, React suspends until the answer is in, and a retry of the render finds the same promise. A failed call
// is logged once and yields null, so a block renders nothing rather than breaking the page.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createMiddleware } from 'hono/factory'
import { use } from 'react'
import type { AppEnv } from '../../app-env'
import { log } from '../../log'
import type { ShopClient } from '../../shop/client'
import { shopClient } from '../../shop/for-request'

interface ShopScope {
  client: () => ShopClient
  /** The page's own URL: listings inside a block read their state from its query. */
  url: URL
  memo: Map<string, Promise<unknown>>
}

const scope = new AsyncLocalStorage<ShopScope>()

/** Opens the scope; the client is made on first use, after the site middleware has run. */
export const shopScope = createMiddleware<AppEnv>(async (c, next) => {
  let client: ShopClient | undefined
  const store: ShopScope = { client: () => (client ??= shopClient(c)), url: new URL(c.req.url), memo: new Map() }
  await scope.run(store, next)
})

/** The answer of a shop call made once per request and key; null when the call failed or no scope is open. */
export function useShopData<T>(key: string, load: (client: ShopClient) => Promise<T>): T | null {
  const store = scope.getStore()
  if (!store) return null
  let pending = store.memo.get(key) as Promise<T | null> | undefined
  if (!pending) {
    pending = load(store.client()).catch((error: unknown) => {
      log.warn('shop-block-data-unavailable', { key, error })
      return null
    })
    store.memo.set(key, pending)
  }
  return use(pending)
}

/** The request URL of the page being rendered. */
export function pageUrl(): URL | undefined {
  return scope.getStore()?.url
}
