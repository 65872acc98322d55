// Whatever arrives — path, Host header, query — the shop answers with a page, a redirect or a 404: never a 500, never an
// exception, never a Location outside the configured hosts.
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getConfig } from '../../src/config'
import { fetchWorker } from './fetch-worker'

const config = getConfig(env)
const hosts = [...config.hosts.keys()]
const ALLOWED_STATUS = new Set([200, 301, 302, 307, 308, 404])

// Random plausible slugs are real CMS misses (a CMS call and a KV write each), so they get a smaller share than the
// hostile and structural segments, which never reach the CMS; both stay open-ended.
const segment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'de',
      'fr',
      'it',
      'nl',
      'en',
      'xx',
      'd',
      'w',
      'themes',
      'products',
      'kalender-gestalten',
      'fotokalender',
      'poster',
      '_icons',
      'error',
      'layout',
      'home',
      'posterdruck',
      'kundenkonto',
      'configurator-card',
      '..',
      '.',
      '',
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '%2e%2e',
      '%2F',
      '%5C',
      '%00',
      '%E0%A4%A',
      '%',
      '%zz',
      '%C0%AF',
      '\\',
      '\\evil.example',
      '@evil.example',
      'evil.example',
      'https:',
      'javascript:alert(1)',
      '%0d%0aSet-Cookie:x=1',
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_.~-]{1,12}$/) },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map(encodeURIComponent) },
)
const path = fc.oneof(
  fc.array(segment, { maxLength: 6 }).map((parts) => '/' + parts.join('/')),
  fc.constantFrom(
    '//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/https://evil.example/',
    '/de//evil.example',
    '/fr/\\evil.example',
    '/de/%2f%2fevil.example',
  ),
  fc.integer({ min: 1000, max: 9000 }).map((n) => '/' + 'a'.repeat(n)),
)
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('_storyblok', 'next', 'redirect', 'url', 'q', '_debug', 'tracking'),
      fc.constantFrom('1', 'https://evil.example', '//evil.example', '%', ''),
    )
    .map((q) => {
      const search = new URLSearchParams(q).toString()
      return search ? `?${search}` : ''
    }),
)
const hostHeader = fc.oneof(
  fc.constantFrom(...hosts),
  fc.constantFrom(...hosts).map((h) => `${h}:8787`),
  fc.constantFrom(
    'evil.example',
    'localhost.evil.example',
    '',
    'cards.de.localhost@evil.example',
    'CARDS.DE.LOCALHOST',
    '[::1]',
    '127.0.0.1:80',
  ),
)

describe('routing under arbitrary input', () => {
  // Thousands of 404s log thousands of warnings; an error-level line still fails the test (test/setup/quiet-console.ts).
  beforeAll(() => {
    for (const method of ['log', 'warn'] as const) vi.spyOn(console, method).mockImplementation(() => undefined)
  })
  afterAll(() => vi.restoreAllMocks())

  it('answers 200, 301, 302, 307, 308 or 404 and never redirects off the configured hosts', async () => {
    await fc.assert(
      fc.asyncProperty(hostHeader, path, query, async (host, requestPath, search) => {
        let response: Response
        try {
          response = await fetchWorker(requestPath + search, { host: '127.0.0.1', headers: { host } })
        } catch (error) {
          // A path the URL parser itself refuses never reaches a Worker; anything else is a failure.
          if (error instanceof TypeError && /Invalid URL/i.test(error.message)) return
          throw error
        }
        // Preview hosts add one answer: 401 for anyone who is not a verified editor.
        const preview = config.hosts.get(host.toLowerCase().replace(/:\d+$/, ''))?.preview === true
        const allowed = ALLOWED_STATUS.has(response.status) || (preview && response.status === 401)
        expect(allowed, `${response.status} for ${host} ${requestPath}${search}`).toBe(true)
        const location = response.headers.get('location')
        if (location) {
          const target = new URL(location)
          expect(config.hosts.has(target.hostname), `Location ${location}`).toBe(true)
          expect(target.hostname).not.toContain('evil')
        }
      }),
      // Each run renders a whole page, so the runs are few; fast-check draws a new seed every run, so each CI run
      // explores new input and the input covered grows with every run.
      { numRuns: 1_000 },
    )
  }, 600_000)
})
