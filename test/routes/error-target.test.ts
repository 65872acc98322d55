// Where a shopper lands who asks for something the shop does not have (SPEC §2): a foreign or unknown language prefix
// goes to the /error target in one hop, which is the CMS error story with status 404, a message naming the language and a
// link to the brand's country shop in it (from configuration, never the request's Host); an unknown path answers 404 at
// once, without a slash redirect first; other applications' paths get a stand-in page here and a 404 in production.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(() => resetCaches())

describe('the /error target', () => {
  it('lands /en/ on cards.de on the error story with status 404 and a link to the cards.gb shop', async () => {
    const first = await fetchWorker('/en/')
    expect(first.status).toBe(302)
    const location = new URL(first.headers.get('location') ?? '')
    expect(location.href).toBe('http://cards.de.localhost/error/?language=en')
    const page = await fetchWorker(location.pathname + location.search)
    expect(page.status).toBe(404)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    const html = await page.text()
    // The CMS error story inside the layout, the message in the shopper's language, the way to the English shop.
    expect(html).toContain('Hoppla – diese Seite haben wir leider nicht gefunden')
    expect(html).toContain('class="header"')
    expect(html).toMatch(
      /<p class="page__notice">Diesen Shop gibt es nicht auf Englisch\.(<!-- -->)? <a href="http:\/\/cards\.gb\.localhost\/">Zu unserem Shop auf Englisch<\/a><\/p>/,
    )
    expect(html).not.toContain('nicht gefunden: /error')
  })

  it('builds the shop link from configuration, whatever host alias the request came in on', async () => {
    const html = await (await fetchWorker('/error/?language=es', { host: '127.0.0.1' })).text()
    expect(html).toContain('<a href="http://cards.es.localhost/">Zu unserem Shop auf Spanisch</a>')
    expect(html).not.toContain('127.0.0.1')
  })

  it('names the language in the shopper’s own language on the poster brand', async () => {
    const first = await fetchWorker('/es/poster', { host: 'poster.fr.localhost' })
    expect(first.headers.get('location')).toBe('http://poster.fr.localhost/error?language=es')
    const page = await fetchWorker('/error?language=es', { host: 'poster.fr.localhost' })
    expect(page.status).toBe(404)
    const html = await page.text()
    expect(html).toContain('Cette boutique n’est pas disponible en espagnol.')
    expect(html).toContain('<a href="http://poster.es.localhost/">Aller à notre boutique en espagnol</a>')
  })

  it.each([
    ['an unknown language', '/error/?language=xx'],
    ['no language', '/error/'],
    ['a language that is no code', '/error/?language=%3Cscript%3E'],
  ])('answers %s with the error story, a plain message and no shop link', async (_, path) => {
    const page = await fetchWorker(path)
    expect(page.status).toBe(404)
    const html = await page.text()
    expect(html).toContain('<p class="page__notice">Diese Adresse führt zu keiner Seite dieses Shops.</p>')
    expect(html).not.toContain('<script%3E')
    expect(html).not.toContain('nicht gefunden: /error')
  })

  it('offers no link to the shop the shopper is already in', async () => {
    const html = await (await fetchWorker('/error/?language=de')).text()
    expect(html).toContain('Diesen Shop gibt es nicht auf Deutsch.')
    expect(html).not.toContain('Zu unserem Shop auf Deutsch')
  })
})

describe('the slash rule leaves unknown paths alone', () => {
  it.each([
    ['cards.de.localhost', '/gibt-es-nicht'],
    ['cards.de.localhost', '/fotokalender/gibt-es-nicht'],
    ['poster.de.localhost', '/gibt-es-nicht/'],
  ])('answers %s%s with 404 at once', async (host, path) => {
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(404)
    // The friendly sentence of the not-found page (the path goes to the log only).
    expect(await response.text()).toContain('Diese Seite gibt es nicht (mehr).')
  })

  it.each([
    ['cards.de.localhost', '/fotokalender/wandkalender', 'http://cards.de.localhost/fotokalender/wandkalender/'],
    ['cards.de.localhost', '/karten-designen?category=hochzeit', 'http://cards.de.localhost/karten-designen/?category=hochzeit'],
    ['cards.de.localhost', '/themes/winterzauber', 'http://cards.de.localhost/themes/winterzauber/'],
    ['cards.de.localhost', '/kundenkonto', 'http://cards.de.localhost/kundenkonto/'],
    ['poster.de.localhost', '/bilderrahmen/holz/', 'http://poster.de.localhost/bilderrahmen/holz'],
  ])('redirects %s%s, which exists, to its slash form', async (host, path, location) => {
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })
})

describe('other applications’ paths', () => {
  it.each([
    ['/kundenkonto/bestellungen/?order=42', 'account', 'Kundenkonto: eine andere Anwendung'],
    ['/magazin/diy/', 'magazine', 'Magazin: eine andere Anwendung'],
  ])('answers %s in development with a stand-in naming the application and what it received', async (path, app, title) => {
    const response = await fetchWorker(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(html).toContain(`data-app-stand-in="${app}"`)
    expect(html).toContain(`<h1 class="designer-handoff__title">${title}</h1>`)
    const url = new URL(path, 'http://x')
    expect(html).toContain(`<code class="designer-handoff__raw">${url.pathname}</code>`)
    if (url.search) expect(html).toContain('<code class="designer-handoff__raw">order=42</code>')
    else expect(html).toMatch(/data-received="query"><dt>Parameter<\/dt><dd>keine<\/dd>/)
  })

  it('sends the shopper to the configured application with the same path and query', async () => {
    const configured = { ...env, MAGAZINE_ORIGIN: 'https://magazin.example' } as Env
    const response = await fetchWorker('/fr/magazin/diy/?x=1', { host: 'cards.ch.localhost', env: configured })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://magazin.example/fr/magazin/diy/?x=1')
  })

  it('shows no stand-in in production: Cloudflare routes those paths to their own Workers', async () => {
    const production = { ...env, ENVIRONMENT: 'production' } as Env
    const response = await fetchWorker('/magazin/diy/', { env: production })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('data-app-stand-in')
  })

  it('keeps a designer link’s options in its language links', async () => {
    const html = await (await fetchWorker('/fr/configurator-card/?themeId=winterzauber', { host: 'cards.ch.localhost' })).text()
    expect(html).toContain('href="/it/configurator-card/?themeId=winterzauber"')
    expect(html).toContain('href="/configurator-card/?themeId=winterzauber"')
  })
})
