import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTRIES, COUNTRY_INFO, type Country } from '../../src/domain/countries'
import {
  buildHostTable,
  collapseSlashes,
  folderRedirect,
  normaliseHostname,
  parsePath,
  prefixRedirect,
  resolveSite,
  routePath,
  type BrandHosts,
} from '../../src/domain/site'

const DEV_HOSTS: BrandHosts = { cards: 'cards.{suffix}.localhost', poster: 'poster.{suffix}.localhost' }
const table = buildHostTable(DEV_HOSTS, 'preview.', ['localhost', '127.0.0.1'])

function site(host: string, path = '/') {
  const result = resolveSite(table, host, path)
  if (result.kind !== 'site') throw new Error(`expected a site for ${host}${path}, got ${result.kind}`)
  return result
}

describe('host table', () => {
  it('has both brands on all 12 country hosts, each with a preview host', () => {
    for (const brand of ['cards', 'poster'] as const) {
      for (const country of COUNTRIES) {
        const host = `${brand}.${COUNTRY_INFO[country].suffix}.localhost`
        expect(table.get(host)).toEqual({ brand, country, preview: false, host })
        expect(table.get(`preview.${host}`)).toEqual({ brand, country, preview: true, host: `preview.${host}` })
      }
    }
  })

  it('serves the US shop on the .com suffix', () => {
    expect(site('poster.com.localhost').site).toMatchObject({ country: 'US', locale: 'en-US', currency: 'usd', unit: 'inch' })
  })

  it('treats plain localhost and 127.0.0.1 as the cards brand in Germany on its configured host', () => {
    for (const host of ['localhost:8787', '127.0.0.1:8799', 'localhost']) {
      expect(site(host).site).toMatchObject({ brand: 'cards', country: 'DE', locale: 'de-DE', host: 'cards.de.localhost' })
    }
  })

  it('accepts an explicit country map per brand and leaves other countries without a host', () => {
    const custom = buildHostTable(
      { cards: { DE: 'www.kartenfee.de', CH: 'www.kartenfee.ch' }, poster: 'www.posterhaus.{suffix}' },
      'preview.',
      [],
    )
    expect(custom.get('www.kartenfee.ch')?.country).toBe('CH')
    expect(custom.get('www.kartenfee.fr')).toBeUndefined()
    expect(custom.get('www.posterhaus.com')?.country).toBe('US')
  })
})

describe('resolveSite', () => {
  it.each<[string, string, string, string]>([
    ['cards.de.localhost', '/', 'de-DE', 'eur'],
    ['cards.ch.localhost', '/', 'de-CH', 'chf'],
    ['cards.ch.localhost', '/fr/', 'fr-CH', 'chf'],
    ['cards.ch.localhost', '/it/poster', 'it-CH', 'chf'],
    ['poster.be.localhost', '/', 'nl-BE', 'eur'],
    ['poster.be.localhost', '/fr/x', 'fr-BE', 'eur'],
    ['cards.lu.localhost', '/', 'de-LU', 'eur'],
    ['cards.lu.localhost', '/fr', 'fr-LU', 'eur'],
    ['cards.it.localhost', '/', 'it-IT', 'eur'],
    ['cards.it.localhost', '/de/', 'de-IT', 'eur'],
    ['cards.li.localhost', '/', 'de-LI', 'chf'],
    ['poster.gb.localhost', '/', 'en-GB', 'gbp'],
    ['poster.at.localhost', '/', 'de-AT', 'eur'],
    ['poster.nl.localhost', '/', 'nl-NL', 'eur'],
    ['poster.es.localhost', '/', 'es-ES', 'eur'],
    ['poster.fr.localhost', '/', 'fr-FR', 'eur'],
  ])('on %s%s the locale is %s paying in %s', (host, path, locale, currency) => {
    expect(site(host, path).site).toMatchObject({ locale, currency })
  })

  it('reads the host case-insensitively, with or without port and trailing dot', () => {
    expect(site('Cards.CH.localhost.:8787', '/fr/').site.locale).toBe('fr-CH')
  })

  it('marks preview hosts', () => {
    expect(site('preview.poster.ch.localhost').site).toMatchObject({ preview: true, brand: 'poster', host: 'preview.poster.ch.localhost' })
  })

  it.each([
    'evil.example',
    'cards.de.localhost.evil.example',
    'xcards.de.localhost',
    '',
    'cards.de.localhost/x',
    'user@cards.de.localhost',
  ])('rejects the unknown host %j', (host) => {
    expect(resolveSite(table, host, '/').kind).toBe('unknown-host')
  })

  it.each<[string, string, string, string]>([
    ['/d/fr/poster', 'desktop', '/fr', '/poster'],
    ['/fr/d/poster', 'desktop', '/fr', '/poster'],
    ['/w/poster', 'web', '', '/poster'],
    ['/d', 'desktop', '', '/'],
  ])('reads the platform and language markers of %s in either order', (path, platform, language, rest) => {
    const resolved = site('cards.ch.localhost', path)
    expect(resolved.site.platform).toBe(platform)
    expect(resolved.site.basePath.replace(/\/[dw](?=\/|$)/, '')).toBe(language)
    expect(resolved.path).toBe(rest)
  })

  it.each<[string, string, string, string, string]>([
    ['/de-de/fotokalender', 'de-DE', 'DE', '/de-de', '/fotokalender'],
    ['/de-de/', 'de-DE', 'DE', '/de-de', '/'],
    ['/fr-ch/poster', 'fr-CH', 'CH', '/fr-ch', '/poster'],
    ['/en-us', 'en-US', 'US', '/en-us', '/'],
    ['/d/it-ch/x', 'it-CH', 'CH', '/d/it-ch', '/x'],
  ])('serves the editor’s locale-folder path %s on a preview host as %s in %s', (path, locale, country, basePath, rest) => {
    const resolved = site('preview.cards.de.localhost', path)
    expect(resolved.site).toMatchObject({ locale, country, basePath, preview: true, host: 'preview.cards.de.localhost' })
    expect(resolved.path).toBe(rest)
  })

  it('reads only the shop’s locales as folders, and a folder in place of a language prefix only', () => {
    expect(site('preview.cards.de.localhost', '/xx-yy/a').path).toBe('/xx-yy/a')
    expect(site('preview.cards.de.localhost', '/de-DE/a').path).toBe('/de-DE/a')
    expect(site('preview.cards.ch.localhost', '/fr/de-de/a')).toMatchObject({ path: '/de-de/a', site: { locale: 'fr-CH' } })
    expect(site('preview.cards.de.localhost', '/de-de/fr-ch/a')).toMatchObject({ path: '/fr-ch/a', site: { locale: 'de-DE' } })
  })

  it('reports a locale-folder path on a public host', () => {
    expect(resolveSite(table, 'cards.de.localhost', '/fr-ch/x')).toMatchObject({ kind: 'locale-folder', locale: 'fr-CH', path: '/x' })
  })

  it('reports a language prefix the host does not serve', () => {
    expect(resolveSite(table, 'cards.de.localhost', '/fr/x')).toMatchObject({ kind: 'foreign-language', language: 'fr', path: '/x' })
  })

  it('resolves a host and path once per host table, as the first time, and each other host, path or table anew', () => {
    const first = resolveSite(table, 'cards.ch.localhost', '/fr/grusskarten')
    // The same host in other spellings shares the entry; the resolution, site included, is the very same object.
    expect(resolveSite(table, 'Cards.CH.localhost.:8787', '/fr/grusskarten')).toBe(first)
    expect(Object.isFrozen(site('cards.ch.localhost', '/fr/grusskarten').site)).toBe(true)
    expect(resolveSite(table, 'cards.ch.localhost', '/it/grusskarten')).toMatchObject({ site: { locale: 'it-CH' } })
    expect(resolveSite(table, 'poster.ch.localhost', '/fr/grusskarten')).toMatchObject({ site: { brand: 'poster' } })
    const other = buildHostTable({ ...DEV_HOSTS, cards: { CH: 'karten.ch.localhost' } }, 'preview.', [])
    expect(resolveSite(other, 'cards.ch.localhost', '/fr/grusskarten')).toEqual({ kind: 'unknown-host' })
    expect(resolveSite(other, 'karten.ch.localhost', '/fr/grusskarten')).toMatchObject({ site: { host: 'karten.ch.localhost' } })
    // Any number of paths: each answers as if it were the first (the memo starts again when full).
    for (let n = 0; n < 2500; n++) expect(site('cards.de.localhost', `/p${n}`).path).toBe(`/p${n}`)
    expect(resolveSite(table, 'cards.ch.localhost', '/fr/grusskarten')).toEqual(first)
  })

  it('never throws and never resolves a host outside the table, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (host, path) => {
        const result = resolveSite(table, host, '/' + path)
        if (result.kind !== 'unknown-host') expect(table.has(normaliseHostname(host) ?? '')).toBe(true)
      }),
    )
  })
})

describe('parsePath', () => {
  it('parses a path once and answers the same again, each other path anew, however many come', () => {
    const first = parsePath('/d/fr/poster')
    expect(parsePath('/d/fr/poster')).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(parsePath('/w/fr/poster')).toMatchObject({ platform: 'web', language: 'fr', rest: '/poster', markers: '/w/fr' })
    for (let n = 0; n < 5000; n++) expect(parsePath(`/it/p${n}`)).toMatchObject({ language: 'it', rest: `/p${n}` })
    expect(parsePath('/d/fr/poster')).toEqual(first)
  })

  it('keeps paths without markers', () => {
    expect(parsePath('/fotokalender/wandkalender')).toEqual({
      platform: 'web',
      language: undefined,
      rest: '/fotokalender/wandkalender',
      markers: '',
    })
  })

  it('treats only two lowercase letters as a language prefix', () => {
    expect(parsePath('/FR/x').language).toBeUndefined()
    expect(parsePath('/fra/x').language).toBeUndefined()
  })

  it.each([
    ['/fr//evil.example', '/fr', '/evil.example'],
    ['//evil.example', '', '/evil.example'],
    ['/\\evil.example', '', '/evil.example'],
    ['/d//fr/\\//x//', '/d/fr', '/x/'],
    ['/de/%2f%2fevil.example', '/de', '/%2f%2fevil.example'],
  ])('collapses repeated slashes and backslashes in %s', (path, markers, rest) => {
    expect(parsePath(path)).toMatchObject({ markers, rest })
    expect(collapseSlashes(path)).not.toMatch(/[/\\]{2}/)
  })
})

describe('routePath', () => {
  it.each([
    ['http://cards.de.localhost/', '/'],
    ['http://cards.de.localhost', '/'],
    ['https://poster.fr.example/d/fr/poster?x=1', '/poster'],
    ['https://poster.fr.example/w/themes/x/?page=2', '/themes/x'],
    ['https://cards.de.example/karten-designen///', '/karten-designen'],
    ['https://cards.de.example/fr//evil.example', '/evil.example'],
    ['https://cards.de.example/de?next=/a/b/', '/'],
    ['https://cards.de.example/_health', '/_health'],
    ['https://preview.cards.de.example/de-de/fotokalender/', '/fotokalender'],
    ['https://preview.cards.de.example/fr-ch/', '/'],
  ])('routes %s as %s', (url, path) => {
    expect(routePath(url)).toBe(path)
  })

  // The runtime hands the app a normalised URL (`request.url`), as `new URL().href` is.
  it('is the parsed path without markers or trailing slash, for any request URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const path = routePath(new URL(url).href)
        const rest = parsePath(new URL(url).pathname).rest
        expect(path).toBe(rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : rest)
        expect(path).not.toMatch(/^[/\\]{2}/)
      }),
      { numRuns: 500 },
    )
  })
})

describe('folderRedirect', () => {
  const entry = (host: string) => table.get(host)!

  it.each<[string, 'de-DE' | 'fr-CH' | 'de-CH' | 'en-US', string, string, string]>([
    ['cards.de.localhost', 'fr-CH', '/fotokalender', 'cards.ch.localhost', '/fr/fotokalender/'],
    ['cards.de.localhost', 'de-DE', '/', 'cards.de.localhost', '/'],
    ['cards.fr.localhost', 'de-CH', '/', 'cards.ch.localhost', '/'],
    ['poster.de.localhost', 'fr-CH', '/', 'poster.ch.localhost', '/fr'],
    ['poster.de.localhost', 'en-US', '/poster/', 'poster.com.localhost', '/poster'],
  ])('sends %s with the folder of %s and %s to %s%s', (host, locale, rest, target, path) => {
    expect(folderRedirect(DEV_HOSTS, entry(host), locale, rest)).toEqual({ host: target, path, permanent: true })
  })

  it('sends a locale whose country the brand lacks to /error', () => {
    const noFrance = { cards: { DE: 'www.kartenfee.de' }, poster: 'p.{suffix}' }
    const de = buildHostTable(noFrance, 'preview.', []).get('www.kartenfee.de')!
    expect(folderRedirect(noFrance, de, 'fr-FR', '/x')).toEqual({ host: 'www.kartenfee.de', path: '/error/', permanent: false, search: '' })
  })
})

describe('prefixRedirect', () => {
  const entry = (host: string) => table.get(host)!

  it('strips the host language with a permanent redirect', () => {
    expect(prefixRedirect(DEV_HOSTS, 'preview.', entry('cards.de.localhost'), 'de', '/foo')).toEqual({
      host: 'cards.de.localhost',
      path: '/foo/',
      permanent: true,
    })
    expect(prefixRedirect(DEV_HOSTS, 'preview.', entry('poster.de.localhost'), 'de', '/foo/')).toEqual({
      host: 'poster.de.localhost',
      path: '/foo',
      permanent: true,
    })
  })

  it.each<[string, Country]>([
    ['de', 'DE'],
    ['fr', 'FR'],
    ['it', 'IT'],
    ['nl', 'NL'],
  ])('sends %s to the %s host of the same brand', (language, country) => {
    const target = prefixRedirect(DEV_HOSTS, 'preview.', entry('poster.gb.localhost'), language, '/a/b')
    expect(target).toEqual({ host: `poster.${COUNTRY_INFO[country].suffix}.localhost`, path: '/a/b', permanent: true })
  })

  it('keeps editors on preview hosts', () => {
    expect(prefixRedirect(DEV_HOSTS, 'preview.', entry('preview.cards.de.localhost'), 'fr', '/x').host).toBe('preview.cards.fr.localhost')
  })

  it('sends other languages, and languages whose country the brand lacks, to /error in the slash form, naming the language', () => {
    expect(prefixRedirect(DEV_HOSTS, 'preview.', entry('cards.de.localhost'), 'en', '/x')).toEqual({
      host: 'cards.de.localhost',
      path: '/error/',
      permanent: false,
      search: '?language=en',
    })
    expect(prefixRedirect(DEV_HOSTS, 'preview.', entry('poster.de.localhost'), 'xx', '/x')).toEqual({
      host: 'poster.de.localhost',
      path: '/error',
      permanent: false,
      search: '?language=xx',
    })
    const noFrance = { cards: { DE: 'www.kartenfee.de' }, poster: 'p.{suffix}' }
    const de = buildHostTable(noFrance, 'preview.', []).get('www.kartenfee.de')!
    expect(prefixRedirect(noFrance, 'preview.', de, 'fr', '/x')).toEqual({
      host: 'www.kartenfee.de',
      path: '/error/',
      permanent: false,
      search: '?language=fr',
    })
  })

  it('never leaves the configured hosts and never yields a protocol-relative path', () => {
    const hosts = new Set(table.keys())
    fc.assert(
      fc.property(fc.constantFrom(...hosts), fc.stringMatching(/^[a-z]{2}$/), fc.string(), (host, language, rest) => {
        const target = prefixRedirect(DEV_HOSTS, 'preview.', entry(host), language, '/' + rest)
        expect(hosts.has(target.host)).toBe(true)
        expect(target.path).toMatch(/^\/(?![/\\])/)
      }),
    )
  })
})
