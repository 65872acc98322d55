// What every page shares: the site's layout (loaded once per request, started first by each page's loader) and the
// request facts server views read (site, links, flags, tracking). Views get both as props.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { contentContext } from '../middleware/content-context'
import { layoutView, loadLayoutStory } from './layout'
import type { LayoutView } from '../render/layout/layout-view'
import type { RawBlock, Story } from '../content/schemas'
import { experimentsFor } from '../domain/routes'
import { createTranslator } from '../i18n/translate'
import type { TrackingProps } from '../render/islands/tracking-view'
import { cachedShell } from '../render/layout/shell-cache'
import { reportUnusableImage } from '../render/content-errors'
import type { PageContextValue } from '../render/page-context'

/** The shell as this shopper sees it (dismissed bars), given the page's own bar once the page's story is in. */
export type PendingLayout = (pageBar?: readonly RawBlock[], pageStory?: string) => Promise<LayoutView>

/** Starts loading the layout story now; never rejects (a failed layout is an empty shell, logged). */
export function startLayout(c: Context<AppEnv>): PendingLayout {
  const site = c.get('site')
  const story: Promise<Story | null> = loadLayoutStory(contentContext(c), site)
  const variant = c.get('variant')
  return async (pageBar, pageStory) => {
    const layout = await story
    const view = await layoutView(layout, site, {
      dismissedBars: variant.dismissedBars,
      // The no-JavaScript bar form returns to this URL.
      back: variant.pathname + variant.search,
      pageBar,
      pageStory,
      smartBannerDismissed: variant.smartBannerDismissed,
      links: linksOf(c),
    })
    // Drafts are never shared: preview hosts render their whole shell on every request.
    if (!layout || site.preview) return view
    const shell = await cachedShell(layout, view, siteContextOf(c), Date.now())
    return shell ? { ...view, shell } : view
  }
}

/** The layout of a page without a story of its own (wishlist, designer hand-off). */
export function loadLayout(c: Context<AppEnv>): Promise<LayoutView> {
  return startLayout(c)()
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

/** What is the same on every page of the site: the request facts the stored shell parts are rendered with. */
function siteContextOf(c: Context<AppEnv>): PageContextValue {
  const site = c.get('site')
  return {
    site,
    origin: c.get('origin'),
    path: '/',
    url: `${site.basePath}/`,
    links: linksOf(c),
    experiments: [],
    imageBase: c.get('config').imageResizeBase,
    reportUnusableImage,
  }
}

function linksOf(c: Context<AppEnv>): PageContextValue['links'] {
  const site = c.get('site')
  return { basePath: site.basePath, trailingSlash: site.trailingSlash, internalHosts: c.get('config').internalLinkHosts[site.brand] }
}

/** The request facts server views render with; `blockData` is what a page's loader started for its blocks. */
export function pageContextOf(c: Context<AppEnv>, blockData?: PageContextValue['blockData'], story?: string): PageContextValue {
  const site = c.get('site')
  const url = new URL(c.req.url)
  return {
    site,
    origin: c.get('origin'),
    path: c.req.path,
    url: url.pathname + url.search,
    turnstileSiteKey: c.get('config').turnstile.siteKey,
    links: linksOf(c),
    experiments: experimentsFor(c.req.path),
    flags: c.get('variant').flags,
    debugFlags: debugFlagsWanted(c),
    tracking: trackingProps(c),
    imageBase: c.get('config').imageResizeBase,
    reportUnusableImage,
    blockData,
    story,
    now: Date.now(),
  }
}
