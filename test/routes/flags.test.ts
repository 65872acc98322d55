// Flags at the edge: a readable split-key cookie bound to the host, set only with consent (unless configured otherwise),
// stable treatments, nothing for crawlers, off on failure, a debug panel only where no shopper is, and treatments in the
// page cache key.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FLAGS_KEY } from '../../src/cache/keys'
import { fetchWorker, resetCaches } from './fetch-worker'
import { expectErrorLog } from '../setup/quiet-console'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const KEY = '3f1f0c4e-8b7a-4c2d-9e1f-0a1b2c3d4e5f'
/** A shopper who granted consent and holds a split key: the cookie header up to the key. */
const CONSENTED = '__Host-consent=granted; __Host-split_key='
beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('flag definitions')
  await env.STORY_CACHE.delete(FLAGS_KEY)
})
afterEach(() => vi.restoreAllMocks())

describe('feature flags', () => {
  it('give a shopper who consented a split key in a host-bound cookie scripts can read', async () => {
    const response = await fetchWorker('/', { host: 'poster.de.localhost', headers: { cookie: '__Host-consent=granted' } })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-split_key=[0-9a-f-]{36};/)
    expect(cookie).not.toContain('HttpOnly')
    expect(cookie).not.toContain('Domain')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('SameSite=Lax')
  })

  it.each([
    ['no consent choice', undefined],
    ['declined consent', '__Host-consent=declined'],
    ['declined consent and a key from before', `__Host-consent=declined; __Host-split_key=${KEY}`],
    ['only a `consent=granted` another host could have set for the parent domain', 'consent=granted'],
  ])('give a shopper with %s no key and no experiment', async (_, cookie) => {
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: 'kls-everyone', rules: [{ percentage: 100 }] }]))
    const development = { ...env, ENVIRONMENT: 'development', LEGACY_COOKIES_UNTIL: '' } as Env
    const response = await fetchWorker('/?splitDebug=1', { env: development, headers: cookie === undefined ? {} : { cookie } })
    expect(response.headers.get('set-cookie') ?? '').not.toContain('split_key=')
    expect(await response.text()).toContain('No flags evaluated')
  })

  it('give every first visit its key at once when EXPERIMENTS_NEED_CONSENT is off', async () => {
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: 'kls-everyone', rules: [{ percentage: 100 }] }]))
    const withoutConsent = { ...env, ENVIRONMENT: 'development', EXPERIMENTS_NEED_CONSENT: 'false' } as Env
    const response = await fetchWorker('/?splitDebug=1', { env: withoutConsent })
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-split_key=[0-9a-f-]{36};/)
    expect(await response.text()).toContain('kls-everyone</th><td data-treatment="on"')
    // A key from before is read without consent too.
    const known = await fetchWorker('/?splitDebug=1', { env: withoutConsent, headers: { cookie: `__Host-split_key=${KEY}` } })
    expect(known.headers.get('set-cookie')).toBeNull()
    expect(await known.text()).toContain('kls-everyone</th><td data-treatment="on"')
  })

  it('keep a known key and set no cookie', async () => {
    const response = await fetchWorker('/', { host: 'poster.de.localhost', headers: { cookie: `${CONSENTED}${KEY}` } })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('show the debug panel for splitDebug in development, and never in production', async () => {
    const development = { ...env, ENVIRONMENT: 'development' } as Env
    const html = await (
      await fetchWorker('/?splitDebug=1', { host: 'poster.de.localhost', env: development, headers: { cookie: `${CONSENTED}${KEY}` } })
    ).text()
    expect(html).toContain('class="flag-debug"')
    expect(html).toMatch(/voll-portrait-format<\/th><td data-treatment="(on|off)"/)
    const production = { ...env, ENVIRONMENT: 'production' } as Env
    expect(await (await fetchWorker('/?_debug=1', { host: 'poster.de.localhost', env: production })).text()).not.toContain('flag-debug')
  })

  it('evaluate nothing for crawlers: no key, every flag control', async () => {
    const development = { ...env, ENVIRONMENT: 'development' } as Env
    const response = await fetchWorker('/?splitDebug=1', {
      host: 'poster.de.localhost',
      env: development,
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toContain('No flags evaluated')
  })

  it('read definitions from KV, and turn everything off when KV fails', async () => {
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: 'kls-from-kv', rules: [{ percentage: 100 }] }]))
    const development = { ...env, ENVIRONMENT: 'development' } as Env
    const html = await (await fetchWorker('/?splitDebug=1', { env: development, headers: { cookie: `${CONSENTED}${KEY}` } })).text()
    expect(html).toContain('kls-from-kv</th><td data-treatment="on"')
    forgetIsolateMemory('flag definitions')
    vi.spyOn(env.STORY_CACHE, 'get').mockRejectedValue(new Error('KV down'))
    expectErrorLog('feature-flag-initialise-failure')
    const failed = await (await fetchWorker('/?splitDebug=1', { env: development, headers: { cookie: `${CONSENTED}${KEY}` } })).text()
    expect(failed).toContain('No flags evaluated')
  })

  it('make the treatments of the flags a page reads part of the page cache key', async () => {
    await env.STORY_CACHE.put(
      FLAGS_KEY,
      JSON.stringify([
        { name: 'kls-calculator-redesign', rules: [{ percentage: 50 }] },
        { name: 'kls-half', rules: [{ percentage: 50 }] },
      ]),
    )
    const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
    const keys = Array.from({ length: 40 }, () => crypto.randomUUID())
    // The inspiration page's A/B block follows kls-calculator-redesign; kls-half is read by nothing.
    const path = `/inspiration/?run=${crypto.randomUUID()}`
    const statuses = []
    for (const key of keys)
      statuses.push((await fetchWorker(path, { env: cached, headers: { cookie: `${CONSENTED}${key}` } })).headers.get('x-page-cache'))
    // Two treatments of the one flag read, so exactly two misses: one page per treatment, the rest hits.
    expect(statuses.filter((status) => status === 'miss')).toHaveLength(2)
  })
})
