// The page index as the cache keeps it: one entry per brand and cache version, in KV and isolate memory (the listing
// itself is the CMS's, src/content/sitemap-pages.ts). Keyed by the cache version, so a publish lists it anew; right
// after one, the previous version's index answers at once while the new one is listed in the background.
import type { Brand } from '../domain/countries'
import type { PageIndex } from '../domain/page-index'
import { holdsIsolateMemory } from './isolate-memory'
import { pageIndexKey } from './keys'
import type { SpaceVersion } from './space-version'
import type { CacheContext } from './story-cache'

/** A page as the index is stored in KV: compact rows, read back as a PageIndex. */
type Entry = [page: string, noindex: boolean, alternates: [string, string][], startpage: boolean]
const isEntry = (e: unknown): e is Entry =>
  Array.isArray(e) &&
  typeof e[0] === 'string' &&
  typeof e[1] === 'boolean' &&
  Array.isArray(e[2]) &&
  (e[2] as unknown[]).every((a) => Array.isArray(a) && typeof a[0] === 'string' && typeof a[1] === 'string') &&
  typeof e[3] === 'boolean'

const INDEX_TTL_SECONDS = 86_400

function toIndex(entries: readonly Entry[]): PageIndex {
  return new Map(entries.map(([slug, noindex, alternates, startpage]) => [slug, { noindex, alternates, startpage }]))
}

function entriesOf(index: PageIndex): Entry[] {
  return [...index].map(([slug, page]) => [slug, page.noindex, page.alternates.map(([locale, path]) => [locale, path]), page.startpage])
}

/** Lists a brand's published pages at a cache version (the CMS). */
export type PageLister = (cv: number) => Promise<PageIndex>

/** Per index key: the listing under way or done, and its answer once it is in (what `heldPageIndex` peeks at). */
interface Held {
  pending: Promise<PageIndex>
  index?: PageIndex | undefined
}
const memory = new Map<string, Held>()

async function readCached(ctx: CacheContext, key: string): Promise<PageIndex | undefined> {
  // An entry that no longer has this shape is a miss, not a crash.
  const cached: unknown = await ctx.kv.get(key, 'json').catch(() => null)
  return Array.isArray(cached) && cached.every(isEntry) ? toIndex(cached) : undefined
}

async function listAndStore(ctx: CacheContext, brand: Brand, cv: number, list: PageLister): Promise<PageIndex> {
  const index = await list(cv)
  ctx.waitUntil(
    ctx.kv.put(pageIndexKey(brand, cv), JSON.stringify(entriesOf(index)), { expirationTtl: INDEX_TTL_SECONDS }).catch(() => undefined),
  )
  return index
}

async function load(ctx: CacheContext, brand: Brand, cv: number, previous: number | undefined, list: PageLister): Promise<PageIndex> {
  const current = await readCached(ctx, pageIndexKey(brand, cv))
  if (current) return current
  // Right after a publish: the previous version's index answers at once while the new one is listed in the background.
  const stale = previous === undefined ? undefined : await readCached(ctx, pageIndexKey(brand, previous))
  if (stale) {
    // Once listed (or failed), this isolate forgets the stale answer and reads the new index from KV.
    const forget = () => void memory.delete(pageIndexKey(brand, cv))
    ctx.waitUntil(listAndStore(ctx, brand, cv, list).then(forget, forget))
    return stale
  }
  return listAndStore(ctx, brand, cv, list)
}

/** The brand's published pages at its current cache version. Rejects when neither the cache nor the CMS has them. */
export async function cachedPageIndex(ctx: CacheContext, space: SpaceVersion, list: PageLister): Promise<PageIndex> {
  const known = await space.forRead()
  const key = pageIndexKey(space.brand, known.cv)
  let held = memory.get(key)
  if (!held) {
    // Old cache versions are never read again; a small map stays small.
    if (memory.size > 8) memory.clear()
    const entry: Held = { pending: load(ctx, space.brand, known.cv, known.previous, list) }
    memory.set(key, entry)
    // A failure is not remembered: the next request lists again.
    entry.pending.then(
      (index) => void (entry.index = index),
      () => memory.delete(key),
    )
    held = entry
  }
  return held.pending
}

/**
 * The brand's page index if this isolate already holds it for the current cache version, without waiting for a
 * listing or KV; undefined otherwise (or when the cache version cannot be read).
 */
export async function heldPageIndex(space: SpaceVersion): Promise<PageIndex | undefined> {
  try {
    const known = await space.forRead()
    return memory.get(pageIndexKey(space.brand, known.cv))?.index
  } catch {
    return undefined
  }
}

holdsIsolateMemory('page indexes', () => memory.clear())
