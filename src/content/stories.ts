// Loads a story for a site: its locale folder first, then along the fallback chain (SPEC §9); published through the KV cache,
// drafts (preview hosts) straight from the CMS and never cached.
import type { Config } from '../config'
import { contentFolder, localeChain } from '../domain/locales'
import type { Site } from '../domain/site'
import { cachedStory, peekStory, storeStory, type CacheContext } from './cache'
import { storyKey } from './cache-keys'
import { cacheVersionSoon, currentCacheVersion, learnCacheVersion } from './cache-version'
import { fetchCacheVersion, fetchStory, fetchStoryAnswer } from './cms'
import type { Story } from './schemas'
import { SingleFlight } from '../domain/single-flight'

export interface ContentContext extends CacheContext {
  config: Config
  /** Preview hosts: the Storyblok release the editor selected (SPEC §2 `_storyblok_release`). */
  release?: string | undefined
}

async function loadOne(ctx: ContentContext, site: Site, fullSlug: string): Promise<Story | null> {
  const { config } = ctx
  if (site.preview) return fetchStory(config, { brand: site.brand, version: 'draft', fullSlug, release: ctx.release })

  const known = await currentCacheVersion(ctx, site.brand, () => fetchCacheVersion(config, site.brand))
  if (!known) return loadCold(ctx, site, fullSlug)
  return cachedStory(
    ctx,
    { freshMs: config.cms.freshSeconds * 1000, missingFreshMs: Math.min(config.cms.freshSeconds, 60) * 1000 },
    {
      key: storyKey(site.brand, known.cv, fullSlug),
      fallbackKey: known.previous === undefined ? undefined : storyKey(site.brand, known.previous, fullSlug),
      load: () => fetchStory(config, { brand: site.brand, version: 'published', fullSlug, cv: known.cv }),
    },
  )
}

const coldLoads = new SingleFlight<Story | null>()

/**
 * No cv known anywhere (a cold start): the story is read without one, at the same time as the background cv check,
 * and stored under the cv its answer names, which the rest of the isolate then uses. Concurrent cold reads of one
 * story share the call.
 */
function loadCold(ctx: ContentContext, site: Site, fullSlug: string): Promise<Story | null> {
  const id = `${site.brand}:${fullSlug}`
  return coldLoads.run(id, async () => {
    const { story, cv } = await fetchStoryAnswer(ctx.config, { brand: site.brand, version: 'published', fullSlug })
    if (cv !== undefined) {
      learnCacheVersion(ctx, site.brand, cv)
      void storeStory(ctx, storyKey(site.brand, cv, fullSlug), story)
    } else if (story === null) {
      // A 404 names no cv: "does not exist" is filed once the version is known (the locale chain's misses matter).
      ctx.waitUntil(
        cacheVersionSoon(site.brand).then((known) =>
          known === undefined ? undefined : storeStory(ctx, storyKey(site.brand, known, fullSlug), null),
        ),
      )
    }
    return story
  })
}

/**
 * The story at `slug` (no locale folder, e.g. `home` or `fotokalender`) in the site's locale or the nearest fallback;
 * null when no locale of the chain has it. The chain is read in parallel: each step is its own cache entry.
 */
export async function loadStory(ctx: ContentContext, site: Site, slug: string): Promise<Story | null> {
  const chain = localeChain(site.locale).map((locale) => `${contentFolder(locale)}/${slug}`)
  const stories = await Promise.all(chain.map((fullSlug) => loadOne(ctx, site, fullSlug)))
  return stories.find((story) => story !== null) ?? null
}

/**
 * The published story at `slug` as far as the cache has it (this or the previous cache version), never asking the CMS:
 * null when nothing is cached or the cache version is not known yet.
 */
export async function cachedStoryOnly(ctx: ContentContext, site: Site, slug: string): Promise<Story | null> {
  if (site.preview) return null
  const known = await currentCacheVersion(ctx, site.brand, () => fetchCacheVersion(ctx.config, site.brand))
  if (!known) return null
  for (const locale of localeChain(site.locale)) {
    const fullSlug = `${contentFolder(locale)}/${slug}`
    const keys = [known.cv, known.previous].flatMap((cv) => (cv === undefined ? [] : [storyKey(site.brand, cv, fullSlug)]))
    const story = await peekStory(ctx, keys)
    if (story) return story
  }
  return null
}
