import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTRIES, type Country } from '../../../src/domain/countries'
import {
  ENVELOPE_SIZE_CLASSES,
  buildEnvelopeSku,
  compareEnvelopeSizes,
  envelopeFamily,
  envelopeSizeClass,
  envelopeUnitPrice,
  parseEnvelopeSku,
  type CardFold,
  type EnvelopeFamily,
  type EnvelopeSize,
  type EnvelopeSizeClass,
  type EnvelopeSku,
  type UnitPrice,
} from '../../../src/domain/commerce/envelope'

describe('envelopeUnitPrice', () => {
  it.each<[EnvelopeSizeClass, CardFold, Country, UnitPrice | undefined]>([
    // SPEC §9, columns Austria, Switzerland, Germany.
    ['large', 'single', 'AT', { amount: 1.5, currency: 'eur' }],
    ['large', 'single', 'CH', { amount: 2.9, currency: 'chf' }],
    ['large', 'single', 'DE', { amount: 1.8, currency: 'eur' }],
    ['compact', 'single', 'AT', { amount: 1.5, currency: 'eur' }],
    ['compact', 'single', 'CH', { amount: 1.2, currency: 'chf' }],
    ['compact', 'single', 'DE', { amount: 1.1, currency: 'eur' }],
    ['standard', 'single', 'AT', { amount: 1.0, currency: 'eur' }],
    ['standard', 'single', 'CH', { amount: 1.0, currency: 'chf' }],
    ['standard', 'single', 'DE', { amount: 0.95, currency: 'eur' }],
    // Pocketfold and booklet use the compact price; pocketfold in Switzerland 1.40 CHF.
    ['large', 'pocketfold', 'AT', { amount: 1.5, currency: 'eur' }],
    ['standard', 'pocketfold', 'DE', { amount: 1.1, currency: 'eur' }],
    ['large', 'pocketfold', 'DE', { amount: 1.1, currency: 'eur' }],
    ['standard', 'pocketfold', 'CH', { amount: 1.4, currency: 'chf' }],
    ['large', 'pocketfold', 'CH', { amount: 1.4, currency: 'chf' }],
    ['large', 'booklet', 'CH', { amount: 1.2, currency: 'chf' }],
    ['standard', 'booklet', 'DE', { amount: 1.1, currency: 'eur' }],
    ['standard', 'booklet', 'AT', { amount: 1.5, currency: 'eur' }],
    // Outside the three columns: Liechtenstein like Switzerland, euro countries like Germany, none for GB and US.
    ['large', 'single', 'LI', { amount: 2.9, currency: 'chf' }],
    ['standard', 'pocketfold', 'LI', { amount: 1.4, currency: 'chf' }],
    ['standard', 'single', 'FR', { amount: 0.95, currency: 'eur' }],
    ['compact', 'single', 'NL', { amount: 1.1, currency: 'eur' }],
    ['large', 'single', 'GB', undefined],
    ['standard', 'booklet', 'US', undefined],
  ])('%s envelope for a %s card in %s costs %j', (sizeClass, fold, country, price) => {
    expect(envelopeUnitPrice(sizeClass, fold, country)).toEqual(price)
  })

  it('prices every country in its own currency or not at all', () => {
    const currency = (country: Country): string => (country === 'CH' || country === 'LI' ? 'chf' : 'eur')
    for (const country of COUNTRIES) {
      const price = envelopeUnitPrice('standard', 'single', country)
      if (country === 'GB' || country === 'US') expect(price).toBeUndefined()
      else expect(price?.currency).toBe(currency(country))
    }
  })
})

describe('envelopeSizeClass', () => {
  it.each<[number, number, EnvelopeSizeClass | undefined]>([
    [88, 107, 'compact'],
    [105, 148, 'compact'],
    [148, 105, 'compact'],
    [125, 125, 'compact'],
    [148, 148, 'compact'],
    [114, 162, 'standard'],
    [162, 114, 'standard'],
    [125, 176, 'standard'],
    [176, 125, 'standard'],
    [110, 220, 'standard'],
    [220, 110, 'standard'],
    [162, 229, 'large'],
    [170, 170, 'large'],
    [225, 110, 'large'],
    [107, 88, undefined],
    [229, 162, undefined],
    [100, 100, undefined],
    [0, 0, undefined],
  ])('%dx%d is %s', (width, height, sizeClass) => {
    expect(envelopeSizeClass(width, height)).toBe(sizeClass)
  })

  it('covers 88x107 up to 225x110, ordered by width', () => {
    const sizes = Object.keys(ENVELOPE_SIZE_CLASSES)
    expect(sizes[0]).toBe('88x107')
    expect(sizes.at(-1)).toBe('225x110')
    const widths = sizes.map((size) => Number(size.split('x')[0]))
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
  })
})

describe('envelope skus', () => {
  it.each<[string, EnvelopeSku | undefined]>([
    ['straight-white-114x162', { type: 'straight', colour: 'white', width: 114, height: 162 }],
    ['pointed-dark-blue-110x220', { type: 'pointed', colour: 'dark-blue', width: 110, height: 220 }],
    ['straight-kraft-88x107', { type: 'straight', colour: 'kraft', width: 88, height: 107 }],
    ['straight-rose-gold-metallic-170x170', { type: 'straight', colour: 'rose-gold-metallic', width: 170, height: 170 }],
    ['straight-white', undefined],
    ['white-114x162', undefined],
    ['straight--114x162', undefined],
    ['straight-white-0114x162', undefined],
    ['straight-white-114X162', undefined],
    ['Straight-white-114x162', undefined],
    ['straight-white-114x162-', undefined],
    ['straight-white-12345x162', undefined],
    ['', undefined],
  ])('reads %j as %j', (sku, parts) => {
    expect(parseEnvelopeSku(sku)).toEqual(parts)
  })

  it.each<[EnvelopeSku, string | undefined]>([
    [{ type: 'straight', colour: 'white', width: 114, height: 162 }, 'straight-white-114x162'],
    [{ type: 'pointed', colour: 'dark-blue', width: 110, height: 220 }, 'pointed-dark-blue-110x220'],
    [{ type: 'with-flap', colour: 'white', width: 114, height: 162 }, undefined],
    [{ type: 'straight', colour: '', width: 114, height: 162 }, undefined],
    [{ type: 'straight', colour: 'white', width: 0, height: 162 }, undefined],
    [{ type: 'straight', colour: 'White', width: 114, height: 162 }, undefined],
  ])('builds %j as %j', (parts, sku) => {
    expect(buildEnvelopeSku(parts)).toBe(sku)
  })

  it('reads back every sku it builds, and builds back every sku it reads', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/)
    const side = fc.integer({ min: 1, max: 9999 })
    const colour = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join('-'))
    fc.assert(
      fc.property(word, colour, side, side, (type, colourName, width, height) => {
        const parts = { type, colour: colourName, width, height }
        const sku = buildEnvelopeSku(parts)
        expect(sku).toBeDefined()
        expect(parseEnvelopeSku(sku ?? '')).toEqual(parts)
      }),
    )
    fc.assert(
      fc.property(fc.string(), (sku) => {
        const parts = parseEnvelopeSku(sku)
        if (parts) expect(buildEnvelopeSku(parts)).toBe(sku)
      }),
    )
  })
})

describe('envelope dropdown order', () => {
  it.each<[number, number, EnvelopeFamily]>([
    [114, 162, 'C6'],
    [162, 114, 'C6'],
    [125, 176, 'B6'],
    [176, 125, 'B6'],
    [110, 220, 'DL'],
    [220, 110, 'DL'],
    [225, 110, 'other'],
    [162, 229, 'other'],
    [170, 170, 'other'],
    [114, 163, 'other'],
  ])('%dx%d is %s', (width, height, family) => {
    expect(envelopeFamily(width, height)).toBe(family)
  })

  const size = (width: number, height: number, subType: string): EnvelopeSize => ({ width, height, subType, skus: [] })
  const label = (entry: EnvelopeSize): string => `${entry.width}x${entry.height} ${entry.subType}`

  it('puts C6, then B6, then DIN long, then the rest; straight first; then the widest first', () => {
    const entries = [
      size(88, 107, 'straight'),
      size(225, 110, 'straight'),
      size(110, 220, 'pointed'),
      size(220, 110, 'straight'),
      size(170, 170, 'pointed'),
      size(125, 176, 'straight'),
      size(162, 114, 'pointed'),
      size(114, 162, 'straight'),
      size(176, 125, 'pointed'),
      size(162, 114, 'straight'),
      size(170, 170, 'straight'),
      size(110, 220, 'straight'),
    ]
    expect([...entries].sort(compareEnvelopeSizes).map(label)).toEqual([
      '162x114 straight',
      '114x162 straight',
      '162x114 pointed',
      '125x176 straight',
      '176x125 pointed',
      '220x110 straight',
      '110x220 straight',
      '110x220 pointed',
      '225x110 straight',
      '170x170 straight',
      '88x107 straight',
      '170x170 pointed',
    ])
  })

  it.each<[EnvelopeSize, EnvelopeSize, number]>([
    [size(114, 162, 'pointed'), size(125, 176, 'straight'), -1],
    [size(125, 176, 'straight'), size(110, 220, 'straight'), -1],
    [size(220, 110, 'pointed'), size(225, 110, 'straight'), -1],
    [size(225, 110, 'straight'), size(88, 107, 'pointed'), -1],
    [size(88, 107, 'straight'), size(225, 110, 'pointed'), -1],
    [size(225, 110, 'x'), size(88, 107, 'y'), -1],
    [size(114, 162, 'straight'), size(114, 162, 'straight'), 0],
  ])('compares %j with %j as %d', (a, b, sign) => {
    expect(Math.sign(compareEnvelopeSizes(a, b))).toBe(sign)
    expect(Math.sign(compareEnvelopeSizes(b, a))).toBe(-sign || 0)
  })

  it('is a consistent order: antisymmetric and transitive', () => {
    const entry = fc.record({
      width: fc.constantFrom(88, 110, 114, 125, 162, 170, 176, 220, 225),
      height: fc.constantFrom(107, 110, 114, 125, 162, 170, 176, 220),
      subType: fc.constantFrom('straight', 'pointed', 'round'),
      skus: fc.constant([]),
    })
    fc.assert(
      fc.property(entry, entry, entry, (a, b, c) => {
        expect(Math.sign(compareEnvelopeSizes(a, b))).toBe(-Math.sign(compareEnvelopeSizes(b, a)) || 0)
        if (compareEnvelopeSizes(a, b) <= 0 && compareEnvelopeSizes(b, c) <= 0) {
          expect(compareEnvelopeSizes(a, c)).toBeLessThanOrEqual(0)
        }
      }),
    )
  })
})
