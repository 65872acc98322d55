// The theme listings' loader (SPEC §2 `karten-designen`, `alle-fotokalender`): the shop's page of themes and the
// layout start at once; both are critical (the list is the page). Null for a page beyond the last (-> 404: a stale
// link must not become a second copy of another page).
import type { ProductType } from '../domain/commerce/catalogue-enums'
import { listingSearch, pageCount, parseListingState, withPage, type ListingConfig } from '../domain/listing'
import type { MessageKey } from '../i18n/translate'
import { shopPageMeta } from './view/page-meta'
import type { ThemesFilter } from '../shop/client'
import type { PageScope } from './scope'
import { startLayout } from './shell'
import { sitePath } from '../domain/links'
import type { ListingPageProps } from '../pages/listing-page'

export interface Listing {
  slug: string
  product: ProductType
  config: ListingConfig
  title: MessageKey
  intro: MessageKey
}

export async function loadListingPage(scope: PageScope, listing: Listing): Promise<ListingPageProps | null> {
  const { site, t } = scope
  const layout = startLayout(scope)
  const state = parseListingState(scope.url.searchParams, listing.config)
  // The listing's values are the shop's own enumerations (src/domain/listing.ts), so they fit the call's types. A shop
  // that does not answer fails the page through the app's one error path (503, logged there).
  const page = await scope.shop().themes({
    ...(state.filters as ThemesFilter),
    product: listing.product,
    sort: state.sort,
    pageSize: state.pageSize,
    page: state.page,
  })
  const count = pageCount(page.total, state.pageSize)
  if (state.page > count) return null
  const path = sitePath(site, `/${listing.slug}`)
  const absolute = (search: string) => `${scope.origin}${path}${search}`
  const title = t(listing.title)
  const filtered = Object.keys(state.filters).length
  const trail = [{ text: title, url: path }]
  const shell = await layout()
  const meta = shopPageMeta(scope, {
    layout: shell,
    trail,
    title: state.page > 1 ? `${title} – ${t('listing.page', { page: state.page, count })}` : title,
    description: t(listing.intro),
    // Combinations of filters, other sorts and page sizes are followed but not indexed: they only reorder or narrow.
    robots:
      filtered > 1 || state.sort !== listing.config.defaultSort || state.pageSize !== listing.config.defaultPageSize
        ? 'noindex,follow'
        : 'index,follow',
    canonical: absolute(listingSearch(state, listing.config)),
  })
  const pageLinks = {
    prev: state.page > 1 ? absolute(listingSearch(withPage(state, state.page - 1), listing.config)) : undefined,
    next: state.page < count ? absolute(listingSearch(withPage(state, state.page + 1), listing.config)) : undefined,
  }
  return {
    context: scope.pageContext(),
    meta,
    layout: shell,
    breadcrumb: trail,
    pageLinks,
    title,
    intro: t(listing.intro),
    config: listing.config,
    state,
    page,
    path,
  }
}
