// /sitemap.xml and /robots.txt per host: the sitemap's alternates are the head's, robots differ by host type.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_CV, resetDemoSpaces } from '../../src/content/demo/space'
import { pageIndexKey } from '../../src/cache/keys'
import { fetchWorker, kvKeys, resetCaches } from './fetch-worker'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

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
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://cards.ch.localhost/',
        'http://cards.ch.localhost/fr/',
        'http://cards.ch.localhost/it/',
        'http://cards.ch.localhost/fotokalender/',
        'http://cards.ch.localhost/fr/grusskarten/',
        'http://cards.ch.localhost/themes/winterzauber/',
      ]),
    )
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
    // Renders every page of a brand one after the other (the photo and frame pages included): 8 s alone, past 20 s
    // beside the browser project on a busy machine.
  }, 60_000)

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
    expect(await (await fetchWorker('/robots.txt', { host: '127.0.0.1' })).text()).toContain(
      'Sitemap: http://cards.de.localhost/sitemap.xml',
    )
  })

  it('disallows everything on preview hosts, without asking for an editor session', async () => {
    const response = await fetchWorker('/robots.txt', { host: 'preview.poster.ch.localhost' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

async function sign(body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(env.STORYBLOK_WEBHOOK_SECRET),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

describe('the page index behind hreflang and the sitemap', () => {
  afterEach(() => {
    resetDemoSpaces()
    forgetIsolateMemory('page indexes')
  })

  it('is kept in KV per cache version; after a publish the previous one answers while the new one is listed', async () => {
    await resetCaches()
    forgetIsolateMemory('page indexes')
    await sitemap('cards.de.localhost')
    const oldKey = pageIndexKey('cards', DEMO_CV)
    expect(await kvKeys()).toContain(oldKey)
    // Mark the stored old index so its answer is recognisable.
    const entries = (await env.STORY_CACHE.get(oldKey, 'json')) as unknown[]
    await env.STORY_CACHE.put(
      oldKey,
      JSON.stringify([...entries, ['de-de/nur-im-alten-index', false, [], false, '00000000-0000-4000-8000-0000000000ff']]),
    )
    forgetIsolateMemory('page indexes')

    const publish = JSON.stringify({ action: 'published', space_id: 1, story_id: 1, full_slug: 'de-de/' })
    expect(
      (
        await fetchWorker('/_webhooks/storyblok', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'webhook-signature': await sign(publish) },
          body: publish,
        })
      ).status,
    ).toBe(200)

    const during = (await sitemap('cards.de.localhost')).map((e) => e.loc)
    expect(during).toContain('http://cards.de.localhost/nur-im-alten-index/')
    expect(await kvKeys()).toContain(pageIndexKey('cards', DEMO_CV + 1))
    const after = (await sitemap('cards.de.localhost')).map((e) => e.loc)
    expect(after).not.toContain('http://cards.de.localhost/nur-im-alten-index/')
    expect(after).toContain('http://cards.de.localhost/fotokalender/')
  })
})
