import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { editorQuery } from './editor-query'
import { fetchWorker, kvKeys, resetCaches } from './fetch-worker'

beforeEach(async () => {
  await resetCaches()
})

describe('content route', () => {
  it('streams the home page of cards Germany with title, description, robots and canonical from the story', async () => {
    const response = await fetchWorker('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de-DE" data-brand="cards"/)
    expect(html).toContain('<title>Fotokalender &amp; Grußkarten selbst gestalten | Kartenfee</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
    expect(html).toContain('<meta name="robots" content="index,follow"/>')
    expect(html).toContain('<link rel="canonical" href="http://cards.de.localhost/"/>')
    expect(html).toContain('class="teaser__headline"')
  })

  it.each([
    ['cards.ch.localhost', '/', 'de-CH', 'Schweiz'],
    ['cards.ch.localhost', '/fr/', 'fr-CH', 'Suisse'],
    ['poster.com.localhost', '/', 'en-US', 'Posterhaus'],
    ['poster.gb.localhost', '/leinwand', 'en-GB', 'Posterhaus'],
    ['cards.at.localhost', '/grusskarten/', 'de-AT', 'Kartenfee'],
  ])('serves %s%s in %s', async (host, path, locale, titlePart) => {
    const response = await fetchWorker(path, { host })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${locale}"`)
    expect(html).toMatch(new RegExp(`<title>[^<]*${titlePart}[^<]*</title>`))
  })

  it('falls back along the locale chain: de-AT reads the de-de folder', async () => {
    await fetchWorker('/fotokalender/', { host: 'cards.at.localhost' })
    const keys = await kvKeys()
    expect(keys.some((k) => k.endsWith(':de-at/fotokalender'))).toBe(true)
    expect(keys.some((k) => k.endsWith(':de-de/fotokalender'))).toBe(true)
  })

  it('renders the CMS error story with status 404 for a missing story', async () => {
    const response = await fetchWorker('/gibt-es-nicht/')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(html).not.toContain('rel="canonical"')
    expect(html).toContain('class="footer"')
  })

  it.each(['/Foto/', '/%3Cscript%3E/', '/..%2f..%2fetc/'])(
    'answers the implausible slug %s with the 404 page, not a CMS call',
    async (path) => {
      const response = await fetchWorker(path)
      expect(response.status).toBe(404)
      expect((await kvKeys()).some((k) => k.includes('script') || k.includes('..'))).toBe(false)
    },
  )

  it('redirects a slug with empty segments to its collapsed form before any CMS call', async () => {
    const response = await fetchWorker('/a//b/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/a/b/')
    expect((await kvKeys()).some((k) => k.includes('/a/b'))).toBe(false)
  })

  it('skips an unknown block type and renders the rest of the page', async () => {
    // The demo product pages contain a UspTeaser, which this build does not render yet.
    const html = await (await fetchWorker('/fotokalender/')).text()
    expect(html).not.toContain('UspTeaser')
    expect(html).toContain('class="teaser__headline"')
    expect(html).toContain('class="text"')
  })

  it('waits for the whole document before answering a crawler', async () => {
    const response = await fetchWorker('/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<\/html>$/)
  })

  it('builds the canonical URL from configuration, never from a forged Host', async () => {
    const response = await fetchWorker('/', { host: 'localhost', headers: { 'x-forwarded-host': 'evil.example' } })
    expect(await response.text()).toContain('<link rel="canonical" href="http://cards.de.localhost/"/>')
  })
})

describe('drafts', () => {
  it('never shows draft content on a public host and never writes it to KV', async () => {
    const home = await (await fetchWorker('/')).text()
    expect(home).not.toContain('ENTWURF')
    expect((await fetchWorker('/neuheiten/')).status).toBe(404)
    for (const key of await kvKeys()) expect(await env.STORY_CACHE.get(key)).not.toContain('ENTWURF')
  })

  it('shows drafts on the preview host, uncached and unindexed', async () => {
    const response = await fetchWorker(`/${await editorQuery()}`, { host: 'preview.cards.de.localhost' })
    const html = await response.text()
    expect(html).toContain('ENTWURF')
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect((await fetchWorker(`/neuheiten/${await editorQuery()}`, { host: 'preview.cards.de.localhost' })).status).toBe(200)
    expect((await kvKeys()).some((k) => k.includes('/a/b'))).toBe(false)
  })
})

describe('hosts', () => {
  it('answers an unknown host with 404 and builds nothing from it', async () => {
    const response = await fetchWorker('/', { host: 'evil.example' })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('evil.example')
  })

  it('takes the site from the Host header, so any site is reachable on 127.0.0.1', async () => {
    const response = await fetchWorker('/', { host: '127.0.0.1:8787', headers: { host: 'poster.ch.localhost:8787' } })
    const html = await response.text()
    expect(html).toContain('<html lang="de-CH" data-brand="poster"')
    expect(html).toContain('href="http://poster.ch.localhost:8787/"')
  })

  it('redirects a foreign language prefix to that country host, keeping path and query', async () => {
    const response = await fetchWorker('/fr/poster?utm=x', { host: 'poster.de.localhost' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('http://poster.fr.localhost/poster?utm=x')
  })

  it('strips the host language prefix permanently', async () => {
    const response = await fetchWorker('/de/fotokalender/', { host: 'cards.de.localhost' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/fotokalender/')
  })
})
