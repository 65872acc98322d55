// The field readers (src/content/fields.ts) read Storyblok's wire form of every field type: numbers as strings, "" and
// null for unset, cleared anchors, assets without alt or file; and the hand-written shapes of the demo seeds as well.
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  assetShape,
  catchWith,
  booleanField,
  datetimeField,
  linkSchema,
  listField,
  nestedField,
  numberField,
  optionalAsset,
  optionalLink,
  optionField,
  pictureField,
  readWithoutAlt,
  requiredAsset,
  requiredText,
  text,
} from '../../src/content/fields'
import { resolveLink } from '../../src/domain/links'
import { NO_ASSET } from '../fixtures/wire-space'

const FAILS = Symbol('fails')
const read = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? result.data : FAILS
}

describe('number fields', () => {
  const optional = numberField(z.optional(z.number()))
  it.each<[unknown, unknown]>([
    ['3', 3],
    [3, 3],
    ['2.5', 2.5],
    [' 4 ', 4],
    ['-1', -1],
    ['.5', 0.5],
    ['0', 0],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['-', undefined],
    ['.', undefined],
    ['abc', FAILS],
    ['1e3', FAILS],
    ['3,5', FAILS],
    ['0x10', FAILS],
    [true, FAILS],
    [{}, FAILS],
  ])('reads %j as %j', (value, expected) => {
    expect(read(optional, value)).toBe(expected)
  })

  it.each<[unknown, unknown]>([
    ['', 3],
    [null, 3],
    [undefined, 3],
    ['7', 7],
    ['13', FAILS],
    ['2.5', FAILS],
  ])('with a default and a range: %j is %j', (value, expected) => {
    expect(read(numberField(z._default(z.number().check(z.int(), z.gte(1), z.lte(12)), 3)), value)).toBe(expected)
  })

  it.each([[''], [null], [undefined]])('fails a required number left %j', (value) => {
    expect(read(numberField(z.number()), value)).toBe(FAILS)
  })
})

describe('text fields', () => {
  it.each<[z.ZodMiniType, unknown, unknown]>([
    [text, 'Hallo', 'Hallo'],
    [text, '', ''],
    [text, null, ''],
    [text, undefined, ''],
    [text, 3, FAILS],
    [requiredText, 'Hallo', 'Hallo'],
    [requiredText, '', FAILS],
    [requiredText, null, FAILS],
  ])('%#: reads %j as %j', (schema, value, expected) => {
    expect(read(schema, value)).toBe(expected)
  })
})

describe('option fields', () => {
  const SIZES = ['small', 'large'] as const
  const defaulted = optionField(z._default(z.enum(SIZES), 'small'))
  const optional = optionField(z.optional(z.enum(SIZES)))
  const required = optionField(z.enum(SIZES))
  const styleOnly = z.catch(defaulted, 'small')
  it.each<[string, z.ZodMiniType, unknown, unknown]>([
    ['defaulted', defaulted, 'large', 'large'],
    ['defaulted', defaulted, '', 'small'],
    ['defaulted', defaulted, null, 'small'],
    ['defaulted', defaulted, 'huge', FAILS],
    ['optional', optional, '', undefined],
    ['optional', optional, 'large', 'large'],
    ['optional', optional, 'huge', FAILS],
    ['required', required, '', FAILS],
    ['required', required, 'small', 'small'],
    ['style only', styleOnly, 'huge', 'small'],
    ['style only', styleOnly, 42, 'small'],
  ])('%s: reads %j as %j', (_kind, schema, value, expected) => {
    expect(read(schema, value)).toBe(expected)
  })

  it.each<[unknown, unknown]>([
    ['2025-12-22 00:00', '2025-12-22 00:00'],
    ['', undefined],
    [null, undefined],
  ])('datetime: reads %j as %j', (value, expected) => {
    expect(read(datetimeField, value)).toBe(expected)
  })
})

describe('boolean fields', () => {
  it.each<[unknown, unknown]>([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['yes', FAILS],
    [1, FAILS],
  ])('reads %j as %j', (value, expected) => {
    expect(read(booleanField(false), value)).toBe(expected)
  })
})

describe('multilink fields', () => {
  const links = { basePath: '', trailingSlash: false, internalHosts: new Set<string>() }

  it('reads a story link with every key Storyblok sends, a cleared anchor and no target', () => {
    const link = linkSchema.parse({
      id: '7d1e58f1-0c67-4c39-9b2a-2b0f0a8f6c11',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'de-de/fotokalender',
      anchor: null,
    })
    expect(link).toEqual({ linktype: 'story', url: '', cached_url: 'de-de/fotokalender' })
    expect(resolveLink(link, links)?.href).toBe('/fotokalender')
  })

  it('keeps an anchor and a target that are set', () => {
    const link = linkSchema.parse({
      id: '',
      url: 'https://example.com/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: 'https://example.com/',
      target: '_blank',
      anchor: 'top',
    })
    expect(link).toMatchObject({ anchor: 'top', target: '_blank' })
  })

  it('reads an untouched link as a link to nothing', () => {
    const link = linkSchema.parse({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' })
    expect(resolveLink(link, links)).toBeUndefined()
  })

  it.each([[undefined], [null], [[]]])('reads a missing link (%j) as the empty link', (value) => {
    expect(resolveLink(optionalLink.parse(value), links)).toBeUndefined()
  })

  it('reads the seeds’ short form too', () => {
    expect(linkSchema.parse({ linktype: 'url', url: '/a' })).toEqual({ linktype: 'url', url: '/a', cached_url: '' })
  })
})

describe('asset fields', () => {
  const asset = (fields: Record<string, unknown>) => ({
    id: 4711,
    alt: 'Ein Kalender',
    name: '',
    focus: '',
    title: '',
    source: '',
    filename: 'https://a.storyblok.com/f/286708067665657/1600x900/05079de471/kalender.jpg',
    copyright: '',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
    ...fields,
  })

  it('reads the full asset object into file, alternative text and focal point', () => {
    expect(optionalAsset.parse(asset({}))).toEqual({
      filename: 'https://a.storyblok.com/f/286708067665657/1600x900/05079de471/kalender.jpg',
      alt: 'Ein Kalender',
      focus: '',
    })
  })

  it.each([['120x80:121x81'], [''], [null], [undefined]])('reads focus %j as Storyblok sends it', (focus) => {
    expect(optionalAsset.parse(asset({ focus }))?.focus).toBe(focus)
  })

  it.each([[42], [{ x: 1 }], [['1x1:2x2']]])('keeps the picture when focus is %j, read as unset', (focus) => {
    expect(optionalAsset.parse(asset({ focus }))).toEqual({
      filename: 'https://a.storyblok.com/f/286708067665657/1600x900/05079de471/kalender.jpg',
      alt: 'Ein Kalender',
      focus: undefined,
    })
  })

  const picture = pictureField(z.optional(assetShape))

  it.each([[null], [''], ['   '], [undefined]])('reads alt %j as a decorative picture and remembers it for the warning', (alt) => {
    const raw = asset({ alt })
    expect(picture.parse(raw)).toMatchObject({ alt: '' })
    expect(readWithoutAlt(raw)).toBe(true)
  })

  it('does not mark a picture that has its text, nor an asset whose text comes from elsewhere (a logo, a badge)', () => {
    const described = asset({})
    picture.parse(described)
    expect(readWithoutAlt(described)).toBe(false)
    const badge = asset({ alt: null })
    expect(optionalAsset.parse(badge)).toMatchObject({ alt: '' })
    expect(readWithoutAlt(badge)).toBe(false)
  })

  it('reads an empty asset (filename "") as no picture, and fails a picture the entry needs', () => {
    const empty = NO_ASSET
    expect(optionalAsset.parse(empty)).toBeUndefined()
    expect(picture.parse(empty)).toBeUndefined()
    expect(readWithoutAlt(empty)).toBe(false)
    expect(read(requiredAsset, empty)).toBe(FAILS)
  })

  it('reads the seeds’ short form too', () => {
    expect(requiredAsset.parse({ filename: '/demo/logo.svg', alt: 'Logo' })).toEqual({ filename: '/demo/logo.svg', alt: 'Logo' })
  })
})

describe('nested objects and lists', () => {
  const cta = nestedField(z.optional(z.object({ text })))
  it.each<[unknown, unknown]>([
    [[], undefined],
    [null, undefined],
    [{ text: 'Los' }, { text: 'Los' }],
  ])('a nested object: reads %j as %j', (value, expected) => {
    expect(read(cta, value)).toEqual(expected)
  })

  it.each<[unknown, unknown]>([
    [null, []],
    ['', []],
    [undefined, []],
    [['a'], ['a']],
    ['a', FAILS],
  ])('a list: reads %j as %j', (value, expected) => {
    expect(read(listField(z.string()), value)).toEqual(expected)
  })
})

describe('catchWith', () => {
  // The same schema as z.catch (which the storefront leaves out of its bundle): same class, same answers, same def.
  const option = optionField(z._default(z.enum(['left', 'right']), 'left'))
  it.each([['right'], ['left'], [''], ['middle'], [42], [null], [undefined]])('reads %j as z.catch does', (input) => {
    expect(catchWith(option, 'left').safeParse(input)).toEqual(z.catch(option, 'left').safeParse(input))
  })

  it('is a ZodMiniCatch whose fallback is the value itself', () => {
    const schema = catchWith(z.number(), 7)
    expect(schema).toBeInstanceOf(z.ZodMiniCatch)
    expect(schema._zod.def.type).toBe('catch')
    expect(schema.parse('seven')).toBe(7)
  })
})
