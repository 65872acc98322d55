// Decides the page's feature flags at the edge, before the page cache and the page (SPEC §3, §4, §6): per request,
// from the definitions and the shopper's split key — a random UUID in a cookie readable by scripts (SPEC §3). An
// experiment key is not strictly necessary (ePrivacy), so by default a shopper without granted consent gets no key and
// no evaluation: every flag is control, one shared page-cache copy; a key already stored is left alone and unread. The
// first request with consent (or every first visit, with EXPERIMENTS_NEED_CONSENT off) gets its key here, so even its
// page can come from the cache under that key's treatments.
// Crawlers get no evaluation and no key: every flag is control for them, one shared variant. Any failure leaves every
// flag off.
import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { SPLIT_KEY_COOKIE, VARIANT_COOKIE_OPTIONS } from '../domain/cookies'
import { evaluateFlags } from '../domain/flags'
import { withTreatments } from '../domain/request-variant'
import { flagDefinitions } from '../flags/definitions'
import { log } from '../log'

export const featureFlags = createMiddleware<AppEnv>(async (c, next) => {
  const variant = c.get('variant')
  if (c.req.method !== 'GET' || variant.crawler) return next()
  if (c.get('config').experimentsNeedConsent && variant.consent !== 'granted') return next()
  let userKey = variant.splitKey
  if (!userKey) {
    userKey = crypto.randomUUID()
    setCookie(c, SPLIT_KEY_COOKIE, userKey, VARIANT_COOKIE_OPTIONS)
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
