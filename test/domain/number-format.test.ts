import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { LOCALES, type Locale } from '../../src/domain/locales'
import { formatNumber } from '../../src/domain/number-format'

describe('formatNumber', () => {
  it.each<[Locale, number, string]>([
    ['de-DE', 2.5, '2,5'],
    ['de-DE', 3.0, '3'],
    ['de-DE', 1234.56, '1234,6'],
    ['de-DE', 1234567.89, '1234567,9'],
    ['de-DE', 0.04, '0'],
    ['de-DE', -0.04, '0'],
    ['de-DE', -2.25, '-2,3'],
    ['de-DE', 10.96, '11'],
    ['en-GB', 1234.56, '1234.6'],
    ['en-US', 29.7, '29.7'],
    ['de-CH', 1234.56, '1234.6'],
    ['fr-FR', 1234.56, '1234,6'],
    ['fr-CH', 1234567, '1234567'],
    ['es-ES', 1234.5, '1234,5'],
    ['it-IT', 21.0, '21'],
    ['nl-NL', 4.5, '4,5'],
    ['nl-BE', 1000, '1000'],
  ])('formats %s %d as %j', (locale, value, text) => {
    expect(formatNumber(locale, value)).toBe(text)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('formats %d as empty text', (value) => {
    expect(formatNumber('de-DE', value)).toBe('')
  })

  it('builds one Intl.NumberFormat per locale and reuses it', () => {
    formatNumber('it-CH', 1)
    const construct = vi.spyOn(Intl, 'NumberFormat')
    try {
      expect([formatNumber('it-CH', 1.25), formatNumber('it-CH', 7)]).toEqual(['1.3', '7'])
      expect(construct).not.toHaveBeenCalled()
    } finally {
      construct.mockRestore()
    }
  })

  it('never shows more than one decimal digit or a grouping separator below 1e9', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.double({ min: -1e9, max: 1e9, maxExcluded: true, minExcluded: true, noNaN: true }),
        (locale, value) => {
          const text = formatNumber(locale, value)
          expect(text).toMatch(/^-?\d+([.,]\d)?$/)
          expect(Math.abs(Number(text.replace(',', '.')) - value)).toBeLessThanOrEqual(0.05 + 1e-6)
        },
      ),
    )
  })
})
