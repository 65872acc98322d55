// A request scope for one test request, built from plain inputs as the Worker's middleware builds it (no Hono app):
// the wrangler.toml configuration (the demo space's stand-in for Storyblok), real KV, the built-in shop API in this
// isolate, and a record of what the loader asked of the response (background work, a degraded page, stale content).
import { env } from 'cloudflare:workers'
import { getConfig } from '../../src/config'
import { siteOrigin } from '../../src/http/site-origin'
import { evaluateFlags, type FlagDefinition } from '../../src/domain/flags'
import { readRequestVariant, withTreatments } from '../../src/domain/request-variant'
import { resolveSite, routePath } from '../../src/domain/site'
import { createPageScope, type PageScope } from '../../src/loaders/scope'
import { BUILT_IN_BASE } from '../../src/shop/base'
import { createShopClient, type ShopFetcher } from '../../src/shop/client'
import { builtInFetcher } from '../../src/shop/for-request'

export interface TestRequest {
  /** `cards.de.localhost` unless given; `preview.` hosts are the editors'. */
  host?: string
  /** Path and query as the shopper asked for them, markers included. */
  path?: string
  cookie?: string
  crawler?: boolean
  /** Feature-flag definitions the flags step evaluates for this request (none: every flag off). */
  flags?: readonly FlagDefinition[]
  /** Answers the shop calls instead of the built-in API (e.g. a shop that fails). */
  shop?: ShopFetcher
}

export interface TestScope {
  scope: PageScope
  /** Every shop call the scope's clients made, as `METHOD path?query`. */
  shopCalls: string[]
  /** How often the loader marked the page as degraded (not to keep). */
  degraded: () => number
  /** Waits for the background work the loader handed to waitUntil. */
  settle: () => Promise<void>
}

export function testScope(request: TestRequest = {}): TestScope {
  const host = request.host ?? 'cards.de.localhost'
  const config = getConfig(env)
  const url = new URL(`http://${host}${request.path ?? '/'}`)
  const resolution = resolveSite(config.hosts, host, url.pathname)
  if (resolution.kind !== 'site') throw new Error(`${host}${url.pathname} is no page of a site (${resolution.kind})`)
  const { site } = resolution
  const path = routePath(url.href)
  const read = readRequestVariant({ site, url, path, cookie: request.cookie, crawler: request.crawler ?? false })
  // As the flags step does it for a shopper with a split key; crawlers get no treatments.
  const splitKey = read.splitKey ?? '0b5c2a53-8d0e-4c4b-9f5e-1e2d3c4b5a69'
  const variant = read.crawler
    ? read
    : withTreatments(
        read,
        splitKey,
        evaluateFlags(request.flags ?? [], {
          brand: site.brand,
          locale: site.locale,
          platform: site.platform,
          path,
          userKey: splitKey,
          isBot: false,
        }),
      )
  const waiting: Promise<unknown>[] = []
  const shopCalls: string[] = []
  const fetcher = request.shop ?? builtInFetcher(env)
  let degraded = 0
  const scope = createPageScope({
    site,
    config,
    origin: siteOrigin(config, site, url.href),
    url,
    path,
    variant: () => variant,
    kv: env.STORY_CACHE,
    waitUntil: (promise) => void waiting.push(promise),
    shop: (timeoutMs, budget) =>
      createShopClient({
        base: BUILT_IN_BASE,
        channel: site.brand,
        locale: site.locale,
        timeoutMs,
        budget,
        fetcher: (call) => {
          const called = new URL(call.url)
          shopCalls.push(`${call.method} ${called.pathname}${called.search}`)
          return fetcher(call)
        },
      }),
    nonce: 'test-nonce',
    reply: {
      send: (body, status, headers) => new Response(body, { status, headers }),
      failed: () => undefined,
    },
    onDegraded: () => void (degraded += 1),
  })
  return {
    scope,
    shopCalls,
    degraded: () => degraded,
    settle: async () => {
      while (waiting.length > 0) await Promise.allSettled(waiting.splice(0))
    },
  }
}
