// Rendering a CMS story as a page, and the two kinds of not-found page (SPEC §8), shared by every page route.
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../app-env'
import { loadCalculator } from '../content/calculator'
import { contentContext } from '../content/context'
import { layoutView, loadLayoutStory, type LayoutView } from '../content/layout'
import { parseOnce } from '../content/parse-once'
import { pageContentSchema, type RawBlock, type Story } from '../content/schemas'
import { loadStory } from '../content/stories'
import { storyLister } from '../content/story-list'
import { experimentsFor } from '../domain/routes'
import type { PageContextValue } from '../render/page-context'
import { ContentPage } from '../render/pages/content-page'
import { UnavailablePage } from '../render/pages/unavailable-page'
import { renderPage } from '../render/render-page'
import { pageMeta, requestBreadcrumb } from '../render/seo/page-meta'
import { shellLabels } from '../render/labels'
import { createTranslator } from '../i18n/translate'
import type { TrackingProps } from '../render/islands/tracking-view'
import { log } from '../log'

const layoutStories = new WeakMap<Context<AppEnv>, Promise<Story | null>>()

/** The request's layout story, loaded once; page routes start it early so it loads alongside the page's story. */
export function layoutStoryOf(c: Context<AppEnv>): Promise<Story | null> {
  let pending = layoutStories.get(c)
  if (!pending) {
    pending = loadLayoutStory(contentContext(c), c.get('site'))
    layoutStories.set(c, pending)
  }
  return pending
}

/** The shell as this shopper sees it (dismissed bars), with the no-JavaScript bar form returning to this URL. */
export async function requestLayout(c: Context<AppEnv>, pageBar?: readonly RawBlock[]): Promise<LayoutView> {
  const variant = c.get('variant')
  return layoutView(await layoutStoryOf(c), c.get('site'), {
    dismissedBars: variant.dismissedBars,
    back: variant.pathname + variant.search,
    pageBar,
    smartBannerDismissed: variant.smartBannerDismissed,
  })
}

// SPEC §2: splitDebug and _debug show the debug panel; only where no shopper is (development and preview hosts).
function debugFlagsWanted(c: Context<AppEnv>): boolean {
  const url = new URL(c.req.url)
  const wanted = url.searchParams.has('splitDebug') || url.searchParams.has('_debug')
  return wanted && (c.get('site').preview || c.get('config').environment === 'development')
}

// SPEC §3 page tracking payload; the tag manager itself loads in the browser only with consent (tracking island).
function trackingProps(c: Context<AppEnv>): TrackingProps | undefined {
  const variant = c.get('variant')
  if (variant.crawler) return undefined
  const site = c.get('site')
  const url = new URL(c.req.url)
  const tags = c.get('config').tagManager
  const t = createTranslator(site.language)
  return {
    consent: variant.consent,
    scriptUrl: tags && url.searchParams.get('tracking') !== '0' ? `${tags.origin}/gtm.js?id=${encodeURIComponent(tags.id)}` : undefined,
    dataLayer: {
      event: 'init',
      channel: site.brand,
      country: site.country,
      currency: site.currency,
      language: site.language,
      locale: site.locale,
      platform: site.platform,
      page: { uniqueIdentifier: url.pathname },
    },
    back: url.pathname + url.search,
    labels: { text: t('consent.text'), accept: t('consent.accept'), decline: t('consent.decline') },
  }
}

function requestUrl(c: Context<AppEnv>): string {
  const url = new URL(c.req.url)
  return url.pathname + url.search
}

export function pageContextOf(c: Context<AppEnv>): PageContextValue {
  const site = c.get('site')
  return {
    site,
    origin: c.get('origin'),
    path: c.req.path,
    url: requestUrl(c),
    turnstileSiteKey: c.get('config').turnstile.siteKey,
    links: { basePath: site.basePath, trailingSlash: site.trailingSlash, internalHosts: c.get('config').internalLinkHosts[site.brand] },
    experiments: experimentsFor(c.req.path),
    flags: c.get('variant').flags,
    debugFlags: debugFlagsWanted(c),
    tracking: trackingProps(c),
    imageBase: c.get('config').imageResizeBase,
    stories: storyLister(contentContext(c), site),
  }
}

export interface StoryPageOptions {
  status: 200 | 404
  /** A line above the page, e.g. SPEC §8's `Page not found: {path}`. */
  notice?: string | undefined
  /** Path of the canonical URL when it is not this request's own path (aliases). */
  canonicalPath?: string | undefined
  /** Content streamed after the page's own (e.g. related themes inside a Suspense boundary). */
  after?: ReactNode
}

/** The story as a page, or undefined when there is no story or it is not a page. */
export async function renderStoryPage(c: Context<AppEnv>, story: Story | null, options: StoryPageOptions): Promise<Response | undefined> {
  const page = story ? parseOnce(pageContentSchema, story.content) : undefined
  if (!story || !page?.success) return undefined
  const context = pageContextOf(c)
  // The calculator's shop call runs alongside the layout; it resolves to null on any failure, never rejecting.
  const calculator = loadCalculator(c, page.data.calculator, story.tag_list ?? [])
  const layout = await requestLayout(c, page.data.bar)
  const found = options.status === 200
  const preview = context.site.preview ? previewExtras(c, story) : undefined
  const meta = await pageMeta(c, { story, page: page.data, layout, found, canonicalPath: options.canonicalPath })
  // SPEC §2 breadcrumb: the page's trail (none on a not-found page); the same steps as the JSON-LD BreadcrumbList.
  const breadcrumb = found ? await requestBreadcrumb(c, story) : []
  const element = (
    <ContentPage context={context} meta={meta} layout={layout} page={page.data} notice={options.notice} preview={preview} calculator={await calculator} after={options.after} breadcrumb={breadcrumb} />
  )
  return renderPage(c, element, options.status)
}

// SPEC §6: inside the visual editor (it adds `_storyblok`) the live bridge; outside it, a warning.
function previewExtras(c: Context<AppEnv>, story: Story) {
  const site = c.get('site')
  const url = new URL(c.req.url)
  const t = createTranslator(site.language)
  if (!url.searchParams.has('_storyblok')) return { warning: t('preview.outsideEditor') }
  const [folder = '', ...slug] = story.full_slug.split('/')
  const query = new URLSearchParams({ locale: folder, path: url.pathname, platform: site.platform, slug: slug.join('/') })
  return {
    bridge: {
      transformUrl: `/frontend-api/transform?${query.toString()}`,
      editorOrigins: c.get('config').cms.editorOrigins,
      labels: { connecting: t('preview.connecting'), live: t('preview.live'), updating: t('preview.updating'), failed: t('preview.failed') },
    },
  }
}

/**
 * The CMS error story with status 404 (a built-in page if the space has none). SPEC §8: a fatal 404 (route validation
 * failed) says `Page Not Found: {path}`, a non-fatal one (no route, no story) `Page not found: {path}`.
 */
export async function renderNotFound(c: Context<AppEnv>, kind: 'fatal' | 'not-found' = 'not-found'): Promise<Response> {
  const site = c.get('site')
  const path = new URL(c.req.url).pathname
  // SPEC §8's messages go to the log; the shopper reads the same in their language.
  log.info('page-not-found', { fatal: kind === 'fatal', message: `${kind === 'fatal' ? 'Page Not Found' : 'Page not found'}: ${path}` })
  const notice = shellLabels(site.language).pageNotFound(path)
  void layoutStoryOf(c)
  const story = await loadStory(contentContext(c), site, 'error')
  return (await renderStoryPage(c, story, { status: 404, notice })) ?? renderPage(c, <UnavailablePage site={site} notFound />, 404)
}
