// The one hreflang builder (head and sitemap): which locales have a page, noindex pages, editor paths, x-default.
import { describe, expect, it } from 'vitest'
import type { IndexedPage, PageIndex } from '../../src/domain/page-index'
import { localePath, pageAlternates, type SiteUrls } from '../../src/loaders/view/alternates'

const urls: SiteUrls = {
  brandHosts: { cards: 'www.kartenfee.{suffix}', poster: { DE: 'www.posterhaus.de', FR: 'www.posterhaus.fr' } },
  scheme: 'https',
  port: '',
}
const page = (noindex = false, alternates: IndexedPage['alternates'] = []): IndexedPage => ({
  noindex,
  alternates,
  startpage: false,
  uuid: '',
})
const index = (entries: Record<string, IndexedPage>): PageIndex => new Map(Object.entries(entries))

describe('localePath', () => {
  it.each([
    ['cards', 'de-DE', 'home', '/'],
    ['cards', 'fr-CH', 'home', '/fr/'],
    ['poster', 'fr-CH', 'home', '/fr'],
    ['cards', 'it-CH', 'fotokalender', '/it/fotokalender/'],
    ['poster', 'en-US', 'themes/nordlicht', '/themes/nordlicht'],
  ] as const)('%s %s %s -> %s', (brand, locale, slug, path) => {
    expect(localePath(brand, locale, slug)).toBe(path)
  })
})

describe('pageAlternates', () => {
  it('lists locales reading the page directly or through their fallbacks, and x-default on de-DE', () => {
    const links = pageAlternates(index({ 'de-de/a': page(), 'fr-fr/a': page() }), 'cards', urls, 'a')
    expect(links.map((l) => l.hreflang)).toEqual([
      'de-AT',
      'de-CH',
      'fr-CH',
      'de-DE',
      'de-IT',
      'de-LI',
      'de-LU',
      'fr-LU',
      'fr-FR',
      'fr-BE',
      'x-default',
    ])
    expect(links.find((l) => l.hreflang === 'fr-CH')?.href).toBe('https://www.kartenfee.ch/fr/a/')
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.kartenfee.de/a/' })
  })

  it('leaves out locales whose story is noindex, even when a fallback would be indexable', () => {
    const links = pageAlternates(index({ 'de-de/a': page(), 'de-ch/a': page(true), 'en-gb/a': page() }), 'cards', urls, 'a')
    expect(links.map((l) => l.hreflang)).not.toContain('de-CH')
    expect(links.map((l) => l.hreflang)).toContain('de-AT')
  })

  it('only names hosts the brand has, and picks the first locale as x-default without de-DE', () => {
    // The poster brand has no Dutch host here: French alone is one locale, which needs no alternates.
    expect(pageAlternates(index({ 'fr-fr/a': page(), 'nl-nl/a': page() }), 'poster', urls, 'a')).toEqual([])
    const both = pageAlternates(index({ 'fr-fr/a': page(), 'de-de/a': page() }), 'poster', urls, 'a')
    expect(both.map((l) => l.href)).toEqual(['https://www.posterhaus.de/a', 'https://www.posterhaus.fr/a', 'https://www.posterhaus.de/a'])
  })

  it('uses the path an editor gave for a locale (SPEC §3 alternates), never an unsafe one', () => {
    const links = pageAlternates(
      index({
        'de-de/kalender': page(false, [['de-DE', 'javascript:alert(1)']]),
        'fr-fr/kalender': page(false, [['fr-FR', '/calendriers']]),
      }),
      'poster',
      urls,
      'kalender',
    )
    expect(links).toEqual([
      { hreflang: 'de-DE', href: 'https://www.posterhaus.de/kalender' },
      { hreflang: 'fr-FR', href: 'https://www.posterhaus.fr/calendriers' },
      { hreflang: 'x-default', href: 'https://www.posterhaus.de/kalender' },
    ])
  })

  it('gives a page in one locale no alternates at all', () => {
    expect(pageAlternates(index({ 'es-es/solo': page() }), 'cards', urls, 'solo')).toEqual([])
  })
})
