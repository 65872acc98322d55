import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KNOWN_OPTION_NAMES, type QueryValue } from '../../../src/domain/commerce/designer-options'
import { buildQueryString, parseQueryString, photobookCall, shopCallUrl, type ParsedQuery } from '../../../src/domain/commerce/query-string'

type Params = Record<string, QueryValue>

describe('buildQueryString', () => {
  it.each<[Params, string]>([
    [{ themeId: 12, quantity: 45 }, 'themeId=12&quantity=45'],
    [{ accessoryTypes: ['spirale', 'holzblock'] }, 'accessoryTypes[]=spirale&accessoryTypes[]=holzblock'],
    [{ photoboxFormat: { width: 100, height: 150 } }, 'photoboxFormat[width]=100&photoboxFormat[height]=150'],
    [{ designId: null, themeId: undefined, quantity: 5 }, 'quantity=5'],
    [{ accessoryTypes: ['a', null, undefined, 'b'] }, 'accessoryTypes[]=a&accessoryTypes[]=b'],
    [{ accessoryTypes: [] }, ''],
    [{ photoboxFormat: { width: 100, height: null, '': 7 } }, 'photoboxFormat[width]=100'],
    // SPEC §5: a refinement of none or empty is dropped; ohne is a real choice in a designer URL.
    [{ refinementType: 'none', themeId: 1 }, 'themeId=1'],
    [{ refinementType: '', themeId: 1 }, 'themeId=1'],
    [{ refinementType: 'ohne' }, 'refinementType=ohne'],
    [{ refinementType: 'gold' }, 'refinementType=gold'],
    [{ color: '' }, 'color='],
    [{ isSample: true, addToCart: false }, 'isSample=true&addToCart=false'],
    [{ quantity: Number.NaN, amount: Number.POSITIVE_INFINITY, tileCount: 0 }, 'tileCount=0'],
    [{ s: 'newsletter & more', gclid: 'a+b/c?d=e#f' }, 's=newsletter%20%26%20more&gclid=a%2Bb%2Fc%3Fd%3De%23f'],
    [{ locale: 'de-CH', occasion: 'weihnachten/privat' }, 'locale=de-CH&occasion=weihnachten%2Fprivat'],
    [{ s: 'Grüße' }, 's=Gr%C3%BC%C3%9Fe'],
    [{ s: 'a\uD800b' }, 's=a%EF%BF%BDb'],
    [{ photoboxFormat: { 'a]b': 1 } }, 'photoboxFormat[a%5Db]=1'],
    // SPEC §5: only the whitelist is kept.
    [{ themeId: 1, utm_source: 'x', foo: 'bar', ['__proto__']: 'x' }, 'themeId=1'],
    [{ isCollage: true, collage: 1, categoryIds: [1, 2] }, ''],
    [{}, ''],
  ])('writes %j as %j', (params, query) => {
    expect(buildQueryString(params)).toBe(query)
  })

  it('percent-encodes the brackets when asked (an href), and reads both forms back alike', () => {
    const params = { accessoryTypes: ['spirale'], photoboxFormat: { width: 100, 'a]b': 2 } }
    const written = buildQueryString(params, [], { brackets: 'encoded' })
    expect(written).toBe('accessoryTypes%5B%5D=spirale&photoboxFormat%5Bwidth%5D=100&photoboxFormat%5Ba%5Db%5D=2')
    expect(written).not.toMatch(/[[\]]/)
    expect(parseQueryString(written)).toEqual(parseQueryString(buildQueryString(params)))
  })

  it.each<[Params, string[], string]>([
    [{ categoryIds: [1, 2], themeId: 3 }, ['categoryIds'], 'categoryIds[]=1&categoryIds[]=2&themeId=3'],
    [{ page: 2, foo: 'x' }, ['page'], 'page=2'],
    [{ _baseUrl: 'https://api.example' }, ['_baseUrl'], '_baseUrl=https%3A%2F%2Fapi.example'],
  ])('keeps %j with custom names %j as %j', (params, custom, query) => {
    expect(buildQueryString(params, custom)).toBe(query)
  })

  const scalar = fc.oneof(fc.string({ unit: 'binary' }), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined))
  const value: fc.Arbitrary<QueryValue> = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: 'binary' }), scalar, { maxKeys: 4 }),
  )
  const name = fc.oneof(fc.constantFrom(...KNOWN_OPTION_NAMES), fc.string({ unit: 'binary' }))
  const params = fc.dictionary(name, value, { maxKeys: 8 })
  const custom = fc.array(fc.stringMatching(/^[a-zA-Z_]{1,8}$/), { maxLength: 3 })

  it('always writes a query URLSearchParams reads, with only known or custom names', () => {
    fc.assert(
      fc.property(params, custom, (input, customNames) => {
        const query = buildQueryString(input, customNames)
        expect(query).toMatch(/^[A-Za-z0-9\-_.!~*'()%[\]=&]*$/)
        for (const [key] of new URLSearchParams(query)) {
          const bare = key.replace(/\[.*\]$/s, '')
          expect(KNOWN_OPTION_NAMES.has(bare) || customNames.includes(bare)).toBe(true)
        }
      }),
    )
  })

  it('reads back what it writes, less what it drops', () => {
    const text = fc.string({ unit: 'grapheme' })
    const kept = fc.oneof(
      text,
      fc.integer().map((n) => n as QueryValue),
      fc.array(text, { minLength: 1, maxLength: 4 }),
      fc.dictionary(
        text.filter((key) => key !== ''),
        text,
        { minKeys: 1, maxKeys: 4 },
      ),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KNOWN_OPTION_NAMES), kept, { maxKeys: 8 }), (input) => {
        const expected: ParsedQuery = {}
        for (const [key, item] of Object.entries(input)) {
          if (key === 'refinementType' && (item === '' || item === 'none')) continue
          expected[key] = Array.isArray(item)
            ? item.map(String)
            : typeof item === 'object' && item !== null
              ? Object.fromEntries(Object.entries(item).map(([field, v]) => [field, String(v)]))
              : String(item)
        }
        expect(parseQueryString(buildQueryString(input))).toEqual(expected)
      }),
    )
  })
})

describe('parseQueryString', () => {
  it.each<[string, ParsedQuery]>([
    ['', {}],
    ['?', {}],
    ['?themeId=12&quantity=45', { themeId: '12', quantity: '45' }],
    ['themeId=12&themeId=13', { themeId: '13' }],
    ['a[]=1&a[]=2', { a: ['1', '2'] }],
    ['a%5B%5D=1&a%5B%5D=2', { a: ['1', '2'] }],
    ['f[width]=1&f[height]=2', { f: { width: '1', height: '2' } }],
    ['f[a]b]=1', { f: { 'a]b': '1' } }],
    ['a=1&a[]=2', { a: ['2'] }],
    ['a[]=1&a=2', { a: '2' }],
    ['a[x]=1&a[]=2', { a: ['2'] }],
    ['[]=1', { '[]': '1' }],
    ['s=a+b%20c', { s: 'a b c' }],
    ['flag', { flag: '' }],
    ['__proto__=x&constructor[]=y', { ['__proto__']: 'x', constructor: ['y'] }],
  ])('reads %j as %j', (search, parsed) => {
    const result = parseQueryString(search)
    expect(result).toEqual(parsed)
    expect(Object.keys(result)).toEqual(Object.keys(parsed))
  })

  it('never throws and never touches Object.prototype', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (search) => {
        parseQueryString(search)
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
      }),
    )
    parseQueryString('__proto__[polluted]=1&constructor[prototype][polluted]=1')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})

// The one builder behind every shop call (src/shop/client.ts): SPEC §5's examples and SPEC §7's URL forms.
describe('shopCallUrl', () => {
  const B = 'https://shop.example'
  it.each<[string, string | undefined, Params, string]>([
    // SPEC §5: arrays name[], objects name[key], nulls dropped, refinement none dropped, whitelist.
    [
      '/web-api/calendar-price',
      undefined,
      { accessoryTypes: ['spirale'], calendarType: 'wandkalender' },
      '/web-api/calendar-price?accessoryTypes[]=spirale&calendarType=wandkalender',
    ],
    [
      '/web-api/photobox-data',
      undefined,
      { photoboxFormat: { width: 1000, height: 1500 }, photoboxType: 'small' },
      '/web-api/photobox-data?photoboxFormat[width]=1000&photoboxFormat[height]=1500&photoboxType=small',
    ],
    ['/web-api/card-price', undefined, { id: 'klappkarte', designId: null, quantity: undefined }, '/web-api/card-price?id=klappkarte'],
    ['/web-api/card-price', undefined, { refinementType: 'none', card: 'klappkarte' }, '/web-api/card-price?card=klappkarte'],
    ['/web-api/themes', undefined, { product: 'card', utm_source: 'mail', fbclid: 'x', page: 2 }, '/web-api/themes?product=card&page=2'],
    // SPEC §7: {base}{path}/{id}?query; collage calls take [] lists.
    ['/web-api/themes', 'a b', {}, '/web-api/themes/a%20b'],
    [
      '/web-api/collage-designer-design-groups',
      undefined,
      { materialType: ['poster', 'leinwand'] },
      '/web-api/collage-designer-design-groups?materialType[]=poster&materialType[]=leinwand',
    ],
    ['/web-api/collage-designer-design-group', '7', { color: ['red'] }, '/web-api/collage-designer-design-group/7?color[]=red'],
    [
      '/web-api/card-accessory-price',
      undefined,
      { card: 'klappkarte', quantity: 77, envelope: 'straight-white-114x162', inlay: null },
      '/web-api/card-accessory-price?card=klappkarte&quantity=77&envelope=straight-white-114x162',
    ],
  ])('%s %s %j', (path, id, query, url) => {
    expect(shopCallUrl(B, path, id, query)).toBe(`${B}${url}`)
  })

  it.each<[Params, string]>([
    // SPEC §7 photobook form: categoryIds[] list, designGroupSetId as the path suffix; SPEC §5: refinement only if neither none nor ohne.
    [
      { categoryIds: [1, 8], designGroupSetId: 42, photobookType: 'echtfotobuch' },
      '/web-api/photobook-design-group-set/42?photobookType=echtfotobuch&categoryIds[]=1&categoryIds[]=8',
    ],
    [{ categoryIds: 3, refinementType: 'ohne' }, '/web-api/photobook-design-group-set?categoryIds[]=3'],
    [{ refinementType: 'none', photobookFormat: 'a4-quer' }, '/web-api/photobook-design-group-set?photobookFormat=a4-quer'],
    [{ refinementType: 'gold', designGroupSetId: null }, '/web-api/photobook-design-group-set?refinementType=gold'],
  ])('photobook call %j', (params, url) => {
    const { id, query } = photobookCall(params)
    expect(shopCallUrl(B, '/web-api/photobook-design-group-set', id, query)).toBe(`${B}${url}`)
  })
})
