// The index of a brand's published pages (locale folder and page slug, noindex, the editor's alternates, whether the
// page is a folder's start page): one CMS listing per cache version, which the cache keeps (src/cache/page-index.ts).
// The head's hreflang links and the sitemap are both built from it, so they always agree (src/loaders/view/alternates.ts);
// a page's loader learns from it at which full slug a folder's start page is read (src/content/page-story.ts).
import * as z from 'zod/mini'
import type { Brand } from '../domain/countries'
import { contentFolder, localeChain, type Locale } from '../domain/locales'
import { log } from '../log'
import type { IndexedPage, PageIndex } from '../domain/page-index'
import { pageSlugOf } from '../domain/slug'
import { cachedPageIndex } from '../cache/page-index'
import { spaceVersionOf } from './cms'
import type { ContentContext } from './stories'
import { storyblokClient } from './storyblok'

const listingSchema = z.looseObject({
  stories: z.array(
    z.looseObject({
      full_slug: z.string(),
      content: z.looseObject({ component: z.string(), robots: z.optional(z.unknown()), alternates: z.optional(z.unknown()) }),
    }),
  ),
})
const alternateSchema = z.looseObject({ locale: z.string(), path: z.string() })

const PER_PAGE = 100
/** 2,000 pages per brand; far above today's spaces, and one sitemap file holds them. */
const MAX_LISTING_PAGES = 20

function isNoindex(robots: unknown): boolean {
  return typeof robots === 'string' && /\bnoindex\b/i.test(robots)
}

function editorAlternates(raw: unknown): [string, string][] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const parsed = alternateSchema.safeParse(item)
    return parsed.success ? [[parsed.data.locale, parsed.data.path] as [string, string]] : []
  })
}

async function listPages(ctx: ContentContext, brand: Brand, cv: number): Promise<PageIndex> {
  const client = storyblokClient(ctx.config, brand, 'published', cv)
  const listing = (page: number) =>
    client.get('cdn/stories', {
      version: 'published',
      per_page: PER_PAGE,
      page,
      // Only what the index needs: the page bodies stay on the CDN.
      excluding_fields: 'teaser,body,calculator,bar,uspTeaser,productSnippet,ogImages',
      filter_query: { component: { in: 'page' } },
    })
  // The first answer says how many there are. A shop has a little over one listing page per brand, so the second page
  // is asked for beside the first (an empty answer costs one call, a second round trip would cost a cold page 300 ms);
  // any further pages are read in parallel once the total is known.
  const [first, second] = await Promise.all([listing(1), listing(2)])
  const pages = Math.min(MAX_LISTING_PAGES, Math.max(1, Math.ceil((Number(first.total) || 0) / PER_PAGE)))
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 2) }, (_, i) => listing(i + 3)))
  const answers = pages > 1 ? [first, second, ...rest] : [first]
  const index = new Map<string, IndexedPage>()
  for (const response of answers) {
    const parsed = listingSchema.safeParse(response.data)
    if (!parsed.success) throw new Error('cdn/stories: unexpected answer')
    for (const story of parsed.data.stories) {
      if (story.content.component !== 'page') continue
      const fullSlug = story.full_slug.toLowerCase()
      // Pages live in locale folders; a story outside one is none of ours.
      const folderEnd = fullSlug.indexOf('/')
      if (folderEnd < 1) continue
      // Keyed as pages are looked up: a folder's start page (`de-de/`) is its locale's `home`, `de-de/journal/` is
      // `journal`. Storyblok gives a start page (`is_startpage`) its folder's full slug with the slash, and answers
      // only that exact full slug, so the slash is what the page is read at.
      const key = `${fullSlug.slice(0, folderEnd)}/${pageSlugOf(fullSlug)}`
      index.set(key, {
        noindex: isNoindex(story.content.robots),
        alternates: editorAlternates(story.content.alternates),
        startpage: fullSlug.endsWith('/'),
      })
    }
  }
  return index
}

/** The brand's published pages; undefined (logged) when neither the cache nor the CMS has them. */
export async function publishedPageIndex(ctx: ContentContext, brand: Brand): Promise<PageIndex | undefined> {
  try {
    return await cachedPageIndex(ctx, spaceVersionOf(ctx, brand), (cv) => listPages(ctx, brand, cv))
  } catch (error) {
    log.warn('page-index-unavailable', { brand, message: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

/** The brand's published pages; an empty index when the CMS cannot list them (pages then carry no alternates). */
export async function loadPageIndex(ctx: ContentContext, brand: Brand): Promise<PageIndex> {
  return (await publishedPageIndex(ctx, brand)) ?? new Map()
}

/** Whether the page `slug` of a locale folder is that folder's sub-folder start page (`de-de/journal/`). */
export function isStartPage(index: PageIndex, folder: string, slug: string): boolean {
  return index.get(`${folder}/${slug}`)?.startpage === true
}

/** Whether `slug` (no locale folder) is a published page in the site's locale or along its fallback chain. */
export function isIndexedPage(index: PageIndex, locale: Locale, slug: string): boolean {
  return localeChain(locale).some((step) => index.has(`${contentFolder(step)}/${slug}`))
}
