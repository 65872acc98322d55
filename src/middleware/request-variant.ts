// Reads the request's page variant once (src/domain/request-variant.ts) and puts it on `c.var.variant`: the page
// cache's key, the renderer and the cookie-writing routes read that value, never the Cookie header again. A request
// still carrying the variant cookies' old names gets them rewritten under the new ones and the old ones expired, before
// the page (cached or not) is answered. The page cache's front door (./page-front-door.ts) reads its variant through
// the same function, so a key it looks up is the key the app would have stored.
import { generateCookie, setCookie } from 'hono/cookie'
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

/** The one reading of a request's page variant, for the app and for the page cache's front door. */
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

/**
 * The variants the page cache's front door read for requests it left to the app (a miss, a request with other
 * cookies): the app takes the very reading instead of parsing the same request again. Held per request object.
 */
const readAtTheDoor = new WeakMap<Request, { site: Site; variant: RequestVariant }>()

export function handOverVariant(request: Request, site: Site, variant: RequestVariant): void {
  readAtTheDoor.set(request, { site, variant })
}

/** The Set-Cookie line that hands a first visit its split key. */
export function splitKeyCookie(splitKey: string): string {
  return generateCookie(SPLIT_KEY_COOKIE, splitKey, VARIANT_COOKIE_OPTIONS)
}

export const requestVariant = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.get('config')
  const site = c.get('site')
  const door = readAtTheDoor.get(c.req.raw)
  const variant =
    door?.site === site
      ? door.variant
      : variantOf({
          config,
          site,
          url: new URL(c.req.url),
          path: c.req.path,
          cookie: c.req.header('cookie'),
          userAgent: c.req.header('user-agent'),
          now: Date.now(),
        })
  c.set('variant', variant)
  for (const [name, value] of variant.migration.rewrite) setCookie(c, name, value, VARIANT_COOKIE_OPTIONS)
  // The old cookies were host-only, Path=/, Secure only over HTTPS: an expiry with the same name, host and path replaces
  // them (Hono's deleteCookie would read the Cookie header once more).
  for (const name of variant.migration.expire)
    setCookie(c, name, '', { path: '/', maxAge: 0, secure: config.scheme === 'https', sameSite: 'Lax' })
  await next()
})
