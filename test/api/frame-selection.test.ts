// The calculator dialogs' and the photo-frame selection's shop calls (migration 0013): answers parsed with the shop
// client's schemas, each currency, 400 for bad input and 404 for what a brand does not sell.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { shopApi } from '../../src/api/routes'
import type { Locale } from '../../src/domain/locales'
import { answerSchema, errorAnswerSchema } from '../../src/shop-contract/envelope'
import {
  framePriceArticleSchema,
  framePricesFormatsSchema,
  framePricesFromSchema,
  frameSelectionDataSchema,
} from '../../src/shop-contract/frames'
import { formatGroupImagesSchema, formatLimitsSchema } from '../../src/shop-contract/prices'

type Brand = 'cards' | 'poster'

async function call(path: string, headers: Record<string, string>) {
  const response = await shopApi.request(path, { headers }, env)
  return { response, body: (await response.json()) as unknown }
}

async function payload<T extends z.ZodMiniType>(schema: T, path: string, brand: Brand = 'poster', locale = 'de-DE'): Promise<z.output<T>> {
  const { response, body } = await call(path, { 'x-channel': brand, 'x-locale': locale })
  expect(response.status, JSON.stringify(body)).toBe(200)
  return (answerSchema(schema).parse(body) as { payload: z.output<T> }).payload
}

async function failure(path: string, headers: Record<string, string> = { 'x-channel': 'poster', 'x-locale': 'de-DE' }) {
  const { response, body } = await call(path, headers)
  return { status: response.status, text: errorAnswerSchema.parse(body).message.text }
}

const CURRENCIES: [Locale, string, number][] = [
  // The poster's A4 beyond the teaser's list: 9.99 EUR written, the others derived (≈ ×1.05 to .90, ×0.87 and ×1.08 to .99).
  ['de-DE', 'eur', 9.99],
  ['de-CH', 'chf', 10.9],
  ['en-GB', 'gbp', 8.99],
  ['en-US', 'usd', 10.99],
]

describe('GET /price-api/prices/format-group-prices-images', () => {
  it.each(CURRENCIES)('lists every poster format grouped by ratio in %s (%s)', async (locale, currency, a4) => {
    const answer = await payload(
      formatGroupImagesSchema,
      '/price-api/prices/format-group-prices-images?materialType=poster',
      'poster',
      locale,
    )
    expect(answer.currency).toBe(currency)
    const all = answer.groups.flatMap((g) => g.formats)
    // The teaser's 9 formats and the 9 beyond them.
    expect(all).toHaveLength(18)
    expect(answer.groups.map((g) => g.formatType)).toEqual(['standard', 'din', '3:2', '4:3', '5:4', 'square', '16:9', '2:1'])
    for (const group of answer.groups) {
      expect(group.image).toMatch(/^\/demo\/shop\/ratio-.+\.svg$/)
      for (const format of group.formats) expect(format.context.formatType).toBe(group.formatType)
      expect(group.priceFrom.priceCurrent).toBe(Math.min(...group.formats.map((f) => f.priceCurrent)))
    }
    expect(all.find((f) => f.value === '2100x2970')).toMatchObject({ priceCurrent: a4, priceOriginal: a4 })
  })

  it('answers 404 for a material the brand does not sell and 400 for bad input', async () => {
    expect(
      await failure('/price-api/prices/format-group-prices-images?materialType=acrylglas', { 'x-channel': 'cards', 'x-locale': 'de-DE' }),
    ).toMatchObject({ status: 404 })
    expect(await failure('/price-api/prices/format-group-prices-images?materialType=gold')).toEqual({
      status: 400,
      text: expect.stringContaining('materialType: must be one of') as string,
    })
    expect((await failure('/price-api/prices/format-group-prices-images')).status).toBe(400)
    expect((await failure('/price-api/prices/format-group-prices-images?materialType=poster', { 'x-channel': 'poster' })).text).toMatch(
      /X-Locale/,
    )
  })
})

describe('GET /web-api/product-selection-photo-frame/format-limits', () => {
  it('answers the material’s limits in tenths of millimetres', async () => {
    expect(await payload(formatLimitsSchema, '/web-api/product-selection-photo-frame/format-limits?materialType=poster')).toEqual({
      materialType: 'poster',
      minSide: 1000,
      maxShort: 7000,
      maxLong: 10000,
    })
  })

  it('answers 400 without a material and 404 for one the brand does not sell', async () => {
    expect((await failure('/web-api/product-selection-photo-frame/format-limits')).text).toMatch(/materialType: is required/)
    expect(
      (
        await failure('/web-api/product-selection-photo-frame/format-limits?materialType=aludibond', {
          'x-channel': 'cards',
          'x-locale': 'de-DE',
        })
      ).status,
    ).toBe(404)
  })
})

describe('GET /web-api/product-selection-photo-frame/data', () => {
  it('steps through family, frame type, mat, glass and option groups', async () => {
    const data = await payload(frameSelectionDataSchema, '/web-api/product-selection-photo-frame/data')
    expect(data.families.map((f) => f.frameFamily)).toEqual([
      'alurahmen',
      'artbox',
      'fotorahmen',
      'holzrahmen',
      'kunststoffrahmen',
      'schattenfuge-leinwand',
      'schattenfuge-platte',
    ])
    const holz = data.families.find((f) => f.frameFamily === 'holzrahmen')
    expect(holz).toMatchObject({
      defaultFrameType: 'holzrahmen-schwarz',
      matType: 'mat-weiss',
      matSize: 30,
      materials: ['poster', 'hahnemuehle'],
    })
    // SPEC §3 mats in labels: none, white, black, cream; the coloured ones cost what the white one costs.
    expect(holz?.mats.map((m) => [m.matType, m.matSize])).toEqual([
      ['mat-none', 0],
      ['mat-weiss', 30],
      ['mat-schwarz', 30],
      ['mat-creme', 30],
    ])
    expect(data.families.find((f) => f.frameFamily === 'artbox')?.mats.map((m) => m.matType)).toEqual(['mat-none'])
    expect(data.surcharges['mat-schwarz']).toEqual(data.surcharges['mat-weiss'])
    expect(data.surcharges['mat-creme']).toEqual(data.surcharges['mat-weiss'])
    expect(holz?.glasses).toEqual([
      { glassType: 'museum-glass', labelTranslationKey: 'glass.museumGlass', isDefault: true },
      { glassType: 'museum-acrylic', labelTranslationKey: 'glass.museumAcrylic', isDefault: false },
    ])
    expect(data.families.find((f) => f.frameFamily === 'schattenfuge-leinwand')?.glasses).toEqual([])
    const poster = data.materials.find((m) => m.materialType === 'poster')
    expect(poster?.optionGroups.map((g) => g.value)).toEqual(['poster-lamination', 'poster-paper'])
    expect(data.surcharges['museum-glass']).toEqual({ perSquareMetre: 89, minimum: 15 })
  })

  it('limits stretcher depths to the site’s unit and families to the brand', async () => {
    const us = await payload(frameSelectionDataSchema, '/web-api/product-selection-photo-frame/data', 'poster', 'en-US')
    const canvas = us.materials.find((m) => m.materialType === 'leinwand')?.optionGroups.find((g) => g.value === 'canvas-stretcher-depth')
    expect(canvas?.options.map((o) => o.value)).toEqual(['1-inch', '1.5-inch'])
    expect(us.currency).toBe('usd')
    expect(us.surcharges['mat-weiss']).toEqual({ perSquareMetre: 31, minimum: 6.99 })
    const cards = await payload(frameSelectionDataSchema, '/web-api/product-selection-photo-frame/data', 'cards', 'de-CH')
    expect(cards.families.map((f) => f.frameFamily)).toEqual(['fotorahmen', 'holzrahmen', 'schattenfuge-leinwand'])
    expect(cards.currency).toBe('chf')
  })

  it('answers 400 without the channel header', async () => {
    expect((await failure('/web-api/product-selection-photo-frame/data', { 'x-locale': 'de-DE' })).text).toMatch(/X-Channel/)
  })
})

describe('GET /web-api/product-selection-photo-frame/prices-from and prices-formats', () => {
  it('prices each family from its cheapest framed picture', async () => {
    const from = await payload(framePricesFromSchema, '/web-api/product-selection-photo-frame/prices-from')
    // Wooden frame on a 30 x 40 cm poster: 12.99 + 34.99, no mat and museum acrylic (min 12.00).
    expect(from.families.find((f) => f.frameFamily === 'holzrahmen')).toEqual({
      frameFamily: 'holzrahmen',
      materialType: 'poster',
      priceFrom: { priceCurrent: 59.98, priceOriginal: 59.98 },
    })
  })

  it('says "from" no more than the cheapest article the selection sells: every material, format, mat and glass', async () => {
    const [from, data] = await Promise.all([
      payload(framePricesFromSchema, '/web-api/product-selection-photo-frame/prices-from'),
      payload(frameSelectionDataSchema, '/web-api/product-selection-photo-frame/data'),
    ])
    const family = data.families.find((f) => f.frameFamily === 'holzrahmen')
    const frameType = family?.frameTypes[0]?.value ?? ''
    const prices: number[] = []
    for (const materialType of family?.materials ?? []) {
      const { formats } = await payload(
        framePricesFormatsSchema,
        `/web-api/product-selection-photo-frame/prices-formats?frameType=${frameType}&materialType=${materialType}`,
      )
      for (const format of formats)
        for (const mat of family?.mats ?? [])
          for (const glass of family?.glasses ?? []) {
            const query = `frameType=${frameType}&materialType=${materialType}&formatType=${format.value}&matType=${mat.matType}&matSize=${mat.matSize}&glassType=${glass.glassType}`
            const article = await payload(framePriceArticleSchema, `/web-api/product-selection-photo-frame/price-article?${query}`)
            prices.push(article.priceCurrent)
          }
    }
    expect(prices.length).toBeGreaterThan(40)
    expect(from.families.find((f) => f.frameFamily === 'holzrahmen')?.priceFrom.priceCurrent).toBe(Math.min(...prices))
  })

  it('lists the formats of frame and picture with both prices', async () => {
    const answer = await payload(
      framePricesFormatsSchema,
      '/web-api/product-selection-photo-frame/prices-formats?frameType=holzrahmen-eiche&materialType=poster',
      'poster',
      'de-CH',
    )
    expect(answer.currency).toBe('chf')
    expect(answer.formats.map((f) => f.value)).toEqual(['3000x4000', '4000x5000', '4000x6000', '5000x7000', '6000x9000', '7000x10000'])
    expect(answer.formats[0]).toEqual({
      value: '3000x4000',
      picture: { priceCurrent: 13.9, priceOriginal: 13.9 },
      frame: { priceCurrent: 36.9, priceOriginal: 36.9 },
    })
  })

  it('answers 404 for a frame that does not frame the material and 400 for a bad frame type', async () => {
    expect(
      (await failure('/web-api/product-selection-photo-frame/prices-formats?frameType=holzrahmen-schwarz&materialType=leinwand')).status,
    ).toBe(404)
    expect((await failure('/web-api/product-selection-photo-frame/prices-formats?frameType=Holz!&materialType=poster')).status).toBe(400)
    expect((await failure('/web-api/product-selection-photo-frame/prices-formats?frameType=gibtsnicht&materialType=poster')).status).toBe(
      404,
    )
  })
})

describe('GET /web-api/product-selection-photo-frame/price-article', () => {
  const base = '/web-api/product-selection-photo-frame/price-article?frameType=holzrahmen-schwarz&materialType=poster&formatType=5000x7000'

  it.each<[string, Locale, string, number, number]>([
    // 50 x 70 cm: poster 19.99 (24.99) + frame 54.99, mat 0.35 m² × 29 = 10.15, museum glass 0.35 m² × 89 = 31.15.
    ['&matType=mat-weiss&matSize=30&glassType=museum-glass', 'de-DE', 'eur', 116.28, 121.28],
    // The black and cream mats cost what the white one costs.
    ['&matType=mat-schwarz&matSize=30&glassType=museum-glass', 'de-DE', 'eur', 116.28, 121.28],
    ['&matType=mat-creme&matSize=30&glassType=museum-glass', 'de-DE', 'eur', 116.28, 121.28],
    ['&matType=mat-none&matSize=0&glassType=museum-acrylic', 'de-DE', 'eur', 99.13, 104.13],
    ['&matType=mat-none&matSize=0', 'de-DE', 'eur', 106.13, 111.13],
  ])('prices %s in %s', async (query, locale, currency, current, original) => {
    const price = await payload(framePriceArticleSchema, `${base}${query}`, 'poster', locale)
    expect(price).toMatchObject({ currency, priceCurrent: current, priceOriginal: original })
  })

  it.each(['de-CH', 'en-GB', 'en-US'] as const)('answers in the currency of %s', async (locale) => {
    const price = await payload(framePriceArticleSchema, `${base}&matType=mat-none&matSize=0`, 'poster', locale)
    expect(price.currency).toBe({ 'de-CH': 'chf', 'en-GB': 'gbp', 'en-US': 'usd' }[locale])
    expect(price.priceCurrent).toBeGreaterThan(50)
  })

  it('refuses a mat or glass the frame does not take and a format it is not made in', async () => {
    expect(
      await failure(
        `/web-api/product-selection-photo-frame/price-article?frameType=schattenfuge-leinwand-schwarz&materialType=leinwand&formatType=4000x6000&matType=mat-none&matSize=0&glassType=museum-glass`,
      ),
    ).toEqual({
      status: 400,
      text: 'The frame type schattenfuge-leinwand-schwarz takes no museum-glass (it is not glazed)',
    })
    expect((await failure(`${base}&matType=mat-weiss&matSize=0`)).status).toBe(400)
    expect((await failure(`${base}&matType=mat-weiss&matSize=15`)).text).toMatch(/matSize: must be 0 or 30/)
    expect((await failure(`${base.replace('5000x7000', '5000x5000')}&matType=mat-none&matSize=0`)).status).toBe(404)
    expect((await failure(`${base.replace('5000x7000', '05x7')}&matType=mat-none&matSize=0`)).status).toBe(400)
  })
})
