import { describe, expect, it } from 'vitest'
import { contentFolder, currencyOf, fallbackLocale, LOCALES, localeChain, unitOf, type Locale } from '../../src/domain/locales'

describe('locales', () => {
  it('knows the 17 shop locales', () => {
    expect(LOCALES).toHaveLength(17)
  })

  it.each<[Locale, Locale | undefined]>([
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['de-IT', 'de-DE'],
    ['de-LI', 'de-DE'],
    ['de-LU', 'de-DE'],
    ['en-US', 'en-GB'],
    ['fr-BE', 'fr-FR'],
    ['fr-CH', 'fr-FR'],
    ['fr-LU', 'fr-FR'],
    ['it-CH', 'it-IT'],
    ['nl-BE', 'nl-NL'],
    ['de-DE', undefined],
    ['en-GB', undefined],
    ['es-ES', undefined],
    ['fr-FR', undefined],
    ['it-IT', undefined],
    ['nl-NL', undefined],
  ])('falls back from %s to %s', (locale, fallback) => {
    expect(fallbackLocale(locale)).toBe(fallback)
    expect(localeChain(locale)).toEqual(fallback ? [locale, fallback] : [locale])
  })

  it.each<[Locale, string]>([
    ['de-CH', 'chf'],
    ['fr-CH', 'chf'],
    ['it-CH', 'chf'],
    ['de-LI', 'chf'],
    ['en-GB', 'gbp'],
    ['en-US', 'usd'],
    ['de-DE', 'eur'],
    ['de-AT', 'eur'],
    ['fr-BE', 'eur'],
    ['nl-NL', 'eur'],
    ['es-ES', 'eur'],
    ['de-LU', 'eur'],
    ['it-IT', 'eur'],
  ])('uses the right currency for %s', (locale, currency) => {
    expect(currencyOf(locale)).toBe(currency)
  })

  it('measures in inches only in the US', () => {
    for (const locale of LOCALES) expect(unitOf(locale)).toBe(locale === 'en-US' ? 'inch' : 'cm')
  })

  it('maps a locale to its lowercase content folder', () => {
    expect(contentFolder('fr-CH')).toBe('fr-ch')
  })
})
