// The page cache, first in the app (src/middleware/page-cache.ts): a page's GET is read once, a kept page is answered
// before any tier with what the tiers would have added to it, and every request the page cache must not answer goes on
// to the tiers, which take its reading instead of reading the request again.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../../src/domain/crypto'
import worker from '../../src/index'
import { createCustomer } from '../api/customers/harness'
import { fetchWorker, resetCaches } from './fetch-worker'

const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
const SPLIT_KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
const RETURNING = { cookie: `__Host-consent=granted; __Host-split_key=${SPLIT_KEY}` }
let unique = 0
const fresh = (base = '/') => `${base}?run=${Date.now()}-${++unique}`

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

/** A response's headers with what differs per answer (its nonce, its request id, miss or hit) taken out. */
function comparable(response: Response): Record<string, string> {
  const nonce = nonceOf(response)
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id' && name !== 'x-page-cache'))
  return { ...headers, 'content-security-policy': (headers['content-security-policy'] ?? '').replace(nonce, 'NONCE') }
}

/** The page-cache look-ups (a page's flag manifest, or the page itself) made while `run` runs, and what it returned. */
async function pageLookups<T>(run: () => Promise<T>): Promise<[T, string[]]> {
  const match = caches.default.match.bind(caches.default)
  const keys: string[] = []
  caches.default.match = (...args: Parameters<typeof match>) => {
    const key = args[0] instanceof Request ? args[0].url : String(args[0])
    if (key.startsWith('https://page-cache.invalid/')) keys.push(key)
    return match(...args)
  }
  try {
    return [await run(), keys]
  } finally {
    caches.default.match = match
  }
}

const request = (path: string) => new Request(`http://cards.de.localhost${path}`, { headers: { host: 'cards.de.localhost' } })

beforeEach(() => resetCaches())

describe('the page cache, first in the app', () => {
  it.each([
    ['a returning shopper', RETURNING],
    ['a first visit', {}],
  ])('answers %s with the page and the headers its render went out with, and a nonce of its own', async (_, headers) => {
    const url = fresh()
    const rendered = await fetchWorker(url, { env: cached, headers })
    expect(rendered.headers.get('x-page-cache')).toBe('miss')
    const kept = await fetchWorker(url, { env: cached, headers })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(kept.headers.get('x-request-id')).toBeTruthy()
    expect(comparable(kept)).toEqual(comparable(rendered))
    const nonce = nonceOf(kept)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonce).not.toBe(nonceOf(rendered))
    const html = await kept.text()
    expect(html.split(nonce).length).toBeGreaterThan(2)
    expect(html.replaceAll(nonce, 'NONCE')).toBe((await rendered.text()).replaceAll(nonceOf(rendered), 'NONCE'))
  })

  it('gives each of two answers made one after the other its own nonce, read only afterwards', async () => {
    const url = fresh()
    await fetchWorker(url, { env: cached, headers: RETURNING })
    const first = await fetchWorker(url, { env: cached, headers: RETURNING })
    const second = await fetchWorker(url, { env: cached, headers: RETURNING })
    for (const answer of [first, second]) {
      expect(answer.headers.get('x-page-cache')).toBe('hit')
      const nonce = nonceOf(answer)
      const html = await answer.text()
      expect(html.split(nonce).length).toBeGreaterThan(2)
      expect([...html.matchAll(/nonce="([^"]+)"/g)].every(([, value]) => value === nonce)).toBe(true)
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second))
  })

  it('hands a first visit its split key with the kept page, as with a rendered one', async () => {
    const consentOnly = { ...cached, EXPERIMENTS_NEED_CONSENT: 'false' } as Env
    const url = fresh()
    const rendered = await fetchWorker(url, { env: consentOnly })
    const kept = await fetchWorker(url, { env: consentOnly })
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    for (const answer of [rendered, kept]) {
      expect(answer.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^__Host-split_key=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/),
      ])
    }
    expect(kept.headers.getSetCookie()).not.toEqual(rendered.headers.getSetCookie())
  })

  it("looks a first visit's page up once, though it is handed a split key on the way", async () => {
    const consentOnly = { ...cached, EXPERIMENTS_NEED_CONSENT: 'false' } as Env
    // A page rendered first: the space's cache version is known, so a page is looked up.
    await fetchWorker(fresh(), { env: consentOnly, headers: RETURNING })
    const url = fresh()
    const ctx = createExecutionContext()
    let lookups: string[] = []
    // Until the answer leaves: what the page store reads afterwards, to keep the page, is no look-up.
    const rendered = await pageLookups(async () => worker.fetch(request(url), consentOnly, ctx)).then(([response, keys]) => {
      lookups = keys
      return response
    })
    await rendered.arrayBuffer()
    await waitOnExecutionContext(ctx)
    expect(rendered.headers.get('x-page-cache')).toBe('miss')
    const manifests = lookups.filter((key) => key.endsWith('&manifest'))
    expect(manifests).toHaveLength(1)
    expect(decodeURIComponent(manifests[0] ?? '')).toContain(url.slice(2))
  })

  it('keeps pages per build: a deploy answers no page another build rendered', async () => {
    const url = fresh()
    const build = (version: string) => ({ ...cached, BUILD_VERSION: version }) as Env
    await fetchWorker(url, { env: build('a1b2c3d'), headers: RETURNING })
    expect((await fetchWorker(url, { env: build('a1b2c3d'), headers: RETURNING })).headers.get('x-page-cache')).toBe('hit')
    expect((await fetchWorker(url, { env: build('e4f5a6b'), headers: RETURNING })).headers.get('x-page-cache')).toBe('miss')
  })

  it.each<[string, number, (url: string) => Parameters<typeof fetchWorker>]>([
    ['a HEAD', 200, (url) => [url, { method: 'HEAD', headers: RETURNING }]],
    ['credentials', 200, (url) => [url, { headers: { ...RETURNING, authorization: 'Basic dTpw' } }]],
    ['a session cookie', 200, (url) => [url, { headers: { cookie: `${RETURNING.cookie}; __Host-session=abc` } }]],
    ['a preview host', 401, (url) => [url, { host: 'preview.cards.de.localhost', headers: RETURNING }]],
    ['repeated slashes', 301, (url) => [`/${url}`, { headers: RETURNING }]],
    ['an unknown host', 404, (url) => [url, { host: 'elsewhere.example', headers: RETURNING }]],
  ])('leaves %s to the tiers, though a page is kept for its URL', async (_, status, make) => {
    const url = fresh()
    await fetchWorker(url, { env: cached, headers: RETURNING })
    expect((await fetchWorker(url, { env: cached, headers: RETURNING })).headers.get('x-page-cache')).toBe('hit')
    const [path, options] = make(url)
    const response = await fetchWorker(path, { ...options, env: cached })
    expect(response.status).toBe(status)
    expect(response.headers.get('x-page-cache')).toBeNull()
  })

  it.each(['/_image/w_400/demo/a.jpg', '/web-api/cart', '/robots.txt', '/sitemap.xml'])(
    'sends %s, never a page, on to the tiers without asking the page cache',
    async (path) => {
      // A page rendered first: the space's cache version is known, so a page path would be looked up.
      await fetchWorker(fresh(), { env: cached, headers: RETURNING })
      expect((await pageLookups(() => fetchWorker(path, { env: cached, headers: RETURNING })))[1]).toEqual([])
      // A page path the cache has nothing for is looked up.
      expect((await pageLookups(() => fetchWorker(fresh(), { env: cached, headers: RETURNING })))[1]).not.toEqual([])
    },
  )

  it('answers old cookie names from the page cache with the rewritten cookies, as a render does', async () => {
    const migrating = { ...cached, LEGACY_COOKIES_UNTIL: new Date(Date.now() + 86_400_000).toISOString() } as Env
    const url = fresh()
    await fetchWorker(url, { env: migrating, headers: RETURNING })
    const old = { cookie: `${RETURNING.cookie}; consent=granted` }
    const response = await fetchWorker(url, { env: migrating, headers: old })
    expect(response.headers.get('x-page-cache')).toBe('hit')
    expect(response.headers.get('set-cookie')).toContain('consent=; Max-Age=0')
  })

  it('checks a password-reset link every time it is opened, and never keeps its page, which holds the token', async () => {
    const customer = await createCustomer()
    const token = `door${String(++unique).padStart(39, '0')}`
    const hash = await sha256Hex(token)
    await env.DB.prepare('INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(hash, customer.id, Date.now(), Date.now() + 60 * 60 * 1000)
      .run()
    const url = `${fresh()}&customer=password-confirm&token=${token}`
    for (let open = 0; open < 2; open += 1) {
      const page = await fetchWorker(url, { env: cached })
      expect(page.status).toBe(200)
      expect(page.headers.get('x-page-cache')).toBeNull()
      expect(await page.text()).toContain(`<input type="hidden" name="token" value="${token}"/>`)
    }
    // The link is used up: opened again, it says so.
    await env.DB.prepare('DELETE FROM password_resets WHERE token_hash = ?').bind(hash).run()
    const response = await fetchWorker(url, { env: cached })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('customer=password-token-invalid')
  })
})
