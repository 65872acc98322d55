// The 12 shop countries: host suffix, default locale and the languages reachable by path prefix (SPEC §9).
import type { Locale } from './locales'

export const COUNTRIES = ['AT', 'CH', 'DE', 'IT', 'LI', 'LU', 'GB', 'US', 'ES', 'FR', 'BE', 'NL'] as const
export type Country = (typeof COUNTRIES)[number]

export interface CountryInfo {
  /** Host suffix: the US shop lives on .com (SPEC §9). */
  suffix: string
  defaultLocale: Locale
  /** Other languages of the country, selected by a two-letter path prefix: `/fr/` on the Swiss host is fr-CH. */
  prefixLocales: Readonly<Record<string, Locale>>
  /** The site's time zone (IANA): where "midnight" falls for its shoppers. */
  timeZone: string
}

export const COUNTRY_INFO: Readonly<Record<Country, CountryInfo>> = {
  AT: { suffix: 'at', defaultLocale: 'de-AT', prefixLocales: {}, timeZone: 'Europe/Vienna' },
  CH: { suffix: 'ch', defaultLocale: 'de-CH', prefixLocales: { fr: 'fr-CH', it: 'it-CH' }, timeZone: 'Europe/Zurich' },
  DE: { suffix: 'de', defaultLocale: 'de-DE', prefixLocales: {}, timeZone: 'Europe/Berlin' },
  IT: { suffix: 'it', defaultLocale: 'it-IT', prefixLocales: { de: 'de-IT' }, timeZone: 'Europe/Rome' },
  LI: { suffix: 'li', defaultLocale: 'de-LI', prefixLocales: {}, timeZone: 'Europe/Vaduz' },
  LU: { suffix: 'lu', defaultLocale: 'de-LU', prefixLocales: { fr: 'fr-LU' }, timeZone: 'Europe/Luxembourg' },
  GB: { suffix: 'gb', defaultLocale: 'en-GB', prefixLocales: {}, timeZone: 'Europe/London' },
  US: { suffix: 'com', defaultLocale: 'en-US', prefixLocales: {}, timeZone: 'America/New_York' },
  ES: { suffix: 'es', defaultLocale: 'es-ES', prefixLocales: {}, timeZone: 'Europe/Madrid' },
  FR: { suffix: 'fr', defaultLocale: 'fr-FR', prefixLocales: {}, timeZone: 'Europe/Paris' },
  BE: { suffix: 'be', defaultLocale: 'nl-BE', prefixLocales: { fr: 'fr-BE' }, timeZone: 'Europe/Brussels' },
  NL: { suffix: 'nl', defaultLocale: 'nl-NL', prefixLocales: {}, timeZone: 'Europe/Amsterdam' },
}

export const BRANDS = ['cards', 'poster'] as const
export type Brand = (typeof BRANDS)[number]

// SPEC §9 channel rules: the cards brand's URLs end with a slash (the other form redirects to it); the poster brand's do not.
export const TRAILING_SLASH: Readonly<Record<Brand, boolean>> = { cards: true, poster: false }
