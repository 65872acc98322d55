// The shop client of one storefront request: the base chosen per SPEC §7 (src/shop/base.ts) and, for the built-in API,
// a fetcher that hands the request straight to `shopApi` in this isolate: no network round trip, no second Worker.
import type { Context } from 'hono'
import { shopApi } from '../api/routes'
import type { AppEnv } from '../app-env'
import { getConfig } from '../config'
import { shopApiBase } from './base'
import { createShopClient, DEFAULT_TIMEOUT_MS, type ShopClient, type ShopFetcher } from './client'

/** What Hono and the Workers runtime both accept as an execution context. */
type ExecutionCtx = Parameters<typeof shopApi.fetch>[2]

/** Dispatches a shop call into the built-in API in-process, with this request's bindings and execution context. */
export function builtInFetcher(env: Env, ctx?: ExecutionCtx): ShopFetcher {
  return async (request) => shopApi.fetch(request, env, ctx)
}

function executionContextOf(c: Context<AppEnv>): ExecutionCtx {
  try {
    return c.executionCtx
  } catch {
    // Hono throws when the app was called without one (e.g. `app.request` in a test).
    return undefined
  }
}

/** The shop client for this request's site: its brand as X-Channel, its locale as X-Locale. */
export function shopClient(c: Context<AppEnv>, timeoutMs: number = DEFAULT_TIMEOUT_MS): ShopClient {
  const config = c.var.config ?? getConfig(c.env)
  const site = c.var.site
  const { source, base } = shopApiBase({
    configuredBase: config.shopApiBase,
    environment: config.environment,
    requestUrl: c.req.url,
  })
  const fetcher = source === 'built-in' ? builtInFetcher(c.env, executionContextOf(c)) : undefined
  return createShopClient({ base, channel: site.brand, locale: site.locale, fetcher, timeoutMs })
}
