// Loads the global layout story (navigation, footer, action bar) of a site and turns it into what the shell renders.
import type { Brand } from '../domain/countries'
import type { LinkContext } from '../domain/links'
import type { Site } from '../domain/site'
import { log } from '../log'
import { shellLabels, type ShellLabels } from '../views/labels'
import type { ActionBarProps } from '../views/islands/action-bar-view'
import { parseCountdownEnd } from '../domain/countdown'
import { layoutLabels } from './view/layout-labels'
import type { LayoutLabels } from '../views/layout/layout-view'
import type { LayoutView } from '../views/layout/layout-view'
import { parseOnce, reportContent } from '../content/parse-once'
import { sanitizeHtml } from '../content/sanitize-html'
import { actionBarSchema, layoutContentSchema, type ActionBarContent, type RawBlock } from '../content/schemas'
import { type Story } from '../domain/story'
import { loadStory, type ContentContext } from '../content/stories'

/** SPEC §9: the poster channel has apps. */
export const BRANDS_WITH_APPS: readonly Brand[] = ['poster']

// SPEC §5: an end date in the past logs an error (an editor left a finished sale on the page); once per bar and
// isolate, not on every page view.
function logPastCountdown(id: string, end: string): void {
  log.once('error', 'countdown-date-in-past', id, { id, end })
}

function countdownOf(bar: ActionBarContent, story: string, labels: LayoutLabels): ActionBarProps['countdown'] {
  const { id } = bar
  const field = bar.countdownEndDate ? 'countdownEndDate' : 'actionBarEndDate'
  const raw = bar[field]
  if (!raw) return undefined
  const end = parseCountdownEnd(raw)
  const now = Date.now()
  if (end === undefined) {
    // The bar still shows, without a countdown.
    reportContent(story, { dropped: [{ path: field, uid: bar._uid, component: 'ActionBar', problem: 'not a date' }], withoutAlt: [] })
    return undefined
  }
  // SPEC §8 log event: the bar still shows, without a countdown.
  if (end <= now) return void logPastCountdown(id, raw)
  return { end, now, labels: labels.countdown }
}

export interface LayoutRequest {
  /** Bar ids the shopper dismissed (cookie). */
  dismissedBars: readonly string[]
  /** Path and query the no-JavaScript dismiss form returns to. */
  back: string
  /** A page's own bar, which replaces the layout's. */
  pageBar?: readonly RawBlock[] | undefined
  /** The page's story (its bar's), which a content warning names. */
  pageStory?: string | undefined
  /** The shopper dismissed the smart banner (cookie): it is not rendered at all, so it never flashes. */
  smartBannerDismissed?: boolean
  /** The site's link policy for links in the bar's HTML; without it, only the site's markers and slash rule apply. */
  links?: LinkContext | undefined
}

async function actionBar(
  blocks: readonly RawBlock[],
  story: string,
  site: Site,
  request: LayoutRequest,
  labels: ShellLabels,
  text: LayoutLabels,
): Promise<ActionBarProps | undefined> {
  const first = blocks[0]
  if (!first) return undefined
  const parsed = parseOnce(actionBarSchema, first)
  reportContent(story, parsed)
  if (!parsed.success) return undefined
  const bar = parsed.data
  if (request.dismissedBars.includes(bar.id)) return undefined
  return {
    id: bar.id,
    html: await sanitizeHtml(
      bar.text,
      request.links ?? { basePath: site.basePath, trailingSlash: site.trailingSlash, internalHosts: new Set() },
    ),
    color: bar.color,
    backgroundColor: bar.backgroundColor,
    closeLabel: labels.closeBar,
    back: request.back,
    // SPEC §3: countdownEndDate or actionBarEndDate.
    countdown: countdownOf(bar, story, text),
  }
}

/** The site's layout story; a failure is logged and yields an empty shell rather than a failed page. */
export function loadLayoutStory(ctx: ContentContext, site: Site): Promise<Story | null> {
  return loadStory(ctx, site, 'layout').catch((error: unknown) => {
    log.error('empty-hybrid-layout', { brand: site.brand, locale: site.locale, error })
    return null
  })
}

/** What the shell renders from the layout story, for this shopper (dismissed bars) and page (its own bar). */
export async function layoutView(story: Story | null, site: Site, request: LayoutRequest): Promise<LayoutView> {
  const labels = shellLabels(site.language)
  const text = layoutLabels(site.language)
  const hasApps = BRANDS_WITH_APPS.includes(site.brand)
  const parsed = story ? parseOnce(layoutContentSchema, story.content, { fields: true }) : undefined
  if (story && parsed) reportContent(story.full_slug, parsed)
  if (!parsed?.success) {
    // SPEC §8 log event: the page still renders, with an empty shell.
    log.error('empty-hybrid-layout', { brand: site.brand, locale: site.locale, found: story !== null })
  }
  const content = parsed?.success ? parsed.data : layoutContentSchema.parse({ component: 'layout' })
  const { actionBar: layoutBar, component: _component, ...rest } = content
  return {
    ...rest,
    smartBanner: hasApps && !request.smartBannerDismissed ? rest.smartBanner : undefined,
    footerBoxes: hasApps ? rest.footerBoxes : rest.footerBoxes.filter((box) => box.type !== 'app-links'),
    actionBar: await (request.pageBar?.length
      ? actionBar(request.pageBar, request.pageStory ?? '', site, request, labels, text)
      : actionBar(layoutBar, story?.full_slug ?? '', site, request, labels, text)),
    labels,
    text,
    hasApps,
    // Preview hosts render their whole shell per request (never stored), so the editor sees what was left out and why.
    ...(__PREVIEW_HOSTS__ && site.preview && parsed?.dropped.length ? { contentNotices: parsed.dropped } : {}),
  }
}
