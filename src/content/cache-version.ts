// The space's cache version (cv) as the cache knows it: isolate memory, then KV, then the CMS, refreshed in the background.
// A publish changes cv, and every story key carries it, so the next read of each story goes to the CMS (SPEC §4).
import * as z from 'zod/mini'
import type { Brand } from '../domain/countries'
import { log } from '../log'
import { cacheVersionKey } from './cache-keys'
import type { CacheContext } from './cache'

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

/** Asks the CMS for the cv now, whatever is remembered: the publish webhook's way to flip content at once. */
export async function refreshCacheVersionNow(ctx: CacheContext, brand: Brand, fetchCv: () => Promise<number>): Promise<KnownVersion> {
  const parsed = knownSchema.safeParse(await ctx.kv.get(cacheVersionKey(brand), 'json').catch(() => null))
  memory.delete(brand)
  return refresh(ctx, brand, parsed.success ? { ...parsed.data, previous: parsed.data.previous } : undefined, fetchCv)
}

/** The current cv, or undefined when neither KV nor the CMS knows one (the caller then reads uncached). */
export async function currentCacheVersion(ctx: CacheContext, brand: Brand, fetchCv: () => Promise<number>): Promise<KnownVersion | undefined> {
  const remembered = memory.get(brand)
  if (remembered && ctx.now() - remembered.seenAt < MEMORY_MS) return remembered.known

  let stored: KnownVersion | undefined
  try {
    const parsed = knownSchema.safeParse(await ctx.kv.get(cacheVersionKey(brand), 'json'))
    stored = parsed.success ? { ...parsed.data, previous: parsed.data.previous } : undefined
  } catch {
    stored = undefined
  }
  if (stored) {
    if (ctx.now() - stored.checkedAt >= CV_CHECK_MS) {
      const known = stored
      ctx.waitUntil(refresh(ctx, brand, known, fetchCv).catch((error: unknown) => log.warn('cache-version-refresh-failed', { brand, error })))
    }
    memory.set(brand, { known: stored, seenAt: ctx.now() })
    return stored
  }
  try {
    return await refresh(ctx, brand, undefined, fetchCv)
  } catch (error) {
    log.error('cache-version-unavailable', { brand, error })
    return undefined
  }
}

/** Forget what this isolate remembers (tests, and the publish webhook of a later issue). */
export function forgetCacheVersions(): void {
  memory.clear()
}
