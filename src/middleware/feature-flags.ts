// Decides the page's feature flags at the edge, before the page cache and the page (SPEC §3, §4, §6): per request,
// from the definitions and the shopper's split key — a random UUID in a cookie readable by scripts (SPEC §3). An
// experiment key is not strictly necessary (ePrivacy), so by default a shopper without granted consent gets no key and
// no evaluation: every flag is control, one shared page-cache copy; a key already stored is left alone and unread. The
// first request with consent (or every first visit, with EXPERIMENTS_NEED_CONSENT off) gets its key here, so even its
// page can come from the cache under that key's treatments.
// Crawlers get no evaluation and no key: every flag is control for them, one shared variant. Any failure leaves every
// flag off. A page's GET had its flags decided by the page cache, first in the app (./page-cache.ts), through the same
// `withFlags`: this middleware then only hands a first visit its key.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import type { Config } from '../config'
import { evaluateFlags } from '../domain/flags'
import { withTreatments, type RequestVariant } from '../domain/request-variant'
import type { Site } from '../domain/site'
import { flagDefinitions } from '../flags/definitions'
import { log } from '../log'
import { splitKeyCookie } from './request-variant'

export interface FlagsRequest {
  variant: RequestVariant
  site: Site
  config: Config
  method: string
  kv: KVNamespace
  waitUntil(promise: Promise<unknown>): void
}

/**
 * The variant with this shopper's treatments, and a new split key where a first visit gets one
 * (`splitKeyIssued`): the one flags step, of this middleware and of the page cache.
 */
export async function withFlags({ variant, site, config, method, kv, waitUntil }: FlagsRequest): Promise<RequestVariant> {
  if (method !== 'GET' || variant.crawler) return variant
  if (config.experimentsNeedConsent && variant.consent !== 'granted') return variant
  const userKey = variant.splitKey ?? crypto.randomUUID()
  let treatments = {}
  try {
    const definitions = await flagDefinitions({ kv, waitUntil, now: Date.now })
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
  return withTreatments(variant, userKey, treatments)
}

export const featureFlags = createMiddleware<AppEnv>(async (c, next) => {
  const variant =
    c.get('pageCacheRead')?.variant ??
    (await withFlags({
      variant: c.get('variant'),
      site: c.get('site'),
      config: c.get('config'),
      method: c.req.method,
      kv: c.env.STORY_CACHE,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    }))
  if (variant.splitKeyIssued && variant.splitKey) c.header('set-cookie', splitKeyCookie(variant.splitKey), { append: true })
  c.set('variant', variant)
  return next()
})
