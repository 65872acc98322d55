// hreflang alternates of a page across every country host and language of its brand, plus x-default (SPEC §9 default
// locale de-DE). ONE function builds them for the head and for the sitemap's xhtml:link entries, so both are identical
// and reciprocal: every locale that has the page (itself or through its fallback chain, SPEC §9) lists every other.
import type { PageIndex } from '../../domain/page-index'
import { COUNTRIES, COUNTRY_INFO, TRAILING_SLASH, type Brand } from '../../domain/countries'
import { withSlashRule } from '../../domain/links'
import { DEFAULT_LOCALE, contentFolder, isLocale, localeChain, type Locale } from '../../domain/locales'
import { brandHost, type BrandHosts } from '../../domain/site'

export interface AlternateLink {
  hreflang: string
  href: string
}

export interface SiteUrls {
  brandHosts: BrandHosts
  scheme: string
  /** Development only: the port every absolute URL keeps (`:8787`), else empty. */
  port: string
}

export interface LocalePage {
  locale: Locale
  /** Configured host of the locale's country. */
  host: string
  /** The page's path on that host, markers and slash rule included. */
  path: string
}

/** Where a page lives in one locale: `/fr/poster` on the Swiss host; `home` is the root. */
export function localePath(brand: Brand, locale: Locale, slug: string, desktop = false): string {
  const country = COUNTRIES.find(
    (c) => COUNTRY_INFO[c].defaultLocale === locale || Object.values(COUNTRY_INFO[c].prefixLocales).includes(locale),
  )
  const prefix = country ? Object.entries(COUNTRY_INFO[country].prefixLocales).find(([, l]) => l === locale)?.[0] : undefined
  const page = slug === 'home' ? '' : `/${slug}`
  return withSlashRule(`${desktop ? '/d' : ''}${prefix ? `/${prefix}` : ''}${page}`, TRAILING_SLASH[brand])
}

/** The story a locale reads for `slug` (its folder, then its fallbacks), if it is an indexable page. */
function indexedIn(index: PageIndex, locale: Locale, slug: string) {
  for (const step of localeChain(locale)) {
    const page = index.get(`${contentFolder(step)}/${slug}`)
    if (page) return page.noindex ? undefined : page
  }
  return undefined
}

const SAFE_PATH = /^\/[a-z0-9/_-]{0,200}$/

/** Every locale of the brand that has the page, with host and path; the editor's `alternates` override paths. */
export function localePages(index: PageIndex, brand: Brand, hosts: BrandHosts, slug: string, desktop = false): LocalePage[] {
  const out: LocalePage[] = []
  for (const country of COUNTRIES) {
    const host = brandHost(hosts, brand, country)
    if (!host) continue
    const info = COUNTRY_INFO[country]
    for (const locale of [info.defaultLocale, ...Object.values(info.prefixLocales)]) {
      const page = indexedIn(index, locale, slug)
      if (!page) continue
      const override = page.alternates.find(
        ([l, path]) => l.toLowerCase() === locale.toLowerCase() && isLocale(locale) && SAFE_PATH.test(path),
      )
      out.push({
        locale,
        host,
        path: override ? withSlashRule(override[1], TRAILING_SLASH[brand]) : localePath(brand, locale, slug, desktop),
      })
    }
  }
  return out
}

/** hreflang links for a page; empty when fewer than two locales have it (a page alone needs none). */
export function pageAlternates(index: PageIndex, brand: Brand, urls: SiteUrls, slug: string, desktop = false): AlternateLink[] {
  const pages = localePages(index, brand, urls.brandHosts, slug, desktop)
  if (pages.length < 2) return []
  const href = (p: LocalePage) => `${urls.scheme}://${p.host}${urls.port ? `:${urls.port}` : ''}${p.path}`
  const links = pages.map((p) => ({ hreflang: p.locale, href: href(p) }))
  const fallback = pages.find((p) => p.locale === DEFAULT_LOCALE) ?? pages[0]
  return fallback ? [...links, { hreflang: 'x-default', href: href(fallback) }] : links
}
