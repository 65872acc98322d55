// Which shop a request is for: brand, country, locale and platform from the Host header and the path (SPEC §1, §2 path conventions, §9).
// Pure: the host table is built once from configuration; nothing here trusts the request beyond looking it up.
import { BoundedMemo } from './bounded-memo'
import { BRANDS, COUNTRIES, COUNTRY_INFO, TRAILING_SLASH, type Brand, type Country } from './countries'
import { isPagePath, sitePath, withSlashRule } from './links'
import {
  countryOf,
  currencyOf,
  fallbackLocale,
  isLocale,
  languageOf,
  unitOf,
  type Currency,
  type Language,
  type Locale,
  type Unit,
} from './locales'

export type Platform = 'web' | 'desktop'

export interface HostEntry {
  brand: Brand
  country: Country
  preview: boolean
  /** The configured host this entry answers for; absolute URLs are built from it, never from the request. */
  host: string
}

export type HostTable = ReadonlyMap<string, HostEntry>

/** Per brand: a template with `{suffix}` for all 12 countries, or an explicit country -> host map. */
export type BrandHosts = Readonly<Record<Brand, string | Partial<Record<Country, string>>>>

export function brandHost(brandHosts: BrandHosts, brand: Brand, country: Country): string | undefined {
  const spec = brandHosts[brand]
  if (typeof spec === 'string') return spec.replace('{suffix}', COUNTRY_INFO[country].suffix).toLowerCase()
  return spec[country]?.toLowerCase()
}

export function buildHostTable(brandHosts: BrandHosts, previewPrefix: string, aliases: readonly string[]): HostTable {
  const table = new Map<string, HostEntry>()
  for (const brand of BRANDS) {
    for (const country of COUNTRIES) {
      const host = brandHost(brandHosts, brand, country)
      if (!host) continue
      table.set(host, { brand, country, preview: false, host })
      if (previewPrefix) table.set(previewPrefix + host, { brand, country, preview: true, host: previewPrefix + host })
    }
  }
  const fallback = table.get(brandHost(brandHosts, 'cards', 'DE') ?? '')
  if (fallback) for (const alias of aliases) table.set(alias.toLowerCase(), fallback)
  return table
}

/** `Cards.DE.localhost:8787.` -> `cards.de.localhost`; anything that is not a plain host name -> undefined. */
export function normaliseHostname(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined
  const match = /^([a-z0-9.-]+?)\.?(?::\d{1,5})?$/i.exec(hostHeader.trim())
  return match?.[1]?.toLowerCase()
}

export interface Site {
  brand: Brand
  country: Country
  locale: Locale
  fallbackLocale: Locale | undefined
  language: Language
  currency: Currency
  unit: Unit
  platform: Platform
  preview: boolean
  /** Configured host, e.g. `cards.ch.localhost`. */
  host: string
  /** Path markers this request carried, e.g. `/fr` or `/d/fr`; links within the site keep them. */
  basePath: string
  /** Whether this brand's page URLs end with a slash. */
  trailingSlash: boolean
}

export interface ParsedPath {
  platform: Platform
  /** A two-letter language prefix, if the path had one. */
  language: string | undefined
  /** The path with platform and language markers removed; always starts with `/`. */
  rest: string
  /** The markers as they appeared, e.g. `/d/fr`. */
  markers: string
  /**
   * A Storyblok locale folder in place of a language prefix (`/de-de/…`, `/fr-ch/…`): the visual editor opens
   * `{preview URL}{full_slug}`, and a full_slug starts with its locale folder (SPEC §3).
   */
  localeFolder: Locale | undefined
}

const LANGUAGE_PREFIX = /^[a-z]{2}$/
const LOCALE_FOLDER = /^([a-z]{2})-([a-z]{2})$/

/** `fr-ch` -> `fr-CH`, when that is one of the shop's locales. */
function folderLocale(segment: string): Locale | undefined {
  const match = LOCALE_FOLDER.exec(segment)
  const locale = match ? `${match[1]}-${match[2]?.toUpperCase()}` : ''
  return isLocale(locale) ? locale : undefined
}

/**
 * `/fr//evil.example` -> `/fr/evil.example`: runs of slashes and backslashes become one slash. Every link built from
 * the request path (language links, form actions, back links) starts from this form, so none can become `//host`.
 */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/[/\\]+/g, '/')
}

// SPEC §2: `d` marks the desktop app, `w` the web; a locale prefix is two lowercase letters; either order.
/** Paths as parsed, since every request parses its path more than once (front door, site, routes). */
const parsedPaths = new BoundedMemo<ParsedPath>(4096)

export function parsePath(pathname: string): ParsedPath {
  return parsedPaths.get(pathname, () => Object.freeze(parseSegments(pathname)))
}

function parseSegments(pathname: string): ParsedPath {
  const segments = collapseSlashes(pathname).split('/')
  let platform: Platform = 'web'
  let language: string | undefined
  let localeFolder: Locale | undefined
  let platformSeen = false
  let index = 1
  for (; index < segments.length && index <= 2; index++) {
    const segment = segments[index] ?? ''
    const folder = language === undefined && localeFolder === undefined ? folderLocale(segment) : undefined
    if (!platformSeen && (segment === 'd' || segment === 'w')) {
      platformSeen = true
      platform = segment === 'd' ? 'desktop' : 'web'
    } else if (language === undefined && localeFolder === undefined && LANGUAGE_PREFIX.test(segment)) {
      language = segment
    } else if (folder) {
      localeFolder = folder
    } else break
  }
  const markers = segments
    .slice(1, index)
    .map((s) => '/' + s)
    .join('')
  const rest = '/' + segments.slice(index).join('/')
  return { platform, language, rest, markers, localeFolder }
}

/**
 * The path the app's routes match for a request URL: without the platform and language markers (`/d/fr/poster` ->
 * `/poster`) and without a trailing slash (`/themes/x/` -> `/themes/x`). The site middleware reads the markers from
 * the real URL, and the trailing-slash middleware enforces each brand's slash rule, so routes need neither.
 */
export function routePath(url: string): string {
  const authority = url.indexOf('://') + 3
  const pathStart = url.slice(authority).search(/[/?#]/)
  const start = pathStart < 0 ? url.length : authority + pathStart
  const end = url.slice(start).search(/[?#]/)
  const rest = parsePath(url.slice(start, end < 0 ? undefined : start + end) || '/').rest
  return rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : rest
}

export type SiteResolution =
  | { kind: 'site'; site: Site; path: string }
  | { kind: 'unknown-host' }
  | { kind: 'foreign-language'; entry: HostEntry; language: string; path: string }
  | { kind: 'locale-folder'; entry: HostEntry; locale: Locale; path: string }

/**
 * Each host table's resolutions by host and path, since every request is resolved twice (the page cache's front door,
 * then the app) and most ask for the same few pages. Bounded per table (paths come from anyone): a full map starts
 * again. Shared, so a resolution and its site are never changed by a caller.
 */
const resolved = new WeakMap<HostTable, BoundedMemo<SiteResolution>>()

export function resolveSite(table: HostTable, hostHeader: string | undefined, pathname: string): SiteResolution {
  const hostname = normaliseHostname(hostHeader)
  const entry = hostname === undefined ? undefined : table.get(hostname)
  if (!entry) return { kind: 'unknown-host' }
  let held = resolved.get(table)
  if (!held) resolved.set(table, (held = new BoundedMemo(2048)))
  return held.get(`${entry.host} ${pathname}`, () => resolveEntry(entry, pathname))
}

function resolveEntry(entry: HostEntry, pathname: string): SiteResolution {
  const info = COUNTRY_INFO[entry.country]
  const parsed = parsePath(pathname)
  let locale = info.defaultLocale
  let country = entry.country
  if (parsed.language !== undefined) {
    const prefixed = info.prefixLocales[parsed.language]
    if (!prefixed) return { kind: 'foreign-language', entry, language: parsed.language, path: parsed.rest }
    locale = prefixed
  }
  if (parsed.localeFolder !== undefined) {
    // Only the editors' preview serves a page under its locale folder, whichever country's preview host the space's
    // preview URL names; the folder stays a marker, so the page's links keep the editor in that locale. A public page
    // has one URL, on its country's host.
    if (!entry.preview) return { kind: 'locale-folder', entry, locale: parsed.localeFolder, path: parsed.rest }
    locale = parsed.localeFolder
    country = countryOf(locale) as Country
  }
  const site: Site = {
    brand: entry.brand,
    country,
    locale,
    fallbackLocale: fallbackLocale(locale),
    language: languageOf(locale),
    currency: currencyOf(locale),
    unit: unitOf(locale),
    platform: parsed.platform,
    preview: entry.preview,
    host: entry.host,
    basePath: parsed.markers,
    trailingSlash: TRAILING_SLASH[entry.brand],
  }
  return { kind: 'site', site: Object.freeze(site), path: parsed.rest }
}

// SPEC §2: de, fr, it or nl on a host without that language goes to that language's country host.
const LANGUAGE_HOME: Readonly<Record<string, Country>> = { de: 'DE', fr: 'FR', it: 'IT', nl: 'NL' }
// The country shop a shopper asking for a language is pointed to from the error target: the language's home country,
// and for the languages SPEC §2 sends to /error, the one country shop in that language (en-GB, es-ES).
const LANGUAGE_SHOP: Readonly<Record<string, Country>> = { ...LANGUAGE_HOME, en: 'GB', es: 'ES' }

/** The configured host of the brand's country shop in `language`, if the brand has one. */
export function languageShopHost(brandHosts: BrandHosts, brand: Brand, language: string): string | undefined {
  const country = LANGUAGE_SHOP[language]
  return country && brandHost(brandHosts, brand, country)
}

export interface PrefixRedirect {
  /** Configured host to send the shopper to. */
  host: string
  path: string
  permanent: boolean
  /** The query of the target; undefined keeps the request's own. */
  search?: string
}

/**
 * SPEC §2's /error target, in the brand's slash form so it is one hop, naming the language prefix that was asked for
 * (two lowercase letters, as the path conventions read it), so the error page can say so and point to that shop.
 */
function errorTarget(entry: HostEntry, language?: string): PrefixRedirect {
  const path = withSlashRule('/error', TRAILING_SLASH[entry.brand])
  return { host: entry.host, path, permanent: false, search: language ? `?language=${language}` : '' }
}

/**
 * Where a locale-folder path on a public host goes: the same page at that locale's public URL, its country's host
 * with the locale's language prefix (`/fr-ch/poster` -> the Swiss host's `/fr/poster`); `/error` where the brand has
 * no shop in that country.
 */
export function folderRedirect(brandHosts: BrandHosts, entry: HostEntry, locale: Locale, rest: string): PrefixRedirect {
  const path = '/' + rest.replace(/^[/\\]+/, '')
  const country = countryOf(locale) as Country
  const host = brandHost(brandHosts, entry.brand, country)
  if (!host) return errorTarget(entry)
  const prefix = COUNTRY_INFO[country].defaultLocale === locale ? '' : `/${languageOf(locale)}`
  const site = { basePath: prefix, trailingSlash: TRAILING_SLASH[entry.brand] }
  return { host, path: isPagePath(path) ? sitePath(site, path) : `${prefix}${path}`, permanent: true }
}

/** Where a path with a language prefix this host does not serve goes (SPEC §2 path conventions). */
export function prefixRedirect(
  brandHosts: BrandHosts,
  previewPrefix: string,
  entry: HostEntry,
  language: string,
  rest: string,
): PrefixRedirect {
  // Collapsed leading slashes: the path can never turn into `//other.host`.
  const path = '/' + rest.replace(/^[/\\]+/, '')
  const ownLanguage = COUNTRY_INFO[entry.country].defaultLocale.slice(0, 2)
  // One hop: the target path already follows the brand's slash rule.
  const page = isPagePath(path) ? withSlashRule(path, TRAILING_SLASH[entry.brand]) : path
  if (language === ownLanguage) return { host: entry.host, path: page, permanent: true }
  const country = LANGUAGE_HOME[language]
  const target = country && brandHost(brandHosts, entry.brand, country)
  if (target) return { host: entry.preview ? previewPrefix + target : target, path: page, permanent: true }
  return errorTarget(entry, language)
}
