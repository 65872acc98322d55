// The request variant and the page cache: the key and the renderer read one value, so no spelling of a cookie (new
// names or old) can file a page under another shopper's variant; every anonymous visit (first visits and crawlers too)
// can be a hit; a first visit without consent gets the one control copy; a page is kept once per treatment of the flags
// it reads; the nonce is streamed into stored pages at its places.
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { parse as honoParseCookies } from 'hono/utils/cookie'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CV } from '../../src/content/demo/space'
import { parseConsent } from '../../src/domain/consent'
import { parseDismissedBars } from '../../src/domain/dismissed-bars'
import { evaluateFlag, evaluateFlags } from '../../src/domain/flags'
import { readRequestVariant, withTreatments, type RequestVariant } from '../../src/domain/request-variant'
import { DEMO_FLAGS } from '../../src/flags/definitions'
import { FLAGS_KEY, pageBaseKey, pageKey } from '../../src/cache/keys'
import { addDemoStories } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from './fetch-worker'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

// The old cookie names are ignored here (their migration: variant-cookies.test.ts), so no test depends on the date.
const cached = { ...env, PAGE_CACHE_SECONDS: '60', LEGACY_COOKIES_UNTIL: '' } as Env
const HOST = 'cards.de.localhost'
const SITE = { host: HOST, language: 'de' as const, preview: false }
const SPLIT_KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
/** A shopper who granted consent and holds a split key: the cookie header up to the key. */
const CONSENTED = '__Host-consent=granted; __Host-split_key='
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'
const AB_FLAG = 'kls-calculator-redesign'
const run = (path: string) => `${path}?run=${crypto.randomUUID()}`

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
const splitKeyOf = (response: Response) => /^__Host-split_key=([^;]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1]
const unescape = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
/** The consent the page's tracking island was rendered with (undefined: no tracking island). */
function renderedConsent(html: string): string | undefined {
  const props = /data-island="tracking" data-props="([^"]*)"/.exec(html)?.[1]
  return props === undefined ? undefined : (JSON.parse(unescape(props)) as { consent: string }).consent
}
const abVariant = (html: string) => new RegExp(`data-flag="${AB_FLAG}" data-variant="([ab])"`).exec(html)?.[1]

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('flag definitions')
  await env.STORY_CACHE.delete(FLAGS_KEY)
})

// Cookie headers as attackers and odd clients spell them: spaces and tabs around names and `=`, quotes,
// percent-encoding, duplicates, other letter cases, empty values, stray separators.
const space = fc.constantFrom('', ' ', '  ', '\t', ' \t')
const name = fc.constantFrom(
  '__Host-consent',
  '__Host-dismissed_bars',
  'smart_banner_dismissed',
  '__Host-split_key',
  '__host-consent',
  '__Host-consent ',
  'consent',
  'dismissed_bars',
  'split_key',
  'Consent',
  'CONSENT',
  'consen%74',
  'session',
  'split_key2',
  '',
)
const value = fc.oneof(
  fc.constantFrom(
    'granted',
    'declined',
    'unknown',
    '',
    'GRANTED',
    '%67ranted',
    'de%63lined',
    '%',
    '%zz',
    '"declined"',
    '"',
    '""',
    'un"known',
    'declined,granted',
  ),
  fc.constantFrom('cards-winter-sale-de', 'a.b', 'b.a.a', 'a%2Eb', 'bad id', '1'),
  fc.constantFrom(SPLIT_KEY, SPLIT_KEY.toUpperCase(), `"${SPLIT_KEY}"`, 'not-a-key'),
  fc.string({ maxLength: 6 }),
)
const pair = fc.tuple(space, name, space, fc.constantFrom('=', '', '=='), space, value, space).map((parts) => parts.join(''))
const cookieHeader = fc
  .array(pair, { maxLength: 6 })
  .chain((pairs) => fc.constantFrom(';', '; ', ' ;').map((separator) => pairs.join(separator)))

function variantOf(cookie: string, crawler = false, legacyCookies = false): RequestVariant {
  const url = new URL(`http://${HOST}/inspiration/?a=1`)
  const variant = readRequestVariant({ site: SITE, url, path: '/inspiration', cookie, crawler, legacyCookies })
  const key = variant.splitKey ?? SPLIT_KEY
  const treatments = crawler
    ? {}
    : evaluateFlags(DEMO_FLAGS, { brand: 'cards', locale: 'de-DE', platform: 'web', path: variant.path, userKey: key, isBot: false })
  return crawler ? variant : withTreatments(variant, key, treatments)
}

/** What the key says the page was rendered with. */
function keyFacts(key: string) {
  const query = new URL(key).searchParams
  return {
    consent: query.get('consent'),
    bars: query.get('bars'),
    banner: query.get('banner'),
    crawler: query.get('crawler'),
    flags: Object.fromEntries(
      (query.get('flags') ?? '')
        .split(',')
        .filter(Boolean)
        .map((entry) => entry.split(':')),
    ),
  }
}

describe('request variant', () => {
  it('gives the renderer exactly the variant the page cache key holds, for 10,000 spellings of the Cookie header', () => {
    fc.assert(
      fc.property(cookieHeader, fc.boolean(), fc.boolean(), (cookie, crawler, legacyCookies) => {
        const variant = variantOf(cookie, crawler, legacyCookies)
        // What the renderer reads (tracking island, action bar, smart banner, A/B block), through the same accessors.
        const rendered = {
          consent: variant.consent,
          bars: [...new Set(variant.dismissedBars)].sort().join('.'),
          banner: variant.smartBannerDismissed ? 'dismissed' : 'shown',
          crawler: variant.crawler ? '1' : '0',
          flags: { [AB_FLAG]: variant.flags.treatment(AB_FLAG) ?? '' },
        }
        const key = pageKey(pageBaseKey(variant, DEMO_CV, 'dev'), variant.flags.read(), variant.flags)
        expect(keyFacts(key)).toEqual(rendered)
        // Every other server-side reader (Hono's cookie helpers) reads the same values from the same header.
        if (variant.anonymous && !legacyCookies) {
          const hono = honoParseCookies(cookie)
          expect(variant.consent).toBe(parseConsent(hono['__Host-consent']))
          expect(variant.dismissedBars).toEqual(parseDismissedBars(hono['__Host-dismissed_bars']))
          expect(variant.smartBannerDismissed).toBe(hono.smart_banner_dismissed !== undefined)
        }
      }),
      { numRuns: 10_000 },
    )
  })

  it('files pages of a new cache version, host, path or query under new keys', () => {
    const variant = variantOf(`__Host-split_key=${SPLIT_KEY}`)
    const base = pageBaseKey(variant, DEMO_CV, 'dev')
    expect(pageBaseKey(variant, DEMO_CV + 1, 'dev')).not.toBe(base)
    expect(pageBaseKey({ ...variant, host: 'cards.at.localhost' }, DEMO_CV, 'dev')).not.toBe(base)
    expect(pageBaseKey({ ...variant, pathname: '/inspiration/x' }, DEMO_CV, 'dev')).not.toBe(base)
    // The query as sent: forms on the page echo it, so `%41` and `A` are different pages.
    expect(pageBaseKey({ ...variant, search: '?a=%41' }, DEMO_CV, 'dev')).not.toBe(
      pageBaseKey({ ...variant, search: '?a=A' }, DEMO_CV, 'dev'),
    )
  })

  it('stores every page under the key of the variant it was rendered with', async () => {
    const samples = fc.sample(
      cookieHeader.filter((cookie) => variantOf(cookie).anonymous),
      { numRuns: 12, seed: 20_251 },
    )
    for (const cookie of samples) {
      const url = run('/')
      const rendered = await (await fetchWorker(url, { env: cached, headers: { cookie } })).text()
      const variant = readRequestVariant({ site: SITE, url: new URL(`http://${HOST}${url}`), path: '/', cookie, crawler: false })
      const key = pageKey(pageBaseKey(variant, DEMO_CV, 'dev'), [], variant.flags)
      const facts = keyFacts(key)
      const stored = (await (await caches.default.match(key))?.text()) ?? ''
      for (const html of [rendered, stored]) {
        expect(renderedConsent(html), cookie).toBe(facts.consent)
        expect(html.includes('data-island="action-bar"'), cookie).toBe(!facts.bars?.split('.').includes('cards-winter-sale-de'))
      }
    }
  })

  it('keeps a request with a consent cookie spelled `__Host-consent =granted` from changing what another shopper gets', async () => {
    const url = run('/')
    const attack = await fetchWorker(url, { env: cached, headers: { cookie: `__Host-split_key=${SPLIT_KEY}; __Host-consent =granted` } })
    // The attacker's own page: consent granted, as every reader of the header sees it, filed under granted.
    expect(renderedConsent(await attack.text())).toBe('granted')
    const shopper = await fetchWorker(url, { env: cached, headers: { cookie: `__Host-split_key=${SPLIT_KEY}` } })
    expect(shopper.headers.get('x-page-cache')).toBe('miss')
    expect(renderedConsent(await shopper.text())).toBe('unknown')
    // The same trick for a dismissed bar and the smart banner (the poster brand has apps, so a banner).
    for (const [host, cookie, island] of [
      [HOST, ' __Host-dismissed_bars =cards-winter-sale-de', 'action-bar'],
      ['poster.de.localhost', 'smart_banner_dismissed\t= 1', 'smart-banner'],
    ] as const) {
      const path = run('/')
      const attacker = await fetchWorker(path, { env: cached, host, headers: { cookie: `__Host-split_key=${SPLIT_KEY}; ${cookie}` } })
      expect(await attacker.text()).not.toContain(`data-island="${island}"`)
      const other = await fetchWorker(path, { env: cached, host, headers: { cookie: `__Host-split_key=${SPLIT_KEY}` } })
      expect(other.headers.get('x-page-cache'), cookie).toBe('miss')
      expect(await other.text()).toContain(`data-island="${island}"`)
    }
  })
})

describe('page cache variants', () => {
  it('answers a first visit without a consent choice from the one control copy, and sets no split key', async () => {
    // Everyone who is evaluated gets "on" (variant b): control (a) shows that nobody was.
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: AB_FLAG, rules: [{ percentage: 100 }] }]))
    const url = run('/inspiration/')
    const statuses: (string | null)[] = []
    for (let i = 0; i < 6; i += 1) {
      const response = await fetchWorker(url, { env: cached })
      expect(response.headers.get('set-cookie')).toBeNull()
      statuses.push(response.headers.get('x-page-cache'))
      const html = await response.text()
      expect(abVariant(html)).toBe('a')
      expect(renderedConsent(html)).toBe('unknown')
    }
    expect(statuses).toEqual(['miss', ...Array<string>(5).fill('hit')])
  })

  it.each([
    ['the first visit with consent granted', { cached, cookie: '__Host-consent=granted' }],
    [
      'every first visit with EXPERIMENTS_NEED_CONSENT off',
      { cached: { ...cached, EXPERIMENTS_NEED_CONSENT: 'false' } as Env, cookie: '' },
    ],
  ])('answers %s from the cache and gives it its new split key', async (_, { cached, cookie }) => {
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: AB_FLAG, rules: [{ percentage: 50 }] }]))
    const url = run('/inspiration/')
    const keys = new Set<string>()
    const statuses: (string | null)[] = []
    for (let i = 0; i < 12; i += 1) {
      const response = await fetchWorker(url, { env: cached, headers: { cookie } })
      const key = splitKeyOf(response)
      expect(key).toMatch(UUID)
      keys.add(key ?? '')
      statuses.push(response.headers.get('x-page-cache'))
      // The page shows the treatment of the key this response hands out.
      const treatment = evaluateFlag(
        { name: AB_FLAG, rules: [{ percentage: 50 }] },
        { brand: 'cards', locale: 'de-DE', platform: 'web', path: '/inspiration', userKey: key ?? '', isBot: false },
      )
      expect(abVariant(await response.text())).toBe(treatment === 'on' ? 'b' : 'a')
    }
    // A fresh key each time; after one render per treatment every first visit is a hit.
    expect(keys.size).toBe(12)
    expect(statuses.filter((status) => status === 'miss').length).toBeLessThanOrEqual(2)
    expect(statuses.filter((status) => status === 'hit').length).toBeGreaterThanOrEqual(10)
    // Stored pages never carry anyone's cookie.
    const again = await fetchWorker(url, { env: cached, headers: { cookie: `${CONSENTED}${SPLIT_KEY}` } })
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('keeps one copy of a page that reads no flag, whatever the treatments', async () => {
    const url = run('/')
    const statuses = []
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await fetchWorker(url, { env: cached, headers: { cookie: `${CONSENTED}${crypto.randomUUID()}` } })).headers.get('x-page-cache'),
      )
    expect(statuses).toEqual(['miss', ...Array<string>(11).fill('hit')])
  })

  it('gives crawlers control treatments and one shared copy', async () => {
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: AB_FLAG, rules: [{ percentage: 100 }] }]))
    const url = run('/inspiration/')
    const first = await fetchWorker(url, { env: cached, headers: { 'user-agent': GOOGLEBOT } })
    expect(first.headers.get('set-cookie')).toBeNull()
    const html = await first.text()
    expect(abVariant(html)).toBe('a')
    expect(renderedConsent(html)).toBeUndefined()
    const second = await fetchWorker(url, { env: cached, headers: { 'user-agent': BINGBOT } })
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(abVariant(await second.text())).toBe('a')
    // A shopper is never served the crawler's copy.
    const shopper = await fetchWorker(url, { env: cached, headers: { cookie: `${CONSENTED}${SPLIT_KEY}` } })
    expect(shopper.headers.get('x-page-cache')).toBe('miss')
    expect(abVariant(await shopper.text())).toBe('b')
  })

  describe('nonce', () => {
    beforeAll(async () => {
      const content = {
        _uid: 'nonce-text',
        component: 'page',
        title: 'Platzhalter %%csp-nonce%%',
        teaser: [],
        body: [{ _uid: 'nonce-headline', component: 'Headline', text: 'Wir schreiben %%csp-nonce%% gern', level: 'h2' }],
      }
      await addDemoStories('cards', [{ full_slug: 'de-de/nonce-platzhalter', name: 'Platzhalter', content }])
    })

    it('streams each response its own nonce at every place and leaves the placeholder text in content inert', async () => {
      const url = run('/nonce-platzhalter/')
      const headers = { cookie: `__Host-split_key=${SPLIT_KEY}` }
      const miss = await fetchWorker(url, { env: cached, headers })
      expect(miss.headers.get('x-page-cache')).toBe('miss')
      const missHtml = await miss.text()
      const places = missHtml.split(nonceOf(miss)).length - 1
      expect(places).toBeGreaterThan(0)
      for (let i = 0; i < 2; i += 1) {
        const hit = await fetchWorker(url, { env: cached, headers })
        expect(hit.headers.get('x-page-cache')).toBe('hit')
        const nonce = nonceOf(hit)
        const html = await hit.text()
        expect(html.split(nonce).length - 1).toBe(places)
        expect(html).toContain(`<script type="module" src="/build/client.js" async="" nonce="${nonce}">`)
        expect(html).not.toContain(nonceOf(miss))
        expect(html).toContain('Wir schreiben %%csp-nonce%% gern')
        expect(html).toContain('Platzhalter %%csp-nonce%%')
        expect(html.replaceAll(nonce, 'N')).toBe(missHtml.replaceAll(nonceOf(miss), 'N'))
      }
    })
  })
})
