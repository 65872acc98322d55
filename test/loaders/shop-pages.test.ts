// The loaders of the pages the shop builds, with a request scope alone: the theme listings (the shop's page of themes
// for the state in the query) and the theme detail (the shop's theme with its CMS story, the card it is ordered on and
// the related designs), against the built-in shop API on D1 and the demo space.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CARD_LISTING } from '../../src/domain/listing'
import { loadListingPage, type Listing } from '../../src/loaders/listing-page'
import { loadThemePage } from '../../src/loaders/theme-page'
import { builtInFetcher } from '../../src/shop/for-request'
import { testScope } from './scope'

const CARDS: Listing = {
  slug: 'karten-designen',
  product: 'card',
  config: CARD_LISTING,
  title: 'listing.cardsTitle',
  intro: 'listing.cardsIntro',
}

describe('loadListingPage', () => {
  it("loads the first page of card designs with one shop call, in the site's words, canonical and indexed", async () => {
    const { scope, shopCalls } = testScope({ path: '/karten-designen/' })
    const props = await loadListingPage(scope, CARDS)
    expect(shopCalls).toEqual([expect.stringMatching(/^GET \/web-api\/themes\?.*product=card/)])
    expect(props?.state).toMatchObject({ page: 1, sort: 'popularity', pageSize: 12, filters: {} })
    expect(props?.page.items.length).toBeGreaterThan(0)
    expect(props?.page.items.every((theme) => theme.product === 'card')).toBe(true)
    expect(props?.title).toBe(scope.t('listing.cardsTitle'))
    expect(props?.meta).toMatchObject({ canonical: 'http://cards.de.localhost/karten-designen/', robots: 'index,follow' })
    expect(props?.pageLinks.prev).toBeUndefined()
    expect(props?.breadcrumb).toEqual([{ text: props?.title, url: '/karten-designen/' }])
  })

  it('reads filters, sort and page size from the query, writes them canonically and keeps other orders out of the index', async () => {
    const { scope, shopCalls } = testScope({ path: '/karten-designen/?utm_source=mail&pageSize=48&sort=created&category=geburt' })
    const props = await loadListingPage(scope, CARDS)
    expect(props?.state).toMatchObject({ filters: { category: 'geburt' }, sort: 'created', pageSize: 48, page: 1 })
    expect(shopCalls).toEqual([expect.stringMatching(/category=geburt/)])
    expect(props?.meta).toMatchObject({
      canonical: 'http://cards.de.localhost/karten-designen/?category=geburt&sort=created&pageSize=48',
      robots: 'noindex,follow',
    })
  })

  it('is null for a page beyond the last (a 404, never a copy of another page)', async () => {
    const { scope } = testScope({ path: '/karten-designen/?page=999' })
    expect(await loadListingPage(scope, CARDS)).toBeNull()
  })
})

describe('loadThemePage', () => {
  it("loads a card design with the brand's first card to order it on, its trail through the listing and its offer", async () => {
    const { scope, shopCalls } = testScope({ path: '/themes/winterzauber/' })
    const data = await loadThemePage(scope, 'winterzauber')
    expect(data?.kind).toBe('theme')
    if (data?.kind !== 'theme') return
    const { props } = data
    expect(props.theme).toMatchObject({ id: 'winterzauber', product: 'card' })
    expect(props.meta.canonical).toBe('http://cards.de.localhost/themes/winterzauber/')
    expect(props.breadcrumb.map((step) => step.url)).toEqual(['/karten-designen/', '/themes/winterzauber/'])
    // The card options are a form: in by the time the loader answers.
    expect(await props.cardOptions).toMatchObject({ card: expect.any(String) })
    const related = await props.related
    expect(related.length).toBeGreaterThan(0)
    expect(related.map((theme) => theme.id)).not.toContain('winterzauber')
    // One client for the request: the theme, the related designs and the card each asked once.
    expect(shopCalls.filter((call) => call.startsWith('GET /web-api/themes/winterzauber'))).toHaveLength(1)
  })

  it("falls back to the theme's CMS story when the shop does not know the design, with the related designs after it", async () => {
    // The shop as it answers a design it does not (or no longer) know; every other call as the built-in API answers.
    const builtIn = builtInFetcher(env)
    const shop = async (call: Request) =>
      new URL(call.url).pathname === '/web-api/themes/nordlicht'
        ? Response.json({ message: { text: 'No theme nordlicht' } }, { status: 404 })
        : builtIn(call)
    const { scope } = testScope({ host: 'poster.de.localhost', path: '/themes/nordlicht', shop })
    const data = await loadThemePage(scope, 'nordlicht')
    expect(data?.kind).toBe('story')
    if (data?.kind !== 'story') return
    expect(data.props.context.story).toBe('de-de/themes/nordlicht')
    expect(data.props.meta.canonical).toBe('http://poster.de.localhost/themes/nordlicht')
    expect(data.relatedTitle).toBe(scope.t('themes.more'))
    expect((await data.related).length).toBeGreaterThan(0)
  })

  it('is null when neither the shop nor the space knows the design', async () => {
    const { scope } = testScope({ path: '/themes/gibt-es-nicht/' })
    expect(await loadThemePage(scope, 'gibt-es-nicht')).toBeNull()
  })
})
