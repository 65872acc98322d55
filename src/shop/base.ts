// Which shop API a storefront request talks to (SPEC §7: "dev override by query parameter, else an internal address,
// else the public site"): `?_apiBase=` on development only, else the configured backend, else the built-in API Worker.
import type { Config } from '../config'
import { API_BASE_PARAM } from '../domain/api-base-param'

/**
 * The built-in API's base. It is never fetched over the network: the client sends it through the SHOP_API service
 * binding (`builtInFetcher`); the reserved `.invalid` name (RFC 2606) makes a misrouted call fail instead of leaving the
 * Worker.
 */
export const BUILT_IN_BASE = 'http://built-in.shop-api.invalid'

/** Development only: `?_apiBase=http://localhost:9000` points this page's shop calls at another backend. */
export { API_BASE_PARAM }

export type ShopApiSource = 'override' | 'configured' | 'built-in'

export interface ShopApiBase {
  source: ShopApiSource
  /** Absolute, without a trailing slash; calls append their path. */
  base: string
  /** An override's: whether the shopper's cookies may go there (a development host of API_BASE_COOKIE_HOSTS). */
  cookies?: boolean
}

/** An http(s) URL without credentials, query or fragment, as a base without trailing slash; undefined otherwise. */
export function normaliseBase(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    return undefined
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

export interface ShopApiBaseInput {
  configuredBase: string | undefined
  environment: Config['environment']
  requestUrl: string | URL
  /** The hosts an override may be sent the shopper's cookies at (src/config.ts apiBaseCookieHosts). */
  cookieHosts?: readonly string[]
}

export function shopApiBase({ configuredBase, environment, requestUrl, cookieHosts = [] }: ShopApiBaseInput): ShopApiBase {
  // Development's: a build without stand-ins (production's, preview's) carries no override.
  if (__STAND_INS__ && environment === 'development') {
    const override = normaliseBase(new URL(requestUrl).searchParams.get(API_BASE_PARAM) ?? undefined)
    // Anyone can send a link with the parameter: the shopper's session and cart cookies go only to this machine's hosts.
    if (override) return { source: 'override', base: override, cookies: cookieHosts.includes(new URL(override).hostname) }
  }
  const configured = normaliseBase(configuredBase)
  if (configured) return { source: 'configured', base: configured }
  return { source: 'built-in', base: BUILT_IN_BASE }
}
