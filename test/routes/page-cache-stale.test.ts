// The page cache past a page's freshness: the stale page goes out at once while one request per key renders it anew in
// the background; past the stale window it is gone, and a new cache version never answers from an older page.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageBaseKey, pageKey } from '../../src/cache/keys'
import { DEMO_CV } from '../../src/content/demo/space'
import { FlagReader } from '../../src/domain/flags'
import { readRequestVariant } from '../../src/domain/request-variant'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { pinClock } from '../setup/clock'
import { fetchWorker, resetCaches } from './fetch-worker'

const FRESH_MS = 60_000
const STALE_MS = 120_000
const cached = { ...env, PAGE_CACHE_SECONDS: String(FRESH_MS / 1000), PAGE_STALE_SECONDS: String(STALE_MS / 1000) } as Env
const SPLIT_KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
// Consent granted: only then does a visit carry a split key (EXPERIMENTS_NEED_CONSENT).
const CONSENTED = '__Host-consent=granted'
const returning = { cookie: `${CONSENTED}; __Host-split_key=${SPLIT_KEY}` }
let unique = 0
const path = () => `/?run=${Date.now()}-${++unique}`

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
const withoutNonce = async (response: Response) => (await response.text()).replaceAll(nonceOf(response), 'N')
const state = (response: Response) => response.headers.get('x-page-cache')

/** The key under which the home page (it reads no flag) is kept for a returning shopper at `url` and `cv`. */
function homeKey(url: string, cv: number): string {
  const site = { host: 'cards.de.localhost', language: 'de' as const, preview: false }
  const variant = readRequestVariant({
    site,
    url: new URL(`http://cards.de.localhost${url}`),
    path: '/',
    cookie: returning.cookie,
    crawler: false,
  })
  return pageKey(pageBaseKey(variant, cv, 'dev'), [], new FlagReader())
}

/**
 * Counts the pages written to the Cache API (each render that is kept writes its page once, beside its manifest; the
 * data centre's copy of the space version is kept there too).
 */
function countStoredPages(): () => number {
  const put = vi.spyOn(caches.default, 'put')
  return () =>
    put.mock.calls.filter(([key]) => {
      const url = String(key instanceof Request ? key.url : key)
      return url.startsWith('https://page-cache.invalid/') && !url.endsWith('&manifest')
    }).length
}

let start = 0
beforeEach(async () => {
  await resetCaches()
  start = Date.now()
})
afterEach(() => vi.restoreAllMocks())

describe('page cache past freshness', () => {
  it('answers a stale page at once with a fresh nonce, renders it once in the background, then answers it fresh', async () => {
    const url = path()
    const first = await fetchWorker(url, { env: cached, headers: returning })
    expect(state(first)).toBe('miss')
    const html = await withoutNonce(first)
    const stored = countStoredPages()

    pinClock(start + FRESH_MS + 1_000)
    const stale = await fetchWorker(url, { env: cached, headers: returning })
    expect(state(stale)).toBe('stale')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('cache-control')).toBe('private, no-cache')
    expect(stale.headers.get('x-frame-options')).toBe('DENY')
    expect(stale.headers.get('x-content-type-options')).toBe('nosniff')
    expect(nonceOf(stale)).toBeTruthy()
    expect(nonceOf(stale)).not.toBe(nonceOf(first))
    const staleHtml = await stale.clone().text()
    expect(staleHtml).toContain(`nonce="${nonceOf(stale)}"`)
    expect(staleHtml).not.toContain(nonceOf(first))
    expect(await withoutNonce(stale)).toBe(html)
    // fetchWorker waits for the background work: the page has been rendered and kept anew, once.
    expect(stored()).toBe(1)
    const renewed = await caches.default.match(homeKey(url, DEMO_CV))
    expect(Number(renewed?.headers.get('x-page-fresh-until'))).toBeGreaterThanOrEqual(start + FRESH_MS + 1_000 + FRESH_MS)

    const fresh = await fetchWorker(url, { env: cached, headers: returning })
    expect(state(fresh)).toBe('hit')
    expect(await withoutNonce(fresh)).toBe(html)
    expect(stored()).toBe(1)
  })

  it('makes one background render of two stale requests at once', async () => {
    const url = path()
    expect(state(await fetchWorker(url, { env: cached, headers: returning }))).toBe('miss')
    const stored = countStoredPages()
    pinClock(start + FRESH_MS + 1_000)
    const answers = await Promise.all([
      fetchWorker(url, { env: cached, headers: returning }),
      fetchWorker(url, { env: cached, headers: returning }),
    ])
    expect(answers.map(state)).toEqual(['stale', 'stale'])
    expect(stored()).toBe(1)
    expect(state(await fetchWorker(url, { env: cached, headers: returning }))).toBe('hit')
  })

  it('gives a first visit served stale its split key, and renders the page anew', async () => {
    const url = path()
    const firstVisit = { cookie: CONSENTED }
    expect(state(await fetchWorker(url, { env: cached, headers: firstVisit }))).toBe('miss')
    const stored = countStoredPages()
    pinClock(start + FRESH_MS + 1_000)
    const stale = await fetchWorker(url, { env: cached, headers: firstVisit })
    expect(state(stale)).toBe('stale')
    expect(stale.headers.getSetCookie().some((cookie) => /^__Host-split_key=[0-9a-f-]{36};/.test(cookie))).toBe(true)
    expect(stored()).toBe(1)
    expect(state(await fetchWorker(url, { env: cached, headers: firstVisit }))).toBe('hit')
  })

  it('renders a stale page anew from fresh stories when its stories are past their freshness too, and keeps it', async () => {
    // Stories fresh for half a page's freshness: when the page goes stale, so have the stories it was built from.
    const shortStories = { ...cached, STORY_CACHE_FRESH_SECONDS: String(FRESH_MS / 2000) } as Env
    const url = path()
    expect(state(await fetchWorker(url, { env: shortStories, headers: returning }))).toBe('miss')
    const stored = countStoredPages()
    const warn = vi.spyOn(console, 'warn')
    pinClock(start + FRESH_MS + 1_000)
    const stale = await fetchWorker(url, { env: shortStories, headers: returning })
    expect(state(stale)).toBe('stale')
    // The background render waited for the stories' refresh instead of rendering from the stale ones (which a page
    // cache never keeps), so the page is kept anew and no refresh is reported as failed.
    expect(stored()).toBe(1)
    expect(
      warn.mock.calls
        .flat()
        .map(String)
        .filter((line) => line.includes('page-cache-refresh-failed')),
    ).toEqual([])
    const fresh = await fetchWorker(url, { env: shortStories, headers: returning })
    expect(state(fresh)).toBe('hit')
    expect(fresh.headers.get('x-content-stale')).toBeNull()
  })

  it('renders a page past its stale window anew before answering', async () => {
    const url = path()
    expect(state(await fetchWorker(url, { env: cached, headers: returning }))).toBe('miss')
    pinClock(start + FRESH_MS + STALE_MS + 1_000)
    expect(state(await fetchWorker(url, { env: cached, headers: returning }))).toBe('miss')
    expect(state(await fetchWorker(url, { env: cached, headers: returning }))).toBe('hit')
  })

  describe('after a publish', () => {
    let cms: StoryblokMock
    const withTokens = { ...cached, ...TOKENS } as Env
    beforeEach(() => {
      cms = mockStoryblok({ cv: 7 })
    })
    afterEach(() => cms.restore())

    it('never answers from a page of the older cache version, however fresh or stale it is', async () => {
      const url = path()
      expect(state(await fetchWorker(url, { env: withTokens, headers: returning }))).toBe('miss')
      expect(await caches.default.match(homeKey(url, 7))).toBeDefined()
      cms.cv = 8
      // Still within the old page's stale window: another page teaches the Worker the new version (its background
      // check, due after CV_CHECK_MS), and the old page is no longer looked up at all.
      pinClock(start + FRESH_MS + 1_000)
      await fetchWorker('/gibt-es-nicht/', { env: withTokens, headers: returning })
      const after = await fetchWorker(url, { env: withTokens, headers: returning })
      expect(after.status).toBe(200)
      expect(state(after)).toBe('miss')
      expect(cms.storyCalls().at(-1)).toMatch(/[?&]cv=8\b/)
      expect(await caches.default.match(homeKey(url, 8))).toBeDefined()
    })
  })
})
