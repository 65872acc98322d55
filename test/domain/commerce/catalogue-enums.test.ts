import { describe, expect, it } from 'vitest'
import {
  CALENDAR_TYPES,
  FRAME_FAMILIES,
  MATERIALS,
  MAT_TYPES,
  MOUNTING_TYPES,
  PHOTOBOOK_CATEGORIES,
  PHOTOBOOK_FORMATS,
  PRODUCT_TYPES,
  REFINEMENT_TYPES,
  isOneOf,
} from '../../../src/domain/commerce/catalogue-enums'
import { COMMON_FIELDS, DESIGNER_FIELDS, KNOWN_OPTION_NAMES, isOptionName } from '../../../src/domain/commerce/designer-options'

describe('catalogue enumerations', () => {
  it.each<[string, readonly unknown[], number]>([
    ['product types', PRODUCT_TYPES, 7],
    ['materials', MATERIALS, 12],
    ['frame families', FRAME_FAMILIES, 7],
    // SPEC §3's two mat types and the black and cream mats its labels name.
    ['mat types', MAT_TYPES, 4],
    ['refinement types', REFINEMENT_TYPES, 5],
    ['calendar types', CALENDAR_TYPES, 5],
    ['mounting types', MOUNTING_TYPES, 3],
    ['photobook formats', PHOTOBOOK_FORMATS, 8],
    ['photobook categories', PHOTOBOOK_CATEGORIES, 18],
  ])('SPEC §3 lists %s: %d without repeats', (_, list, count) => {
    expect(list).toHaveLength(count)
    expect(new Set(list).size).toBe(count)
  })

  it.each<[readonly string[], unknown, boolean]>([
    [MATERIALS, 'leinwand', true],
    [MATERIALS, 'Leinwand', false],
    [MATERIALS, 'alu-brushed', false],
    [MOUNTING_TYPES, 'ohne', true],
    [MOUNTING_TYPES, 'spirale', false],
    [REFINEMENT_TYPES, 'none', false],
    [REFINEMENT_TYPES, undefined, false],
    [REFINEMENT_TYPES, 5, false],
  ])('isOneOf(%j, %j) is %s', (list, value, member) => {
    expect(isOneOf(list, value)).toBe(member)
  })
})

describe('designer option names', () => {
  it.each<[keyof typeof DESIGNER_FIELDS, number]>([
    ['card', 16],
    ['calendar', 12],
    ['collage', 5],
    ['photoframe', 6],
    ['photobook', 13],
    ['photobox', 2],
    ['photoprint', 2],
    ['accessory', 2],
  ])('SPEC §3 gives the %s designer %d options', (product, count) => {
    expect(DESIGNER_FIELDS[product]).toHaveLength(count)
    expect(new Set(DESIGNER_FIELDS[product]).size).toBe(count)
  })

  it('knows every product option and the six common ones, 52 distinct names in all', () => {
    expect(COMMON_FIELDS).toEqual(['locale', 'gclid', 'productType', 's', 'tileCount', 'disableCache'])
    expect(KNOWN_OPTION_NAMES.size).toBe(52)
  })

  it.each<[string, boolean]>([
    ['themeId', true],
    ['photoboxFormat', true],
    ['locale', true],
    ['s', true],
    ['sku', true],
    ['isCollage', false],
    ['categoryIds', false],
    ['ThemeId', false],
    ['', false],
    ['__proto__', false],
  ])('%j is an option name: %s', (name, known) => {
    expect(isOptionName(name)).toBe(known)
  })
})
