// The shop API of one storefront request: the base chosen per SPEC §7 (src/shop/base.ts), and for the built-in API its
// Worker's service binding (SHOP_API) as the fetcher, so one client serves the built-in API and an external backend alike.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { apiBaseCookieHosts, getConfig } from '../config'
import { routePath } from '../domain/site'
import { API_BASE_PARAM, shopApiBase, type ShopApiBase } from './base'
import { createShopClient, DEFAULT_TIMEOUT_MS, type ShopClient, type ShopFetcher } from './client'

/** Sends a shop call to the built-in shop API Worker through the storefront's service binding. */
export function builtInFetcher(env: Env): ShopFetcher {
  return (request) => env.SHOP_API.fetch(request)
}

function baseFor(c: Context<AppEnv>): ShopApiBase {
  const config = c.var.config ?? getConfig(c.env)
  return shopApiBase({
    configuredBase: config.shopApiBase,
    environment: config.environment,
    requestUrl: c.req.url,
    cookieHosts: __STAND_INS__ ? apiBaseCookieHosts(c.env) : [],
  })
}

/** The shop client for this request's site: its brand as X-Channel, its locale as X-Locale; `budget`: its page's. */
export function shopClient(c: Context<AppEnv>, timeoutMs: number = DEFAULT_TIMEOUT_MS, budget?: AbortSignal): ShopClient {
  const site = c.var.site
  const { source, base } = baseFor(c)
  const fetcher = source === 'built-in' ? builtInFetcher(c.env) : undefined
  return createShopClient({ base, channel: site.brand, locale: site.locale, fetcher, timeoutMs, budget })
}

/** Whether this request's shop calls go to an external backend (SHOP_API_BASE or the development override). */
export function externalShop(c: Context<AppEnv>): boolean {
  return baseFor(c).source !== 'built-in'
}

/**
 * A call the browser made on this host (a shop call, or a site's customer or cart call), passed on: method, query,
 * headers and body as they came. The built-in API gets the very request through the binding (its path with the site's
 * markers included), so it resolves the same site from host and path. An external backend gets the contract's path
 * at its base, without the site's language or desktop markers (SPEC §7: `{base}{path}`), and learns the site from
 * X-Channel and X-Locale, as every shop call tells it. The answer is never followed (a form post's 303 goes to the
 * browser).
 */
export async function passOnToShop(c: Context<AppEnv>): Promise<Response> {
  const { source, base, cookies } = baseFor(c)
  if (source === 'built-in') return c.env.SHOP_API.fetch(new Request(c.req.raw, { redirect: 'manual' }))
  const url = new URL(c.req.url)
  // The override chose this backend; it is the storefront's parameter, not the backend's.
  url.searchParams.delete(API_BASE_PARAM)
  const headers = new Headers(c.req.raw.headers)
  headers.delete('host')
  if (__STAND_INS__ && cookies === false) headers.delete('cookie')
  const site = c.var.site
  if (site) {
    headers.set('x-channel', site.brand)
    headers.set('x-locale', site.locale)
  }
  return fetch(
    new Request(`${base}${routePath(c.req.url)}${url.search}`, {
      method: c.req.method,
      headers,
      body: c.req.raw.body,
      redirect: 'manual',
    }),
  )
}

/**
 * A GET of the shop API's personal calls (the cart, the customer) for a page the storefront renders, with the
 * shopper's own cookies and nothing else, so the API finds the same session or guest cart. The built-in API gets the
 * site's path with its markers on this host (it resolves the site from them); an external backend gets the contract's
 * path at its base with X-Channel and X-Locale.
 */
export function personalCall(c: Context<AppEnv>, path: string): Promise<Response> {
  const { source, base, cookies } = baseFor(c)
  const site = c.var.site
  const headers = new Headers({ accept: 'application/json', 'x-channel': site.brand, 'x-locale': site.locale })
  const cookie = c.req.header('cookie')
  if (cookie && !(__STAND_INS__ && cookies === false)) headers.set('cookie', cookie)
  const target = source === 'built-in' ? new URL(c.req.url).origin + site.basePath : base
  const request = new Request(target + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS) })
  return source === 'built-in' ? c.env.SHOP_API.fetch(request) : fetch(request)
}
