// The 17 shop locales with language, country, fallback, currency and unit (SPEC §3, §9), and the pure rules around them.

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const
export type Language = (typeof LANGUAGES)[number]

export const LOCALES = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'de-DE'

export const CURRENCIES = ['chf', 'eur', 'gbp', 'usd'] as const
export type Currency = (typeof CURRENCIES)[number]
export type Unit = 'cm' | 'inch'

// SPEC §9: fallback locales. Locales not listed are their own root.
const FALLBACK: Partial<Record<Locale, Locale>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-IT': 'de-DE',
  'de-LI': 'de-DE',
  'de-LU': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
}

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES)

export function isLocale(value: string): value is Locale {
  return LOCALE_SET.has(value)
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language
}

export function countryOf(locale: Locale): string {
  return locale.slice(3)
}

export function fallbackLocale(locale: Locale): Locale | undefined {
  return FALLBACK[locale]
}

/** The locale itself, then its fallbacks: de-CH -> [de-CH, de-DE]. */
export function localeChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale]
  for (let next = FALLBACK[locale]; next; next = FALLBACK[next]) chain.push(next)
  return chain
}

// SPEC §9: chf for CH and LI, gbp for GB, usd for US, eur otherwise.
export function currencyOf(locale: Locale): Currency {
  switch (countryOf(locale)) {
    case 'CH':
    case 'LI':
      return 'chf'
    case 'GB':
      return 'gbp'
    case 'US':
      return 'usd'
    default:
      return 'eur'
  }
}

// SPEC §9: the US locale uses inches.
export function unitOf(locale: Locale): Unit {
  return locale === 'en-US' ? 'inch' : 'cm'
}

/** Storyblok folder of a locale: de-CH -> de-ch. */
export function contentFolder(locale: Locale): string {
  return locale.toLowerCase()
}
