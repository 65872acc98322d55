// Every routing rule on every brand x country host: the host table drives the cases, so a new country adds its tests.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getConfig } from '../../src/config'
import { COUNTRY_INFO, TRAILING_SLASH } from '../../src/domain/countries'
import { languageOf } from '../../src/domain/locales'
import { fetchWorker, resetCaches } from './fetch-worker'

const config = getConfig(env)
const publicHosts = [...config.hosts.entries()].filter(([name, entry]) => !entry.preview && name === entry.host).map(([, entry]) => entry)
const LANGUAGE_COUNTRY = { de: 'DE', fr: 'FR', it: 'IT', nl: 'NL' } as const
const slash = (brand: 'cards' | 'poster', path: string) => (TRAILING_SLASH[brand] ? `${path}/` : path)

beforeEach(() => resetCaches())

describe.each(publicHosts)('$host', (site) => {
  const info = COUNTRY_INFO[site.country]
  const own = languageOf(info.defaultLocale)
  const origin = `http://${site.host}`

  it(`serves the home page in ${info.defaultLocale}`, async () => {
    const response = await fetchWorker('/', { host: site.host })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<html lang="${info.defaultLocale}" data-brand="${site.brand}"`)
  })

  it.each(Object.entries(info.prefixLocales))('selects %s with its path prefix', async (prefix, locale) => {
    const response = await fetchWorker(slash(site.brand, `/${prefix}`), { host: site.host })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<html lang="${locale}"`)
  })

  it(`strips its own language prefix /${own}/ permanently, keeping path and query`, async () => {
    const response = await fetchWorker(`/${own}/some/page?q=1&_storyblok=2`, { host: site.host })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`${origin}${slash(site.brand, '/some/page')}?q=1&_storyblok=2`)
  })

  it.each(Object.entries(LANGUAGE_COUNTRY).filter(([language]) => language !== own && !(language in info.prefixLocales)))(
    'sends /%s/ to the %s host of the same brand',
    async (language, country) => {
      const response = await fetchWorker(`/${language}/x`, { host: site.host })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(
        `http://${site.brand}.${COUNTRY_INFO[country].suffix}.localhost${slash(site.brand, '/x')}`,
      )
    },
  )

  it.each(['en', 'es', 'xx', 'zz'].filter((language) => language !== own && !(language in info.prefixLocales)))(
    'sends the unknown prefix /%s/ to the error target in one hop, naming the language',
    async (language) => {
      const response = await fetchWorker(`/${language}/x?q=1`, { host: site.host })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`${origin}${slash(site.brand, '/error')}?language=${language}`)
    },
  )

  it('applies the brand slash rule with a permanent redirect that keeps the query', async () => {
    const wrongForm = site.brand === 'cards' ? '/fotokalender?x=1' : '/poster/?x=1'
    const response = await fetchWorker(wrongForm, { host: site.host })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`${origin}${slash(site.brand, site.brand === 'cards' ? '/fotokalender' : '/poster')}?x=1`)
  })
})

describe('routes', () => {
  it('renders /_icons with every icon and its name', async () => {
    const response = await fetchWorker('/_icons')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<symbol id="icon-close"')
    expect(html).toContain('<code class="icons-grid__name">close</code>')
  })

  it.each([
    ['cards.de.localhost', '/themes/'],
    ['poster.de.localhost', '/themes'],
    ['cards.de.localhost', '/d/themes/'],
    ['cards.ch.localhost', '/fr/d/themes/'],
  ])('answers %s%s (a theme without id) with the fatal 404', async (host, path) => {
    const spy = vi.spyOn(console, 'log')
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(404)
    expect(spy.mock.calls.flat().join('\n')).toContain('"message":"Page Not Found: ')
    spy.mockRestore()
  })

  it.each([
    ['cards.de.localhost', '/themes/winterzauber/', 'de-DE'],
    ['cards.ch.localhost', '/d/fr/themes/winterzauber/', 'fr-CH'],
    ['cards.ch.localhost', '/fr/d/themes/winterzauber/', 'fr-CH'],
    ['poster.com.localhost', '/themes/nordlicht', 'en-US'],
  ])('routes the theme page %s%s, markers in either order', async (host, path, locale) => {
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<html lang="${locale}"`)
  })

  it('answers an unknown theme with 404', async () => {
    expect((await fetchWorker('/themes/gibt-es-nicht/')).status).toBe(404)
  })

  it.each(['/products/', '/kalender-gestalten/', '/karten-gestalten/', '/d/products/', '/d/karten-gestalten/'])(
    'serves the product overview at %s with one canonical URL',
    async (path) => {
      const response = await fetchWorker(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      const desktop = path.startsWith('/d/') ? '/d' : ''
      expect(html).toContain(`<link rel="canonical" href="http://cards.de.localhost${desktop}/products/"/>`)
    },
  )

  it('switches the experiment flag on for paths beginning /posterdruck', async () => {
    const html = await (await fetchWorker('/posterdruck-guenstig', { host: 'poster.de.localhost' })).text()
    expect(html).toContain('data-experiments="posterdruck"')
    const other = await (await fetchWorker('/poster', { host: 'poster.de.localhost' })).text()
    expect(other).not.toContain('data-experiments')
  })

  it.each(['/kundenkonto/bestellungen/', '/magazin/artikel/'])(
    'answers the app section %s in production with a noindex 404',
    async (path) => {
      const response = await fetchWorker(path, { env: { ...env, ENVIRONMENT: 'production' } as Env })
      expect(response.status).toBe(404)
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    },
  )

  it('sends a shopper to the brand’s own account application (ACCOUNT_ORIGINS), none for a brand left out', async () => {
    const accounts = { ...env, ENVIRONMENT: 'production', ACCOUNT_ORIGINS: '{"poster":"https://konto.poster.example"}' } as Env
    const poster = await fetchWorker('/fr/kundenkonto/bestellungen?seite=2', { host: 'poster.ch.localhost', env: accounts })
    expect(poster.status).toBe(302)
    expect(poster.headers.get('location')).toBe('https://konto.poster.example/fr/kundenkonto/bestellungen?seite=2')
    expect((await fetchWorker('/kundenkonto/bestellungen/', { host: 'cards.de.localhost', env: accounts })).status).toBe(404)
  })

  it('renders a non-fatal 404 for a path that matches no route, with the full layout and the message', async () => {
    const response = await fetchWorker('/a/b/')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('class="header"')
    // A friendly sentence, not the raw path (that goes to the log only).
    expect(html).toContain('Diese Seite gibt es nicht (mehr).')
    expect(html).not.toContain('nicht gefunden: /a/b/')
  })
})

describe('links on the page', () => {
  it('keeps the desktop marker and the language prefix in every site link', async () => {
    const html = await (await fetchWorker('/d/fr/', { host: 'cards.ch.localhost' })).text()
    const siteLinks = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1])
    expect(siteLinks.length).toBeGreaterThan(2)
    for (const href of siteLinks) expect(href).toMatch(/^\/d\/fr\/|^\/d\/?$|^\/d\/(it\/)?|^\/(fr|it)?/)
    expect(siteLinks.filter((href) => !href?.startsWith('/d'))).toEqual([])
  })

  it('offers the same page in every language of a multilingual country', async () => {
    const html = await (await fetchWorker('/fotokalender/', { host: 'cards.ch.localhost' })).text()
    expect(html).toContain('href="/fotokalender/" hrefLang="de-CH"')
    expect(html).toContain('href="/fr/fotokalender/" hrefLang="fr-CH"')
    expect(html).toContain('href="/it/fotokalender/" hrefLang="it-CH"')
    expect(html).toContain('<link rel="alternate" hrefLang="fr-CH" href="http://cards.ch.localhost/fr/fotokalender/"/>')
  })

  it('opens external links in a new tab with nofollow', async () => {
    const html = await (await fetchWorker('/')).text()
    expect(html).toMatch(/<a href="https:\/\/www\.kartenfee\.example\/[^"]*" target="_blank" rel="nofollow noopener noreferrer"/)
  })
})
