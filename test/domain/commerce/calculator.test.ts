import { describe, expect, it } from 'vitest'
import {
  canSwap,
  findMaterial,
  formatSelection,
  largestFormat,
  materialSelection,
  nearestLargerFormat,
  orientSelection,
  ownFormatBounds,
  ownFormatSelection,
  parseSide,
  selectedFormat,
  selectionOrientation,
  shownFormats,
  skuSelection,
  swapSelection,
  type CalculatorChoice,
  type CalculatorFormat,
  type CalculatorMaterial,
  type CalculatorSelection,
  type SwapOrientation,
} from '../../../src/domain/commerce/calculator'
import { parseFormat } from '../../../src/domain/commerce/format'
import type { Locale } from '../../../src/domain/locales'

const fmt = (value: string, priceCurrent: number, priceOriginal = priceCurrent): CalculatorFormat => ({
  value,
  priceCurrent,
  priceOriginal,
})

// A small catalogue like the built-in one: portrait poster formats with a square one and a reduced 50 x 70 cm; canvas
// with landscape panoramas; a material with square formats only.
const POSTER: CalculatorMaterial = {
  value: 'poster',
  label: 'Poster',
  initial: '5000x7000',
  formats: [fmt('3000x4000', 12.99), fmt('5000x5000', 17.99), fmt('5000x7000', 19.99, 24.99), fmt('7000x10000', 39.99, 48.99)],
}
const CANVAS: CalculatorMaterial = {
  value: 'leinwand',
  label: 'Leinwand',
  initial: '4000x6000',
  formats: [fmt('3000x3000', 29.99), fmt('4000x6000', 39.99), fmt('10000x5000', 89.99), fmt('12000x4000', 99.99)],
}
const SQUARES: CalculatorMaterial = {
  value: 'echtglas',
  label: 'Echtglas',
  initial: '3000x3000',
  formats: [fmt('3000x3000', 49.99), fmt('5000x5000', 79.99)],
}
const CHOICES: CalculatorChoice[] = [
  { label: 'Papier', group: true, materials: [POSTER] },
  { label: 'Leinwand', group: false, materials: [CANVAS] },
  { label: 'Glas', group: false, materials: [SQUARES] },
]

describe('materials and the material rule', () => {
  it.each([
    ['poster', POSTER],
    ['leinwand', CANVAS],
    ['holz', undefined],
    [undefined, undefined],
  ])('finds %s', (value, material) => {
    expect(findMaterial(CHOICES, value)).toBe(material)
  })

  it.each<[CalculatorMaterial, CalculatorSelection]>([
    [POSTER, { material: 'poster', format: '5000x7000' }],
    [CANVAS, { material: 'leinwand', format: '4000x6000' }],
  ])('choosing %s resets to its initial format, no own entry, not turned', (material, selection) => {
    expect(materialSelection(material)).toEqual(selection)
  })
})

describe('formatSelection: listed formats, own formats and their price rule', () => {
  it.each<[string, string, CalculatorSelection | undefined]>([
    ['a listed format', '3000x4000', { material: 'poster', format: '3000x4000' }],
    [
      'an own format inside the range, priced like the nearest larger one',
      '4500x6500',
      {
        material: 'poster',
        format: '4500x6500',
        own: { value: '4500x6500', priceCurrent: 19.99, priceOriginal: 24.99, pricedAs: '5000x7000' },
      },
    ],
    [
      'an own landscape format, priced like the portrait format holding it',
      '6500x4500',
      {
        material: 'poster',
        format: '6500x4500',
        own: { value: '6500x4500', priceCurrent: 19.99, priceOriginal: 24.99, pricedAs: '5000x7000' },
      },
    ],
    [
      'an own square format: the square 50 x 50 holds it on the smallest area',
      '4800x4800',
      {
        material: 'poster',
        format: '4800x4800',
        own: { value: '4800x4800', priceCurrent: 17.99, priceOriginal: 17.99, pricedAs: '5000x5000' },
      },
    ],
    [
      'exactly the smallest side',
      '1000x1000',
      {
        material: 'poster',
        format: '1000x1000',
        own: { value: '1000x1000', priceCurrent: 12.99, priceOriginal: 12.99, pricedAs: '3000x4000' },
      },
    ],
    ['a side below 10 cm', '999x2000', undefined],
    ['larger than every listed format', '8000x11000', undefined],
    ['not a format', '45x', undefined],
    ['a leading zero', '05000x7000', undefined],
  ])('%s', (_, value, selection) => {
    expect(formatSelection(POSTER, value)).toEqual(selection)
  })

  it('clears the own entry when a listed format is chosen', () => {
    const own = formatSelection(POSTER, '4500x6500')
    expect(own?.own).toBeDefined()
    expect(formatSelection(POSTER, '3000x4000')).toEqual({ material: 'poster', format: '3000x4000' })
  })

  it.each<[string, CalculatorSelection, CalculatorFormat | undefined]>([
    ['a listed format', { material: 'poster', format: '7000x10000' }, fmt('7000x10000', 39.99, 48.99)],
    ['the own entry', { material: 'poster', format: '4500x6500', own: fmt('4500x6500', 19.99, 24.99) }, fmt('4500x6500', 19.99, 24.99)],
    [
      'a listed format besides a kept own entry',
      { material: 'poster', format: '3000x4000', own: fmt('4500x6500', 1) },
      fmt('3000x4000', 12.99),
    ],
    ['a turned format', { material: 'poster', format: '7000x5000', swapped: true }, fmt('7000x5000', 19.99, 24.99)],
    ['a portrait format while the list is turned', { material: 'poster', format: '5000x7000', swapped: true }, undefined],
    ['a format the material does not list', { material: 'poster', format: '1234x5678' }, undefined],
  ])('selectedFormat: %s', (_, selection, format) => {
    expect(selectedFormat(POSTER, selection)).toEqual(format)
  })

  it.each<[string, readonly CalculatorFormat[], string, string | undefined]>([
    ['the smallest area holding it', POSTER.formats, '2900x3900', '3000x4000'],
    ['either orientation', POSTER.formats, '4000x3000', '3000x4000'],
    ['one side too long for the smaller ones', POSTER.formats, '3100x3100', '5000x5000'],
    ['the cheaper of equal areas', [fmt('4000x5000', 30), fmt('5000x4000', 20)], '4000x4000', '5000x4000'],
    ['none large enough', POSTER.formats, '7100x10100', undefined],
    ['an empty list', [], '2000x2000', undefined],
  ])('nearestLargerFormat: %s', (_, formats, own, expected) => {
    expect(nearestLargerFormat(formats, parseFormat(own))?.value).toBe(expected)
  })

  it('names the largest listed format', () => {
    expect(largestFormat(POSTER)?.value).toBe('7000x10000')
    expect(largestFormat({ ...POSTER, formats: [] })).toBeUndefined()
  })
})

describe('own formats typed in', () => {
  it.each<[Locale, { min: number; max: number }]>([
    ['de-DE', { min: 10, max: 100 }],
    ['en-US', { min: 3.9, max: 39.4 }],
  ])('bounds in %s', (locale, bounds) => {
    expect(ownFormatBounds(POSTER, locale)).toEqual(bounds)
  })

  it.each<[string, Locale, number | undefined]>([
    ['45', 'de-DE', 4500],
    ['45,5', 'de-DE', 4550],
    [' 17.5 ', 'de-DE', 1750],
    ['18', 'en-US', 4572],
    ['abc', 'de-DE', undefined],
    ['1,234', 'de-DE', undefined],
    ['', 'de-DE', undefined],
  ])('parseSide(%j, %s)', (text, locale, tenths) => {
    expect(parseSide(text, locale)).toBe(tenths)
  })

  it.each<[string, string, Locale, boolean | undefined, ReturnType<typeof ownFormatSelection>]>([
    ['45', '65', 'de-DE', undefined, { ok: true, selection: formatSelection(POSTER, '4500x6500') as CalculatorSelection }],
    ['30', '40', 'de-DE', undefined, { ok: true, selection: { material: 'poster', format: '3000x4000' } }],
    ['40', '30', 'de-DE', true, { ok: true, selection: { material: 'poster', format: '4000x3000', swapped: true } }],
    ['5', '30', 'de-DE', undefined, { ok: false, error: 'too-small' }],
    ['abc', '30', 'de-DE', undefined, { ok: false, error: 'invalid' }],
    ['101', '30', 'de-DE', undefined, { ok: false, error: 'too-large' }],
    // The shop's limits win over the listed formats: 80 cm is beyond them although a listed format would hold it.
    ['30', '80', 'de-DE', undefined, { ok: false, error: 'too-large' }],
    ['90', '90', 'de-DE', undefined, { ok: false, error: 'too-large' }],
    ['18', '24', 'en-US', undefined, { ok: true, selection: formatSelection(POSTER, '4572x6096') as CalculatorSelection }],
  ])('ownFormatSelection(%s, %s, %s, turned %s)', (width, height, locale, swapped, result) => {
    const limited = width === '30' && height === '80' ? { ...POSTER, limits: { minSide: 1000, maxShort: 7000, maxLong: 7500 } } : POSTER
    expect(ownFormatSelection(limited, width, height, locale, swapped)).toEqual(result)
  })
})

describe('sku preselection', () => {
  it.each<[string, Parameters<typeof skuSelection>[1], CalculatorSelection | undefined]>([
    [
      'a listed format',
      { materialType: 'leinwand', format: '4000x6000', priceCurrent: 39.99, priceOriginal: 39.99 },
      { material: 'leinwand', format: '4000x6000' },
    ],
    [
      'a format outside the list becomes the own entry at the sku price',
      { materialType: 'poster', format: '2000x3000', priceCurrent: 9.99, priceOriginal: 11.99 },
      {
        material: 'poster',
        format: '2000x3000',
        own: { value: '2000x3000', priceCurrent: 9.99, priceOriginal: 11.99 },
      },
    ],
    [
      'a material the calculator does not offer',
      { materialType: 'holz', format: '4000x6000', priceCurrent: 1, priceOriginal: 1 },
      undefined,
    ],
  ])('%s', (_, sku, selection) => {
    expect(skuSelection(CHOICES, sku)).toEqual(selection)
  })
})

describe('portrait/landscape swap (SPEC §4)', () => {
  it('turns the whole list and keeps each price', () => {
    expect(shownFormats(POSTER, true)).toEqual([
      fmt('4000x3000', 12.99),
      fmt('5000x5000', 17.99),
      fmt('7000x5000', 19.99, 24.99),
      fmt('10000x7000', 39.99, 48.99),
    ])
    expect(shownFormats(POSTER, false)).toBe(POSTER.formats)
  })

  it.each<[string, CalculatorMaterial, CalculatorSelection, CalculatorSelection]>([
    [
      'a listed portrait format turns to landscape',
      POSTER,
      { material: 'poster', format: '5000x7000' },
      { material: 'poster', format: '7000x5000', swapped: true },
    ],
    ['and back', POSTER, { material: 'poster', format: '7000x5000', swapped: true }, { material: 'poster', format: '5000x7000' }],
    [
      'a listed landscape format turns to portrait',
      CANVAS,
      { material: 'leinwand', format: '10000x5000' },
      { material: 'leinwand', format: '5000x10000', swapped: true },
    ],
    [
      'a square format stays, the list turns',
      POSTER,
      { material: 'poster', format: '5000x5000' },
      { material: 'poster', format: '5000x5000', swapped: true },
    ],
    [
      'an own format turns and is priced by the own-format rule',
      POSTER,
      {
        material: 'poster',
        format: '4500x6500',
        own: { value: '4500x6500', priceCurrent: 19.99, priceOriginal: 24.99, pricedAs: '5000x7000' },
      },
      {
        material: 'poster',
        format: '6500x4500',
        own: { value: '6500x4500', priceCurrent: 19.99, priceOriginal: 24.99, pricedAs: '5000x7000' },
        swapped: true,
      },
    ],
    [
      'a sku own format keeps its price when no listed format holds it',
      POSTER,
      { material: 'poster', format: '8000x12000', own: fmt('8000x12000', 59.99) },
      { material: 'poster', format: '12000x8000', own: fmt('12000x8000', 59.99), swapped: true },
    ],
    [
      'the smallest listed format turns too',
      POSTER,
      { material: 'poster', format: '3000x4000' },
      { material: 'poster', format: '4000x3000', swapped: true },
    ],
  ])('%s', (_, material, selection, turned) => {
    expect(swapSelection(material, selection)).toEqual(turned)
  })

  it.each<[CalculatorSelection, string]>([
    [{ material: 'poster', format: '5000x7000' }, '5000x7000'],
    [{ material: 'poster', format: '3000x4000' }, '3000x4000'],
    [{ material: 'poster', format: '7000x10000' }, '7000x10000'],
  ])('the turned format %o costs what the listed one of the other orientation costs', (selection, listed) => {
    const turned = swapSelection(POSTER, selection)
    expect(selectedFormat(POSTER, turned)).toMatchObject({
      priceCurrent: POSTER.formats.find((f) => f.value === listed)?.priceCurrent,
      priceOriginal: POSTER.formats.find((f) => f.value === listed)?.priceOriginal,
    })
  })

  it.each<[string, CalculatorMaterial, CalculatorSelection, SwapOrientation]>([
    ['a portrait format', POSTER, { material: 'poster', format: '5000x7000' }, 'portrait'],
    ['a landscape format', CANVAS, { material: 'leinwand', format: '12000x4000' }, 'landscape'],
    ['a square format in the listed poster list', POSTER, { material: 'poster', format: '5000x5000' }, 'portrait'],
    ['a square format in the turned poster list', POSTER, { material: 'poster', format: '5000x5000', swapped: true }, 'landscape'],
    ['a square format in the canvas list', CANVAS, { material: 'leinwand', format: '3000x3000' }, 'portrait'],
    ['only squares', SQUARES, { material: 'echtglas', format: '3000x3000' }, 'portrait'],
  ])('selectionOrientation: %s', (_, material, selection, orientation) => {
    expect(selectionOrientation(material, selection)).toBe(orientation)
  })

  it.each<[CalculatorSelection, SwapOrientation, CalculatorSelection]>([
    [{ material: 'poster', format: '5000x7000' }, 'portrait', { material: 'poster', format: '5000x7000' }],
    [{ material: 'poster', format: '5000x7000' }, 'landscape', { material: 'poster', format: '7000x5000', swapped: true }],
    [{ material: 'poster', format: '7000x5000', swapped: true }, 'landscape', { material: 'poster', format: '7000x5000', swapped: true }],
    [{ material: 'poster', format: '5000x5000' }, 'landscape', { material: 'poster', format: '5000x5000', swapped: true }],
  ])('orientSelection(%o, %s)', (selection, orientation, expected) => {
    expect(orientSelection(POSTER, selection, orientation)).toEqual(expected)
  })

  it('keeps the turned list when another format is chosen, and offers it as own format only outside it', () => {
    expect(formatSelection(POSTER, '4000x3000', true)).toEqual({ material: 'poster', format: '4000x3000', swapped: true })
    expect(formatSelection(POSTER, '3000x4000', true)).toMatchObject({ format: '3000x4000', own: { pricedAs: '3000x4000' }, swapped: true })
  })

  it.each<[CalculatorMaterial, boolean]>([
    [POSTER, true],
    [CANVAS, true],
    [SQUARES, false],
  ])('canSwap(%o.value)', (material, expected) => {
    expect(canSwap(material)).toBe(expected)
  })
})
