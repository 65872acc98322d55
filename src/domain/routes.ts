// What a marker-free path means beyond content (SPEC §2 routes and path conventions): product overview aliases,
// theme pages, internal app sections, experiment paths, and the language alternates of a page.
import { COUNTRY_INFO } from './countries'
import { withSlashRule } from './links'
import { contentFolder, languageOf, type Language, type Locale } from './locales'
import { parsePath, type Site } from './site'

/** `/products` and its German aliases: the calendar and card configurator entry pages. */
export const PRODUCT_OVERVIEW_PATHS = ['/products', '/kalender-gestalten', '/karten-gestalten'] as const

/** SPEC §2: paths starting with /configurator-, /kundenkonto or /magazin belong to other applications. */
export function isAppSection(path: string): boolean {
  return /^\/(configurator-[^/]*|kundenkonto|magazin)(\/|$)/.test(path)
}

/** The shop calls and the frontend API (JSON for islands and apps): never a page, whatever a CMS names. */
export function isCallPath(path: string): boolean {
  return /^\/(web-api|price-api|frontend-api)(\/|$)/.test(path)
}

/**
 * Whether a marker-free path (no trailing slash) is answered by a route of its own rather than by a CMS page: the home,
 * the product overview and its aliases, theme pages, the listings, the wishlist, the error target and other
 * applications' sections. The brand's slash rule redirects these without asking the page index.
 */
export function hasOwnRoute(path: string): boolean {
  return (
    path === '/' ||
    (PRODUCT_OVERVIEW_PATHS as readonly string[]).includes(path) ||
    /^\/(themes|karten-designen|alle-fotokalender)(\/|$)/.test(path) ||
    path === '/wunschliste' ||
    path === '/error' ||
    isAppSection(path)
  )
}

/** SPEC §2: paths beginning /posterdruck switch on the page's experiment flag. */
export function experimentsFor(path: string): string[] {
  return path.startsWith('/posterdruck') ? ['posterdruck'] : []
}

const THEME_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The id of `/themes/{id}`; undefined for an empty or malformed id (a fatal 404, SPEC §5). */
export function themeId(raw: string | undefined): string | undefined {
  return raw !== undefined && THEME_ID.test(raw) ? raw : undefined
}

export interface LanguageAlternate {
  locale: Locale
  language: Language
  /** Path on this host: the same page in that language. */
  path: string
  current: boolean
}

/**
 * The same page in every language of the site's country (SPEC §9: CH de/fr/it, BE nl/fr, LU de/fr, IT it/de). An other
 * application's path keeps its query (`search`, from `?`): a designer link is its options, without them it leads nowhere.
 */
export function languageAlternates(site: Site, path: string, search = ''): LanguageAlternate[] {
  const query = isAppSection(path) && search.startsWith('?') ? search : ''
  const info = COUNTRY_INFO[site.country]
  const desktop = site.platform === 'desktop' ? '/d' : ''
  const page = path === '/' ? '' : path
  const locales: [string | undefined, Locale][] = [[undefined, info.defaultLocale], ...Object.entries(info.prefixLocales)]
  // A preview page opened at its locale folder (the visual editor's paths) names each language by its folder on this
  // host, where the editor's session is; a language prefix would lead to another country's preview host.
  const folders = parsePath(site.basePath).localeFolder !== undefined
  return locales.map(([prefix, locale]) => ({
    locale,
    language: languageOf(locale),
    path: folders
      ? withSlashRule(`${desktop}/${contentFolder(locale)}${page}`, site.trailingSlash)
      : withSlashRule(`${desktop}${prefix ? `/${prefix}` : ''}${page}`, site.trailingSlash) + query,
    current: locale === site.locale,
  }))
}
