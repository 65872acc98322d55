// /sitemap.xml and /robots.txt per host: the sitemap's alternates are the head's, robots differ by host type.
import { describe, expect, it } from 'vitest'
import { fetchWorker } from './fetch-worker'

interface Entry {
  loc: string
  alternates: Map<string, string>
}

async function sitemap(host: string): Promise<Entry[]> {
  const response = await fetchWorker('/sitemap.xml', { host })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  const xml = await response.text()
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
    loc: m[1] ?? '',
    alternates: new Map([...(m[2] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1] ?? '', a[2] ?? ''])),
  }))
}

async function headAlternates(url: string): Promise<Map<string, string>> {
  const { host, pathname, search } = new URL(url)
  const response = await fetchWorker(pathname + search, { host })
  // Every listed URL is a page as it is (no redirect, no 404).
  expect(response.status, url).toBe(200)
  const html = await response.text()
  return new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1] ?? '', m[2] ?? '']))
}

describe('/sitemap.xml', () => {
  it('lists the pages of this host in each of its languages, without error or noindex pages', async () => {
    const entries = await sitemap('cards.ch.localhost')
    const locs = entries.map((e) => e.loc)
    expect(locs).toEqual(expect.arrayContaining([
      'http://cards.ch.localhost/', 'http://cards.ch.localhost/fr/', 'http://cards.ch.localhost/it/',
      'http://cards.ch.localhost/fotokalender/', 'http://cards.ch.localhost/fr/grusskarten/', 'http://cards.ch.localhost/themes/winterzauber/',
    ]))
    expect(locs.every((loc) => loc.startsWith('http://cards.ch.localhost/'))).toBe(true)
    expect(locs.some((loc) => /\/(error|layout|neuheiten)\/?$/.test(loc))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('gives every page exactly the alternates of its head', async () => {
    const entries = await sitemap('poster.be.localhost')
    expect(entries.length).toBeGreaterThan(4)
    for (const entry of entries) {
      expect(entry.alternates, entry.loc).toEqual(await headAlternates(entry.loc))
      expect(entry.alternates.get('x-default')).toBeDefined()
    }
  })

  it('builds absolute URLs from the configured host, not the Host header', async () => {
    const entries = await sitemap('localhost')
    expect(entries[0]?.loc).toMatch(/^http:\/\/cards\.de\.localhost\//)
  })

  it('does not exist on preview hosts', async () => {
    const response = await fetchWorker('/sitemap.xml', { host: 'preview.cards.de.localhost' })
    expect(response.status).toBe(404)
  })
})

describe('/robots.txt', () => {
  it('allows public hosts and names the absolute sitemap of the configured site', async () => {
    const response = await fetchWorker('/robots.txt', { host: 'poster.ch.localhost' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const text = await response.text()
    expect(text).toContain('User-agent: *\nAllow: /\n')
    expect(text).toContain('Sitemap: http://poster.ch.localhost/sitemap.xml\n')
    expect(await (await fetchWorker('/robots.txt', { host: '127.0.0.1' })).text()).toContain('Sitemap: http://cards.de.localhost/sitemap.xml')
  })

  it('disallows everything on preview hosts, without asking for an editor session', async () => {
    const response = await fetchWorker('/robots.txt', { host: 'preview.poster.ch.localhost' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
