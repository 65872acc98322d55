// The content page's loader (SPEC §2 `/{slug…}`, the product overview, the CMS error page): starts every independent
// load at once — story, layout, page index (hreflang alternates), breadcrumb parents — so a page whose stories are not
// cached costs one CMS round trip once the space's cv is known (a cold start asks for the cv first: two). The content
// route has usually asked the page index already (src/content/page-lookup.ts) and hands it over with the layout it
// started: then only the parents the index names are read, and nothing waits for the index again. Critical
// data is awaited: story, layout, what the head needs (alternates, trail) and the calculator (its shop call runs
// beside the layout and index; it must be in the first bytes because the no-JavaScript form is the calculator, and a
// page that lost it must not be page-cached, which is decided when the response starts).
// Deferred: the data of the page's blocks (shop answers, Feed lists: src/loaders/block-data.ts), started as soon as
// the story names them, beside the layout, index and calculator; they never reject and stream in inside <Suspense>.
// Returns the view's props, or null when there is no story or it is not a page.
import { startBreadcrumbTrail, type PendingTrail } from '../content/breadcrumb'
import { loadCalculator } from './calculator'
import { fillStoryCopy } from './copy-values'
import { editableAttributes } from '../content/editable'
import { parseOnce, reportContent } from '../content/parse-once'
import { pageContentSchema } from '../content/schemas'
import { type Story } from '../domain/story'
import { RELATION_FIELDS, RESOLVE_PARAMS } from '../content/story-links'
import { isIndexedPage, loadPageIndex } from '../content/sitemap-pages'
import type { PageIndex } from '../domain/page-index'
import { loadPageStory } from '../content/page-story'
import { loadStory } from '../content/stories'
import type { ContentPageProps } from '../pages/content-page'
import { pageMeta, storyAlternates } from './view/page-meta'
import { blockLoadRequest, firstBytesReady, startBlockLoads } from './block-data'
import type { PageScope } from './scope'
import { startLayout, type PendingLayout } from './shell'

export interface ContentPageRequest {
  status: 200 | 404 | 500
  /** A line above the page, e.g. SPEC §8's `Page not found: {path}`. */
  notice?: string | undefined
  /** Path of the canonical URL when it is not this request's own path (aliases). */
  canonicalPath?: string | undefined
  /**
   * The published index the route found the page in (src/content/page-lookup.ts): the head's alternates come from it,
   * and only the parents it names are read for the breadcrumb.
   */
  index?: PageIndex | undefined
  /** The layout, when the route started it before it asked the index (a cold index listing then holds up nothing else). */
  layout?: PendingLayout | undefined
}

/** The loads of a story page, all started before any is awaited. */
export interface StoryPageLoads {
  story: Promise<Story | null>
  layout: PendingLayout
  /** The published page index; undefined where a page shows no alternates (preview hosts, not-found pages). */
  index: Promise<PageIndex> | undefined
  trail: PendingTrail | undefined
}

export interface StoryPageOptions {
  /** A page of the site (a not-found page shows the `error` story: no alternates, no trail). */
  found: boolean
  /** The story, when the caller already started its load (theme pages). */
  story?: Promise<Story | null> | undefined
  /** The published index the route already holds (ContentPageRequest.index). */
  index?: PageIndex | undefined
  layout?: PendingLayout | undefined
}

/** Starts the loads of the story page at `slug`. */
export function startStoryPage(scope: PageScope, slug: string, { found, story, index, layout }: StoryPageOptions): StoryPageLoads {
  const { content: ctx, site } = scope
  const isPage = index && ((partial: string) => isIndexedPage(index, site.locale, partial))
  return {
    // A page may be a folder's start page (`de-de/journal/`); a not-found page's story (`error`) is a plain one. Its
    // price and size placeholders are filled for this site before anything reads it (./copy-values.ts).
    story: (story ?? (found ? loadPageStory(ctx, site, slug) : loadStory(ctx, site, slug))).then((loaded) => fillStoryCopy(scope, loaded)),
    layout: layout ?? startLayout(scope),
    // Preview pages show no alternates (drafts are never indexed), so they never read or store the published index.
    index: found && !(__PREVIEW_HOSTS__ && site.preview) ? (index ? Promise.resolve(index) : loadPageIndex(ctx, site.brand)) : undefined,
    // SPEC §2 breadcrumb: the page's trail (none on a not-found page), its parents only where the index names pages.
    trail: found ? startBreadcrumbTrail(ctx, site, slug, isPage) : undefined,
  }
}

export async function loadContentPage(scope: PageScope, slug: string, request: ContentPageRequest): Promise<ContentPageProps | null> {
  return contentPageProps(
    scope,
    startStoryPage(scope, slug, { found: request.status === 200, index: request.index, layout: request.layout }),
    request,
  )
}

/** The content page's props from loads already under way; null when the story is missing or not a page. */
export async function contentPageProps(
  scope: PageScope,
  loads: StoryPageLoads,
  request: ContentPageRequest,
): Promise<ContentPageProps | null> {
  const story = await loads.story
  const page = story ? parseOnce(pageContentSchema, story.content, { fields: true }) : undefined
  // A story of another content type (a URL naming the layout, say) is simply no page, not bad content.
  if (story?.content.component === 'page' && page) reportContent(story.full_slug, page)
  if (!story || !page?.success) return null
  const { site } = scope
  // The calculator resolves to null on any failure, never rejecting; the blocks' data streams in when it answers.
  const blockData = startBlockLoads(blockLoadRequest(scope), [page.data.teaser, page.data.uspTeaser, page.data.body])
  if (blockData) scope.awaiting(blockData.values())
  const [calculator, layout, index, trail] = await Promise.all([
    loadCalculator(scope, page.data.calculator, story.tag_list ?? [], page.data.sku, story.full_slug),
    loads.layout(page.data.bar, story.full_slug),
    loads.index,
    loads.trail?.(story) ?? [],
    firstBytesReady(blockData),
  ])
  const found = request.status === 200
  const meta = pageMeta(scope, {
    story,
    page: page.data,
    layout,
    found,
    canonicalPath: request.canonicalPath,
    alternates: storyAlternates(scope, index, story),
    trail,
  })
  return {
    context: scope.pageContext(blockData, story.full_slug),
    meta,
    layout,
    page: page.data,
    notice: request.notice,
    preview: __PREVIEW_HOSTS__ && site.preview ? previewExtras(scope, story, (await loads.layout.story)?.id) : undefined,
    editable:
      __PREVIEW_HOSTS__ && site.preview
        ? { page: editableAttributes(story.content._editable), calculator: editableAttributes(page.data.calculator[0]?._editable) }
        : undefined,
    calculator,
    breadcrumb: trail,
    footerOverride: page.data.footerOverride,
  }
}

// SPEC §6: inside the visual editor (it adds `_storyblok`) the live bridge; outside it, a warning. `story` is the one
// live editing renders, `layoutId` the layout story the page's shell is built from.
export function previewExtras(scope: PageScope, story: Story, layoutId: number | undefined): NonNullable<ContentPageProps['preview']> {
  const { site, url, t } = scope
  if (!url.searchParams.has('_storyblok')) return { warning: t('preview.outsideEditor') }
  const [folder = '', ...slug] = story.full_slug.split('/')
  const query = new URLSearchParams({ locale: folder, path: url.pathname, platform: site.platform, slug: slug.join('/') })
  return {
    bridge: {
      // With the page's markers (`/fr`, `/fr-ch`), so the transform renders for this page's site and locale.
      transformUrl: `${site.basePath}/frontend-api/transform?${query.toString()}`,
      stories: { live: story.id, layout: layoutId },
      editorOrigins: scope.config.cms.editorOrigins,
      bridgeOptions: { resolveRelations: [...RELATION_FIELDS], resolveLinks: RESOLVE_PARAMS.resolve_links },
      labels: {
        connecting: t('preview.connecting'),
        live: t('preview.live'),
        updating: t('preview.updating'),
        failed: t('preview.failed'),
      },
    },
  }
}
