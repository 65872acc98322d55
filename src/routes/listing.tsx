// The theme listings (SPEC §2): card designs under `karten-designen` and calendar designs under `alle-fotokalender`,
// both the cards brand's (SPEC §1: it sells cards and calendars; on the poster brand they are a non-fatal 404).
// Filters, sort, page size and page live in the query (src/domain/listing.ts): the canonical URL is the state written
// canonically (unknown parameters and values dropped, defaults left out), prev/next point at the neighbouring pages,
// and a page beyond the last is a non-fatal 404 (a stale link must not become a second copy of another page).
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { CARD_OCCASIONS } from '../domain/commerce/catalogue-enums'
import { CALENDAR_LISTING, CARD_LISTING, listingSearch, parseListingState } from '../domain/listing'
import { loadListingPage, type Listing } from '../loaders/listing-page'
import { ListingPage } from '../pages/listing-page'
import { renderPage } from '../respond/render-page'
import { renderNotFound } from '../respond/pages'
import { sitePath } from '../domain/links'

export const listingRoutes = new Hono<AppEnv>()

const CARDS: Listing = {
  slug: 'karten-designen',
  product: 'card',
  config: CARD_LISTING,
  title: 'listing.cardsTitle',
  intro: 'listing.cardsIntro',
}
const CALENDARS: Listing = {
  slug: 'alle-fotokalender',
  product: 'calendar',
  config: CALENDAR_LISTING,
  title: 'listing.calendarsTitle',
  intro: 'listing.calendarsIntro',
}

async function renderListing(c: Context<AppEnv>, listing: Listing): Promise<Response> {
  if (c.get('site').brand !== 'cards') return renderNotFound(c)
  const props = await c.var.scope.inTime(loadListingPage(c.var.scope, listing))
  // The decision for a page beyond the last: 404, never a redirect (see the file comment).
  if (!props) return renderNotFound(c)
  return renderPage(c.var.scope, <ListingPage {...props} />, 200)
}

listingRoutes.get('/karten-designen', (c) => renderListing(c, CARDS))
// SPEC §2: any path whose first segment is karten-designen is the card listing; a trailing occasion
// (`/karten-designen/weihnachten/privat`) is that category's listing, whose one URL is the query form.
listingRoutes.get('/karten-designen/*', (c) => {
  const site = c.get('site')
  const occasion = c.req.path.slice('/karten-designen/'.length)
  if (site.brand !== 'cards' || !(CARD_OCCASIONS as readonly string[]).includes(occasion)) return renderNotFound(c)
  const query = listingSearch(
    { ...parseListingState(c.var.scope.url.searchParams, CARD_LISTING), filters: { category: occasion }, page: 1 },
    CARD_LISTING,
  )
  return c.redirect(`${sitePath(site, '/karten-designen')}${query}`, 301)
})

listingRoutes.get('/alle-fotokalender', (c) => renderListing(c, CALENDARS))
// SPEC §2: the default mounting slug is spirale, so `/alle-fotokalender/spirale` is the calendar listing itself.
listingRoutes.get('/alle-fotokalender/spirale', (c) => {
  const site = c.get('site')
  if (site.brand !== 'cards') return renderNotFound(c)
  return c.redirect(`${sitePath(site, '/alle-fotokalender')}${c.var.scope.url.search}`, 301)
})
