import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkOwnFormat,
  limitsInUnit,
  limitsOfFormats,
  parseSideText,
  withinLimits,
  type FormatLimits,
} from '../../../src/domain/commerce/own-format'
import type { Locale } from '../../../src/domain/locales'

// The poster's limits of migration 0013: 10 cm at least, 70 x 100 cm at most, in either orientation.
const POSTER: FormatLimits = { minSide: 1000, maxShort: 7000, maxLong: 10000 }

describe('own-format rule set', () => {
  it.each<[string, string, Locale, ReturnType<typeof checkOwnFormat>]>([
    ['45', '65', 'de-DE', { ok: true, format: { width: 4500, height: 6500 } }],
    ['100', '70', 'de-DE', { ok: true, format: { width: 10000, height: 7000 } }],
    ['70', '100', 'de-DE', { ok: true, format: { width: 7000, height: 10000 } }],
    ['10', '10', 'de-DE', { ok: true, format: { width: 1000, height: 1000 } }],
    ['9,9', '20', 'de-DE', { ok: false, problem: 'too-small' }],
    ['71', '71', 'de-DE', { ok: false, problem: 'too-large' }],
    ['30', '101', 'de-DE', { ok: false, problem: 'too-large' }],
    ['', '30', 'de-DE', { ok: false, problem: 'invalid' }],
    ['abc', '30', 'de-DE', { ok: false, problem: 'invalid' }],
    ['0', '30', 'de-DE', { ok: false, problem: 'invalid' }],
    ['-5', '30', 'de-DE', { ok: false, problem: 'invalid' }],
    ['12', '8', 'en-US', { ok: true, format: { width: 3048, height: 2032 } }],
    ['27.5', '39.3', 'en-US', { ok: true, format: { width: 6985, height: 9982 } }],
    // 3.9 in is what the limit of 10 cm reads (./unit-length), so it is that limit.
    ['3.9', '8', 'en-US', { ok: true, format: { width: 1000, height: 2032 } }],
    ['3.8', '8', 'en-US', { ok: false, problem: 'too-small' }],
    ['28', '39', 'en-US', { ok: false, problem: 'too-large' }],
  ])('%s x %s in %s', (width, height, locale, expected) => {
    expect(checkOwnFormat(POSTER, locale, width, height)).toEqual(expected)
  })

  it('states the limits in the site unit, rounded as the format list rounds', () => {
    expect(limitsInUnit(POSTER, 'de-DE')).toEqual({ min: 10, maxShort: 70, maxLong: 100 })
    expect(limitsInUnit(POSTER, 'en-US')).toEqual({ min: 3.9, maxShort: 27.6, maxLong: 39.4 })
  })

  it('derives limits from listed formats when the shop sends none', () => {
    expect(limitsOfFormats([{ value: '3000x4000' }, { value: '7000x10000' }], 1000)).toEqual({
      minSide: 1000,
      maxShort: 10000,
      maxLong: 10000,
    })
  })

  it('accepts a format exactly when both orientations agree (property)', () => {
    fc.assert(
      // Whole millimetres: what a centimetre site can tell apart.
      fc.property(
        fc.integer({ min: 1, max: 2000 }).map((mm) => mm * 10),
        fc.integer({ min: 1, max: 2000 }).map((mm) => mm * 10),
        (width, height) => {
          const turned = withinLimits({ width: height, height: width }, POSTER)
          expect(withinLimits({ width, height }, POSTER)).toBe(turned)
          const inside = Math.min(width, height) >= 1000 && Math.min(width, height) <= 7000 && Math.max(width, height) <= 10000
          expect(turned === undefined).toBe(inside)
        },
      ),
    )
  })

  it('reads every typed length of the site unit back to tenths (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999 }), (whole) => {
        expect(parseSideText(String(whole), 'de-DE')).toBe(whole * 100)
        expect(parseSideText(String(whole), 'en-US')).toBe(whole * 254)
      }),
    )
  })
})
