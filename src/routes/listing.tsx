// The theme listings (SPEC §2): card designs under `karten-designen` and calendar designs under `alle-fotokalender`,
// both the cards brand's (SPEC §1: it sells cards and calendars; on the poster brand they are a non-fatal 404).
// Filters, sort, page size and page live in the query (src/domain/listing.ts): the canonical URL is the state written
// canonically (unknown parameters and values dropped, defaults left out), prev/next point at the neighbouring pages,
// and a page beyond the last is a non-fatal 404 (a stale link must not become a second copy of another page).
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env'
import { CARD_OCCASIONS, CALENDAR_LISTING, CARD_LISTING, listingSearch, pageCount, parseListingState, withPage, type ListingConfig } from '../domain/listing'
import { createTranslator, type MessageKey } from '../i18n/translate'
import { ShopPage } from '../render/listing/shop-page'
import { ThemeListing } from '../render/listing/theme-listing'
import { renderPage } from '../render/render-page'
import { shopPageMeta } from '../render/seo/page-meta'
import type { ThemesFilter } from '../shop/client'
import { shopClient } from '../shop/for-request'
import type { ProductType } from '../domain/commerce/catalogue-enums'
import { layoutStoryOf, pageContextOf, renderNotFound, requestLayout } from './page'

export const listingRoutes = new Hono<AppEnv>()

interface Listing {
  slug: string
  product: ProductType
  config: ListingConfig
  title: MessageKey
  intro: MessageKey
}

const CARDS: Listing = { slug: 'karten-designen', product: 'card', config: CARD_LISTING, title: 'listing.cardsTitle', intro: 'listing.cardsIntro' }
const CALENDARS: Listing = { slug: 'alle-fotokalender', product: 'calendar', config: CALENDAR_LISTING, title: 'listing.calendarsTitle', intro: 'listing.calendarsIntro' }

async function renderListing(c: Context<AppEnv>, listing: Listing): Promise<Response> {
  const site = c.get('site')
  if (site.brand !== 'cards') return renderNotFound(c)
  void layoutStoryOf(c)
  const url = new URL(c.req.url)
  const state = parseListingState(url.searchParams, listing.config)
  // The listing's values are the shop's own enumerations (src/domain/listing.ts), so they fit the call's types. A shop
  // that does not answer fails the page through the app's one error path (503, logged there).
  const page = await shopClient(c).themes({ ...(state.filters as ThemesFilter), product: listing.product, sort: state.sort, pageSize: state.pageSize, page: state.page })
  const count = pageCount(page.total, state.pageSize)
  // The decision for a page beyond the last: 404, never a redirect (see the file comment).
  if (state.page > count) return renderNotFound(c)
  const t = createTranslator(site.language)
  const path = `${site.basePath}/${listing.slug}${site.trailingSlash ? '/' : ''}`
  const absolute = (search: string) => `${c.get('origin')}${path}${search}`
  const title = t(listing.title)
  const filtered = Object.keys(state.filters).length
  const layout = await requestLayout(c)
  const trail = [{ text: title, url: path }]
  const meta = await shopPageMeta(c, {
    layout,
    trail,
    title: state.page > 1 ? `${title} – ${t('listing.page', { page: state.page, count })}` : title,
    description: t(listing.intro),
    // Combinations of filters, other sorts and page sizes are followed but not indexed: they only reorder or narrow.
    robots: filtered > 1 || state.sort !== listing.config.defaultSort || state.pageSize !== listing.config.defaultPageSize ? 'noindex,follow' : 'index,follow',
    canonical: absolute(listingSearch(state, listing.config)),
  })
  const pageLinks = {
    prev: state.page > 1 ? absolute(listingSearch(withPage(state, state.page - 1), listing.config)) : undefined,
    next: state.page < count ? absolute(listingSearch(withPage(state, state.page + 1), listing.config)) : undefined,
  }
  const element = (
    <ShopPage context={pageContextOf(c)} meta={meta} layout={layout} breadcrumb={trail} pageLinks={pageLinks}>
      <header className="listing-header">
        <h1 className="headline">{title}</h1>
        <p className="listing-header__intro">{t(listing.intro)}</p>
      </header>
      <ThemeListing config={listing.config} state={state} page={page} path={path} />
    </ShopPage>
  )
  return renderPage(c, element, 200)
}

listingRoutes.get('/karten-designen', (c) => renderListing(c, CARDS))
// SPEC §2: any path whose first segment is karten-designen is the card listing; a trailing occasion
// (`/karten-designen/weihnachten/privat`) is that category's listing, whose one URL is the query form.
listingRoutes.get('/karten-designen/*', (c) => {
  const site = c.get('site')
  const occasion = c.req.path.slice('/karten-designen/'.length)
  if (site.brand !== 'cards' || !(CARD_OCCASIONS as readonly string[]).includes(occasion)) return renderNotFound(c)
  const query = listingSearch({ ...parseListingState(new URL(c.req.url).searchParams, CARD_LISTING), filters: { category: occasion }, page: 1 }, CARD_LISTING)
  return c.redirect(`${site.basePath}/karten-designen${site.trailingSlash ? '/' : ''}${query}`, 301)
})

listingRoutes.get('/alle-fotokalender', (c) => renderListing(c, CALENDARS))
// SPEC §2: the default mounting slug is spirale, so `/alle-fotokalender/spirale` is the calendar listing itself.
listingRoutes.get('/alle-fotokalender/spirale', (c) => {
  const site = c.get('site')
  if (site.brand !== 'cards') return renderNotFound(c)
  return c.redirect(`${site.basePath}/alle-fotokalender${site.trailingSlash ? '/' : ''}${new URL(c.req.url).search}`, 301)
})
