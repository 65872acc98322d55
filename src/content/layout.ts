// Loads the global layout story (navigation, footer, action bar) of a site and turns it into what the shell renders.
import type { Site } from '../domain/site'
import { log } from '../log'
import { shellLabels, type ShellLabels } from '../render/labels'
import type { ActionBarProps } from '../render/islands/action-bar-view'
import { parseOnce } from './parse-once'
import { sanitizeHtml } from './sanitize-html'
import { actionBarSchema, layoutContentSchema, type LayoutContent, type RawBlock, type Story } from './schemas'
import { loadStory, type ContentContext } from './stories'

export interface LayoutView extends Omit<LayoutContent, 'actionBar' | 'component'> {
  actionBar: ActionBarProps | undefined
  labels: ShellLabels
}

export interface LayoutRequest {
  /** Bar ids the shopper dismissed (cookie). */
  dismissedBars: readonly string[]
  /** Path and query the no-JavaScript dismiss form returns to. */
  back: string
  /** A page's own bar, which replaces the layout's. */
  pageBar?: readonly RawBlock[] | undefined
}

async function actionBar(blocks: readonly RawBlock[], request: LayoutRequest, labels: ShellLabels): Promise<ActionBarProps | undefined> {
  const first = blocks[0]
  const parsed = first ? parseOnce(actionBarSchema, first) : actionBarSchema.safeParse(undefined)
  if (!parsed.success) {
    if (blocks.length > 0) log.warn('invalid-block', { component: 'ActionBar' })
    return undefined
  }
  const bar = parsed.data
  if (request.dismissedBars.includes(bar.id)) return undefined
  return {
    id: bar.id,
    html: await sanitizeHtml(bar.text),
    color: bar.color,
    backgroundColor: bar.backgroundColor,
    closeLabel: labels.closeBar,
    back: request.back,
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
  const parsed = story ? parseOnce(layoutContentSchema, story.content) : undefined
  if (!parsed?.success) {
    // SPEC §8 log event: the page still renders, with an empty shell.
    log.error('empty-hybrid-layout', { brand: site.brand, locale: site.locale, found: story !== null })
  }
  const content = parsed?.success ? parsed.data : layoutContentSchema.parse({ component: 'layout' })
  const { actionBar: layoutBar, component: _component, ...rest } = content
  return {
    ...rest,
    actionBar: await actionBar(request.pageBar?.length ? request.pageBar : layoutBar, request, labels),
    labels,
  }
}
