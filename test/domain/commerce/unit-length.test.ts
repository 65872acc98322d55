// The one rounding rule for lengths in the site's unit: the format list, the own-format limits and the own-format
// check round alike, so what the list sells in inches is within what the hint states and the check accepts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDimensions } from '../../../src/domain/commerce/format'
import { checkOwnFormat, limitsInUnit, type FormatLimits } from '../../../src/domain/commerce/own-format'
import { shownLength } from '../../../src/domain/commerce/unit-length'
import type { Locale } from '../../../src/domain/locales'

describe('shownLength: to the nearest tenth of the site unit, half up', () => {
  it.each<[number, Locale, number]>([
    // tenths of mm, locale, shown
    [8000, 'en-US', 31.5], // 31.496 in
    [12000, 'en-US', 47.2], // 47.244 in
    [7950, 'en-US', 31.3], // 31.299 in
    [3000, 'en-US', 11.8], // 11.811 in
    [4000, 'en-US', 15.7], // 15.748 in
    [1000, 'en-US', 3.9], // 3.937 in
    [3048, 'en-US', 12], // exactly 12 in
    [2540, 'en-GB', 25.4],
    [2970, 'de-DE', 29.7],
    [2975, 'de-DE', 29.8], // half a millimetre: up
    [2974, 'de-DE', 29.7],
    [5, 'fr-CH', 0.1],
    [4, 'fr-CH', 0],
  ])('%d tenths of a millimetre in %s read %d', (tenths, locale, shown) => {
    expect(shownLength(tenths, locale)).toBe(shown)
  })
})

// The canvas's limits of migration 0013: 20 cm at least, 80 x 120 cm at most; 80 x 120 cm is a listed format.
const CANVAS: FormatLimits = { minSide: 2000, maxShort: 8000, maxLong: 12000 }

describe('formats and limits round the same way', () => {
  it.each<[Locale, string, { min: number; maxShort: number; maxLong: number }]>([
    ['en-US', '31.5 x 47.2 in', { min: 7.9, maxShort: 31.5, maxLong: 47.2 }],
    ['de-DE', '80 x 120 cm', { min: 20, maxShort: 80, maxLong: 120 }],
  ])('%s: the largest listed format reads %s, and so do the limits', (locale, shown, limits) => {
    expect(formatDimensions({ width: 8000, height: 12000 }, locale)).toBe(shown)
    expect(limitsInUnit(CANVAS, locale)).toEqual(limits)
  })

  it.each<[string, string, ReturnType<typeof checkOwnFormat>]>([
    // What the list and the hint call the limit, typed back, is within it: 31.5 in (8001 tenths) is the limit itself,
    // 47.2 in (11,989 tenths) is just under it, 7.9 in (2007 tenths) just over the least.
    ['31.5', '47.2', { ok: true, format: { width: 8000, height: 11989 } }],
    ['47.2', '31.5', { ok: true, format: { width: 11989, height: 8000 } }],
    ['7.9', '10', { ok: true, format: { width: 2007, height: 2540 } }],
    ['7.87', '10', { ok: true, format: { width: 2000, height: 2540 } }],
    ['31.6', '40', { ok: false, problem: 'too-large' }],
    ['20', '47.3', { ok: false, problem: 'too-large' }],
    ['7.8', '10', { ok: false, problem: 'too-small' }],
  ])('en-US: %s x %s in', (width, height, expected) => {
    expect(checkOwnFormat(CANVAS, 'en-US', width, height)).toEqual(expected)
  })

  it('accepts every format within the limits typed as the list shows it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 800 }), fc.integer({ min: 200, max: 1200 }), (short, long) => {
        fc.pre(short <= long)
        const [width = '', height = ''] = formatDimensions({ width: short * 10, height: long * 10 }, 'en-US')
          .replace(' in', '')
          .split(' x ')
        const checked = checkOwnFormat(CANVAS, 'en-US', width, height)
        expect(checked.ok).toBe(true)
      }),
    )
  })
})
