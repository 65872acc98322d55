import { describe, expect, it } from 'vitest'
import { placeholdersIn, readPlaceholder } from '../../src/domain/copy-placeholders'
import { interpolate } from '../../src/domain/interpolate'
import type { Locale } from '../../src/domain/locales'

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('placeholders in editorial copy', () => {
  it.each([
    ['ab {price:calendar} pro Stück', ['{price:calendar}']],
    ['{size:2100x2970} ab {price:calendar/wandkalender}', ['{size:2100x2970}', '{price:calendar/wandkalender}']],
    ['no placeholder here', []],
    ['© {year} Kartenfee', []],
    ['{price: calendar}', []],
    ['{prize:calendar}', ['{prize:calendar}']],
    ['{price:card<b>}', []],
  ])('finds the placeholders in %j', (text, found) => {
    expect(placeholdersIn(text)).toEqual(found)
  })

  it.each([
    ['{price:card}', ['card']],
    ['{price:card/klappkarte}', ['card', 'klappkarte']],
    ['{price:poster/5000x7000}', ['poster', '5000x7000']],
    ['{price:frame}', ['frame']],
  ])('reads %s as a price of %j', (token, path) => {
    expect(readPlaceholder(token, 'de-DE')).toEqual(path)
  })

  it.each([
    '{price:}',
    '{price:calendar/wandkalender/2970x4200}',
    '{price:card:klappkarte}',
    '{price:card//x}',
    '{price:card/<b>}',
    '{size:}',
    '{size:0}',
    '{size:21x}',
    '{size:010x20}',
    '{size:abc}',
    '{prize:card}',
    '{unit:cm}',
  ])('knows no %s', (token) => {
    expect(readPlaceholder(token, 'en-US')).toBeUndefined()
  })

  it.each<[string, Locale, string]>([
    ['{size:2100x2970}', 'de-DE', '21 x 29,7 cm'],
    ['{size:2100x2970}', 'fr-CH', '21 x 29,7 cm'],
    ['{size:2100x2970}', 'en-GB', '21 x 29.7 cm'],
    ['{size:2100x2970}', 'en-US', '8.3 x 11.7 in'],
    ['{size:250}', 'en-US', '1 in'],
    ['{size:380}', 'en-US', '1.5 in'],
    ['{size:500}', 'de-AT', '5 cm'],
    ['{size:500}', 'en-US', '2 in'],
  ])('writes %s in %s as %j', (token, locale, text) => {
    const size = readPlaceholder(token, locale)
    expect(typeof size === 'string' && plain(size)).toBe(text)
  })

  // The loader gives every placeholder a value, empty for one it leaves out; `interpolate` fills them.
  const values: Record<string, string> = { 'price:card': '1.55 CHF', 'size:500': '5 cm', 'price:unknown': '' }
  it.each([
    ['dès {price:card} la carte', 'dès 1.55 CHF la carte'],
    ['{price:card}', '1.55 CHF'],
    ['de {size:500} à {size:500}', 'de 5 cm à 5 cm'],
    ['dès {price:unknown} la carte', 'dès  la carte'],
    ['text without any', 'text without any'],
    ['© {year}', '© {year}'],
  ])('fills %j as %j', (text, filled) => {
    expect(interpolate(text, values)).toBe(filled)
  })
})
