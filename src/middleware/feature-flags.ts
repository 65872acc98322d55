// Decides the page's feature flags at the edge, before the page cache and the page (SPEC §3, §4, §6): per request,
// from the definitions and the shopper's split key — a random UUID in a cookie readable by scripts (SPEC §3).
// Crawlers get no evaluation and no key. Any failure leaves every flag off.
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { isbot } from 'isbot'
import type { AppEnv } from '../app-env'
import { MAX_COOKIE_AGE_SECONDS } from '../domain/cookies'
import { evaluateFlags } from '../domain/flags'
import { flagDefinitions } from '../flags/definitions'
import { log } from '../log'

export const SPLIT_KEY_COOKIE = 'split_key'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const featureFlags = createMiddleware<AppEnv>(async (c, next) => {
  c.set('flags', {})
  if (c.req.method !== 'GET' || isbot(c.req.header('user-agent'))) return next()
  let userKey = getCookie(c, SPLIT_KEY_COOKIE)
  if (!userKey || !UUID.test(userKey)) {
    userKey = crypto.randomUUID()
    setCookie(c, SPLIT_KEY_COOKIE, userKey, {
      path: '/',
      maxAge: MAX_COOKIE_AGE_SECONDS,
      sameSite: 'Lax',
      secure: c.get('config').scheme === 'https',
      // SPEC §3: not HttpOnly; client code may read the key.
      httpOnly: false,
    })
  }
  const site = c.get('site')
  try {
    const definitions = await flagDefinitions(c.env.STORY_CACHE)
    c.set('flags', evaluateFlags(definitions, { brand: site.brand, locale: site.locale, platform: site.platform, path: c.req.path, userKey, isBot: false }))
  } catch (error) {
    log.error('feature-flag-no-treatment', { error })
  }
  return next()
})
