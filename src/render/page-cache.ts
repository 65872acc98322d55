// The HTML page cache (Cache API, per data centre): anonymous public pages, keyed by host, path, query, the shopper's
// dismissed bars and the space's cache version, kept PAGE_CACHE_SECONDS (60 s in wrangler.toml). Never preview hosts, never a request carrying any cookie
// beyond the dismissed bars (sessions and personal data stay out), never a response that sets a cookie, was built
// from stale content, or failed or was cut off while rendering. The response's CSP nonce is never stored: it is replaced
// by a placeholder on the way in and by the new response's own nonce on the way out.
// Why the Cache API and not KV: pages are hot locally and cheap to rebuild; KV would replicate them worldwide.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { currentCacheVersion } from '../content/cache-version'
import { fetchCacheVersion } from '../content/cms'
import { contentContext } from '../content/context'
import { CONSENT_COOKIE, parseConsent } from '../domain/consent'
import { DISMISSED_BARS_COOKIE, parseDismissedBars } from '../domain/dismissed-bars'
import { log } from '../log'
import { SPLIT_KEY_COOKIE } from '../middleware/feature-flags'
import { SMART_BANNER_COOKIE } from './islands/smart-banner-view'

// The split key only chooses treatments, which are part of the key; dismissed bars, consent and the dismissed smart
// banner are part of it too.
const CACHEABLE_COOKIES = new Set([DISMISSED_BARS_COOKIE, SPLIT_KEY_COOKIE, CONSENT_COOKIE, SMART_BANNER_COOKIE])

function cookieNames(header: string | undefined): string[] {
  return (header ?? '').split(';').map((part) => part.split('=')[0]?.trim() ?? '').filter(Boolean)
}

/** The cache key of this request's page, or undefined when the page must not come from or go into the cache. */
export async function pageCacheKey(c: Context<AppEnv>): Promise<string | undefined> {
  const site = c.get('site')
  const cookie = c.req.header('cookie')
  if (!c.get('config').pageCacheSeconds || site.preview || c.req.method !== 'GET' || c.req.header('authorization')) return undefined
  if (!cookieNames(cookie).every((name) => CACHEABLE_COOKIES.has(name))) return undefined
  const config = c.get('config')
  const known = await currentCacheVersion(contentContext(c), site.brand, () => fetchCacheVersion(config, site.brand))
  if (!known) return undefined
  const url = new URL(c.req.url)
  const dismissed = parseDismissedBars(/(?:^|;\s*)dismissed_bars=([^;]*)/.exec(cookie ?? '')?.[1]).sort().join('.')
  const key = new URL(`https://page-cache.invalid/${site.host}${url.pathname}`)
  key.search = url.search
  key.searchParams.set('__cv', String(known.cv))
  key.searchParams.set('__bars', dismissed)
  key.searchParams.set('__consent', parseConsent(/(?:^|;\s*)consent=([^;]*)/.exec(cookie ?? '')?.[1]))
  key.searchParams.set('__flags', Object.entries(c.get('flags') ?? {}).map(([name, treatment]) => `${name}=${treatment}`).sort().join(','))
  // A dismissed smart banner is not rendered at all (it never flashes), so those pages are cached apart.
  if (cookieNames(cookie).includes(SMART_BANNER_COOKIE)) key.searchParams.set('__banner', 'dismissed')
  return key.toString()
}

/** Stands where the nonce was; base64 never contains `%`, so it cannot collide with a real nonce. */
const NONCE_PLACEHOLDER = '%%csp-nonce%%'

/** The cached page with this response's nonce in place of the placeholder. */
export async function cachedPage(key: string, nonce: string | undefined): Promise<Response | undefined> {
  try {
    const hit = await caches.default.match(key)
    if (!hit) return undefined
    const html = await hit.text()
    return new Response(nonce ? html.replaceAll(NONCE_PLACEHOLDER, nonce) : html, hit)
  } catch (error) {
    log.warn('page-cache-read-failed', { error })
    return undefined
  }
}

/** Reads the second branch of a rendered page and stores it, unless rendering failed, stopped or used the nonce. */
export interface StoreRequest {
  key: string
  seconds: number
  headers: Headers
  /** Set by the renderer's onError. */
  state: { failed: boolean }
  nonce: string | undefined
}

export async function storePage(body: ReadableStream<Uint8Array>, { key, seconds, headers, state, nonce }: StoreRequest): Promise<void> {
  try {
    const html = await new Response(body).text()
    if (state.failed || !html.trimEnd().endsWith('</html>')) return
    const stored = new Headers(headers)
    stored.set('cache-control', `public, max-age=${seconds}`)
    stored.delete('set-cookie')
    const page = nonce ? html.replaceAll(nonce, NONCE_PLACEHOLDER) : html
    await caches.default.put(key, new Response(page, { status: 200, headers: stored }))
  } catch (error) {
    log.warn('page-cache-write-failed', { error })
  }
}
