// The space's cache version (cv) as the cache knows it: isolate memory, then KV, then the CMS, refreshed in the background.
// A publish changes cv, and every story key carries it, so the next read of each story goes to the CMS (SPEC §4).
import * as z from 'zod/mini'
import type { Brand } from '../domain/countries'
import { log } from '../log'
import { holdsIsolateMemory } from './isolate-memory'
import { cacheVersionKey } from './keys'
import type { CacheContext } from './story-cache'

export interface KnownVersion {
  cv: number
  /** The version before the last change: its entries are the stale copies served when the CMS is down. */
  previous: number | undefined
  checkedAt: number
}

const knownSchema = z.object({ cv: z.number(), previous: z.optional(z.number()), checkedAt: z.number() })

/** How long an isolate trusts what it knows before looking at KV again. */
const MEMORY_MS = 5_000
/** How long a cv in KV is trusted before the CMS is asked again (in the background). */
export const CV_CHECK_MS = 30_000

const memory = new Map<Brand, { known: KnownVersion; seenAt: number }>()
const refreshing = new Map<Brand, Promise<KnownVersion>>()

function refresh(ctx: CacheContext, brand: Brand, stored: KnownVersion | undefined, fetchCv: () => Promise<number>): Promise<KnownVersion> {
  const pending = refreshing.get(brand)
  if (pending) return pending
  const promise = (async () => {
    try {
      const cv = await fetchCv()
      const known: KnownVersion = {
        cv,
        previous: stored && stored.cv !== cv ? stored.cv : stored?.previous,
        checkedAt: ctx.now(),
      }
      memory.set(brand, { known, seenAt: ctx.now() })
      await ctx.kv.put(cacheVersionKey(brand), JSON.stringify(known))
      return known
    } finally {
      refreshing.delete(brand)
    }
  })()
  refreshing.set(brand, promise)
  return promise
}

/** Asks the CMS for the cv now, whatever is remembered. */
export async function refreshCacheVersionNow(ctx: CacheContext, brand: Brand, fetchCv: () => Promise<number>): Promise<KnownVersion> {
  const parsed = knownSchema.safeParse(await ctx.kv.get(cacheVersionKey(brand), 'json').catch(() => null))
  memory.delete(brand)
  return refresh(ctx, brand, parsed.success ? { ...parsed.data, previous: parsed.data.previous } : undefined, fetchCv)
}

/**
 * At most one publish-triggered re-read per brand and isolate in this window. A signed webhook body can be replayed
 * and Storyblok may deliver one twice, so a call must not be able to make the Worker ask the CMS on demand; 10 s keeps
 * a replay flood at 6 CMS calls and 6 writes of the cv key a minute per isolate (KV takes one write a second per key),
 * while a real publish inside the window still shows at the window's end (`recheckAt`), not after the 30 s check.
 */
export const PUBLISH_REREAD_MS = 10_000

/** When this isolate last re-read the cv for a publish, by brand. */
const publishReadAt = new Map<Brand, number>()
/** A publish arrived inside the window: the first read after this instant re-checks the cv in the background. */
const recheckAt = new Map<Brand, number>()

export type PublishRefresh = { reread: true; known: KnownVersion } | { reread: false; known: KnownVersion | undefined; recheckAt: number }

/**
 * The publish webhook's one effect: the cv re-read from the CMS at once, or, inside the window of the last re-read,
 * nothing now and a re-check owed at the window's end. Replays therefore change nothing and cost nothing.
 */
export async function refreshCacheVersionForPublish(
  ctx: CacheContext,
  brand: Brand,
  fetchCv: () => Promise<number>,
): Promise<PublishRefresh> {
  const now = ctx.now()
  const last = publishReadAt.get(brand)
  if (last !== undefined && now - last < PUBLISH_REREAD_MS) {
    const at = last + PUBLISH_REREAD_MS
    recheckAt.set(brand, at)
    return { reread: false, known: memory.get(brand)?.known ?? (await readStored(ctx, brand)), recheckAt: at }
  }
  publishReadAt.set(brand, now)
  recheckAt.delete(brand)
  try {
    return { reread: true, known: await refreshCacheVersionNow(ctx, brand, fetchCv) }
  } catch (error) {
    // A failed re-read did not happen: the next call may try again.
    publishReadAt.delete(brand)
    throw error
  }
}

function recheckDue(ctx: CacheContext, brand: Brand): boolean {
  const at = recheckAt.get(brand)
  return at !== undefined && ctx.now() >= at
}

const reading = new Map<Brand, Promise<KnownVersion | undefined>>()

async function readStored(ctx: CacheContext, brand: Brand): Promise<KnownVersion | undefined> {
  try {
    const parsed = knownSchema.safeParse(await ctx.kv.get(cacheVersionKey(brand), 'json'))
    return parsed.success ? { ...parsed.data, previous: parsed.data.previous } : undefined
  } catch {
    return undefined
  }
}

/** One KV read per brand and isolate at a time: a page's story, layout and page index all ask at once. */
function storedVersion(ctx: CacheContext, brand: Brand): Promise<KnownVersion | undefined> {
  let pending = reading.get(brand)
  if (!pending) {
    pending = readStored(ctx, brand).finally(() => reading.delete(brand))
    reading.set(brand, pending)
  }
  return pending
}

function checkInBackground(ctx: CacheContext, brand: Brand, stored: KnownVersion | undefined, fetchCv: () => Promise<number>): void {
  ctx.waitUntil(
    refresh(ctx, brand, stored, fetchCv).catch((error: unknown) => {
      log.warn(stored ? 'cache-version-refresh-failed' : 'cache-version-unavailable', { brand, error })
    }),
  )
}

/**
 * The cv this isolate or KV knows, at once: a known cv never waits for the CMS, it is re-checked in the background
 * when older than CV_CHECK_MS or when a publish inside the re-read window owes a check. Undefined on a cold start
 * (nothing known anywhere): the check then runs in the background too.
 */
export async function currentCacheVersion(
  ctx: CacheContext,
  brand: Brand,
  fetchCv: () => Promise<number>,
): Promise<KnownVersion | undefined> {
  const remembered = memory.get(brand)
  const due = recheckDue(ctx, brand)
  if (remembered && ctx.now() - remembered.seenAt < MEMORY_MS && !due) return remembered.known

  const stored = await storedVersion(ctx, brand)
  if (!stored) {
    // Another read of this request (or isolate) may have checked it meanwhile.
    const learned = memory.get(brand)
    if (learned && learned !== remembered) return learned.known
    if (!refreshing.has(brand)) {
      recheckAt.delete(brand)
      checkInBackground(ctx, brand, undefined, fetchCv)
    }
    return undefined
  }
  if ((due || ctx.now() - stored.checkedAt >= CV_CHECK_MS) && !refreshing.has(brand)) {
    recheckAt.delete(brand)
    checkInBackground(ctx, brand, stored, fetchCv)
  }
  memory.set(brand, { known: stored, seenAt: ctx.now() })
  return stored
}

/**
 * The cv a published read names, waiting for the CMS only on a cold start. Storyblok redirects a read without the
 * current cv to the same URL with it, so reading before the cv is known costs every read of the page a second round
 * trip (and a second subrequest); asking `cdn/spaces/me` first costs the page one call and the same two round trips.
 * A cold start is rare: KV keeps the cv across isolates. Rejects when the CMS cannot say (a CmsError).
 */
export async function cacheVersionForRead(ctx: CacheContext, brand: Brand, fetchCv: () => Promise<number>): Promise<KnownVersion> {
  const known = await currentCacheVersion(ctx, brand, fetchCv)
  if (known) return known
  const learned = memory.get(brand)
  if (learned) return learned.known
  // The background check the cold start began (shared); its failure is logged there and fails the caller's read.
  return refresh(ctx, brand, undefined, fetchCv)
}

/** The cv as soon as this isolate learns it (the background check); undefined if that fails. */
export async function cacheVersionSoon(brand: Brand): Promise<number | undefined> {
  const remembered = memory.get(brand)
  if (remembered) return remembered.known.cv
  const checked = await refreshing.get(brand)?.catch(() => undefined)
  return checked?.cv ?? memory.get(brand)?.known.cv
}

holdsIsolateMemory('space versions', () => {
  memory.clear()
  publishReadAt.clear()
  recheckAt.clear()
})
