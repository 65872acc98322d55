// The index of a brand's published pages (locale folder and page slug, noindex, the editor's alternates, whether the
// page is a folder's start page): one CMS listing per cache version, which the cache keeps (src/cache/page-index.ts).
// The head's hreflang links and the sitemap are both built from it, so they always agree (src/loaders/view/alternates.ts);
// a page's loader learns from it at which full slug a folder's start page is read (src/content/page-story.ts).
import * as z from 'zod/mini'
import type { Brand } from '../domain/countries'
import { contentFolder, localeChain, type Locale } from '../domain/locales'
import { log } from '../log'
import type { IndexedPage, PageIndex } from '../domain/page-index'
import { robotsDirectives, isNoindex } from '../domain/robots'
import { folderFullSlug, pageSlugOf } from '../domain/slug'
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { cachedPageIndex } from '../cache/page-index'
import { spaceVersionOf } from './cms'
import type { ContentContext } from './stories'
import { LIST_EXCLUDED_FIELDS } from './story-list'
import { storyblokClient } from './storyblok'

/** `cdn/links`: every published story and every folder of the space, without content; each link parsed on its own. */
const linksSchema = z.looseObject({ links: z.record(z.string(), z.unknown()) })
const linkSchema = z.looseObject({
  uuid: z.string(),
  slug: z.string(),
  is_folder: z.boolean(),
  is_startpage: z.optional(z.nullable(z.boolean())),
  published: z.optional(z.nullable(z.boolean())),
})
/** `cdn/stories` narrowed to what the links do not say: stories that are no page, or that carry noindex or alternates. */
const detailsSchema = z.looseObject({ stories: z.array(z.unknown()) })
const detailSchema = z.looseObject({
  full_slug: z.string(),
  content: z.looseObject({ component: z.string(), robots: z.optional(z.unknown()), alternates: z.optional(z.unknown()) }),
})

/** A bad entry drops only itself from the index, with a warning that names it (once per isolate). */
function dropped(story: string, path: string): [] {
  log.once('warn', 'content-invalid', `page-index\u0000${story}\u0000${path}`, { story, path })
  return []
}
const alternateSchema = z.looseObject({ locale: z.string(), path: z.string() })

/** Storyblok's largest pages: 1,000 links, 100 stories. */
const LINKS_PER_PAGE = 1000
const STORIES_PER_PAGE = 100

/**
 * The stories a link cannot describe: another content type (the layout), `noindex` in robots, or the editor's
 * alternates. Every other published story is a plain page, which its link alone names. Asked for without the bodies.
 */
const DETAILS_QUERY = {
  filter_query: {
    __or: [
      { component: { not_in: 'page' } },
      // `noindex` and `none`, and more (src/domain/robots.ts decides).
      { robots: { like: '*no*' } },
      { alternates: { is: 'not_empty_array' } },
    ],
  },
  // A listing's exclusions and the teaser: the sitemap reads none of them.
  excluding_fields: `teaser,${LIST_EXCLUDED_FIELDS}`,
}

function editorAlternates(story: string, raw: unknown): [string, string][] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item, at) => {
    const parsed = alternateSchema.safeParse(item)
    return parsed.success ? [[parsed.data.locale, parsed.data.path] as [string, string]] : dropped(story, `alternates.${at}`)
  })
}

/** Keyed as pages are looked up: `de-de/` is its locale's `home`, `de-de/journal/` is `journal`; undefined outside a locale folder. */
function indexKey(fullSlug: string): string | undefined {
  const folderEnd = fullSlug.indexOf('/')
  return folderEnd < 1 ? undefined : `${fullSlug.slice(0, folderEnd)}/${pageSlugOf(fullSlug)}`
}

/**
 * The index from the answers of a complete listing (Storyblok's wire form): the pages the links name, with what the
 * detail answers say of the stories that are not plain pages.
 */
export function indexFromListing(linkAnswers: readonly unknown[], detailAnswers: readonly unknown[]): PageIndex {
  const details = new Map<string, { page: boolean; noindex: boolean; alternates: [string, string][] }>()
  for (const answer of detailAnswers) {
    const parsed = detailsSchema.safeParse(answer)
    if (!parsed.success) throw new Error('cdn/stories: unexpected answer')
    for (const [at, raw] of parsed.data.stories.entries()) {
      const story = detailSchema.safeParse(raw)
      if (!story.success) {
        dropped(String((raw as { full_slug?: unknown } | null)?.full_slug ?? `stories.${at}`), 'story')
        continue
      }
      const { component, robots, alternates } = story.data.content
      details.set(story.data.full_slug.toLowerCase(), {
        page: component === 'page',
        // Read as the page reads it: an unknown value leaves the page indexed.
        noindex: isNoindex((typeof robots === 'string' && robotsDirectives(robots)) || ''),
        alternates: editorAlternates(story.data.full_slug, alternates),
      })
    }
  }
  const index = new Map<string, IndexedPage>()
  for (const answer of linkAnswers) {
    const parsed = linksSchema.safeParse(answer)
    if (!parsed.success) throw new Error('cdn/links: unexpected answer')
    for (const [id, raw] of Object.entries(parsed.data.links)) {
      const entry = linkSchema.safeParse(raw)
      if (!entry.success) {
        dropped(`links.${id}`, 'link')
        continue
      }
      const link = entry.data
      if (link.is_folder || link.published === false) continue
      // Storyblok gives a folder's start page its folder's full slug with the slash, and answers only that exact full
      // slug, so the slash is what the page is read at.
      const slug = link.slug.toLowerCase()
      const fullSlug = link.is_startpage === true && !slug.endsWith('/') ? slug.slice(0, slug.lastIndexOf('/') + 1) : slug
      const key = indexKey(fullSlug)
      const detail = details.get(fullSlug)
      // Pages live in locale folders; a story outside one, or of another content type, is none of ours.
      if (key === undefined || detail?.page === false) continue
      index.set(key, {
        noindex: detail?.noindex ?? false,
        alternates: detail?.alternates ?? [],
        startpage: fullSlug.endsWith('/'),
        uuid: link.uuid,
      })
    }
  }
  return index
}

interface Paged {
  data: unknown
  total?: number
}

/**
 * Every page of a listing: the first says how many there are, the rest are asked for at once and the client spaces
 * them at Storyblok's rate. A listing whose pages do not add up to the total it announced is cut short: it throws.
 */
export async function allPages(
  get: (page: number) => Promise<Paged>,
  perPage: number,
  count: (data: unknown) => number,
): Promise<unknown[]> {
  const first = await get(1)
  const total = Number(first.total) || 0
  const rest = await Promise.all(Array.from({ length: Math.max(0, Math.ceil(total / perPage) - 1) }, (_, i) => get(i + 2)))
  const answers = [first.data, ...rest.map((r) => r.data)]
  const listed = answers.reduce<number>((sum, data) => sum + count(data), 0)
  if (listed < total) throw new Error(`listing cut short: ${listed} of ${total}`)
  return answers
}

const entries = (data: unknown, field: string): number => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined
  return Array.isArray(value) ? value.length : value && typeof value === 'object' ? Object.keys(value).length : 0
}

async function listPages(ctx: ContentContext, brand: Brand, cv: number): Promise<PageIndex> {
  // Patient: run in the background (or, on a cold isolate, the one listing every page waits for), it waits out a 429.
  const client = storyblokClient(ctx.config, brand, 'published', cv, undefined, true)
  // The links (1,000 a call) name every page; one narrow story listing adds what links cannot say.
  const [links, details] = await Promise.all([
    allPages(
      (page) => client.get('cdn/links', { version: 'published', per_page: LINKS_PER_PAGE, page, paginated: 1 }),
      LINKS_PER_PAGE,
      (data) => entries(data, 'links'),
    ),
    allPages(
      (page) => client.get('cdn/stories', { version: 'published', per_page: STORIES_PER_PAGE, page, ...DETAILS_QUERY }),
      STORIES_PER_PAGE,
      (data) => entries(data, 'stories'),
    ),
  ])
  return indexFromListing(links, details)
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

/** Each index's link targets; an index is never changed once listed, so its targets hold as long as it does. */
let targetsOf = new WeakMap<PageIndex, ReadonlyMap<string, string>>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (targetsOf = new WeakMap()))

/** uuid -> current full_slug of every page of the index: what `resolve_links=url` says of a link to it. */
export function pageLinkTargets(index: PageIndex): ReadonlyMap<string, string> {
  let targets = targetsOf.get(index)
  if (!targets) {
    targets = new Map(
      [...index].map(([key, page]) => {
        const folderEnd = key.indexOf('/')
        return [page.uuid, folderFullSlug(key.slice(0, folderEnd), key.slice(folderEnd + 1), page.startpage)]
      }),
    )
    targetsOf.set(index, targets)
  }
  return targets
}

/** Whether the page `slug` of a locale folder is that folder's sub-folder start page (`de-de/journal/`). */
export function isStartPage(index: PageIndex, folder: string, slug: string): boolean {
  return index.get(`${folder}/${slug}`)?.startpage === true
}

/** Whether `slug` (no locale folder) is a published page in the site's locale or along its fallback chain. */
export function isIndexedPage(index: PageIndex, locale: Locale, slug: string): boolean {
  return localeChain(locale).some((step) => index.has(`${contentFolder(step)}/${slug}`))
}
