// Loads a story for a site: its locale folder first, then along the fallback chain (SPEC §9); published through the KV cache,
// drafts (preview hosts) straight from the CMS and never cached.
import type { Config } from '../config'
import { contentFolder, localeChain } from '../domain/locales'
import type { Site } from '../domain/site'
import { folderFullSlug } from '../domain/slug'
import { publishedStory, publishedStoryCachedOnly, storyPolicy } from '../cache/story-cache'
import type { CacheContext } from '../cache/swr'
import { fetchStory, spaceVersionOf } from './cms'
import { pageLinkTargets, publishedPageIndex } from './sitemap-pages'
import type { Story } from '../domain/story'

export interface ContentContext extends CacheContext {
  config: Config
  /** Preview hosts: the Storyblok release the editor selected (SPEC §2 `_storyblok_release`). */
  release?: string | undefined
}

/** The story at exactly this full slug (one step of a locale chain), or null when Storyblok has none there. */
export async function loadStoryAt(ctx: ContentContext, site: Site, fullSlug: string): Promise<Story | null> {
  const { config } = ctx
  if (__PREVIEW_HOSTS__ && site.preview) return fetchStory(config, { brand: site.brand, version: 'draft', fullSlug, release: ctx.release })
  // A published story's links lead to pages, which the page index names by uuid: read beside the story (the page's
  // lookup reads it anyway), it spares the CMS's resolving them.
  return publishedStory(ctx, spaceVersionOf(ctx, site.brand), storyPolicy(config.cms.freshSeconds), fullSlug, (cv) =>
    fetchStory(
      config,
      { brand: site.brand, version: 'published', fullSlug, cv },
      publishedPageIndex(ctx, site.brand).then((index) => (index ? pageLinkTargets(index) : new Map())),
    ),
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
  if (__PREVIEW_HOSTS__ && site.preview) return null
  const chain = localeChain(site.locale).map((locale) => folderFullSlug(contentFolder(locale), slug))
  return publishedStoryCachedOnly(ctx, spaceVersionOf(ctx, site.brand), chain)
}
