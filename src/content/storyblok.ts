// The Storyblok client per brand, content version and cache version, with its options pinned (its defaults: no timeout,
// 10 x 300 ms retries; why ours differ: docs/architecture.md "Decisions worth knowing").
import StoryblokClient from 'storyblok-js-client'
import { holdsIsolateMemory } from '../cache/isolate-memory'
import type { Config } from '../config'
import { beforeAbort } from '../domain/before-abort'
import type { Brand } from '../domain/countries'
import { DEMO_ENDPOINT, DEMO_PREVIEW_TOKEN, DEMO_PUBLIC_TOKEN, DEMO_SPACE_IDS } from './demo/ids'

export type ContentVersion = 'published' | 'draft'

export class MissingTokenError extends Error {
  override name = 'MissingTokenError'
}

const clients = new Map<string, StoryblokClient>()

// The clients and their request throttles.
if (__STAND_INS__)
  holdsIsolateMemory('Storyblok clients', () => {
    clients.clear()
    blockedUntil.clear()
  })

/**
 * True when the brand's published content comes from the bundled demo space (no token, and the space is bound). Never
 * in a build without the stand-in (`__DEMO_SPACE__`: production and preview), whose environments bind no space either.
 * Callers test `__DEMO_SPACE__` beside it too: the bundler does not look into a function, so only a test at the call
 * leaves the demo space's names (./demo/ids.ts) and the branch out of such a build.
 */
export function usesDemoSpace(config: Config, brand: Brand): config is Config & { cms: { demoSpace: KVNamespace } } {
  return __DEMO_SPACE__ && config.cms.tokens[brand].published === undefined && config.cms.demoSpace !== undefined
}

/**
 * The demo space's fetch, its module loaded on first use. Callers test `__DEMO_SPACE__` where they call it, so a build
 * without the stand-in drops the call; the test here drops the import itself, which the bundler counts before it drops
 * dead code: kept, it would wrap every module the demo space shares with the Worker in a lazy initialiser.
 */
function demoSpaceFetch(kv: KVNamespace, brand: Brand, latencyMs: number): typeof fetch {
  const loaded = __DEMO_SPACE__
    ? import('./demo/space').then(({ demoFetch }) => demoFetch(kv, brand, { latencyMs }))
    : Promise.reject(new Error('no demo space in this build'))
  return async (input, init) => (await loaded)(input, init)
}

export interface CmsSpace {
  id: string
  previewToken: string
}

/** The brand's space id and preview token, which verify editor tokens; undefined where no preview token is configured. */
export function cmsSpace(config: Config, brand: Brand): CmsSpace | undefined {
  // The demo space's preview token is public (it is in this repository): it may open drafts only where the demo space
  // is meant to be (development and the tests). Anywhere else a brand without its own preview token has no preview.
  if (__DEMO_SPACE__ && usesDemoSpace(config, brand)) {
    const local = config.environment === 'development' || config.environment === 'test'
    return local ? { id: String(DEMO_SPACE_IDS[brand]), previewToken: DEMO_PREVIEW_TOKEN } : undefined
  }
  const previewToken = config.cms.tokens[brand].preview
  const id = config.cms.spaceIds[brand]
  return previewToken && id ? { id, previewToken } : undefined
}

function tokenFor(config: Config, brand: Brand, version: ContentVersion): string {
  if (__DEMO_SPACE__ && usesDemoSpace(config, brand)) return version === 'draft' ? DEMO_PREVIEW_TOKEN : DEMO_PUBLIC_TOKEN
  const token = __PREVIEW_HOSTS__ && version === 'draft' ? config.cms.tokens[brand].preview : config.cms.tokens[brand].published
  // SPEC §8: a missing content access token is logged (by the caller) and the page fails calmly.
  if (!token) throw new MissingTokenError(`No Storyblok ${version} token configured for the ${brand} brand`)
  return token
}

/**
 * SPEC §8 asks for 10 retries of a 429, 300 ms apart. On the edge a page's reads run in parallel inside one request:
 * 10 retries would turn a 429 storm into up to 11 subrequests per read and hold the shopper for 3 s or more per read,
 * where a cached copy (or the calm 503) serves them better. Two retries, 300 ms apart, as SPEC spaces them.
 */
export const CMS_MAX_RETRIES = 2
export const CMS_RETRY_DELAY_MS = 300
/**
 * Storyblok's `Retry-After` on a 429, honoured per token: until it has passed no call of that token goes out. A page
 * read does not wait for it (its client gets the 429 at once and the page serves a cached copy or the calm 503); the
 * page index's listing, which runs in the background, waits up to `MAX_PATIENCE_MS` per answer, at most
 * `PATIENT_RETRIES` times.
 */
const blockedUntil = new Map<string, number>()
const MAX_PATIENCE_MS = 10_000
const PATIENT_RETRIES = 3

/** A `Retry-After` in ms: delta seconds or an HTTP date; 0 when absent or unreadable (the client's own delay applies). */
export function retryAfterMs(value: string | null, now: number): number {
  const ms = value?.trim() ? Number(value) * 1000 || Date.parse(value) - now : 0
  return ms > 0 ? ms : 0
}

function withRetryAfter(send: typeof fetch, token: string, patient: boolean): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const wait = (blockedUntil.get(token) ?? 0) - Date.now()
      if (wait > 0) {
        if (!patient || wait > MAX_PATIENCE_MS)
          return new Response('{}', { status: 429, headers: { 'retry-after': String(Math.ceil(wait / 1000)) } })
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
      const response = await send(input, init)
      if (response.status !== 429) return response
      blockedUntil.set(token, Date.now() + retryAfterMs(response.headers.get('retry-after'), Date.now()))
      if (!patient || attempt >= PATIENT_RETRIES) return response
    }
  }
}

/**
 * A fetch whose every exchange, its body included, ends within `timeoutMs`. The client's own timeout stops at the
 * headers (it reads the body without one), and the follow-ups started ahead carry the first chunk's signal, whose timer
 * the client clears: a CMS that sent its headers and stalled would hold the read, and every read joining it, forever.
 */
function withinTimeout(send: typeof fetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    const response = await send(input, { ...init, signal })
    return response.body ? new Response(await beforeAbort(signal, () => response.arrayBuffer()), response) : response
  }
}

/** Published reads of the CDN API: Storyblok redirects those without the current cv (an extra round trip each). */
const CACHED_READ = /\/cdn\/(stories|links)(\/|$)/

/**
 * A fetch that names `param` on every read of the CDN API that lacks it: a published read's `cv`, a release preview's
 * `from_release`. The client sends its own follow-ups (`by_uuids`, for `rel_uuids` and `link_uuids`) without them: a
 * published one would cost a redirect, a release's would show links from outside the release.
 */
function withParam(send: typeof fetch, param: 'cv' | 'from_release', value: string): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!CACHED_READ.test(url.pathname) || url.searchParams.has(param)) return send(input, init)
    url.searchParams.set(param, value)
    return send(url.toString(), init)
  }
}

/** How many uuids storyblok-js-client asks for per `by_uuids` follow-up (its own constant). */
const FOLLOW_UP_CHUNK = 50
/** Follow-ups started ahead that the client has not asked for yet (a read whose client gave up); bounded. */
const MAX_AHEAD = 32

/**
 * A fetch that starts all of a draft read's `by_uuids` follow-ups at once. Past 50 links or relations, Storyblok names
 * them by uuid only (`link_uuids`, `rel_uuids`) and the client reads them 50 at a time, one chunk after the other: a
 * layout of 120 links costs three round trips where two would do. When the client asks for a read's first chunk, the
 * other chunks go out beside it, as the very same call with only `by_uuids` changed, and the client's own later calls
 * for them get those answers. A call that matches nothing started ahead is sent as it is. Published reads take their
 * links from the page index, and a relation field of more than 50 stories (a Feed's picks) is not worth a look into
 * every published answer.
 */
function withFollowUpsAtOnce(send: typeof fetch): typeof fetch {
  // The rest of each uuid list a read named, by its first chunk; and the answers started ahead, by URL.
  const rests = new Map<string, string[]>()
  const ahead = new Map<string, Promise<Response>>()
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const uuids = url.searchParams.get('by_uuids')
    if (uuids !== null) {
      const early = ahead.get(url.href)
      if (early) {
        ahead.delete(url.href)
        return early
      }
      const rest = rests.get(uuids)
      rests.delete(uuids)
      const first = send(input, init)
      if (ahead.size > MAX_AHEAD) ahead.clear()
      for (const chunk of rest ?? []) {
        const next = new URL(url)
        next.searchParams.set('by_uuids', chunk)
        const answer = send(next.href, init)
        // Handled when the client asks for it; a failure it never asks for is not an unhandled rejection.
        answer.catch(() => undefined)
        ahead.set(next.href, answer)
      }
      return first
    }
    const response = await send(input, init)
    if (response.ok && (url.searchParams.has('resolve_links') || url.searchParams.has('resolve_relations'))) {
      const text = await response.clone().text()
      if (text.includes('_uuids"')) noteFollowUps(text, rests)
    }
    return response
  }
}

/** The chunks the client will ask for after this answer, filed by their first. */
function noteFollowUps(text: string, rests: Map<string, string[]>): void {
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    return
  }
  if (typeof answer !== 'object' || answer === null) return
  for (const field of ['link_uuids', 'rel_uuids'] as const) {
    const list: unknown = (answer as Record<string, unknown>)[field]
    if (!Array.isArray(list) || list.length <= FOLLOW_UP_CHUNK) continue
    const chunks: string[] = []
    for (let from = 0; from < list.length; from += FOLLOW_UP_CHUNK) chunks.push(list.slice(from, from + FOLLOW_UP_CHUNK).join(','))
    const [first, ...rest] = chunks
    if (first !== undefined) rests.set(first, rest)
  }
  if (rests.size > MAX_AHEAD) rests.delete(rests.keys().next().value ?? '')
}

/**
 * The client for one brand and content version. Published reads name the space's cache version `cv` (undefined only
 * for `cdn/spaces/me`, which tells it): the client sends it on each of its calls, follow-ups included. One client per
 * cv: a publish starts a new one and the old one is dropped once no read holds it. `patient`: the page index's
 * listing, which waits out a 429's `Retry-After` instead of failing at once.
 */
export function storyblokClient(
  config: Config,
  brand: Brand,
  version: ContentVersion,
  cv?: number,
  release?: string,
  patient = false,
): StoryblokClient {
  const token = tokenFor(config, brand, version)
  const demoSpace = __DEMO_SPACE__ && usesDemoSpace(config, brand) ? config.cms.demoSpace : undefined
  const demo = __DEMO_SPACE__ && demoSpace !== undefined
  const family = `${brand}:${version}:${token}:${config.cms.timeoutMs}:${demo ? config.cms.demoLatencyMs : ''}`
  const cacheVersion = version === 'published' ? cv : undefined
  // A preview of a release is a client of its own (drafts only, never cached), so every call it sends names the release.
  // Drafts are read for preview hosts only: a build without them (production's) carries no release client.
  const fromRelease = __PREVIEW_HOSTS__ && version === 'draft' ? release : undefined
  const key = `${family}:${cacheVersion ?? ''}${fromRelease === undefined ? '' : `:release=${fromRelease}`}${patient ? ':patient' : ''}`
  let client = clients.get(key)
  if (!client) {
    if (cacheVersion !== undefined) {
      for (const other of clients.keys()) {
        const otherCv = other.startsWith(`${family}:`) ? other.slice(family.length + 1).split(':')[0] : ''
        if (otherCv && otherCv !== String(cacheVersion)) clients.delete(other)
      }
    }
    const timed = withinTimeout(
      __DEMO_SPACE__ && demoSpace ? demoSpaceFetch(demoSpace, brand, config.cms.demoLatencyMs) : (input, init) => fetch(input, init),
      config.cms.timeoutMs,
    )
    // Only drafts have the CMS resolve their links (src/content/cms.ts), so only they meet long lists of link uuids.
    const send = withRetryAfter(__PREVIEW_HOSTS__ && version === 'draft' ? withFollowUpsAtOnce(timed) : timed, token, patient)
    client = new StoryblokClient({
      accessToken: token,
      version,
      region: config.cms.region,
      // The client counts seconds.
      timeout: config.cms.timeoutMs / 1000,
      // Retries apply to status 429 only; `0` would silently become 10 (the client uses `||`).
      maxRetries: CMS_MAX_RETRIES,
      retriesDelay: CMS_RETRY_DELAY_MS,
      // Unset, the client paces each call by Storyblok's documented limit for uncached calls of its kind (50/s for
      // single stories and lists of up to 25, down to 6/s for pages of 76 to 1,000 entries, `cdn/links` included),
      // one throttle per kind and client. The in-process demo space has no limit to protect.
      ...(demo ? { rateLimit: 1000, endpoint: DEMO_ENDPOINT } : {}),
      // We keep our own cache (KV) and our own cache version; the client's cv is module state shared by every request.
      cache: { type: 'none', clear: 'manual', cv: 'manual' },
      fetch:
        cacheVersion !== undefined
          ? withParam(send, 'cv', String(cacheVersion))
          : fromRelease !== undefined
            ? withParam(send, 'from_release', fromRelease)
            : send,
    })
    clients.set(key, client)
  }
  return client
}
