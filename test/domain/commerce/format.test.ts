import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PAPER_FORMATS,
  PAPER_SIZES,
  ZERO_FORMAT,
  formatDimensions,
  isValidFormat,
  orientationOf,
  paperSizeOf,
  parseFormat,
  printFormat,
  sizeRangeText,
  swapOrientation,
  toMillimetres,
  toOrientation,
  type Format,
  type Orientation,
  type PaperSize,
} from '../../../src/domain/commerce/format'
import type { Locale } from '../../../src/domain/locales'

const f = (width: number, height: number): Format => ({ width, height })

describe('parseFormat', () => {
  it.each<[string, Format]>([
    ['2100x2970', f(2100, 2970)],
    ['2970x2100', f(2970, 2100)],
    ['1x1', f(1, 1)],
    ['100x120', f(100, 120)],
    ['10x1000', f(10, 1000)],
    ['9007199254740991x1', f(Number.MAX_SAFE_INTEGER, 1)],
  ])('reads %s as its width and height', (text, format) => {
    expect(parseFormat(text)).toEqual(format)
  })

  it.each([
    '',
    '0x0',
    '0x100',
    '100x0',
    '0100x200',
    '100x0200',
    '100X200',
    '100×200',
    '100 x 200',
    ' 100x200',
    '100x200 ',
    '100x',
    'x100',
    '100',
    '100x200x300',
    '-100x200',
    '100x-200',
    '+100x200',
    '10.5x20',
    '1e3x200',
    'axb',
    '100,200',
    '１００x２００',
    '9007199254740992x1',
    '99999999999999999999x1',
    'Infinityx1',
    'NaNxNaN',
    '100x200\n',
  ])('reads %j as 0 by 0', (text) => {
    expect(parseFormat(text)).toEqual(ZERO_FORMAT)
  })

  it.each([null, undefined])('reads %s as 0 by 0', (text) => {
    expect(parseFormat(text)).toEqual(ZERO_FORMAT)
  })

  it('reads back every valid format it prints', () => {
    const side = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
    fc.assert(
      fc.property(side, side, (width, height) => {
        expect(parseFormat(printFormat(f(width, height)))).toEqual(f(width, height))
      }),
    )
  })

  it('never throws and yields a valid positive format or 0 by 0 for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^-?\d{0,18}[xX×]?\d{0,18}$/)), (text) => {
        const format = parseFormat(text)
        expect(isValidFormat(format) || (format.width === 0 && format.height === 0)).toBe(true)
        expect(printFormat(format) === text).toBe(isValidFormat(format))
      }),
    )
  })
})

describe('printFormat', () => {
  it.each<[Format, string]>([
    [f(2100, 2970), '2100x2970'],
    [f(1, 1), '1x1'],
    [ZERO_FORMAT, '0x0'],
    [f(0, 100), '0x0'],
    [f(-1, 100), '0x0'],
    [f(10.5, 100), '0x0'],
    [f(Number.NaN, 100), '0x0'],
    [f(Number.POSITIVE_INFINITY, 100), '0x0'],
    [f(2 ** 53, 100), '0x0'],
  ])('prints %j as %s', (format, text) => {
    expect(printFormat(format)).toBe(text)
  })
})

describe('paper sizes', () => {
  it.each<[PaperSize, number, number]>([
    ['A0', 841, 1189],
    ['A1', 594, 841],
    ['A2', 420, 594],
    ['A3', 297, 420],
    ['A4', 210, 297],
    ['A5', 148, 210],
    ['A6', 105, 148],
    ['A7', 74, 105],
    ['A8', 52, 74],
  ])('%s is %d by %d mm (ISO 216)', (size, width, height) => {
    expect(toMillimetres(PAPER_FORMATS[size])).toEqual(f(width, height))
  })

  it('knows A0 to A8 and nothing else', () => {
    expect(PAPER_SIZES).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'])
  })

  it.each<[string, PaperSize | undefined]>([
    ['2100x2970', 'A4'],
    ['2970x2100', 'A4'],
    ['520x740', 'A8'],
    ['8410x11890', 'A0'],
    ['11890x8410', 'A0'],
    ['2100x2971', undefined],
    ['3000x3000', undefined],
    ['0x0', undefined],
  ])('names %s as %s', (text, size) => {
    expect(paperSizeOf(parseFormat(text))).toBe(size)
  })
})

describe('orientation', () => {
  it.each<[string, Orientation]>([
    ['2100x2970', 'portrait'],
    ['2970x2100', 'landscape'],
    ['2000x2000', 'square'],
    ['1x2', 'portrait'],
    ['2x1', 'landscape'],
    ['0x0', 'square'],
  ])('%s is %s', (text, orientation) => {
    expect(orientationOf(parseFormat(text))).toBe(orientation)
  })

  it.each<[string, string]>([
    ['2100x2970', '2970x2100'],
    ['2970x2100', '2100x2970'],
    ['300x300', '300x300'],
  ])('swaps %s to %s', (text, swapped) => {
    expect(printFormat(swapOrientation(parseFormat(text)))).toBe(swapped)
  })

  it.each<[string, Orientation, string]>([
    ['2100x2970', 'landscape', '2970x2100'],
    ['2100x2970', 'portrait', '2100x2970'],
    ['2100x2970', 'square', '2100x2970'],
    ['2970x2100', 'portrait', '2100x2970'],
    ['2970x2100', 'landscape', '2970x2100'],
    ['300x300', 'landscape', '300x300'],
  ])('turns %s to %s as %s', (text, orientation, turned) => {
    expect(printFormat(toOrientation(parseFormat(text), orientation))).toBe(turned)
  })

  it('swapping twice gives the format back and always flips portrait and landscape', () => {
    const side = fc.integer({ min: 1, max: 100_000 })
    fc.assert(
      fc.property(side, side, (width, height) => {
        const format = f(width, height)
        expect(swapOrientation(swapOrientation(format))).toEqual(format)
        const flipped = { portrait: 'landscape', landscape: 'portrait', square: 'square' } as const
        expect(orientationOf(swapOrientation(format))).toBe(flipped[orientationOf(format)])
      }),
    )
  })
})

describe('formatDimensions', () => {
  it.each<[string, Locale, string]>([
    ['2100x2970', 'de-DE', '21 x 29,7 cm'],
    ['2100x2970', 'en-GB', '21 x 29.7 cm'],
    ['2100x2970', 'en-US', '8.3 x 11.7 in'],
    ['2970x2100', 'fr-CH', '29,7 x 21 cm'],
    ['1000x1000', 'de-CH', '10 x 10 cm'],
    ['3000x2000', 'nl-NL', '30 x 20 cm'],
    ['3048x2032', 'en-US', '12 x 8 in'],
    ['12000x8000', 'it-IT', '120 x 80 cm'],
    ['1524x1016', 'en-US', '6 x 4 in'],
    ['0x0', 'de-DE', ''],
  ])('shows %s in %s as %j', (text, locale, shown) => {
    expect(formatDimensions(parseFormat(text), locale)).toBe(shown)
  })
})

describe('sizeRangeText', () => {
  it.each<[number, number, Locale, string | undefined, string]>([
    [20, 150, 'de-DE', undefined, '20 bis 150 cm'],
    [20, 150, 'de-CH', undefined, '20 bis 150 cm'],
    [20.5, 150, 'de-DE', undefined, '20,5 bis 150 cm'],
    [20, 150, 'en-GB', undefined, '20 to 150 cm'],
    [8, 60, 'en-US', undefined, '8 to 60'],
    [20, 150, 'fr-FR', undefined, '20 à 150 cm'],
    [20, 150, 'it-IT', undefined, '20 a 150 cm'],
    [20, 150, 'es-ES', undefined, '20 a 150 cm'],
    [20, 150, 'nl-BE', undefined, '20 tot 150 cm'],
    [20, 150, 'de-DE', '–', '20 – 150 cm'],
    [Number.NaN, 150, 'de-DE', undefined, ''],
    [20, Number.POSITIVE_INFINITY, 'de-DE', undefined, ''],
  ])('shows %d to %d in %s (word %j) as %j', (min, max, locale, to, text) => {
    expect(sizeRangeText(min, max, locale, to)).toBe(text)
  })
})
