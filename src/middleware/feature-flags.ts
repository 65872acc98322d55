// Decides the page's feature flags at the edge, before the page cache and the page (SPEC §3, §4, §6): per request,
// from the definitions and the shopper's split key — a random UUID in a cookie readable by scripts (SPEC §3). A first
// visit gets its key here, so even its page can come from the cache under that key's treatments.
// Crawlers get no evaluation and no key: every flag is control for them, one shared variant. Any failure leaves every
// flag off.
import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { MAX_COOKIE_AGE_SECONDS, SPLIT_KEY_COOKIE } from '../domain/cookies'
import { evaluateFlags } from '../domain/flags'
import { withTreatments } from '../domain/request-variant'
import { flagDefinitions } from '../flags/definitions'
import { log } from '../log'

export const featureFlags = createMiddleware<AppEnv>(async (c, next) => {
  const variant = c.get('variant')
  if (c.req.method !== 'GET' || variant.crawler) return next()
  let userKey = variant.splitKey
  if (!userKey) {
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
  let treatments = {}
  try {
    const definitions = await flagDefinitions({
      kv: c.env.STORY_CACHE,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      now: Date.now,
    })
    const site = c.get('site')
    treatments = evaluateFlags(definitions, {
      brand: site.brand,
      locale: site.locale,
      platform: site.platform,
      path: variant.path,
      userKey,
      isBot: false,
    })
  } catch (error) {
    log.error('feature-flag-no-treatment', { error })
  }
  c.set('variant', withTreatments(variant, userKey, treatments))
  return next()
})
