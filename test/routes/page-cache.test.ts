// The HTML page cache: anonymous public pages come from the Cache API; anything personal, preview, stale or failed never does.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_CV } from '../../src/content/demo/space'
import { FlagReader } from '../../src/domain/flags'
import { readRequestVariant } from '../../src/domain/request-variant'
import { pageBaseKey, pageKey } from '../../src/cache/keys'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
const SPLIT_KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
let unique = 0
const path = (base = '/') => `${base}?run=${Date.now()}-${++unique}`

beforeEach(() => resetCaches())

describe('page cache', () => {
  it('stores a rendered public page and serves the next request from the cache with a fresh nonce', async () => {
    const url = path()
    const headers = { cookie: `__Host-split_key=${SPLIT_KEY}` }
    const first = await fetchWorker(url, { env: cached, headers })
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const html = await first.text()
    const second = await fetchWorker(url, { env: cached, headers })
    expect(second.headers.get('x-page-cache')).toBe('hit')
    const secondHtml = await second.text()
    expect(second.headers.get('cache-control')).toBe('private, no-cache')
    const nonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
    const firstNonce = nonce(first)
    const secondNonce = nonce(second)
    expect(secondNonce).toBeTruthy()
    expect(secondNonce).not.toBe(firstNonce)
    // The same page, each with its own response's nonce on the island script; the cache holds neither nonce.
    expect(html).toContain(`nonce="${firstNonce}"`)
    expect(secondHtml).toContain(`nonce="${secondNonce}"`)
    expect(secondHtml.replaceAll(secondNonce, 'N')).toBe(html.replaceAll(firstNonce, 'N'))
    // The home page reads no flag: its key holds no treatment. Stored without any nonce, split where the nonce stood.
    const site = { host: 'cards.de.localhost', language: 'de' as const, preview: false }
    const variant = readRequestVariant({
      site,
      url: new URL(`http://cards.de.localhost${url}`),
      path: '/',
      cookie: headers.cookie,
      crawler: false,
    })
    const stored = await caches.default.match(pageKey(pageBaseKey(variant, DEMO_CV, 'dev'), [], new FlagReader()))
    const parts = (stored?.headers.get('x-page-parts') ?? '').split(',').map(Number)
    const body = (await stored?.text()) ?? ''
    expect(body).not.toContain(firstNonce)
    expect(parts.length).toBe(html.split(firstNonce).length)
    let offset = 0
    const pieces = parts.map((length) => new TextDecoder().decode(new TextEncoder().encode(body).subarray(offset, (offset += length))))
    expect(pieces.join(firstNonce)).toBe(html)
  })

  it('answers from the Cache API when the isolate has forgotten the page', async () => {
    const url = path()
    const headers = { cookie: `__Host-split_key=${SPLIT_KEY}` }
    const nonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
    const first = await fetchWorker(url, { env: cached, headers })
    const html = (await first.text()).replaceAll(nonce(first), 'N')
    forgetIsolateMemory('pages')
    const again = await fetchWorker(url, { env: cached, headers })
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect((await again.text()).replaceAll(nonce(again), 'N')).toBe(html)
  })

  it('keys pages by the dismissed bars, so a dismissal is never undone by the cache', async () => {
    const url = path()
    await fetchWorker(url, { env: cached })
    const dismissed = await fetchWorker(url, { env: cached, headers: { cookie: '__Host-dismissed_bars=cards-winter-sale-de' } })
    expect(dismissed.headers.get('x-page-cache')).toBe('miss')
    expect(await dismissed.text()).not.toContain('data-island="action-bar"')
  })

  it('never caches for a request with any other cookie (sessions, personal data)', async () => {
    const url = path()
    const headers = { cookie: 'session=abc' }
    expect((await fetchWorker(url, { env: cached, headers })).headers.get('x-page-cache')).toBeNull()
    expect((await fetchWorker(url, { env: cached })).headers.get('x-page-cache')).toBe('miss')
  })

  it('never caches preview pages', async () => {
    const url = `/${await editorQuery()}&run=${++unique}`
    const first = await fetchWorker(url, { env: cached, host: 'preview.cards.de.localhost' })
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBeNull()
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(
      (await fetchWorker(url, { env: cached, host: 'preview.cards.de.localhost', headers: { cookie } })).headers.get('x-page-cache'),
    ).toBeNull()
  })

  it('never shares the designer hand-off page, whose back link follows the Referer', async () => {
    const url = `/configurator-photo-frame?materialType=poster&formatType=5000x7000&locale=de-DE&run=${++unique}`
    const from = (referer: string) =>
      fetchWorker(url, { env: cached, host: 'poster.de.localhost', headers: { referer: `http://poster.de.localhost${referer}` } })
    const first = await from('/poster')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBeNull()
    expect((await from('/leinwand')).headers.get('x-page-cache')).toBeNull()
  })

  it('never caches a 404', async () => {
    const url = path('/gibt-es-nicht/')
    await fetchWorker(url, { env: cached })
    expect((await fetchWorker(url, { env: cached })).headers.get('x-page-cache')).toBeNull()
  })

  describe('with stale content', () => {
    let cms: StoryblokMock
    beforeEach(() => {
      cms = mockStoryblok({ cv: 7 })
    })
    afterEach(() => cms.restore())

    it('never caches a page built from content past its freshness', async () => {
      const withTokens = { ...cached, ...TOKENS, STORY_CACHE_FRESH_SECONDS: '1' } as Env
      // A crawler gets its page whole, so the stale mark is in the headers however late a stale part comes on a busy
      // machine (a shopper's streamed page marks only the kept copy); crawlers' pages are kept like anyone's.
      const headers = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }
      await fetchWorker(path(), { env: withTokens, headers })
      // Three seconds on, on the pinned clock: the stories read above are past their one second, however long the
      // request above took on a busy machine.
      vi.setSystemTime(Date.now() + 3_000)
      const url = path()
      const stale = await fetchWorker(url, { env: withTokens, headers })
      expect(stale.headers.get('x-content-stale')).toBe('true')
      expect((await fetchWorker(url, { env: withTokens, headers })).headers.get('x-page-cache')).not.toBe('hit')
    })
  })
})
