// Reads the request's page variant once (src/domain/request-variant.ts) and puts it on `c.var.variant`: the page
// cache's key, the renderer and the cookie-writing routes read that value, never the Cookie header again. A request
// still carrying the variant cookies' old names gets them rewritten under the new ones and the old ones expired, before
// the page (cached or not) is answered.
import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { isbot } from 'isbot'
import type { AppEnv } from '../app-env'
import { VARIANT_COOKIE_OPTIONS } from '../domain/cookies'
import { readRequestVariant } from '../domain/request-variant'

export const requestVariant = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.get('config')
  const variant = readRequestVariant({
    site: c.get('site'),
    url: new URL(c.req.url),
    path: c.req.path,
    cookie: c.req.header('cookie'),
    crawler: isbot(c.req.header('user-agent')),
    legacyCookies: config.legacyCookiesUntil !== undefined && Date.now() < config.legacyCookiesUntil,
  })
  c.set('variant', variant)
  for (const [name, value] of variant.migration.rewrite) setCookie(c, name, value, VARIANT_COOKIE_OPTIONS)
  // The old cookies were host-only, Path=/, Secure only over HTTPS: an expiry with the same name, host and path replaces
  // them (Hono's deleteCookie would read the Cookie header once more).
  for (const name of variant.migration.expire)
    setCookie(c, name, '', { path: '/', maxAge: 0, secure: config.scheme === 'https', sameSite: 'Lax' })
  await next()
})
