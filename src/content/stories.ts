// Loads a story for a site: its locale folder first, then along the fallback chain (SPEC §9); published through the KV cache,
// drafts (preview hosts) straight from the CMS and never cached.
import type { Config } from '../config'
import { contentFolder, localeChain } from '../domain/locales'
import type { Site } from '../domain/site'
import { folderFullSlug } from '../domain/slug'
import { cachedStory, peekStory, type CacheContext } from '../cache/story-cache'
import { storyKey } from '../cache/keys'
import { fetchStory, spaceVersionOf } from './cms'
import type { Story } from './schemas'

export interface ContentContext extends CacheContext {
  config: Config
  /** Preview hosts: the Storyblok release the editor selected (SPEC §2 `_storyblok_release`). */
  release?: string | undefined
}

/** The story at exactly this full slug (one step of a locale chain), or null when Storyblok has none there. */
export async function loadStoryAt(ctx: ContentContext, site: Site, fullSlug: string): Promise<Story | null> {
  const { config } = ctx
  if (site.preview) return fetchStory(config, { brand: site.brand, version: 'draft', fullSlug, release: ctx.release })

  const known = await spaceVersionOf(ctx, site.brand).forRead()
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

/**
 * The story at `slug` (no locale folder: `fotokalender`, `layout`, or `home` for the folder's start page) in the site's
 * locale or the nearest fallback; null when no locale of the chain has it. The chain is read in parallel: each step is
 * its own cache entry. Pages, which may be a sub-folder's start page, are read with `loadPageStory` (./page-story.ts).
 */
export async function loadStory(ctx: ContentContext, site: Site, slug: string): Promise<Story | null> {
  const chain = localeChain(site.locale).map((locale) => folderFullSlug(contentFolder(locale), slug))
  const stories = await Promise.all(chain.map((fullSlug) => loadStoryAt(ctx, site, fullSlug)))
  return stories.find((story) => story !== null) ?? null
}

/**
 * The published story at `slug` as far as the cache has it (this or the previous cache version), never asking the CMS:
 * null when nothing is cached or the cache version is not known yet.
 */
export async function cachedStoryOnly(ctx: ContentContext, site: Site, slug: string): Promise<Story | null> {
  if (site.preview) return null
  const known = await spaceVersionOf(ctx, site.brand).current()
  if (!known) return null
  for (const locale of localeChain(site.locale)) {
    const fullSlug = folderFullSlug(contentFolder(locale), slug)
    const keys = [known.cv, known.previous].flatMap((cv) => (cv === undefined ? [] : [storyKey(site.brand, cv, fullSlug)]))
    const story = await peekStory(ctx, keys)
    if (story) return story
  }
  return null
}
