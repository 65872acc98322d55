// Card options on the built-in shop API (migration 0016): `/web-api/card-accessories?card=` and
// `/web-api/card-accessory-price` in each currency, envelopes in SPEC §5 order at SPEC §9 prices, 4xx for bad input.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { shopApi } from '../../src/api/routes'
import type { Locale } from '../../src/domain/locales'
import { cardAccessoriesSchema, cardAccessoryPriceSchema } from '../../src/shop-contract/cards'
import { answerSchema, errorAnswerSchema } from '../../src/shop-contract/envelope'
import { productsSchema } from '../../src/shop-contract/products'

async function call(path: string, locale = 'de-DE', brand = 'cards') {
  const response = await shopApi.request(path, { headers: { 'x-channel': brand, 'x-locale': locale } }, env)
  return { status: response.status, body: (await response.json()) as unknown }
}

async function payload<T extends z.ZodMiniType>(schema: T, path: string, locale = 'de-DE'): Promise<z.output<T>> {
  const { status, body } = await call(path, locale)
  expect(status, JSON.stringify(body)).toBe(200)
  return (answerSchema(schema).parse(body) as { payload: z.output<T> }).payload
}

async function failure(path: string, locale = 'de-DE') {
  const { status, body } = await call(path, locale)
  return { status, text: errorAnswerSchema.parse(body).message.text }
}

describe('GET /web-api/card-accessories?card=', () => {
  it('lists the envelopes in SPEC §5 order: C6, B6, DIN long, other; straight before other; width descending', async () => {
    const options = await payload(cardAccessoriesSchema, '/web-api/card-accessories?card=klappkarte')
    expect(options.envelopes.map((size) => `${size.family} ${size.width}x${size.height} ${size.subType}`)).toEqual([
      'C6 162x114 straight',
      'C6 114x162 straight',
      'C6 114x162 pointed',
      'B6 125x176 straight',
      'DL 110x220 straight',
      'DL 220x110 pointed',
      'other 170x170 straight',
      'other 162x229 straight',
      'other 148x148 straight',
    ])
    expect(options.envelopes[1]?.skus).toEqual(['straight-white-114x162', 'straight-kraft-114x162', 'straight-dark-blue-114x162'])
    expect(options.envelopes[1]?.choices[1]).toEqual({
      sku: 'straight-kraft-114x162',
      kind: 'envelope',
      label: 'Kraftpapier, gerade Klappe',
      unitPrice: 0.95,
    })
  })

  // SPEC §9: envelope or inlay unit price by size class, AT / CH / DE each in its currency; ribbons from the table.
  it.each<[Locale, string, number, number, number, number, number]>([
    // locale, currency, card, C6 (standard), C5 (large), 148x148 (compact), satin ribbon
    ['de-DE', 'eur', 1.49, 0.95, 1.8, 1.1, 0.79],
    ['de-AT', 'eur', 1.49, 1.0, 1.5, 1.5, 0.79],
    ['de-CH', 'chf', 1.55, 1.0, 2.9, 1.2, 0.85],
    ['fr-CH', 'chf', 1.55, 1.0, 2.9, 1.2, 0.85],
    ['fr-FR', 'eur', 1.49, 0.95, 1.8, 1.1, 0.79],
  ])('prices %s in %s', async (locale, currency, card, standard, large, compact, ribbon) => {
    const options = await payload(cardAccessoriesSchema, '/web-api/card-accessories?card=klappkarte', locale)
    const price = (sku: string) => options.envelopes.flatMap((size) => size.choices).find((choice) => choice.sku === sku)?.unitPrice
    expect(options).toMatchObject({ card: 'klappkarte', fold: 'single', currency, cardPrice: card })
    expect([price('straight-white-114x162'), price('straight-white-162x229'), price('straight-white-148x148')]).toEqual([
      standard,
      large,
      compact,
    ])
    expect(options.ribbons.find((choice) => choice.sku === 'ribbon-satin-gold')?.unitPrice).toBe(ribbon)
    expect(options.inlays.find((choice) => choice.sku === 'inlay-148x105-transparent')?.unitPrice).toBe(compact)
  })

  it.each<[Locale, string, number]>([
    ['en-GB', 'gbp', 0.69],
    ['en-US', 'usd', 0.85],
  ])('offers no envelopes or inlays in %s (SPEC §9 names no %s price), ribbons at %d', async (locale, currency, ribbon) => {
    const options = await payload(cardAccessoriesSchema, '/web-api/card-accessories?card=klappkarte', locale)
    expect(options).toMatchObject({ currency, envelopes: [], inlays: [] })
    expect(options.ribbons.map((choice) => choice.unitPrice)).toEqual([ribbon, ribbon, currency === 'gbp' ? 0.86 : 1.07])
    expect(options.ribbons[0]?.label).toBe('Satin ribbon, Gold')
  })

  it('still lists the accessory products without card', async () => {
    const products = await payload(productsSchema, '/web-api/card-accessories')
    expect(products.products.map((product) => [product.id, product.designer.sku])).toEqual([
      ['umschlag-c6', 'straight-kraft-162x114'],
      ['einleger-transparent', 'inlay-148x105-transparent'],
      ['schleife-satin', 'ribbon-satin-gold'],
    ])
  })

  it('answers 404 for a card the shop does not sell and 400 for a malformed one', async () => {
    expect(await failure('/web-api/card-accessories?card=wandkalender')).toEqual({
      status: 404,
      text: 'The cards brand sells no card wandkalender',
    })
    expect((await failure('/web-api/card-accessories?card=Klapp%20karte')).status).toBe(400)
  })
})

describe('GET /web-api/card-accessory-price', () => {
  it('is quantity × card price + accessories: 77 cards with C6 envelopes in CHF', async () => {
    const price = await payload(
      cardAccessoryPriceSchema,
      '/web-api/card-accessory-price?card=klappkarte&quantity=77&envelope=straight-white-114x162',
      'de-CH',
    )
    expect(price).toEqual({
      card: 'klappkarte',
      currency: 'chf',
      quantity: 77,
      cardPrice: 1.55,
      lines: [{ kind: 'envelope', sku: 'straight-white-114x162', label: 'Weiß, gerade Klappe', unitPrice: 1, quantity: 77, total: 77 }],
      total: 196.35,
    })
  })

  it('adds inlay and ribbon per card, in cents without float drift', async () => {
    const price = await payload(
      cardAccessoryPriceSchema,
      '/web-api/card-accessory-price?card=postkarte&quantity=45&envelope=straight-kraft-125x176&inlay=inlay-148x105-natural&ribbon=ribbon-organza-silver',
    )
    // 45 × (0.99 + 0.95 + 1.10 + 0.99)
    expect(price.total).toBe(181.35)
    expect(price.lines.map((line) => [line.kind, line.total])).toEqual([
      ['envelope', 42.75],
      ['inlay', 49.5],
      ['ribbon', 44.55],
    ])
  })

  it.each([
    ['/web-api/card-accessory-price?card=klappkarte', 400, 'quantity: is required'],
    ['/web-api/card-accessory-price?card=klappkarte&quantity=75', 400, 'must be a card quantity'],
    ['/web-api/card-accessory-price?card=klappkarte&quantity=45&envelope=DROP%20TABLE', 400, 'envelope: must be an accessory sku'],
    [
      '/web-api/card-accessory-price?card=klappkarte&quantity=45&envelope=ribbon-satin-gold',
      400,
      'envelope: ribbon-satin-gold is no envelope',
    ],
    ['/web-api/card-accessory-price?card=klappkarte&quantity=45&envelope=straight-white-999x999', 400, 'is no envelope sold'],
    ['/web-api/card-accessory-price?card=nope&quantity=45', 404, 'sells no card nope'],
  ])('%s is a %d', async (path, status, text) => {
    const answer = await failure(path)
    expect(answer.status).toBe(status)
    expect(answer.text).toContain(text)
  })

  it('refuses envelopes where SPEC §9 has no price (en-US)', async () => {
    const answer = await failure('/web-api/card-accessory-price?card=klappkarte&quantity=45&envelope=straight-white-114x162', 'en-US')
    expect(answer.status).toBe(400)
  })
})
