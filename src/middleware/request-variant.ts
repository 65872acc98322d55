// Reads the request's page variant once (src/domain/request-variant.ts) and puts it on `c.var.variant`: the page
// cache's key, the renderer and the cookie-writing routes read that value, never the Cookie header again. A page's GET
// was read by the page cache, first in the app (./page-cache.ts), through the same `variantOf`: its reading is taken
// as it is. A request still carrying the variant cookies' old names gets them rewritten under the new ones and the old
// ones expired, before the page (cached or not) is answered.
import { generateCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { isbot } from 'isbot'
import type { AppEnv } from '../app-env'
import type { Config } from '../config'
import { SPLIT_KEY_COOKIE, VARIANT_COOKIE_OPTIONS } from '../domain/cookies'
import { readRequestVariant, type RequestVariant } from '../domain/request-variant'
import type { Site } from '../domain/site'

/** User agents seen by this isolate, and whether each is a crawler: a shop hears the same few hundred again and again. */
const crawlers = new Map<string, boolean>()
const CRAWLER_MEMORY = 512

function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent) return isbot(userAgent)
  let crawler = crawlers.get(userAgent)
  if (crawler === undefined) {
    crawler = isbot(userAgent)
    if (crawlers.size >= CRAWLER_MEMORY) crawlers.clear()
    crawlers.set(userAgent, crawler)
  }
  return crawler
}

export interface VariantRequest {
  config: Config
  site: Site
  url: URL
  /** The path routes match (`routePath`). */
  path: string
  cookie: string | undefined
  userAgent: string | undefined
  /** The request's clock (ms): old cookie names count only until LEGACY_COOKIES_UNTIL. */
  now: number
}

/** The one reading of a request's page variant, for this middleware and for the page cache. */
export function variantOf({ config, site, url, path, cookie, userAgent, now }: VariantRequest): RequestVariant {
  return readRequestVariant({
    site,
    url,
    path,
    cookie,
    crawler: isCrawler(userAgent),
    legacyCookies: config.legacyCookiesUntil !== undefined && now < config.legacyCookiesUntil,
  })
}

/** The Set-Cookie line that hands a first visit its split key. */
export function splitKeyCookie(splitKey: string): string {
  return generateCookie(SPLIT_KEY_COOKIE, splitKey, VARIANT_COOKIE_OPTIONS)
}

/**
 * The Set-Cookie lines of a request still carrying the variant cookies' old names: each rewritten under its new name,
 * and the old one expired. The old cookies were host-only, Path=/, Secure only over HTTPS: an expiry with the same
 * name, host and path replaces them.
 */
export function migrationCookies(variant: RequestVariant, config: Config): string[] {
  const lines: string[] = []
  for (const [name, value] of variant.migration.rewrite) lines.push(generateCookie(name, value, VARIANT_COOKIE_OPTIONS))
  for (const name of variant.migration.expire)
    lines.push(generateCookie(name, '', { path: '/', maxAge: 0, secure: config.scheme === 'https', sameSite: 'Lax' }))
  return lines
}

export const requestVariant = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.get('config')
  const variant =
    c.get('pageCacheRead')?.variant ??
    variantOf({
      config,
      site: c.get('site'),
      url: new URL(c.req.url),
      path: c.req.path,
      cookie: c.req.header('cookie'),
      userAgent: c.req.header('user-agent'),
      now: Date.now(),
    })
  c.set('variant', variant)
  for (const cookie of migrationCookies(variant, config)) c.header('set-cookie', cookie, { append: true })
  await next()
})
