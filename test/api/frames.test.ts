// The built-in catalogue's frames, mats and option groups (migration 0005): `/price-api/frame` and
// `/web-api/variants-for-frame-types` per brand and currency, answers parsed with the shop client's schemas, 400 on
// bad input and 404 for what a brand does not sell.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { shopApi } from '../../src/api/routes'
import { FRAME_FAMILIES } from '../../src/domain/commerce/catalogue-enums'
import type { Locale } from '../../src/domain/locales'
import { answerSchema, errorAnswerSchema } from '../../src/shop-contract/envelope'
import { framePricesSchema, frameVariantsSchema, OPTION_GROUPS } from '../../src/shop-contract/frames'

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

// The wooden frame 30 x 40 cm (and the reduced 60 x 90 cm) in each currency, EUR written, the others derived.
const HOLZ: [Brand, Locale, string, number, [number, number]][] = [
  ['poster', 'de-DE', 'eur', 34.99, [69.99, 59.99]],
  ['poster', 'de-CH', 'chf', 36.9, [73.9, 62.9]],
  ['poster', 'en-GB', 'gbp', 29.99, [60.99, 51.99]],
  ['poster', 'en-US', 'usd', 37.99, [75.99, 64.99]],
  ['cards', 'de-DE', 'eur', 34.99, [69.99, 59.99]],
  ['cards', 'fr-CH', 'chf', 36.9, [73.9, 62.9]],
]

describe('GET /price-api/frame', () => {
  it.each(HOLZ)('answers the %s brand’s black wooden frame in %s (%s)', async (brand, locale, currency, small, [original, current]) => {
    const frame = await payload(framePricesSchema, '/price-api/frame?frameType=holzrahmen-schwarz', brand, locale)
    expect(frame).toMatchObject({
      frameType: 'holzrahmen-schwarz',
      frameFamily: 'holzrahmen',
      color: 'black',
      isDefault: true,
      labelTranslationKey: 'frameTypes.holzrahmen.black',
      matType: 'mat-weiss',
      matSize: 30,
      currency,
      priceFrom: { priceCurrent: small, priceOriginal: small },
    })
    expect(frame.mats).toEqual([
      { matType: 'mat-none', matSize: 0, labelTranslationKey: 'mats.none' },
      { matType: 'mat-weiss', matSize: 30, labelTranslationKey: 'mats.white' },
      // SPEC §3 mats in labels: none, white, black, cream.
      { matType: 'mat-schwarz', matSize: 30, labelTranslationKey: 'mats.black' },
      { matType: 'mat-creme', matSize: 30, labelTranslationKey: 'mats.cream' },
    ])
    expect(frame.formats.map((f) => f.value)).toEqual(['3000x4000', '4000x5000', '4000x6000', '5000x7000', '6000x9000', '7000x10000'])
    expect(frame.formats[0]).toEqual({ value: '3000x4000', priceCurrent: small, priceOriginal: small })
    expect(frame.formats.find((f) => f.value === '6000x9000')).toEqual({
      value: '6000x9000',
      priceCurrent: current,
      priceOriginal: original,
    })
    // The cards brand sells paper only as poster: Hahnemühle is not among its framed materials.
    expect(frame.materials).toEqual(brand === 'poster' ? ['poster', 'hahnemuehle'] : ['poster'])
  })

  it.each([
    ['holzrahmen-eiche', 'holzrahmen', 'oak', false, 'mat-weiss', 30],
    ['alurahmen-silber', 'alurahmen', 'silver', false, 'mat-weiss', 30],
    ['artbox-schwarz', 'artbox', 'black', true, 'mat-none', 0],
    ['schattenfuge-platte-schwarz', 'schattenfuge-platte', 'black', true, 'mat-none', 0],
  ])('answers %s: family %s, colour %s, its family’s mat', async (frameType, frameFamily, color, isDefault, matType, matSize) => {
    const frame = await payload(framePricesSchema, `/price-api/frame?frameType=${frameType}`)
    expect(frame).toMatchObject({ frameType, frameFamily, color, isDefault, matType, matSize })
  })

  it('knows all 7 families, each with a black default frame type', async () => {
    const variants = await Promise.all(
      (['poster', 'leinwand', 'aludibond'] as const).map((material) =>
        payload(frameVariantsSchema, `/web-api/variants-for-frame-types?materialType=${material}`),
      ),
    )
    const families = variants.flatMap((v) => v.variants)
    expect(new Set(families.map((f) => f.frameFamily))).toEqual(new Set(FRAME_FAMILIES))
    for (const family of families) {
      const frame = await payload(framePricesSchema, `/price-api/frame?frameType=${family.defaultFrameType}`)
      expect(frame).toMatchObject({
        frameFamily: family.frameFamily,
        color: 'black',
        isDefault: true,
        matType: family.matType,
        matSize: family.matSize,
      })
    }
  })

  it.each([
    ['/price-api/frame', 'Invalid query: frameType: is required'],
    ['/price-api/frame?frameType=', 'Invalid query: frameType: is required'],
    ['/price-api/frame?frameType=Holzrahmen', 'Invalid query: frameType: must be a frame type such as holzrahmen-schwarz'],
    ['/price-api/frame?frameType=holz%20rahmen', 'Invalid query: frameType: must be a frame type such as holzrahmen-schwarz'],
    ['/price-api/frame?frameType=holzrahmen--schwarz', 'Invalid query: frameType: must be a frame type such as holzrahmen-schwarz'],
    [`/price-api/frame?frameType=${'a'.repeat(65)}`, 'Invalid query: frameType: is too long'],
  ])('answers 400 for %s', async (path, text) => {
    expect(await failure(path)).toEqual({ status: 400, text })
  })

  it('answers 400 without the brand and locale headers', async () => {
    expect((await failure('/price-api/frame?frameType=holzrahmen-schwarz', {})).status).toBe(400)
    expect((await failure('/price-api/frame?frameType=holzrahmen-schwarz', { 'x-channel': 'poster', 'x-locale': 'xx' })).status).toBe(400)
  })

  it.each<[Brand, string]>([
    ['poster', 'holzrahmen-gold'],
    ['cards', 'alurahmen-schwarz'],
    ['cards', 'schattenfuge-platte-schwarz'],
  ])('answers 404 when the %s brand has no %s', async (brand, frameType) => {
    expect(await failure(`/price-api/frame?frameType=${frameType}`, { 'x-channel': brand, 'x-locale': 'de-DE' })).toEqual({
      status: 404,
      text: `The ${brand} brand has no frame type ${frameType}`,
    })
  })
})

describe('GET /web-api/variants-for-frame-types', () => {
  it.each(HOLZ)('answers the %s brand’s frames for poster paper in %s (%s)', async (brand, locale, currency, small) => {
    const answer = await payload(frameVariantsSchema, '/web-api/variants-for-frame-types?materialType=poster', brand, locale)
    expect(answer).toMatchObject({ materialType: 'poster', currency })
    expect(answer.variants.map((v) => v.frameFamily)).toEqual(
      brand === 'poster' ? ['alurahmen', 'artbox', 'fotorahmen', 'holzrahmen', 'kunststoffrahmen'] : ['fotorahmen', 'holzrahmen'],
    )
    const wood = answer.variants.find((v) => v.frameFamily === 'holzrahmen')
    expect(wood).toMatchObject({
      labelTranslationKey: 'frameFamilies.holzrahmen',
      defaultFrameType: 'holzrahmen-schwarz',
      matType: 'mat-weiss',
      matSize: 30,
      priceFrom: { priceCurrent: small, priceOriginal: small },
    })
    expect(wood?.frameTypes.map((t) => [t.value, t.color, t.isDefault])).toEqual([
      ['holzrahmen-schwarz', 'black', true],
      ['holzrahmen-eiche', 'oak', false],
      ['holzrahmen-weiss', 'white', false],
    ])
    expect(wood?.mats.map((m) => [m.matType, m.matSize])).toEqual([
      ['mat-none', 0],
      ['mat-weiss', 30],
      ['mat-schwarz', 30],
      ['mat-creme', 30],
    ])
    expect(answer.optionGroups.map((g) => g.value)).toEqual(['poster-lamination', 'poster-paper'])
    expect(answer.optionGroups[0]?.options).toEqual([
      { value: 'none', labelTranslationKey: 'optionGroups.posterLamination.none', isDefault: true },
      { value: 'glossy', labelTranslationKey: 'optionGroups.posterLamination.glossy', isDefault: false },
      { value: 'matt', labelTranslationKey: 'optionGroups.posterLamination.matt', isDefault: false },
    ])
  })

  it.each<[Locale, string[]]>([
    ['de-DE', ['2.5-cm', '3.8-cm']],
    ['en-GB', ['2.5-cm', '3.8-cm']],
    ['en-US', ['1-inch', '1.5-inch']],
  ])('offers canvas stretcher depths in the site’s unit (%s) and the shadow-gap frame', async (locale, depths) => {
    const answer = await payload(frameVariantsSchema, '/web-api/variants-for-frame-types?materialType=leinwand', 'poster', locale)
    expect(answer.variants.map((v) => [v.frameFamily, v.defaultFrameType, v.matType, v.matSize])).toEqual([
      ['schattenfuge-leinwand', 'schattenfuge-leinwand-schwarz', 'mat-none', 0],
    ])
    expect(answer.optionGroups.map((g) => g.value)).toEqual(['canvas-stretcher-depth', 'canvas-edge'])
    const depth = answer.optionGroups[0]?.options
    expect(depth?.map((o) => o.value)).toEqual(depths)
    expect(depth?.filter((o) => o.isDefault).map((o) => o.value)).toEqual([depths[0]])
    expect(answer.optionGroups[1]?.options.map((o) => o.value)).toEqual(['coloured', 'mirrored', 'wrapped'])
  })

  it.each<[string, string[], Record<string, string[]>]>([
    [
      'aludibond',
      ['schattenfuge-platte'],
      {
        drilling: ['none', 'corners'],
        'print-method': ['direct-print', 'fine-art', 'fine-art-glossy', 'fine-art-matt', 'hahnemuehle-fine-art'],
        'material-finish': ['standard', 'brushed'],
        milling: ['none', 'lines', 'dots'],
      },
    ],
    [
      'acrylglas',
      ['schattenfuge-platte'],
      { drilling: ['none', 'corners'], 'print-method': ['direct-print', 'fine-art', 'fine-art-glossy', 'fine-art-matt'] },
    ],
    ['hahnemuehle', ['alurahmen', 'artbox', 'holzrahmen'], { 'material-finish': ['standard', 'matt-cotton-smooth'] }],
    ['klebefolie', [], { 'adhesive-film-finish': ['normal', 'white', 'transparent', 'mirrored-transparent'] }],
    ['backlitfolie', [], { 'frame-light': ['none', 'led'] }],
    ['pvcplane', [], { 'pvc-eyelets': ['none', 'simple'] }],
    ['fototapete', [], {}],
  ])('answers %s: its frame families and option groups, options limited to the material', async (material, families, groups) => {
    const answer = await payload(frameVariantsSchema, `/web-api/variants-for-frame-types?materialType=${material}`)
    expect(answer.variants.map((v) => v.frameFamily)).toEqual(families)
    expect(Object.fromEntries(answer.optionGroups.map((g) => [g.value, g.options.map((o) => o.value)]))).toEqual(groups)
    for (const group of answer.optionGroups) expect(group.options.filter((o) => o.isDefault)).toHaveLength(1)
  })

  it('seeds every SPEC §3 option group', async () => {
    const materials = ['poster', 'hahnemuehle', 'leinwand', 'acrylglas', 'aludibond', 'klebefolie', 'backlitfolie', 'pvcplane'] as const
    const answers = await Promise.all(
      materials.map((m) => payload(frameVariantsSchema, `/web-api/variants-for-frame-types?materialType=${m}`)),
    )
    expect(new Set(answers.flatMap((a) => a.optionGroups.map((g) => g.value)))).toEqual(new Set(OPTION_GROUPS))
  })

  it.each([
    ['/web-api/variants-for-frame-types', 'Invalid query: materialType: is required'],
    ['/web-api/variants-for-frame-types?materialType=holz', 'Invalid query: materialType: must be one of'],
    ['/web-api/variants-for-frame-types?materialType=POSTER', 'Invalid query: materialType: must be one of'],
  ])('answers 400 for %s', async (path, text) => {
    const answer = await failure(path)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(text)
  })

  it('answers 404 for a material the brand does not sell, and 400 without headers', async () => {
    expect(
      await failure('/web-api/variants-for-frame-types?materialType=acrylglas', { 'x-channel': 'cards', 'x-locale': 'de-DE' }),
    ).toEqual({
      status: 404,
      text: 'The cards brand sells no acrylglas',
    })
    expect((await failure('/web-api/variants-for-frame-types?materialType=poster', { 'x-locale': 'de-DE' })).status).toBe(400)
  })
})
