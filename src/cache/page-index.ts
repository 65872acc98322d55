// The page index as the cache keeps it: one entry per brand and cache version, in KV and isolate memory (the listing
// itself is the CMS's, src/content/sitemap-pages.ts). Keyed by the cache version, so a publish lists it anew; right
// after one, the previous version's index answers at once while the new one is listed in the background. A listing
// that fails or is cut short is logged and never kept: the previous index goes on answering, and the next listing
// waits `RELIST_AFTER_MS`, so a 429 storm is not met with one listing per request. Stored whole (20,000 pages are
// about 1 MB of KV's 25 MiB per value), so a warm isolate reads it in one KV get.
import type { PageIndex } from '../domain/page-index'
import { log } from '../log'
import { holdsIsolateMemory } from './isolate-memory'
import { pageIndexKey } from './keys'
import type { SpaceVersion } from './space-version'
import { StaleWhileRevalidate, type CacheContext, type SharedStore } from './swr'

/** A page as the index is stored in KV: compact rows, read back as a PageIndex. */
type Entry = [page: string, noindex: boolean, alternates: [string, string][], startpage: boolean, uuid: string]
const isEntry = (e: unknown): e is Entry =>
  Array.isArray(e) &&
  typeof e[0] === 'string' &&
  typeof e[1] === 'boolean' &&
  Array.isArray(e[2]) &&
  (e[2] as unknown[]).every((a) => Array.isArray(a) && typeof a[0] === 'string' && typeof a[1] === 'string') &&
  typeof e[3] === 'boolean' &&
  typeof e[4] === 'string'

const INDEX_TTL_SECONDS = 86_400

function toIndex(entries: readonly Entry[]): PageIndex {
  return new Map(entries.map(([slug, noindex, alternates, startpage, uuid]) => [slug, { noindex, alternates, startpage, uuid }]))
}

function entriesOf(index: PageIndex): Entry[] {
  return [...index].map(([slug, page]) => [
    slug,
    page.noindex,
    page.alternates.map(([locale, path]) => [locale, path]),
    page.startpage,
    page.uuid,
  ])
}

/** Lists a brand's published pages at a cache version (the CMS). */
export type PageLister = (cv: number) => Promise<PageIndex>

/** The index in KV as compact rows; a stored index that no longer has this shape is a miss, not a crash. */
const kvEntries: SharedStore<PageIndex> = {
  async read(ctx, key) {
    const cached: unknown = await ctx.kv.get(key, 'json').catch(() => null)
    // Kept per cache version, an index never changes under its key: when it was stored does not matter.
    return Array.isArray(cached) && cached.every(isEntry) ? { value: toIndex(cached), storedAt: 0 } : undefined
  },
  write(ctx, key, { value }) {
    // The page does not wait for KV's write.
    ctx.waitUntil(ctx.kv.put(key, JSON.stringify(entriesOf(value)), { expirationTtl: INDEX_TTL_SECONDS }).catch(() => undefined))
    return Promise.resolve()
  },
}

const indexes = new StaleWhileRevalidate<PageIndex>({
  // Old cache versions are never read again: a few entries are plenty.
  memoryEntries: 8,
  store: kvEntries,
  serveStale: true,
  // The index names a page's alternates and start-page slugs; an older one is no stale content of the page.
  staleMarksPage: false,
})

/** When each brand's last listing failed; the next waits this long. */
const failedAt = new Map<string, number>()
const RELIST_AFTER_MS = 30_000

if (__STAND_INS__)
  holdsIsolateMemory('page indexes', () => {
    indexes.forget()
    failedAt.clear()
  })

/** The listing, unless one failed moments ago; a failure is logged once, here. */
async function listOnce(ctx: CacheContext, brand: string, cv: number, list: PageLister): Promise<PageIndex> {
  const failed = failedAt.get(brand)
  if (failed !== undefined && ctx.now() - failed < RELIST_AFTER_MS) throw new Error('the last listing failed moments ago')
  try {
    const index = await list(cv)
    failedAt.delete(brand)
    return index
  } catch (error) {
    failedAt.set(brand, ctx.now())
    log.warn('page-index-listing-failed', { brand, cv, message: error instanceof Error ? error.message : String(error) })
    throw error
  }
}

/** The brand's published pages at its current cache version. Rejects when neither the cache nor the CMS has them. */
export async function cachedPageIndex(ctx: CacheContext, space: SpaceVersion, list: PageLister): Promise<PageIndex> {
  const known = await space.forRead()
  return indexes.read(ctx, {
    key: pageIndexKey(space.brand, known.cv),
    freshMs: () => Number.POSITIVE_INFINITY,
    load: () => listOnce(ctx, space.brand, known.cv, list),
    // Right after a publish the previous version's index answers at once while the new one is listed.
    older: known.previous === undefined ? undefined : { key: pageIndexKey(space.brand, known.previous), servedWhile: 'loading' },
  })
}

/**
 * The brand's page index if this isolate already holds it for the current cache version, without waiting for a
 * listing or KV; undefined otherwise (or when the cache version cannot be read).
 */
export async function heldPageIndex(space: SpaceVersion): Promise<PageIndex | undefined> {
  try {
    const known = await space.forRead()
    return indexes.held(pageIndexKey(space.brand, known.cv))
  } catch {
    return undefined
  }
}

/**
 * The listing of the brand's index at its current cache version while it is under way (right after a publish the
 * previous version's index stands in for it): a page missing from the stand-in may be the one just published.
 * Undefined when no listing is under way; rejects when it fails.
 */
export async function pageIndexListing(space: SpaceVersion): Promise<PageIndex | undefined> {
  const known = await space.forRead()
  return indexes.loading(pageIndexKey(space.brand, known.cv))
}
