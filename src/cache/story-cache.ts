// The story cache in Workers KV: the only code that reads or writes story entries (SPEC §4, §8).
// Published stories only, read through the one stale-while-revalidate reader (./swr.ts): stale entries are served at
// once and refreshed in the background; errors are never cached; concurrent misses for one key in an isolate share one
// CMS call; an entry that does not parse is a miss; the previous cache version's copy stands in when the CMS fails.
// A small isolate memory sits in front of KV: entries are immutable per key (keys carry cv), so an isolate may keep
// what it read until the entry's own freshness runs out; a hot page then costs no KV read at all.
import * as z from 'zod/mini'
import { log } from '../log'
import { storySchema, type Story } from '../domain/story'
import { frozenInDevelopment, holdsIsolateMemory } from './isolate-memory'
import { storyKey } from './keys'
import type { SpaceVersion } from './space-version'
import { StaleWhileRevalidate, type CacheContext, type Held, type SharedStore } from './swr'

export interface CachePolicy {
  /** How long an entry is served without a background refresh. */
  freshMs: number
  /** The same for "this story does not exist", kept shorter so a new story appears soon even without a cv change. */
  missingFreshMs: number
}

const entrySchema = z.object({ storedAt: z.number(), story: z.nullable(storySchema) })

// KV drops entries on its own after this long, so keys of old cache versions do not pile up.
const FOUND_TTL_SECONDS = 7 * 24 * 3600
const MISSING_TTL_SECONDS = 3600

/** Story entries in KV: `{ storedAt, story }`, the story null where the CMS has none. */
const kvEntries: SharedStore<Story | null> = {
  async read(ctx, key) {
    let raw: unknown
    try {
      raw = await ctx.kv.get(key, 'json')
    } catch (error) {
      // Unparseable JSON or a KV hiccup: a miss, not a failure of the page.
      log.warn('story-cache-read-failed', { key, error })
      return undefined
    }
    if (raw === null) return undefined
    const parsed = entrySchema.safeParse(raw)
    if (!parsed.success) log.warn('story-cache-entry-invalid', { key })
    // Shared by every request of the isolate from here on: never changed (./isolate-memory.ts).
    else if (__STAND_INS__) frozenInDevelopment(parsed.data.story)
    return parsed.success ? { value: parsed.data.story, storedAt: parsed.data.storedAt } : undefined
  },
  write(ctx, key, { value: story, storedAt }: Held<Story | null>) {
    // The page does not wait for KV's write: the isolate has the story at once (the reader keeps it in memory before
    // writing), and other isolates read it once the write lands. A cold page's story thus goes into its render, not
    // into a KV round trip first.
    ctx.waitUntil(
      ctx.kv
        .put(key, JSON.stringify({ storedAt, story }), { expirationTtl: story ? FOUND_TTL_SECONDS : MISSING_TTL_SECONDS })
        .catch((error: unknown) => log.warn('story-cache-write-failed', { key, error })),
    )
    return Promise.resolve()
  },
}

const stories = new StaleWhileRevalidate<Story | null>({
  memoryEntries: 300,
  store: kvEntries,
  serveStale: true,
  staleMarksPage: true,
  refreshFailed: 'story-cache-refresh-failed',
  servedOlder: 'story-cache-served-stale',
})

if (__STAND_INS__) holdsIsolateMemory('stories', () => stories.forget())

export interface CachedLoad {
  key: string
  /** Where an older copy may live (the previous cache version's key): served when the CMS fails. */
  fallbackKey?: string | undefined
  load: () => Promise<Story | null>
}

export function cachedStory(ctx: CacheContext, policy: CachePolicy, request: CachedLoad): Promise<Story | null> {
  return stories.read(ctx, {
    key: request.key,
    freshMs: (story) => (story ? policy.freshMs : policy.missingFreshMs),
    load: __STAND_INS__ ? () => request.load().then(frozenInDevelopment) : request.load,
    older: request.fallbackKey === undefined ? undefined : { key: request.fallbackKey, servedWhile: 'failing' },
  })
}

/**
 * What the cache holds under the first of `keys` that has an entry, however old, without ever asking the CMS; undefined
 * when none has one. For pages shown because the CMS is failing (the 503 wears the cached layout).
 */
export async function peekStory(ctx: CacheContext, keys: readonly string[]): Promise<Story | null | undefined> {
  for (const key of keys) {
    const entry = await stories.peek(ctx, key)
    if (entry) return entry.value
  }
  return undefined
}

/** The story freshness of STORY_CACHE_FRESH_SECONDS; "does not exist" is kept at most 60 s of it. */
export function storyPolicy(freshSeconds: number): CachePolicy {
  return { freshMs: freshSeconds * 1000, missingFreshMs: Math.min(freshSeconds, 60) * 1000 }
}

/**
 * The published story at this full slug, kept under the space's current cache version; the previous version's copy
 * stands in when the CMS fails. `load` reads it from the CMS at the cache version it is given.
 */
export async function publishedStory(
  ctx: CacheContext,
  space: SpaceVersion,
  policy: CachePolicy,
  fullSlug: string,
  load: (cv: number) => Promise<Story | null>,
): Promise<Story | null> {
  const known = await space.forRead()
  return cachedStory(ctx, policy, {
    key: storyKey(space.brand, known.cv, fullSlug),
    fallbackKey: known.previous === undefined ? undefined : storyKey(space.brand, known.previous, fullSlug),
    load: () => load(known.cv),
  })
}

/**
 * The published story at the first of `fullSlugs` the cache holds (this or the previous cache version), never asking
 * the CMS: null when nothing is cached or the cache version is not known yet.
 */
export async function publishedStoryCachedOnly(
  ctx: CacheContext,
  space: SpaceVersion,
  fullSlugs: readonly string[],
): Promise<Story | null> {
  const known = await space.current()
  if (!known) return null
  for (const fullSlug of fullSlugs) {
    const keys = [known.cv, known.previous].flatMap((cv) => (cv === undefined ? [] : [storyKey(space.brand, cv, fullSlug)]))
    const story = await peekStory(ctx, keys)
    if (story) return story
  }
  return null
}
