// The backend-for-frontend content path (SPEC §2, §7): `/frontend-api/{locale}/{slug}` answers a story as JSON,
// `/frontend-api/breadcrumb` the trail to a page, and `/frontend-api/transform` renders a visual-editor event's story
// (a page or the layout; preview hosts, verified editors only) for the live preview.
import type { Context } from 'hono'
import type { ReactElement } from 'react'
import { Hono } from 'hono/tiny'
import { createMiddleware } from 'hono/factory'
import * as z from 'zod/mini'
import type { AppEnv } from '../app-env'
import { countIpAttempt } from '../http/rate-limit'
import { breadcrumbHome, breadcrumbTrail, MAX_TRAIL_SEGMENTS } from '../content/breadcrumb'
import { catchWith } from '../content/fields'
import { parseOnce, reportContent } from '../content/parse-once'
import { layoutContentSchema, pageContentSchema } from '../content/schemas'
import { type Story } from '../domain/story'
import { readDeliveredContent } from '../content/story-links'
import { isIndexedPage, loadPageIndex } from '../content/sitemap-pages'
import { loadPageStory } from '../content/page-story'
import { lookUpPage } from '../content/page-lookup'
import { LOCALES, fallbackLocale, languageOf, type Locale } from '../domain/locales'
import type { Site } from '../domain/site'
import { contentSlug } from '../domain/slug'
import type { LivePart } from '../views/islands/preview-bridge-view'
import { PageContextProvider, type PageContextValue } from '../views/page-context'
import { LayoutPreview } from '../pages/layout-preview-page'
import { PageBlocks } from '../pages/page-blocks'
import { layoutView } from '../loaders/layout'
import { shellLabels } from '../views/labels'
import { blockLoadRequest, startBlockLoads } from '../loaders/block-data'
import type { PageScope } from '../loaders/scope'
import { KB, limitBody, readJson } from '../http/read-body'
import { sameOrigin } from '../http/same-origin'
import { renderFragment } from '../respond/render-page'
import { checkLocaleCode } from '../i18n/translate'

export const frontendApiRoutes = new Hono<AppEnv>()

function localeOf(folder: string | undefined): Locale | undefined {
  const locale = LOCALES.find((known) => known.toLowerCase() === folder?.toLowerCase())
  // SPEC §5: an unknown locale code of length 5 is logged (once per code and isolate).
  if (!locale && folder) checkLocaleCode(folder)
  return locale
}

function siteIn(c: Context<AppEnv>, locale: Locale): Site {
  return { ...c.get('site'), locale, fallbackLocale: fallbackLocale(locale), language: languageOf(locale) }
}

// One unauthenticated call must not fan out into CMS calls and cache writes: the path is capped in depth, the caller
// in rate, and only published pages of the page index are resolved (a made-up path costs no story load).
frontendApiRoutes.get('/frontend-api/breadcrumb', async (c) => {
  const locale = localeOf(c.req.query('locale')) ?? c.get('site').locale
  const path = c.req.query('path') ?? '/'
  const slug = contentSlug(path)
  if (slug === undefined) return c.json({ message: { text: 'path is not a page path' } }, 400)
  if (slug.split('/').length > MAX_TRAIL_SEGMENTS)
    return c.json({ message: { text: `path has more than ${MAX_TRAIL_SEGMENTS} segments` } }, 400)
  const wait = await countIpAttempt(c, 'breadcrumb', Date.now())
  if (wait > 0) return c.json({ message: { text: 'Too many breadcrumb calls.' } }, 429, { 'retry-after': String(Math.ceil(wait / 1000)) })
  const site = siteIn(c, locale)
  const ctx = c.var.scope.content
  // Preview hosts serve verified editors only, and their drafts are not in the (published) index.
  const index = __PREVIEW_HOSTS__ && site.preview ? undefined : await loadPageIndex(ctx, site.brand)
  const isPage = index && ((candidate: string) => isIndexedPage(index, locale, candidate))
  if (isPage && !isPage(slug)) return c.json({ message: { text: `No published page at ${path} in ${locale}.` } }, 404)
  const items = await breadcrumbTrail(ctx, site, slug, await loadPageStory(ctx, site, slug), isPage)
  return c.json({ items: [{ text: shellLabels(site.language).home, url: breadcrumbHome(site) }, ...items] })
})

// Only in builds that serve preview hosts (not production's, whose bundle then carries none of this route).
if (__PREVIEW_HOSTS__) {
  const eventSchema = z.looseObject({
    action: z.string(),
    // The story's full slug only names it in the content warnings; what is rendered comes from the content alone.
    story: z.looseObject({ content: z.unknown(), full_slug: catchWith(z._default(z.string().check(z.maxLength(200)), ''), '') }),
  })

  // Only verified editors on preview hosts, and only the preview page itself, get as far as the body.
  const editorCallsOnly = createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('site').preview) return c.json({ message: { text: 'The transform call is for the visual editor on preview hosts.' } }, 404)
    return next()
  })

  frontendApiRoutes.post('/frontend-api/transform', editorCallsOnly, sameOrigin, limitBody(512 * KB), async (c) => {
    const event = eventSchema.safeParse(await readJson(c))
    // The editor sends the story as Storyblok holds it (nested objects in one-block lists).
    const content: unknown = event.success ? readDeliveredContent(event.data.story.content, new Map()) : undefined
    const live =
      event.success && content && typeof content === 'object' ? await livePart(c.var.scope, content, event.data.story.full_slug) : undefined
    if (!live) return c.json({ message: { text: 'The event does not carry a page or layout story.' } }, 400)
    const html = await renderFragment(c.var.scope, <PageContextProvider value={live.context}>{live.element}</PageContextProvider>)
    if (html === undefined)
      return c.json({ message: { text: 'This content could not be rendered; the logs name the block.' } }, 422, {
        'cache-control': 'private, no-store',
      })
    return c.json({ html, part: live.part }, 200, { 'cache-control': 'private, no-store' })
  })
}

/** What an edited story renders to: a page's teaser and body, or the whole shell of the layout's preview page. */
async function livePart(
  scope: PageScope,
  content: object,
  fullSlug: string,
): Promise<{ part: LivePart; context: PageContextValue; element: ReactElement } | undefined> {
  // Read as a page's loader reads it: a bad field or entry is left out alone.
  const page = parseOnce(pageContentSchema, content, { fields: true })
  if (page.success) {
    reportContent(fullSlug, page)
    // The blocks' data is loaded like a page's; the editor gets the preview once all of it is in.
    const blockData = startBlockLoads(blockLoadRequest(scope), [page.data.teaser, page.data.uspTeaser, page.data.body])
    return { part: 'page', context: scope.pageContext(blockData, fullSlug), element: <PageBlocks page={page.data} /> }
  }
  // Checked first, so an unfinished edit is a 400 here rather than the empty shell (and error log) of a broken layout.
  if (!parseOnce(layoutContentSchema, content).success) return undefined
  const { site, variant } = scope
  const context = scope.pageContext()
  // Only the content is read from the story; the rest of a story does not shape the layout.
  const story = { id: 0, uuid: '', name: 'layout', full_slug: fullSlug || 'layout', content: content as Story['content'] }
  const layout = await layoutView(story, site, {
    dismissedBars: variant.dismissedBars,
    back: variant.pathname + variant.search,
    smartBannerDismissed: variant.smartBannerDismissed,
    links: context.links,
  })
  return { part: 'layout', context, element: <LayoutPreview layout={layout} note={scope.t('preview.layout')} /> }
}

// SPEC §7 content page call. Of its query it reads `release` (preview hosts only); the Worker decides the rest: the
// version by the host (drafts only on preview hosts, which verified the editor before this runs; everywhere else the
// published story), the relations by RELATION_FIELDS, the platform by the path's markers.
frontendApiRoutes.get('/frontend-api/:locale/:slug{.+}', async (c) => {
  const locale = localeOf(c.req.param('locale'))
  const slug = contentSlug(`/${c.req.param('slug')}`)
  if (!locale || slug === undefined) return c.json({ message: { text: 'Unknown locale or implausible slug.' } }, 400)
  const site = siteIn(c, locale)
  // As on the page route: a slug the published index does not name reads no story (preview hosts read drafts).
  const lookup = __PREVIEW_HOSTS__ && site.preview ? undefined : await lookUpPage(c.var.scope.content, site, slug)
  const story = lookup?.indexed === false ? null : await loadPageStory(c.var.scope.content, site, slug)
  if (!story) return c.json({ message: { text: `No story ${slug} in ${locale}.` } }, 404)
  return c.json({ story: { id: story.id, uuid: story.uuid, name: story.name, full_slug: story.full_slug, content: story.content } }, 200, {
    'cache-control': __PREVIEW_HOSTS__ && c.get('site').preview ? 'private, no-store' : 'private, no-cache',
  })
})
