// The 12 shop countries: host suffix, default locale and the languages reachable by path prefix (SPEC §9, Foundation issue).
import type { Locale } from './locales'

export const COUNTRIES = ['AT', 'CH', 'DE', 'IT', 'LI', 'LU', 'GB', 'US', 'ES', 'FR', 'BE', 'NL'] as const
export type Country = (typeof COUNTRIES)[number]

export interface CountryInfo {
  /** Host suffix: the US shop lives on .com (SPEC §9). */
  suffix: string
  defaultLocale: Locale
  /** Other languages of the country, selected by a two-letter path prefix: `/fr/` on the Swiss host is fr-CH. */
  prefixLocales: Readonly<Record<string, Locale>>
}

export const COUNTRY_INFO: Readonly<Record<Country, CountryInfo>> = {
  AT: { suffix: 'at', defaultLocale: 'de-AT', prefixLocales: {} },
  CH: { suffix: 'ch', defaultLocale: 'de-CH', prefixLocales: { fr: 'fr-CH', it: 'it-CH' } },
  DE: { suffix: 'de', defaultLocale: 'de-DE', prefixLocales: {} },
  IT: { suffix: 'it', defaultLocale: 'it-IT', prefixLocales: { de: 'de-IT' } },
  LI: { suffix: 'li', defaultLocale: 'de-LI', prefixLocales: {} },
  LU: { suffix: 'lu', defaultLocale: 'de-LU', prefixLocales: { fr: 'fr-LU' } },
  GB: { suffix: 'gb', defaultLocale: 'en-GB', prefixLocales: {} },
  US: { suffix: 'com', defaultLocale: 'en-US', prefixLocales: {} },
  ES: { suffix: 'es', defaultLocale: 'es-ES', prefixLocales: {} },
  FR: { suffix: 'fr', defaultLocale: 'fr-FR', prefixLocales: {} },
  BE: { suffix: 'be', defaultLocale: 'nl-BE', prefixLocales: { fr: 'fr-BE' } },
  NL: { suffix: 'nl', defaultLocale: 'nl-NL', prefixLocales: {} },
}

export const BRANDS = ['cards', 'poster'] as const
export type Brand = (typeof BRANDS)[number]

// SPEC §9 channel rules: the cards brand's URLs end with a slash (the other form redirects to it); the poster brand's do not.
export const TRAILING_SLASH: Readonly<Record<Brand, boolean>> = { cards: true, poster: false }
