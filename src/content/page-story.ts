// A page's story at the full slug Storyblok really gives it. A folder's start page (an editor's `journal` folder with an
// overview page as its root) has its folder's full slug with a trailing slash, `de-de/journal/`, and Storyblok answers
// only that exact full slug: `cdn/stories/de-de/journal` is a 404. So `/journal` must know which one to read, without
// asking for both (a made-up path must not cost more CMS calls than it does):
// - Public hosts ask the published page index (./sitemap-pages.ts), which lists every page with its full slug. When
//   this isolate holds the index already, the right full slug is read at once. Otherwise the plain full slugs are read
//   at once, as any page's are (most pages are plain stories, and a cold index listing must not hold them up), and a
//   start page is read once the index, loading beside them, names it: a cold start page costs one more round trip, a
//   made-up path no call at all beyond its plain reads.
// - Preview hosts read drafts, which no index lists (an editor previews an overview page before it is published): a
//   step of the chain without a story at `x` is asked for `x/`. Only verified editors reach them, and nothing is cached.
// Either way the locale chain keeps its order (SPEC §9): a locale's own start page wins over a fallback's page.
import { contentFolder, localeChain } from '../domain/locales'
import type { Site } from '../domain/site'
import { folderFullSlug } from '../domain/slug'
import type { Story } from '../domain/story'
import type { PageIndex } from '../domain/page-index'
import { heldPageIndex } from '../cache/page-index'
import { spaceVersionOf } from './cms'
import { isStartPage, loadPageIndex } from './sitemap-pages'
import { loadStory, loadStoryAt, type ContentContext } from './stories'

/** The story of the first step of the chain that has one; each step resolves to its story or null. */
async function firstOfChain(steps: readonly Promise<Story | null>[]): Promise<Story | null> {
  return (await Promise.all(steps)).find((story) => story !== null) ?? null
}

/**
 * The page at `slug` (no locale folder: `fotokalender`, `journal`, `home`) in the site's locale or the nearest
 * fallback, read at its full slug, a folder's start page included; null when no locale of the chain has it.
 */
export async function loadPageStory(ctx: ContentContext, site: Site, slug: string): Promise<Story | null> {
  // The locale folder's own start page: its full slug is known without an index.
  if (slug === 'home') return loadStory(ctx, site, slug)
  const folders = localeChain(site.locale).map(contentFolder)
  const at = (folder: string, startpage: boolean) => loadStoryAt(ctx, site, folderFullSlug(folder, slug, startpage))
  if (__PREVIEW_HOSTS__ && site.preview)
    return firstOfChain(folders.map((folder) => at(folder, false).then((story) => story ?? at(folder, true))))

  const held = await heldPageIndex(spaceVersionOf(ctx, site.brand))
  if (held) return firstOfChain(folders.map((folder) => at(folder, isStartPage(held, folder, slug))))
  // The page's loader has started the index already; this joins that listing (one per cache version and isolate).
  let index: Promise<PageIndex> | undefined
  const pages = () => (index ??= loadPageIndex(ctx, site.brand))
  return firstOfChain(
    folders.map((folder) =>
      at(folder, false).then(async (story) => story ?? (isStartPage(await pages(), folder, slug) ? at(folder, true) : null)),
    ),
  )
}
