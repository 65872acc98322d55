// No link the shop renders from the request path (language links, the action bar's back, the designer's back link, the
// calculator's form action) and no Location it answers with may start with `//` or `/\`: a browser reads those as
// another host. Repeated slashes and backslashes in the path redirect once to the collapsed path; dot segments and
// encoded dots are generated too.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchWorker } from './fetch-worker'

const HOSTS = [
  'cards.de.localhost',
  'cards.ch.localhost',
  'cards.lu.localhost',
  'poster.de.localhost',
  'poster.be.localhost',
  'poster.com.localhost',
]
const PROTOCOL_RELATIVE = /^\s*[/\\]{2}/

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Every URL the page hands the browser: href, action and formaction attributes, and URL fields of island props. */
function renderedUrls(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|action|formaction)="([^"]*)"/gi)].map((m) => decode(m[1] ?? ''))
  const props = [...decode(html).matchAll(/"(?:href|action|back|url|path)":"((?:[^"\\]|\\.)*)"/g)].map(
    (m) => JSON.parse(`"${m[1] ?? ''}"`) as string,
  )
  return [...attributes, ...props]
}

interface Visit {
  status: number
  location: string | null
  urls: string[]
}

/** Requests the path and follows redirects within the shop (at most three hops), reading every answer. */
async function visit(host: string, path: string, headers: Record<string, string> = {}): Promise<Visit[]> {
  const visits: Visit[] = []
  let next: { host: string; path: string } | undefined = { host, path }
  for (let hop = 0; next && hop < 4; hop++) {
    const response: Response = await fetchWorker(next.path, { host: next.host, headers: { host: next.host, ...headers } })
    const location = response.headers.get('location')
    const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : (await response.body?.cancel(), '')
    visits.push({ status: response.status, location, urls: renderedUrls(html) })
    const target: URL | undefined = location ? new URL(location, `http://${next.host}`) : undefined
    next = target && HOSTS.includes(target.hostname) ? { host: target.hostname, path: target.pathname + target.search } : undefined
  }
  return visits
}

function expectNoProtocolRelative(visits: Visit[], what: string): void {
  for (const { location, urls } of visits) {
    if (location) {
      expect(location, `Location for ${what}`).not.toMatch(PROTOCOL_RELATIVE)
      expect(new URL(location, 'http://base.invalid').pathname, `Location for ${what}`).not.toMatch(PROTOCOL_RELATIVE)
    }
    for (const url of urls) expect(url, `a link on ${what}`).not.toMatch(PROTOCOL_RELATIVE)
  }
}

describe('links and redirects built from the request path', () => {
  // 404 pages log a warning each; an error-level line still fails the test (test/setup/quiet-console.ts).
  beforeAll(() => {
    for (const method of ['log', 'warn'] as const) vi.spyOn(console, method).mockImplementation(() => undefined)
  })
  afterAll(() => vi.restoreAllMocks())

  it('redirects a path with repeated slashes once, permanently, to its collapsed form', async () => {
    const response = await fetchWorker('/fr//evil.example?_promo=1', { host: 'cards.ch.localhost' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('http://cards.ch.localhost/fr/evil.example?_promo=1')
    const backslash = await fetchWorker('/\\\\evil.example', { host: 'poster.de.localhost' })
    expect(backslash.status).toBe(301)
    expect(backslash.headers.get('location')).toBe('http://poster.de.localhost/evil.example')
  })

  it('gives the collapsed page language links within the site', async () => {
    const [, page] = await visit('cards.ch.localhost', '/fr//evil.example')
    expect(page?.status).toBe(404)
    expect(page?.urls).toContain('/evil.example/')
    expect(page?.urls).toContain('/it/evil.example/')
  })

  it.each(
    HOSTS.flatMap((host) =>
      [
        '/fr//evil.example',
        '//evil.example',
        '/\\evil.example',
        '/de/%2f%2fevil.example',
        '/d//fr//\\evil.example/x',
        '//poster',
        '/_icons//evil.example',
        '//_icons',
      ].map((path) => [host, path]),
    ),
  )('renders no protocol-relative link or Location on %s for %s', async (host, path) => {
    expectNoProtocolRelative(await visit(host, path), `${host}${path}`)
  })

  it('keeps the calculator form action on the page itself', async () => {
    const visits = await visit('poster.de.localhost', '//poster')
    expect(visits.at(-1)?.status).toBe(200)
    expect(visits.at(-1)?.urls).toContain('/poster')
    expectNoProtocolRelative(visits, '//poster')
  })

  it('never turns the designer page’s Referer into a protocol-relative back link', async () => {
    for (const referer of [
      'http://poster.de.localhost//evil.example/x',
      'http://poster.de.localhost/\\evil.example/x',
      'http://poster.de.localhost///evil.example/poster',
    ]) {
      const visits = await visit('poster.de.localhost', '/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=de-DE', {
        referer,
      })
      expect(visits[0]?.status).toBe(200)
      expectNoProtocolRelative(visits, `designer with Referer ${referer}`)
    }
  })

  const separator = fc.constantFrom(
    '//',
    '/\\',
    '\\/',
    '///',
    '/\\\\',
    '/%2f%2f',
    '/%2F%5C',
    '/%5c',
    '/./',
    '/../',
    '/.//',
    '/..//',
    '/%2e/',
    '/%2e%2e/%2f',
    '/.%2E//',
    '/a/..//',
  )
  const prefix = fc.constantFrom('', '/fr', '/de', '/it', '/nl', '/d', '/d/fr', '/w/it', '/en')
  const target = fc.constantFrom('evil.example', 'evil.example/x', 'evil.example/', 'poster', 'fotokalender/', '@evil.example', '')
  const query = fc.constantFrom('', '?_promo=1', '?next=//evil.example')
  const hostilePath = fc
    .tuple(prefix, separator, target, fc.option(separator, { nil: '' }), query)
    .map(([p, s, t, s2, q]) => `${p}${s}${t}${s2}${q}`)

  it('renders no protocol-relative link or Location for any path built from repeated slashes and backslashes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HOSTS), hostilePath, async (host, path) => {
        expectNoProtocolRelative(await visit(host, path), `${host}${path}`)
      }),
      // Each run renders up to four answers; fast-check draws a new seed every run, so CI explores new input each time.
      { numRuns: 60 },
    )
  }, 300_000)
})
