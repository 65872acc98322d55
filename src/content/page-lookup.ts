// Whether a path of the page route names a published page, asked of the page index before anything else is read, so a
// made-up path (`/q7f3/b/c/d/e/f/g/h`) costs at most that one cached read: no story, no parent, no "missing" entry.
// Public hosts only: preview hosts show drafts, which the index of published pages does not list.
import type { PageIndex } from '../domain/page-index'
import type { Site } from '../domain/site'
import { withinDeadline } from '../cache/deadline'
import { pageIndexListing } from '../cache/page-index'
import { spaceVersionOf } from './cms'
import { isIndexedPage, publishedPageIndex } from './sitemap-pages'
import type { ContentContext } from './stories'

/** The index that answered, and whether it names the page in the site's locale or along its fallback chain. */
export interface PageLookup {
  index: PageIndex
  indexed: boolean
}

/**
 * What the published index says of `slug` (no locale folder). Undefined when there is no index to ask (the CMS cannot
 * list it and nothing is cached): the page is then read without the check, since a CMS hiccup must not make every page a 404.
 */
export async function lookUpPage(ctx: ContentContext, site: Site, slug: string): Promise<PageLookup | undefined> {
  const index = await publishedPageIndex(ctx, site.brand)
  if (!index) return undefined
  if (isIndexedPage(index, site.locale, slug)) return { index, indexed: true }
  // Right after a publish the previous cache version's index answers while the new one is listed: the page may be the
  // one just published. Waiting for that listing (already under way, shared by the isolate) costs no further call.
  try {
    const listed = await withinDeadline(ctx, pageIndexListing(spaceVersionOf(ctx, site.brand)))
    return listed ? { index: listed, indexed: isIndexedPage(listed, site.locale, slug) } : { index, indexed: false }
  } catch {
    return undefined
  }
}
