import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import type * as z from 'zod/mini'
import { shopApi } from '../../src/api/routes'
import { isReduced } from '../../src/domain/commerce/price'
import type { Locale } from '../../src/domain/locales'
import { calculatorSchema, isMaterialGroup, skuContainerSchema, type Calculator } from '../../src/shop-contract/calculator'
import { answerSchema, errorAnswerSchema } from '../../src/shop-contract/envelope'
import type { FormatOption } from '../../src/shop-contract/fields'
import { formatGroupPricesSchema, formatPricesSchema } from '../../src/shop-contract/prices'
import { themesPageSchema } from '../../src/shop-contract/themes'

type Brand = 'cards' | 'poster'

async function call(path: string, headers: Record<string, string>) {
  const response = await shopApi.request(path, { headers }, env)
  return { response, body: (await response.json()) as unknown }
}

/** The payload of a 200 answer, parsed with the schema the shop client uses. */
async function payload<T extends z.ZodMiniType>(schema: T, path: string, brand: Brand = 'poster', locale = 'de-DE'): Promise<z.output<T>> {
  const { response, body } = await call(path, { 'x-channel': brand, 'x-locale': locale })
  expect(response.status, JSON.stringify(body)).toBe(200)
  return (answerSchema(schema).parse(body) as { payload: z.output<T> }).payload
}

/** The status and message text of an error answer. */
async function failure(path: string, headers: Record<string, string> = { 'x-channel': 'poster', 'x-locale': 'de-DE' }) {
  const { response, body } = await call(path, headers)
  return { status: response.status, text: errorAnswerSchema.parse(body).message.text }
}

function materialsOf(calculator: Calculator): FormatOption[][] {
  return calculator.options.flatMap((option) => (isMaterialGroup(option) ? option.options : [option])).map((m) => m.formats)
}

function formatOf(calculator: Calculator, material: string, format: string): FormatOption | undefined {
  const option = calculator.options.flatMap((o) => (isMaterialGroup(o) ? o.options : [o])).find((m) => m.value === material)
  return option?.formats.find((f) => f.value === format)
}

// Poster 30 x 40 cm and canvas 40 x 60 cm in each currency (EUR; CHF ≈ ×1.05 ending .90; GBP ≈ ×0.87, USD ≈ ×1.08 ending .99).
const PRICES: [Locale, string, number, number][] = [
  ['de-DE', 'eur', 12.99, 39.99],
  ['de-CH', 'chf', 13.9, 41.9],
  ['en-GB', 'gbp', 10.99, 34.99],
  ['en-US', 'usd', 13.99, 42.99],
]

describe('GET /web-api/calculator/reference', () => {
  describe.each(PRICES)('in %s', (locale, currency, poster, canvas) => {
    it(`answers the poster brand's wall-picture calculator in ${currency}`, async () => {
      const calculator = await payload(calculatorSchema, '/web-api/calculator/reference?product=photoframe', 'poster', locale)
      expect(calculator).toMatchObject({ product: 'photoframe', isCollage: false, currency, selectedValue: 'poster' })
      expect(calculator.options.map((o) => o.value)).toEqual(['paper', 'leinwand', 'glass', 'panels', 'films'])
      const paper = calculator.options[0]
      expect(paper && isMaterialGroup(paper) && paper.options.map((m) => m.value)).toEqual(['poster', 'hahnemuehle'])
      expect(paper).toMatchObject({ labelTranslationKey: 'materialGroups.paper' })
      expect(formatOf(calculator, 'poster', '3000x4000')).toEqual({
        value: '3000x4000',
        priceCurrent: poster,
        priceOriginal: poster,
        context: { formatType: '4:3' },
      })
      expect(formatOf(calculator, 'leinwand', '4000x6000')?.priceCurrent).toBe(canvas)
      expect(calculator.labels).toEqual([
        { index: 1, text: 'calculator.labels.bestseller', backgroundColor: '#c62b37', textColor: '#ffffff' },
        { index: 2, text: 'calculator.labels.premium', backgroundColor: '#1d3557', textColor: '#f1faee' },
      ])
      // All 12 materials, each with 5 to 10 formats and its initial format among them.
      const materials = materialsOf(calculator)
      expect(materials).toHaveLength(12)
      for (const formats of materials) expect(formats.length).toBeGreaterThanOrEqual(5)
      for (const formats of materials) expect(formats.length).toBeLessThanOrEqual(10)
      expect(materials.flat().some(isReduced)).toBe(true)
    })

    it(`answers the cards brand's collage calculator in ${currency}`, async () => {
      const calculator = await payload(calculatorSchema, '/web-api/calculator/reference?product=collage', 'cards', locale)
      expect(calculator).toMatchObject({ product: 'collage', isCollage: true, currency, selectedValue: 'poster' })
      expect(calculator.options.map((o) => o.value)).toEqual(['poster', 'leinwand'])
      expect(calculator.options[1]).toMatchObject({
        labelTranslationKey: 'materials.leinwand',
        context: { materialType: 'leinwand' },
        initiallySelectedFormat: '4000x6000',
      })
      expect(formatOf(calculator, 'poster', '3000x4000')?.priceCurrent).toBe(poster)
      expect(calculator.labels.map((l) => l.index)).toEqual([1])
    })

    it(`ends every ${currency} price the way the country prices`, async () => {
      const calculator = await payload(calculatorSchema, '/web-api/calculator/reference?product=photoframe', 'poster', locale)
      const cents = materialsOf(calculator)
        .flat()
        .flatMap((f) => [f.priceCurrent, f.priceOriginal])
        .map((p) => Math.round(p * 100) % 100)
      const endings = new Set(cents)
      if (currency === 'chf') expect(endings).toEqual(new Set([90]))
      else if (currency !== 'eur') expect(endings).toEqual(new Set([99]))
    })
  })

  it('selects the requested material, also inside a group', async () => {
    const canvas = await payload(calculatorSchema, '/web-api/calculator/reference?product=photoframe&materialType=leinwand')
    expect(canvas.selectedValue).toBe('leinwand')
    const glass = await payload(calculatorSchema, '/web-api/calculator/reference?product=photoframe&materialType=echtglas')
    expect(glass.selectedValue).toBe('echtglas')
  })

  it('answers 404 for a product or material the brand does not sell', async () => {
    expect(await failure('/web-api/calculator/reference?product=calendar')).toEqual({
      status: 404,
      text: 'The poster brand has no calculator for calendar',
    })
    const cards = { 'x-channel': 'cards', 'x-locale': 'de-DE' }
    expect(await failure('/web-api/calculator/reference?product=collage&materialType=aludibond', cards)).toEqual({
      status: 404,
      text: 'The cards brand offers no aludibond for collage',
    })
  })

  it.each([
    ['', 'product: is required'],
    ['?product=poster', 'product: must be one of calendar, card, collage, photoframe, photoprint, photobook, photobox (got "poster")'],
    ['?product=collage&materialType=glass', 'materialType: must be one of acrylglas'],
  ])('answers 400 for the query "%s"', async (query, text) => {
    const answer = await failure(`/web-api/calculator/reference${query}`)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(text)
  })
})

describe('X-Channel and X-Locale', () => {
  const path = '/price-api/prices/formats?materialType=poster'

  it.each<[string, Record<string, string>, RegExp]>([
    ['no X-Channel', { 'x-locale': 'de-DE' }, /^X-Channel header must be one of cards, poster$/],
    ['an unknown X-Channel', { 'x-channel': 'photo', 'x-locale': 'de-DE' }, /X-Channel.*got "photo"/],
    ['no X-Locale', { 'x-channel': 'poster' }, /^X-Locale header must be a shop locale/],
    ['a locale the shop does not serve', { 'x-channel': 'poster', 'x-locale': 'en-DE' }, /X-Locale.*got "en-DE"/],
    ['a malformed locale', { 'x-channel': 'poster', 'x-locale': 'german' }, /X-Locale/],
  ])('answers 400 with %s', async (_, headers, text) => {
    const answer = await failure(path, headers)
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(text)
  })

  it('reads the headers in any case', async () => {
    const prices = await payload(formatPricesSchema, path, 'poster', 'de-ch')
    expect(prices.currency).toBe('chf')
    const { response } = await call(path, { 'x-channel': 'POSTER', 'x-locale': 'DE-li' })
    expect(response.status).toBe(200)
  })

  it('answers JSON that varies by both headers', async () => {
    const { response } = await call(path, { 'x-channel': 'poster', 'x-locale': 'de-DE' })
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('vary')).toBe('X-Channel, X-Locale')
  })
})

describe('GET /price-api/prices/formats', () => {
  it('lists the formats of a material with prices, reductions included', async () => {
    const prices = await payload(formatPricesSchema, '/price-api/prices/formats?materialType=leinwand')
    expect(prices).toMatchObject({ materialType: 'leinwand', currency: 'eur', initiallySelectedFormat: '4000x6000' })
    expect(prices.formats.map((f) => f.value)).toEqual([
      '3000x3000',
      '3000x4000',
      '4000x6000',
      '5000x5000',
      '5000x7000',
      '6000x9000',
      '10000x5000',
      '12000x4000',
      '8000x12000',
    ])
    expect(prices.formats.find((f) => f.value === '6000x9000')).toMatchObject({ priceOriginal: 79.99, priceCurrent: 64.99 })
  })

  it.each(PRICES)('prices in the currency of %s', async (locale, currency, posterPrice) => {
    const prices = await payload(formatPricesSchema, '/price-api/prices/formats?materialType=poster', 'cards', locale)
    expect(prices.currency).toBe(currency)
    expect(prices.formats[0]).toMatchObject({ value: '3000x4000', priceCurrent: posterPrice })
  })

  it('answers 404 for a material the brand does not sell and 400 without one', async () => {
    expect(await failure('/price-api/prices/formats?materialType=aludibond', { 'x-channel': 'cards', 'x-locale': 'de-DE' })).toEqual({
      status: 404,
      text: 'The cards brand sells no aludibond',
    })
    expect(await failure('/price-api/prices/formats')).toEqual({ status: 400, text: 'Invalid query: materialType: is required' })
  })
})

describe('GET /price-api/prices/format-group', () => {
  it('lists one format type with its from-price', async () => {
    const group = await payload(formatGroupPricesSchema, '/price-api/prices/format-group?materialType=leinwand&formatType=square')
    expect(group.formats.map((f) => f.value)).toEqual(['3000x3000', '5000x5000'])
    expect(group).toMatchObject({ materialType: 'leinwand', formatType: 'square', currency: 'eur' })
    expect(group.priceFrom).toEqual({ priceCurrent: 29.99, priceOriginal: 29.99 })
  })

  it('takes the from-price from the cheapest current price, reduced or not', async () => {
    const path = '/price-api/prices/format-group?materialType=poster&formatType=standard'
    const group = await payload(formatGroupPricesSchema, path, 'poster', 'en-GB')
    expect(group.formats.every((f) => f.context.formatType === 'standard')).toBe(true)
    expect(group.priceFrom).toEqual({ priceCurrent: 16.99, priceOriginal: 21.99 })
  })

  it('answers 404 for a format type the material lacks and 400 for an unknown one', async () => {
    expect((await failure('/price-api/prices/format-group?materialType=leinwand&formatType=wallpaper')).status).toBe(404)
    const answer = await failure('/price-api/prices/format-group?materialType=leinwand&formatType=4:5')
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(/^Invalid query: formatType: must be one of 16:9, 2:1/)
  })
})

describe('GET /web-api/themes', () => {
  const themes = (query: string, brand: Brand = 'cards') => payload(themesPageSchema, `/web-api/themes${query}`, brand)

  it('pages a brand’s themes by popularity, 12 at a time', async () => {
    const first = await themes('')
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 12 })
    expect(first.items).toHaveLength(12)
    expect(first.items[0]).toMatchObject({
      id: 'winterzauber',
      name: 'Winterzauber',
      product: 'card',
      category: 'weihnachten/privat',
      colors: ['blue', 'white', 'silver'],
      popularity: 980,
      createdAt: '2025-10-02',
      aspectRatio: 'din',
    })
    const second = await themes('?page=2')
    expect(second.items).toHaveLength(12)
    const all = [...first.items, ...second.items]
    expect(new Set(all.map((t) => t.id)).size).toBe(24)
    const popularity = all.map((t) => t.popularity)
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
    expect(await themes('?page=3')).toMatchObject({ items: [], total: 24, page: 3 })
  })

  it('answers 48 per page and sorts by creation date, newest first', async () => {
    const page = await themes('?pageSize=48&sort=created', 'poster')
    expect(page.items).toHaveLength(24)
    expect(page.items[0]?.id).toBe('sternenhimmel')
    const dates = page.items.map((t) => t.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(page.items.every((t) => t.product !== 'card' && t.product !== 'calendar')).toBe(true)
  })

  it.each([
    ['?category=hochzeit', ['ewige-liebe', 'boho-blueten', 'eukalyptus']],
    ['?color=gold', ['ewige-liebe', 'sternenglanz', 'firmengruss-klassik', 'lichtblick']],
    ['?aspectRatio=square', ['sternenglanz', 'konfetti-party', 'boho-blueten', 'kleines-wunder', 'dschungelparty', 'osterwiese']],
    [
      '?product=calendar&sort=created',
      ['pastellplaner', 'fotojahr-minimal', 'familienzeit', 'schreibtischblick', 'jahreszeiten', 'kuechenkraeuter'],
    ],
    ['?category=weihnachten%2Fprivat&color=blue', ['winterzauber']],
    ['?category=ostern&color=red', []],
  ])('filters %s', async (query, ids) => {
    const page = await themes(query)
    expect(page.items.map((t) => t.id)).toEqual(ids)
    expect(page.total).toBe(ids.length)
  })

  it('ignores empty parameters', async () => {
    expect((await themes('?color=&category=&page=')).total).toBe(24)
  })

  it.each([
    ['?pageSize=20', 'pageSize: must be 12 or 48'],
    ['?page=0', 'page: must be a whole number from 1 to 9999'],
    ['?page=two', 'page: must be a whole number'],
    ['?sort=name', 'sort: must be one of popularity, created'],
    ['?color=magenta', 'color: must be one of beige'],
    ['?aspectRatio=7:3', 'aspectRatio: must be one of'],
    ['?category=Hochzeit%20%26%20Liebe', 'category: must be a category slug'],
    ['?page=0&sort=name', 'sort: must be one of popularity, created (got "name"); page: must be a whole number'],
  ])('answers 400 for %s', async (query, text) => {
    const answer = await failure(`/web-api/themes${query}`, { 'x-channel': 'cards', 'x-locale': 'de-DE' })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(text)
  })
})

describe('GET /web-api/sku/container', () => {
  it.each(PRICES)('answers the sku context in %s', async (locale, currency, _, canvas) => {
    const container = await payload(skuContainerSchema, '/web-api/sku/container?sku=leinwand-4000x6000', 'poster', locale)
    expect(container).toEqual({
      sku: 'leinwand-4000x6000',
      format: '4000x6000',
      currency,
      context: { formatType: '3:2', materialType: 'leinwand', priceCurrent: canvas, priceOriginal: canvas },
      image: '/demo/shop/sku-canvas.svg',
    })
  })

  it('carries a reduction', async () => {
    const container = await payload(skuContainerSchema, '/web-api/sku/container?sku=acrylglas-4000x6000')
    expect(container.context).toMatchObject({ priceOriginal: 64.99, priceCurrent: 54.99 })
  })

  it.each([
    ['aludibond-4000x6000', 'cards', 404],
    ['leinwand-4000x6001', 'poster', 404],
    ['holz-4000x6000', 'poster', 400],
    ['leinwand-04000x6000', 'poster', 400],
    ['leinwand', 'poster', 400],
  ] as const)('answers %s for the %s brand with %i', async (sku, brand, status) => {
    const answer = await failure(`/web-api/sku/container?sku=${sku}`, { 'x-channel': brand, 'x-locale': 'de-DE' })
    expect(answer.status).toBe(status)
    expect(answer.text).toContain(status === 404 ? `no article ${sku}` : 'sku: must be MATERIAL-WIDTHxHEIGHT')
  })

  it('answers 400 without a sku', async () => {
    expect(await failure('/web-api/sku/container')).toEqual({ status: 400, text: 'Invalid query: sku: is required' })
  })
})

describe('the API as a whole', () => {
  it('answers unknown calls with a JSON 404', async () => {
    expect(await failure('/web-api/toolbox-download')).toEqual({ status: 404, text: 'No shop call GET /web-api/toolbox-download' })
    const post = await shopApi.request('/web-api/themes', { method: 'POST', headers: { 'x-channel': 'cards', 'x-locale': 'de-DE' } }, env)
    expect(post.status).toBe(404)
  })

  it('answers a calm 500, not a stack trace, when D1 fails, and logs the error once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error('D1_ERROR: no such table')
        },
      },
    }
    const response = await shopApi.request('/web-api/themes', { headers: { 'x-channel': 'cards', 'x-locale': 'de-DE' } }, failing)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: { text: 'The shop API failed; please try again' } })
    expect(logged).toHaveBeenCalledOnce()
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/"event":"shop-api-error".*D1_ERROR/)
    logged.mockRestore()
  })
})
