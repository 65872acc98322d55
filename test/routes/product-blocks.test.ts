// The shop blocks rendered from their demo stories through the whole Worker, the card and calendar
// listings with their URL state, and the theme detail page.
import { createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '../../src/blocks/registry'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(() => resetCaches())
afterEach(() => vi.restoreAllMocks())

async function page(path: string, host = 'cards.de.localhost') {
  const response = await fetchWorker(path, { host })
  return { status: response.status, response, html: await response.text() }
}

/** The decoded href of every `<a>` carrying `marker` in its attributes or text. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
}

/** Theme ids of the listing's tiles, in order. */
const tiles = (html: string) => [...html.matchAll(/<li class="theme-tile" data-theme-id="([^"]+)"/g)].map((m) => m[1])

describe('shop blocks from the demo stories', () => {
  it('renders the overview wrappers with names, "from" prices in euros and designer links (cards, de-DE)', async () => {
    const { status, html } = await page('/shop/')
    expect(status).toBe(200)
    // PhotobookOverviewWrapper
    expect(html).toContain('product-overview--photobook')
    expect(html).toContain('Fotobuch Hardcover')
    expect(html).toContain('ab 9,99\u00a0€')
    // CalendarOverviewWrapper: reduced price with the original struck through
    expect(html).toMatch(/Wandkalender<\/h3>.*?ab 24,99\u00a0€.*?statt 29,99\u00a0€/s)
    // CollageOverviewWrapper
    expect(html).toContain('Leinwandcollage')
    const links = hrefs(html)
    // SPEC §5: a calendar without a start begins in the request's month.
    const now = new Date()
    expect(links).toContain(
      `/configurator-calendar/?calendarType=wandkalender&formatType=a4-hoch&startMonth=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}&locale=de-DE`,
    )
    expect(links.some((href) => href.startsWith('/configurator-photobook/?') && href.includes('photobookType=fotoheft'))).toBe(true)
    expect(links.some((href) => href.startsWith('/configurator-collage/?') && href.includes('materialType=leinwand'))).toBe(true)
    expect(links).toContain('/shop/produkte/')
  })

  it('is reachable from the main navigation and leads on to the other shop pages and the listings', async () => {
    const home = await page('/')
    expect(home.html).toMatch(/<a[^>]*href="\/shop\/"[^>]*>Shop<\/a>/)
    const links = hrefs((await page('/shop/')).html)
    for (const target of ['/shop/produkte/', '/designs/', '/karten-designen/', '/alle-fotokalender/']) expect(links).toContain(target)
    const poster = hrefs((await page('/shop', 'poster.de.localhost')).html)
    expect(poster).toContain('/designs')
    expect(poster).not.toContain('/karten-designen/')
  })

  it('renders Accessory, Frame, SKUContainer and FormatsAndPrices with the shop data (cards, de-DE)', async () => {
    const { html } = await page('/shop/')
    // Accessory: price per piece, the editor's CTA to the card designs
    expect(html).toMatch(/Umschlag C6 Kraftpapier<\/h2>.*?0,95\u00a0€.*?pro Stück/s)
    expect(html).toContain('href="/karten-designen/"')
    // Frame: colours, mat, "from" price, photo-frame designer on the default black frame type
    expect(html).toContain('data-frame-family="holzrahmen"')
    expect(hrefs(html).some((href) => href.startsWith('/configurator-photo-frame/?') && href.includes('frameType=holzrahmen'))).toBe(true)
    // SKUContainer: the article's material, size and reduced price
    expect(html).toMatch(/data-sku="poster-5000x7000".*?Poster 50 x 70 cm.*?50 x 70 cm.*?19,99\u00a0€.*?statt 24,99\u00a0€/s)
    // FormatsAndPrices: a table row per poster format
    expect(html).toMatch(/<table class="formats-table"><caption>Poster: Formate und Preise<\/caption>/)
    expect(html).toMatch(/<th scope="row">30 x 40 cm<\/th><td><span class="price"><span class="price__current">12,99\u00a0€/)
  })

  it('prices the same blocks in Swiss francs on the Swiss poster host and in dollars on the US host', async () => {
    const swiss = await page('/shop', 'poster.ch.localhost')
    expect(swiss.status).toBe(200)
    expect(swiss.html).toContain('ab CHF\u00a025.90')
    expect(swiss.html).toContain('locale=de-CH')
    const us = await page('/shop', 'poster.com.localhost')
    expect(us.html).toContain('from $26.99')
    expect(us.html).toContain('Wall calendar')
  })

  it('renders the five detail containers with facts, formats, CTAs and the dialog buttons', async () => {
    const { status, html } = await page('/shop/produkte/')
    expect(status).toBe(200)
    for (const family of ['photobook', 'calendar', 'card', 'collage', 'accessory']) expect(html).toContain(`product-detail--${family}`)
    expect(html).toContain('<h2 class="product-detail__name">Wandkalender</h2>')
    expect(html).toContain('Premiumpapier 250 g/m², matt')
    expect(html).toContain('21 x 29,7 cm')
    // the card's CTA opens the card designer with the editor's design
    // The card's options carry the default quantity (SPEC §9: the 11th entry) into the designer.
    expect(html).toContain(
      'value="/configurator-card/?card=klappkarte&amp;themeId=winterzauber&amp;quantity=45&amp;locale=de-DE" name="next"',
    )
    // dialogs: a description button everywhere, a 3D button only where the shop has a 3D view
    const islands = [...html.matchAll(/data-island="product-dialogs" data-props="([^"]*)"/g)].map(
      (m) => JSON.parse((m[1] ?? '').replaceAll('&quot;', '"')) as { name: string; has3d: boolean },
    )
    // Each container streams in when its shop call answers, in whatever order the shop API Worker answers them.
    expect(islands.map((island) => [island.name, island.has3d])).toEqual(
      expect.arrayContaining([
        ['Fotobuch Hardcover', true],
        ['Wandkalender', true],
        ['Klappkarte', true],
        ['Leinwandcollage', true],
        ['Umschlag C6 Kraftpapier', false],
      ]),
    )
    expect(islands).toHaveLength(5)
    expect(html.match(/data-product-dialog="product-description"/g)).toHaveLength(5)
    expect(html.match(/data-product-dialog="3d-preview"/g)).toHaveLength(4)
  })

  it('leads a card without a design to the card designs on the cards brand', async () => {
    const { html } = await page('/shop/produkte', 'poster.de.localhost')
    expect(html).toContain('product-detail--card')
    expect(hrefs(html).some((href) => href.includes('/configurator-card/'))).toBe(false)
  })

  it('renders the themes overview with its filters from the page query', async () => {
    const all = await page('/designs/')
    expect(all.status).toBe(200)
    expect(tiles(all.html)).toHaveLength(12)
    const calendars = await page('/designs/?product=calendar')
    expect(tiles(calendars.html)).toEqual([
      'familienzeit',
      'jahreszeiten',
      'fotojahr-minimal',
      'kuechenkraeuter',
      'schreibtischblick',
      'pastellplaner',
    ])
    const motifs = await page('/designs?category=botanik', 'poster.de.localhost')
    expect(tiles(motifs.html)).toEqual(['monstera', 'wiesenblumen', 'ginkgo'])
  })

  it.each([
    ['cards.de.localhost', '/shop/', 'Fotobücher'],
    ['cards.gb.localhost', '/shop/', 'Photo books'],
    ['cards.es.localhost', '/shop/', 'Fotolibros'],
    ['cards.fr.localhost', '/shop/', 'Livres photo'],
    ['cards.it.localhost', '/shop/', 'Fotolibri'],
    ['cards.nl.localhost', '/shop/', 'Fotoboeken'],
    ['poster.de.localhost', '/shop', 'Fotobücher'],
    ['poster.gb.localhost', '/shop', 'Photo books'],
    ['poster.es.localhost', '/shop', 'Fotolibros'],
    ['poster.fr.localhost', '/shop', 'Livres photo'],
    ['poster.it.localhost', '/shop', 'Fotolibri'],
    ['poster.nl.localhost', '/shop', 'Fotoboeken'],
  ])('shows every shop block on %s%s in its language', async (host, path, heading) => {
    const { status, html } = await page(path, host)
    expect(status).toBe(200)
    expect(html).toContain(heading)
    for (const marker of [
      'product-overview--photobook',
      'product-overview--calendar',
      'product-overview--collage',
      'class="accessory"',
      'class="frame-tile"',
      'data-sku=',
      'formats-table',
    ]) {
      expect(html).toContain(marker)
    }
    const slash = host.startsWith('cards') ? '/' : ''
    const details = await page(`/shop/produkte${slash}`, host)
    // The envelope (SPEC §9 prices envelopes in AT, CH and DE columns only) is not offered in GB.
    expect(details.html.match(/class="product-detail__name"/g)).toHaveLength(host.includes('.gb.') ? 4 : 5)
    const designs = await page(`/designs${slash}`, host)
    expect(tiles(designs.html).length).toBeGreaterThan(0)
  })

  it('renders a shop block in place, without streaming placeholders, for the live preview', async () => {
    const preview = 'preview.cards.de.localhost'
    const cookie = (await fetchWorker(`/${await editorQuery()}`, { host: preview })).headers.get('set-cookie')?.split(';')[0] ?? ''
    const body = JSON.stringify({
      action: 'input',
      story: {
        id: 1,
        content: {
          component: 'page',
          title: 't',
          teaser: [],
          body: [{ _uid: 'a1', component: 'Accessory', product: 'schleife-satin', name: 'Live-Schleife' }],
        },
      },
    })
    const response = await fetchWorker('/frontend-api/transform?locale=de-de&path=/shop/&platform=web&slug=shop', {
      method: 'POST',
      host: preview,
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body,
    })
    const { html } = (await response.json()) as { html: string }
    expect(html).toMatch(/Live-Schleife<\/h2>.*0,79\u00a0€/s)
    expect(html).not.toContain('shop-block--loading')
  })

  it('leaves out a malformed block and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const stream = await renderToReadableStream(
      createElement(Blocks, {
        blocks: [
          { _uid: 'bad-1', component: 'Accessory', product: 'NOT AN ID', name: 'x' },
          { _uid: 'bad-2', component: 'FormatsAndPrices', materialType: 'marble' },
          { _uid: 'bad-3', component: 'SKUContainer', items: [] },
        ],
      }),
    )
    await stream.allReady
    expect(await new Response(stream).text()).toBe('')
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    expect(lines.filter((line) => line.event === 'content-invalid').map(({ uid, component, path }) => ({ uid, component, path }))).toEqual([
      { uid: 'bad-1', component: 'Accessory', path: 'product' },
      { uid: 'bad-2', component: 'FormatsAndPrices', path: '' },
      { uid: 'bad-3', component: 'SKUContainer', path: 'items' },
    ])
  })
})

describe('card design listing (karten-designen)', () => {
  it.each<[string, string, string[] | number]>([
    ['the first page by popularity', '', 12],
    ['page 2', '?page=2', 6],
    ['48 per page', '?pageSize=48', 18],
    ['an occasion', '?category=hochzeit', ['ewige-liebe', 'boho-blueten', 'eukalyptus']],
    ['an occasion with a slash', '?category=geburtstag%2Fkindergeburtstag', ['ballonfest', 'dschungelparty']],
    ['the same, newest first', '?category=geburtstag%2Fkindergeburtstag&sort=created', ['dschungelparty', 'ballonfest']],
    ['a die cut', '?punching=herz', ['ewige-liebe', 'sternchen']],
    ['a style and a badge', '?style=verspielt&label=neu', ['dschungelparty', 'erster-schultag']],
    ['a colour and a format', '?color=gold&aspectRatio=din', ['ewige-liebe', 'firmengruss-klassik', 'lichtblick']],
    ['unknown values and parameters, ignored', '?color=plaid&sort=price&pageSize=24&foo=bar', 12],
    ['a calendar type, not a card occasion, ignored', '?category=wandkalender', 12],
  ])('lists %s', async (_name, search, expected) => {
    const { status, html } = await page(`/karten-designen/${search}`)
    expect(status).toBe(200)
    if (typeof expected === 'number') expect(tiles(html)).toHaveLength(expected)
    else expect(tiles(html)).toEqual(expected)
  })

  it('writes canonical, prev and next from the state and drops unknown parameters', async () => {
    const first = await page('/karten-designen/?foo=1&sort=popularity')
    expect(first.html).toContain('<link rel="canonical" href="http://cards.de.localhost/karten-designen/"/>')
    expect(first.html).toContain('<link rel="next" href="http://cards.de.localhost/karten-designen/?page=2"/>')
    expect(first.html).not.toContain('rel="prev" href="http')
    const second = await page('/karten-designen/?page=2')
    expect(second.html).toContain('<link rel="canonical" href="http://cards.de.localhost/karten-designen/?page=2"/>')
    expect(second.html).toContain('<link rel="prev" href="http://cards.de.localhost/karten-designen/"/>')
    expect(second.html).toContain('<meta name="robots" content="index,follow"/>')
    const combined = await page('/karten-designen/?color=red&style=modern')
    expect(combined.html).toContain('<meta name="robots" content="noindex,follow"/>')
  })

  it('carries the whole state in every link and starts over at page 1 when the set changes', async () => {
    const second = hrefs((await page('/karten-designen/?sort=created&page=2&pageSize=12')).html)
    // paging keeps sort; filters, sort and page size start over at page 1
    expect(second).toContain('/karten-designen/?sort=created#listing')
    expect(second).toContain('/karten-designen/?color=blue&sort=created#listing')
    expect(second).toContain('/karten-designen/?sort=created&pageSize=48#listing')
    expect(second).toContain('/karten-designen/?sort=created&page=2#listing')
    expect(second).toContain('/karten-designen/#listing')
    const filtered = hrefs((await page('/karten-designen/?color=blue&sort=created')).html)
    expect(filtered).toContain('/karten-designen/?category=taufe&color=blue&sort=created#listing')
    expect(filtered).toContain('/karten-designen/?sort=created#listing')
    expect(filtered).toContain('/karten-designen/?color=blue&sort=created&pageSize=48#listing')
  })

  it('keeps the shopper at the listing: every filter, sort, size and paging link opens at its anchor (SPEC §2)', async () => {
    const { html } = await page('/karten-designen/?page=2')
    expect(html).toContain('<div class="listing" id="listing">')
    const controls = hrefs(html.slice(html.indexOf('<div class="listing"'))).filter((href) => href.startsWith('/karten-designen/'))
    expect(controls.length).toBeGreaterThan(10)
    for (const href of controls) expect(href).toMatch(/#listing$/)
  })

  it('links every tile to its theme page and its designer, with a "from" price', async () => {
    const { html } = await page('/karten-designen/?category=hochzeit')
    expect(hrefs(html)).toContain('/themes/ewige-liebe/')
    expect(hrefs(html)).toContain('/configurator-card/?themeId=ewige-liebe&locale=de-DE')
    // A card design is ordered on the first card (Klappkarte, 1,49 €): its "from" price is that card's.
    expect(html).toContain('ab 1,49\u00a0€')
  })

  it.each([
    ['a page beyond the last', '/karten-designen/?page=3'],
    ['a page beyond a filtered set', '/karten-designen/?category=hochzeit&page=2'],
    ['an unknown occasion path', '/karten-designen/unsinn/'],
  ])('answers %s with 404', async (_name, path) => {
    expect((await page(path)).status).toBe(404)
  })

  it('treats a malformed page number as the first page', async () => {
    const { status, html } = await page('/karten-designen/?page=abc')
    expect(status).toBe(200)
    expect(html).toContain('<link rel="canonical" href="http://cards.de.localhost/karten-designen/"/>')
  })

  it('redirects an occasion path to its one URL in the query form', async () => {
    const { status, response } = await page('/karten-designen/weihnachten/privat/')
    expect(status).toBe(301)
    expect(response.headers.get('location')).toBe('/karten-designen/?category=weihnachten%2Fprivat')
  })

  it("is the cards brand's: the poster brand answers 404", async () => {
    expect((await page('/karten-designen', 'poster.de.localhost')).status).toBe(404)
    expect((await page('/alle-fotokalender', 'poster.de.localhost')).status).toBe(404)
    expect((await page('/karten-designen/')).status).toBe(200)
  })

  it("speaks the shopper's language and currency on another host", async () => {
    const { html } = await page('/fr/karten-designen/?category=hochzeit', 'cards.ch.localhost')
    expect(html).toContain('Designs de cartes')
    expect(html).toContain('Mariage')
    expect(html).toContain('dès 1.55\u00a0CHF')
    expect(hrefs(html)).toContain('/fr/configurator-card/?themeId=ewige-liebe&locale=fr-CH')
  })
})

describe("listing markers and the overview block's paging", () => {
  it('keeps the desktop marker on every listing link', async () => {
    const { status, html } = await page('/d/karten-designen/?category=hochzeit')
    expect(status).toBe(200)
    const links = hrefs(html).filter((href) => href.includes('karten-designen'))
    expect(links.length).toBeGreaterThan(10)
    for (const href of links) expect(href.startsWith('/d/karten-designen/')).toBe(true)
    expect(html).toContain('<link rel="canonical" href="http://cards.de.localhost/d/karten-designen/?category=hochzeit"/>')
  })

  it('says so and links back to the first page when the themes overview is paged beyond its last page', async () => {
    const { status, html } = await page('/designs/?product=calendar&page=5')
    expect(status).toBe(200)
    expect(tiles(html)).toEqual([])
    expect(html).toContain('Für diese Auswahl gibt es keine Designs.')
    expect(hrefs(html)).toContain('/designs/?product=calendar')
  })
})

describe('calendar listing (alle-fotokalender)', () => {
  it.each<[string, string, string[]]>([
    [
      'every calendar design',
      '',
      ['familienzeit', 'jahreszeiten', 'fotojahr-minimal', 'kuechenkraeuter', 'schreibtischblick', 'pastellplaner'],
    ],
    ['a calendar type', '?category=wandkalender', ['jahreszeiten', 'fotojahr-minimal']],
    [
      'newest first',
      '?sort=created',
      ['pastellplaner', 'fotojahr-minimal', 'familienzeit', 'schreibtischblick', 'jahreszeiten', 'kuechenkraeuter'],
    ],
  ])('lists %s', async (_name, search, expected) => {
    const { status, html } = await page(`/alle-fotokalender/${search}`)
    expect(status).toBe(200)
    expect(tiles(html)).toEqual(expected)
    expect(hrefs(html)).toContain(
      `/configurator-calendar/?calendarType=${expected[0] === 'familienzeit' ? 'familienplaner' : expected[0] === 'pastellplaner' ? 'terminkalender' : 'wandkalender'}&designId=${expected[0]}&startMonth=${new Date().getUTCMonth() + 1}&year=${new Date().getUTCFullYear()}&locale=de-DE`,
    )
  })

  it('serves the default mounting (spirale) at the listing itself', async () => {
    const { status, response } = await page('/alle-fotokalender/spirale/?sort=created')
    expect(status).toBe(301)
    expect(response.headers.get('location')).toBe('/alle-fotokalender/?sort=created')
  })
})

describe('theme detail (/themes/{id})', () => {
  it("shows the shop's theme with pictures, product, price, designer link and related themes", async () => {
    const { status, html } = await page('/themes/winterzauber/')
    expect(status).toBe(200)
    expect(html).toContain('<h1 class="headline theme-detail__name">Winterzauber</h1>')
    expect(html).toContain('Karte · Weihnachten privat')
    expect(html).toContain('ab 1,49\u00a0€')
    expect(html).toContain(
      'value="/configurator-card/?themeId=winterzauber&amp;card=klappkarte&amp;quantity=45&amp;locale=de-DE" name="next"',
    )
    expect(html.match(/class="theme-detail__picture"/g)).toHaveLength(3)
    expect(html).toContain('class="related-themes"')
    expect(hrefs(html)).toContain('/karten-designen/')
  })

  it('shows a theme that has no CMS page from the shop data alone', async () => {
    const { status, html } = await page('/themes/bergsee', 'poster.de.localhost')
    expect(status).toBe(200)
    expect(html).toContain('>Bergsee</h1>')
    expect(html).toContain('ab 12,99\u00a0€')
  })

  it.each([
    ['an unknown id', '/themes/gibt-es-nicht/', 'cards.de.localhost'],
    ["another brand's theme", '/themes/nordlicht/', 'cards.de.localhost'],
    ['an empty id', '/themes/', 'cards.de.localhost'],
    ['no id at all', '/themes', 'poster.de.localhost'],
  ])('answers %s with 404', async (_name, path, host) => {
    expect((await page(path, host)).status).toBe(404)
  })
})

describe('shop API behind the blocks', () => {
  const call = async (path: string, locale = 'de-DE', channel = 'cards') => {
    const response = await fetchWorker(path, { headers: { 'x-channel': channel, 'x-locale': locale } })
    return { status: response.status, body: (await response.json()) as { payload?: Record<string, unknown>; message?: { text: string } } }
  }

  it.each([
    ['/web-api/calendar-price', 'calendar', ['wandkalender', 'tischkalender', 'familienplaner']],
    ['/web-api/photobook-price', 'photobook', ['fotobuch-hardcover', 'fotobuch-softcover', 'fotoheft']],
    ['/web-api/card-price', 'card', ['klappkarte', 'postkarte']],
    ['/web-api/card-accessories', 'accessory', ['umschlag-c6', 'einleger-transparent', 'schleife-satin']],
    ['/web-api/collage-designer-design-groups', 'collage', ['poster-collage', 'leinwand-collage']],
  ])('answers %s with the %s family', async (path, family, ids) => {
    const { status, body } = await call(path)
    expect(status).toBe(200)
    expect(body.payload?.family).toBe(family)
    expect((body.payload?.products as { id: string }[]).map((product) => product.id)).toEqual(ids)
  })

  it('prices a product in the locale\'s currency with its cheapest format as "from"', async () => {
    const { body } = await call('/web-api/calendar-price?id=wandkalender', 'de-CH')
    expect(body.payload).toMatchObject({
      currency: 'chf',
      products: [
        {
          id: 'wandkalender',
          has3d: true,
          priceFrom: { priceCurrent: 25.9, priceOriginal: 31.9 },
          designer: { calendarType: 'wandkalender' },
        },
      ],
    })
  })

  it("answers one theme with its value names in the shopper's language, and 404 for another brand's", async () => {
    const { body } = await call('/web-api/themes/ewige-liebe', 'fr-FR')
    expect(body.payload).toMatchObject({
      id: 'ewige-liebe',
      label: 'bestseller',
      punching: 'herz',
      style: 'elegant',
      labels: { hochzeit: 'Mariage', card: 'Carte', herz: 'Forme de cœur' },
    })
    expect((await call('/web-api/themes/nordlicht')).status).toBe(404)
  })

  it.each([
    ['an unknown product', '/web-api/card-price?id=gibt-es-nicht', 404],
    ['a malformed product id', '/web-api/card-price?id=Not%20An%20Id', 400],
    ['an unknown badge', '/web-api/themes?label=plaid', 400],
    ['an unknown style', '/web-api/themes?style=barock', 400],
  ])('answers %s with %i', async (_name, path, status) => {
    const answer = await call(path)
    expect(answer.status).toBe(status)
    expect(answer.body.message?.text).toBeTruthy()
  })
})
