// Photo prints and photo boxes of the built-in API (migration 0014): `/web-api/photobox-data` and
// `/price-api/photoboxes`, answers parsed with the shop client's schemas, every currency, 400 for bad input.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { shopApi } from '../../src/api/routes'
import type { Locale } from '../../src/domain/locales'
import { answerSchema, errorAnswerSchema } from '../../src/shop-contract/envelope'
import { photoboxDataSchema, photoboxPricesSchema } from '../../src/shop-contract/photo'

async function call(path: string, headers: Record<string, string>) {
  const response = await shopApi.request(path, { headers }, env)
  return { response, body: (await response.json()) as unknown }
}

async function payload<T extends z.ZodMiniType>(schema: T, path: string, locale = 'de-DE', brand = 'cards'): Promise<z.output<T>> {
  const { response, body } = await call(path, { 'x-channel': brand, 'x-locale': locale })
  expect(response.status, JSON.stringify(body)).toBe(200)
  return (answerSchema(schema).parse(body) as { payload: z.output<T> }).payload
}

describe('GET /web-api/photobox-data', () => {
  it('lists SPEC §3’s kinds with their formats, nominal inch names and papers', async () => {
    const data = await payload(photoboxDataSchema, '/web-api/photobox-data')
    expect(data.types.map((t) => t.photoboxType)).toEqual(['photoprint', 'small', 'large', 'MAX'])
    const prints = data.types[0]
    expect(prints?.formats.map((f) => [f.value, f.inchName])).toEqual([
      ['100x100', '4x4'],
      ['100x120', '4x4.5'],
      ['130x90', '5x3.5'],
      ['150x100', '6x4'],
      ['180x130', '7x5'],
      ['300x200', '12x8'],
    ])
    expect(prints?.formats.find((f) => f.isInitial)).toMatchObject({ value: '150x100', width: 150, height: 100 })
    expect(prints?.papers.map((p) => p.paper)).toEqual(['simple', 'poster-glossy', 'fotopapier-matt', 'hahnemuehle'])
    expect(prints?.capacity).toBeNull()
    expect(data.types.find((t) => t.photoboxType === 'MAX')).toMatchObject({ capacity: 100 })
  })

  it('narrows to one kind and refuses an unknown one', async () => {
    expect((await payload(photoboxDataSchema, '/web-api/photobox-data?photoboxType=small')).types.map((t) => t.photoboxType)).toEqual([
      'small',
    ])
    const { response, body } = await call('/web-api/photobox-data?photoboxType=huge', { 'x-channel': 'poster', 'x-locale': 'de-DE' })
    expect(response.status).toBe(400)
    expect(errorAnswerSchema.parse(body).message.text).toMatch(/photoboxType: must be one of small, large, MAX, photoprint/)
  })
})

describe('GET /price-api/photoboxes', () => {
  it.each<[Locale, string, number, [number, number]]>([
    // A 15 x 10 print on simple paper, and the small box in 15 x 10 (reduced).
    ['de-DE', 'eur', 0.19, [16.99, 13.99]],
    ['de-CH', 'chf', 0.2, [17.9, 14.9]],
    ['en-GB', 'gbp', 0.17, [14.99, 11.99]],
    ['en-US', 'usd', 0.21, [17.99, 14.99]],
  ])('prices prints and boxes in %s (%s)', async (locale, currency, print, [original, current]) => {
    const prints = await payload(photoboxPricesSchema, '/price-api/photoboxes?photoboxType=photoprint', locale)
    expect(prints.currency).toBe(currency)
    expect(prints.prices).toHaveLength(24)
    expect(prints.prices.find((p) => p.format === '150x100' && p.paper === 'simple')).toEqual({
      format: '150x100',
      paper: 'simple',
      priceCurrent: print,
      priceOriginal: print,
    })
    const box = await payload(photoboxPricesSchema, '/price-api/photoboxes?photoboxType=small', locale, 'poster')
    expect(box.prices.find((p) => p.format === '150x100' && p.paper === 'simple')).toMatchObject({
      priceCurrent: current,
      priceOriginal: original,
    })
    expect(box.prices.every((p) => p.paper !== 'hahnemuehle')).toBe(true)
  })

  it('answers 400 without a kind or without headers', async () => {
    expect((await call('/price-api/photoboxes', { 'x-channel': 'cards', 'x-locale': 'de-DE' })).response.status).toBe(400)
    expect((await call('/price-api/photoboxes?photoboxType=small', { 'x-locale': 'de-DE' })).response.status).toBe(400)
  })
})
