// What every page shares: the site's layout, loaded once per request and started first by each page's loader. The
// request facts server views read (site, links, flags, tracking) come from the request scope (`scope.pageContext()`);
// the site's stored shell parts are the renderer's to look up (src/respond/shell-cache.tsx).
import { layoutView, loadLayoutStory } from './layout'
import type { LayoutView } from '../views/layout/layout-view'
import type { RawBlock } from '../content/schemas'
import type { Story } from '../domain/story'
import type { PageScope } from './scope'

/**
 * The shell as this shopper sees it (dismissed bars), given the page's own bar once the page's story is in; `story` is
 * the layout story itself, for the renderer to prepare the site's stored parts while the page's other reads are out.
 */
export type PendingLayout = ((pageBar?: readonly RawBlock[], pageStory?: string) => Promise<LayoutView>) & {
  readonly story: Promise<Story | null>
}

/** Starts loading the layout story now; never rejects (a failed layout is an empty shell, logged). */
export function startLayout(scope: PageScope): PendingLayout {
  return pendingLayout(scope, loadLayoutStory(scope.content, scope.site))
}

/**
 * The shell of a layout story that is on its way. `stored`: the story is the site's published layout, whose shell parts
 * the renderer keeps and reuses; a layout made up for a render nobody receives (a warm-up) is rendered in place.
 */
export function pendingLayout(scope: PageScope, story: Promise<Story | null>, stored = true): PendingLayout {
  const { site } = scope
  const viewOf = async (pageBar?: readonly RawBlock[], pageStory?: string) => {
    const layout = await story
    const { variant } = scope
    const view = await layoutView(layout, site, {
      dismissedBars: variant.dismissedBars,
      // The no-JavaScript bar form returns to this URL.
      back: variant.pathname + variant.search,
      pageBar,
      pageStory,
      smartBannerDismissed: variant.smartBannerDismissed,
      links: scope.links,
    })
    // The published layout story names the site's stored shell parts; the renderer asks for them.
    return layout && stored ? { ...view, shellSource: layout } : view
  }
  return Object.assign(viewOf, { story })
}

/** The layout of a page without a story of its own (wishlist, designer hand-off). */
export function loadLayout(scope: PageScope): Promise<LayoutView> {
  return startLayout(scope)()
}
