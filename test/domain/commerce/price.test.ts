import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { discountShare, formatPrice, isReduced, type PriceFormatOptions } from '../../../src/domain/commerce/price'
import { LOCALES, currencyOf, type Locale } from '../../../src/domain/locales'

// Intl puts a no-break space between amount and currency sign, and fr-FR groups with a narrow no-break space.
const nbsp = '\u00a0'
const nnbsp = '\u202f'

describe('isReduced and discountShare', () => {
  it.each<[number, number, boolean, number]>([
    [20, 15, true, 0.25],
    [10, 9.5, true, 0.05],
    [100, 0, true, 1],
    [15, 15, false, 0],
    [15, 20, false, -1 / 3],
    [0, 0, false, 0],
    [0, -5, true, 0],
    [-10, -20, true, 0],
    [Number.NaN, 5, false, 0],
    [20, Number.NaN, false, 0],
    [Number.POSITIVE_INFINITY, 5, false, 0],
  ])('original %d, current %d: reduced %s, share %d', (priceOriginal, priceCurrent, reduced, share) => {
    expect(isReduced({ priceOriginal, priceCurrent })).toBe(reduced)
    expect(discountShare({ priceOriginal, priceCurrent })).toBeCloseTo(share, 12)
  })

  it('a reduced price with a positive original has a share in (0, 1]', () => {
    const amount = fc.double({ min: 0, max: 1e6, noNaN: true })
    fc.assert(
      fc.property(amount, amount, (priceOriginal, priceCurrent) => {
        fc.pre(priceOriginal > 0)
        const share = discountShare({ priceOriginal, priceCurrent })
        expect(share > 0).toBe(isReduced({ priceOriginal, priceCurrent }))
        expect(share).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('formatPrice', () => {
  it.each<[number, PriceFormatOptions, string]>([
    [12.5, { locale: 'de-DE' }, `12,50${nbsp}€`],
    [1234.5, { locale: 'de-DE' }, `1.234,50${nbsp}€`],
    [1234.5, { locale: 'de-AT' }, `€${nbsp}1.234,50`],
    [0.95, { locale: 'de-DE' }, `0,95${nbsp}€`],
    [12, { locale: 'en-GB' }, '£12.00'],
    [1234.5, { locale: 'en-US' }, '$1,234.50'],
    [1234.5, { locale: 'fr-FR' }, `1${nnbsp}234,50${nbsp}€`],
    [1234.5, { locale: 'nl-NL' }, `€${nbsp}1.234,50`],
    [1234.5, { locale: 'es-ES' }, `1234,50${nbsp}€`],
    [1234.5, { locale: 'it-IT' }, `1234,50${nbsp}€`],
    [12345.5, { locale: 'it-IT' }, `12.345,50${nbsp}€`],
    // SPEC §9: the Swiss franc groups with an apostrophe, in every Swiss language and in Liechtenstein.
    [1234.5, { locale: 'de-CH' }, `CHF${nbsp}1'234.50`],
    [1234567.5, { locale: 'de-CH' }, `CHF${nbsp}1'234'567.50`],
    [1234.5, { locale: 'it-CH' }, `CHF${nbsp}1'234.50`],
    [1234.5, { locale: 'fr-CH' }, `1'234.50${nbsp}CHF`],
    [1234.5, { locale: 'de-LI' }, `CHF${nbsp}1'234.50`],
    [2.9, { locale: 'de-CH' }, `CHF${nbsp}2.90`],
    [1234.5, { locale: 'de-DE', currency: 'chf' }, `1'234,50${nbsp}CHF`],
    [12.5, { locale: 'de-CH', currency: 'eur' }, `EUR${nbsp}12.50`],
    [12.345, { locale: 'de-DE' }, `12,35${nbsp}€`],
    [-0.001, { locale: 'de-DE' }, `0,00${nbsp}€`],
    [-5, { locale: 'de-DE' }, `-5,00${nbsp}€`],
    [-1234.5, { locale: 'de-CH' }, `CHF-1'234.50`],
    [9.95, { locale: 'de-DE', from: true }, `ab 9,95${nbsp}€`],
    [9.95, { locale: 'en-GB', from: true }, 'from £9.95'],
    [9.95, { locale: 'fr-FR', from: true }, `dès 9,95${nbsp}€`],
    [9.95, { locale: 'it-IT', from: true }, `da 9,95${nbsp}€`],
    [9.95, { locale: 'es-ES', from: true }, `desde 9,95${nbsp}€`],
    [9.95, { locale: 'nl-BE', from: true }, `vanaf €${nbsp}9,95`],
    [9.95, { locale: 'de-DE', from: true, fromLabel: 'schon ab' }, `schon ab 9,95${nbsp}€`],
    [9.95, { locale: 'de-DE', from: false, fromLabel: 'ab' }, `9,95${nbsp}€`],
    [12, { locale: 'de-DE', minimumFractionDigits: 0 }, `12${nbsp}€`],
    [12.5, { locale: 'de-DE', minimumFractionDigits: 0 }, `12,5${nbsp}€`],
    [12.5, { locale: 'de-DE', minimumFractionDigits: 0, maximumFractionDigits: 0 }, `13${nbsp}€`],
    [12.5, { locale: 'de-DE', minimumFractionDigits: 3, maximumFractionDigits: 1 }, `12,500${nbsp}€`],
    [12.5, { locale: 'de-DE', minimumFractionDigits: -4, maximumFractionDigits: 99 }, `12,5${nbsp}€`],
    [Number.NaN, { locale: 'de-DE' }, ''],
    [Number.POSITIVE_INFINITY, { locale: 'de-DE' }, ''],
    [Number.NEGATIVE_INFINITY, { locale: 'de-DE', from: true }, ''],
    [12, { locale: undefined }, ''],
  ])('formats %d with %j as %j', (value, options, text) => {
    expect(formatPrice(value, options)).toBe(text)
  })

  it('builds one Intl.NumberFormat per locale and currency and reuses it', () => {
    formatPrice(1, { locale: 'fr-LU' })
    const construct = vi.spyOn(Intl, 'NumberFormat')
    try {
      expect([formatPrice(2, { locale: 'fr-LU' }), formatPrice(3, { locale: 'fr-LU', from: true })]).toEqual([
        `2,00${nbsp}€`,
        `dès 3,00${nbsp}€`,
      ])
      expect(construct).not.toHaveBeenCalled()
    } finally {
      construct.mockRestore()
    }
  })

  it('always shows two decimals for a price, and Swiss francs never group with anything but an apostrophe', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.double({ min: 0, max: 1e9, noNaN: true }), (locale: Locale, value) => {
        const text = formatPrice(value, { locale })
        expect(text).toMatch(/\d[.,]\d\d(?!\d)/)
        if (currencyOf(locale) === 'chf') expect(text).toMatch(/^(CHF\u00a0)?-?\d{1,3}('\d{3})*\.\d\d(\u00a0CHF)?$/)
      }),
    )
  })
})
