// The page cache's front door: a page kept in the page cache is answered before the app routes the request, at the
// cost of its bytes (a cache hit through the app costs a route match over every pattern and a dozen middleware).
// It answers only what the app would answer with the same kept page, and leaves everything else to the app:
// - the same readings: the site from the host table, the variant through the app's one reader, the same flags step,
//   the same page-cache slot and lookup, the same security headers and hit headers;
// - only anonymous GETs of page paths (no pictures, files, operator paths or shop calls) on public hosts, without
//   credentials, whose path needs no redirect (repeated slashes), with no old cookie names to rewrite and no
//   password-reset link to check (those run their middleware in the app);
// - a page is kept under its build, host, path and query: a key found here was stored by this build's page tier for
//   this very URL, so no earlier route or redirect of this build can claim it;
// - a stale page is rendered anew in the background through the whole app, as the app's own stale answer does.
// On a miss the request goes to the app, which renders it without looking the same key up again.
import type { Config } from '../config'
import { getConfig } from '../config'
import { cachedPage, pageBytes, pageCacheSlot } from '../cache/page-store'
import { spaceVersionOf } from '../content/cms'
import { isPagePath } from '../domain/links'
import { isCallPath } from '../domain/routes'
import { collapseSlashes, resolveSite, routePath } from '../domain/site'
import { requestLogContext } from '../log'
import { withFlags } from './feature-flags'
import { foundPageHeaders, markMissedAtTheDoor, renderInBackground, type Redispatch } from './page-cache'
import type { FoundPage, StoredPage } from '../cache/page-store'
import { opensResetLink } from './reset-link'
import { contentSecurityPolicy, drawNonce, securityHeaderSet, type HeaderSet } from './security-headers'
import { handOverVariant, splitKeyCookie, variantOf } from './request-variant'

/**
 * A kept page's headers with every security header but the CSP, built once per page and header set: each answer copies
 * them (one call into the runtime) and sets only what is its own, where a list of pairs costs the runtime every pair.
 */
const headerTemplates = new WeakMap<StoredPage, WeakMap<HeaderSet, Headers>>()

function headerTemplate(found: FoundPage, set: HeaderSet): Headers {
  let bySet = headerTemplates.get(found.page)
  if (!bySet) {
    bySet = new WeakMap()
    headerTemplates.set(found.page, bySet)
  }
  let template = bySet.get(set)
  if (!template) {
    template = new Headers(foundPageHeaders(found))
    for (const [name, value] of set.fixed) template.set(name, value)
    bySet.set(set, template)
  }
  return template
}

function configOf(env: Env): Config | undefined {
  try {
    return getConfig(env)
  } catch {
    // The app answers a configuration error, with its log line.
    return undefined
  }
}

/** The kept page for this request, answered as the app would answer it; undefined when the app must answer. */
export async function answerFromPageCache(
  request: Request,
  env: Env,
  executionCtx: ExecutionContext,
  redispatch: Redispatch,
): Promise<Response | undefined> {
  if (request.method !== 'GET' || request.headers.has('authorization')) return undefined
  // Pictures, files, operator paths and the shop calls are never pages: they go to the app without a cache lookup.
  const path = routePath(request.url)
  if (!isPagePath(path) || isCallPath(path)) return undefined
  const config = configOf(env)
  if (!config || config.pageCacheSeconds <= 0) return undefined
  const url = new URL(request.url)
  const resolution = resolveSite(config.hosts, request.headers.get('host') ?? url.host, url.pathname)
  if (resolution.kind !== 'site' || (__PREVIEW_HOSTS__ && resolution.site.preview)) return undefined
  if (collapseSlashes(url.pathname) !== url.pathname || opensResetLink(request.method, url)) return undefined
  const site = resolution.site
  const waitUntil = (promise: Promise<unknown>) => executionCtx.waitUntil(promise)
  const kv = env.STORY_CACHE
  // Whatever answers a page needs the space's cv: its read (isolate memory, else KV, on a cold start also the CMS) goes
  // out now, beside the reading of the request, and the slot below joins it.
  const version = spaceVersionOf({ config, kv, waitUntil, now: Date.now }, site.brand)
  void version.current()
  const now = Date.now()
  const read = variantOf({
    config,
    site,
    url,
    path,
    cookie: request.headers.get('cookie') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? undefined,
    now,
  })
  // A request left to the app hands it this reading, so the app does not parse the request again.
  const toApp = () => {
    handOverVariant(request, site, read)
    return undefined
  }
  if (!read.anonymous || read.migration.expire.length > 0) return toApp()
  const variant = await withFlags({ variant: read, site, config, method: request.method, kv, waitUntil })
  const slot = await pageCacheSlot(
    {
      build: config.buildVersion,
      method: request.method,
      authorization: false,
      variant,
      seconds: config.pageCacheSeconds,
      staleSeconds: config.pageStaleSeconds,
    },
    () => version,
  )
  if (!slot) return toApp()
  const found = await cachedPage(slot, variant.flags, now)
  if (!found) {
    // A first visit's new split key is drawn again by the app, whose treatments may have a page: it looks again.
    if (!variant.splitKeyIssued) markMissedAtTheDoor(request)
    return toApp()
  }
  const requestId = request.headers.get('cf-ray') ?? crypto.randomUUID()
  if (found.state === 'stale') {
    const context = { requestId, host: url.host, path: url.pathname, quiet: url.searchParams.get('logging') === '0' }
    requestLogContext.run(context, () => renderInBackground({ request, variant, env, executionCtx }, found.key, redispatch))
  }
  const set = securityHeaderSet(env, request)
  const nonce = drawNonce()
  const headers = new Headers(headerTemplate(found, set))
  headers.set('x-page-cache', found.state)
  headers.set('Content-Security-Policy', contentSecurityPolicy(set, nonce))
  headers.set('x-request-id', requestId)
  if (variant.splitKeyIssued && variant.splitKey) headers.append('set-cookie', splitKeyCookie(variant.splitKey))
  return new Response(pageBytes(found.page, nonce), { status: 200, headers })
}
