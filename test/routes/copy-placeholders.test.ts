// Prices and sizes in editorial copy are the site's own (docs/editors.md): a text one language's folder lends to
// another country (fr-fr to cards.ch/fr, en-gb to poster.com) shows the shop's price in that country's currency and
// sizes in its unit, in the page, its description and its structured data; never the lending country's literal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatPrice } from '../../src/domain/commerce/price'
import type { Locale } from '../../src/domain/locales'
import { log } from '../../src/log'
import { addDemoStories } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(async () => {
  await resetCaches()
  log.forgetOnce()
})

async function page(host: string, path: string): Promise<string> {
  const response = await fetchWorker(path, { host })
  expect(response.status, `${host}${path}`).toBe(200)
  return spaced(await response.text())
}

/** Prices are written with no-break spaces; plain ones compare more readably. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

function jsonLd(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => m[1] ?? '')
}

/** Where `literal` occurs in `text`, with a little context each side (what a failure shows). */
function around(text: string, literal: string): string[] {
  const found: string[] = []
  for (let at = text.indexOf(literal); at >= 0 && found.length < 5; at = text.indexOf(literal, at + 1))
    found.push(text.slice(Math.max(0, at - 60), at + literal.length + 20))
  return found
}

function description(html: string): string {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
}

/** The shop's lowest calendar price for a site, as the shop API answers that site. */
async function lowestCalendarPrice(host: string, locale: Locale): Promise<number> {
  const headers = { accept: 'application/json', 'x-channel': 'cards', 'x-locale': locale }
  const response = await fetchWorker('/web-api/calendar-price', { host, headers })
  const { payload } = (await response.json()) as { payload: { products: { priceFrom: { priceCurrent: number } }[] } }
  return Math.min(...payload.products.map((product) => product.priceFrom.priceCurrent))
}

const SITES = [
  {
    host: 'cards.ch.localhost',
    paths: ['/fr/', '/fr/fotokalender/', '/fr/grusskarten/', '/fr/themes/winterzauber/'],
    foreign: ['€', '£'],
    own: 'CHF',
  },
  {
    host: 'poster.com.localhost',
    paths: ['/', '/poster', '/leinwand', '/themes/nordlicht'],
    foreign: ['€', '£', ' cm'],
    own: '$',
  },
] as const

describe('prices and units in lent copy', () => {
  for (const { host, paths, foreign, own } of SITES) {
    it.each(paths)(`${host}%s shows no other country's currency or unit, in the page or its structured data`, async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const html = await page(host, path)
      // Every placeholder of the demo copy is one the shop knows.
      expect(warn.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('content-invalid'))).toEqual([])
      warn.mockRestore()
      for (const literal of foreign) {
        expect(around(html, literal), literal).toEqual([])
        for (const data of jsonLd(html)) expect(around(data, literal), literal).toEqual([])
      }
      expect(html.includes(own), own).toBe(true)
      // A placeholder is never shown as written.
      expect(around(html, '{price:'), '{price:').toEqual([])
      expect(around(html, '{size:'), '{size:').toEqual([])
    })
  }

  it("fills a French category page on cards.ch/fr with the shop's Swiss price, page and description alike", async () => {
    const html = await page('cards.ch.localhost', '/fr/fotokalender/')
    const lowest = spaced(formatPrice(await lowestCalendarPrice('cards.ch.localhost', 'fr-CH'), { locale: 'fr-CH' }))
    expect(lowest).toContain('CHF')
    expect(description(html)).toContain(`dès ${lowest}`)
    expect(html.slice(html.indexOf('</head>')).includes(`dès ${lowest}`)).toBe(true)
  })

  it('gives structured data the bare amount in the site currency', async () => {
    const html = await page('cards.ch.localhost', '/fr/fotokalender/')
    const lowest = await lowestCalendarPrice('cards.ch.localhost', 'fr-CH')
    const product = jsonLd(html)
      .map((data) => JSON.parse(data) as { '@type': string; offers?: Record<string, unknown> })
      .find((data) => data['@type'] === 'Product')
    expect(product?.offers).toMatchObject({ priceCurrency: 'CHF', lowPrice: lowest.toFixed(2) })
  })

  it('writes sizes in inches where the site measures in inches', async () => {
    const html = await page('poster.com.localhost', '/leinwand')
    // Canvas stretcher depths 2.5 and 3.8 cm are 1 and 1.5 in (SPEC §3).
    expect(html.includes('Frame depth of 1 in or 1.5 in')).toBe(true)
  })

  it('still shows euro prices on cards.de', async () => {
    const html = await page('cards.de.localhost', '/fotokalender/')
    const lowest = spaced(formatPrice(await lowestCalendarPrice('cards.de.localhost', 'de-DE'), { locale: 'de-DE' }))
    expect(lowest).toContain('€')
    expect(html.includes(`ab ${lowest}`)).toBe(true)
    expect(html.includes('Wandkalender A4 (21 x 29,7 cm) ab')).toBe(true)
  })

  it('makes no promise of envelopes included where the card options charge for them', async () => {
    const html = await page('cards.ch.localhost', '/fr/grusskarten/')
    expect(around(html, 'incluse'), 'incluse').toEqual([])
    // What the card options charge a piece in Switzerland for the standard envelope (SPEC §9: 1.00 CHF).
    expect(html.includes('enveloppes assorties sont disponibles en option, à 1.00 CHF pièce')).toBe(true)
  })

  describe('a placeholder the shop does not know', () => {
    let warnings: { mock: { calls: unknown[][] } }
    beforeEach(async () => {
      log.forgetOnce()
      warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      // As Storyblok delivers it: a page whose description and rich text name a product the shop does not sell.
      await addDemoStories('cards', [
        {
          full_slug: 'fr-fr/preis-fehler',
          name: 'Preis-Fehler',
          content: {
            _uid: 'p1',
            component: 'page',
            title: 'Preis-Fehler',
            description: 'Cartes dès {price:card/inconnue} la carte',
            teaser: [],
            body: [
              {
                _uid: 't1',
                component: 'Text',
                text: {
                  type: 'doc',
                  content: [
                    { type: 'paragraph', content: [{ type: 'text', text: 'Dès {price:card} ou {prix:card}, format {size:1050x1480}.' }] },
                  ],
                },
              },
            ],
          },
        },
      ])
    })
    afterEach(() => vi.restoreAllMocks())

    it('is left out with a warning naming the story and field, and the rest of the text is filled', async () => {
      const html = await page('cards.ch.localhost', '/fr/preis-fehler/')
      expect(description(html)).toBe('Cartes dès  la carte')
      expect(/Dès \d[\d.]* CHF ou , format 10,5 x 14,8 cm\./.test(html)).toBe(true)
      expect(around(html, '{p'), '{p').toEqual([])
      const lines = warnings.mock.calls
        .map((args) => String(args[0]))
        .filter((line) => line.includes('"event":"content-invalid"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      expect(lines).toHaveLength(2)
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            story: 'fr-fr/preis-fehler',
            field: 'description',
            problem: 'unknown placeholder {price:card/inconnue}',
          }),
          expect.objectContaining({ story: 'fr-fr/preis-fehler', field: 'text', problem: 'unknown placeholder {prix:card}' }),
        ]),
      )
    })
  })
})
