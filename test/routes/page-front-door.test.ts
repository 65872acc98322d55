// The page cache's front door (src/middleware/page-front-door.ts): a kept page is answered before the app routes the
// request, exactly as the app's own page cache would answer it, and every request the app must see still reaches it.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { app, renderAgain } from '../../src/app'
import { sha256Hex } from '../../src/domain/crypto'
import { answerFromPageCache } from '../../src/middleware/page-front-door'
import { createCustomer } from '../api/customers/harness'
import { fetchWorker, resetCaches } from './fetch-worker'

const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
const SPLIT_KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
const RETURNING = { cookie: `__Host-consent=granted; __Host-split_key=${SPLIT_KEY}` }
let unique = 0
const fresh = (base = '/') => `${base}?run=${Date.now()}-${++unique}`

beforeEach(() => resetCaches())

function request(path: string, init: { host?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  const host = init.host ?? 'cards.de.localhost'
  return new Request(`http://${host}${path}`, { method: init.method ?? 'GET', headers: { host, ...init.headers }, redirect: 'manual' })
}

/** What the front door answers on its own: a response, or undefined when it leaves the request to the app. */
async function atTheDoor(incoming: Request, bindings: Env = cached): Promise<Response | undefined> {
  const ctx = createExecutionContext()
  const response = await answerFromPageCache(incoming, bindings, ctx, renderAgain)
  const body = response ? await response.arrayBuffer() : undefined
  await waitOnExecutionContext(ctx)
  return response && new Response(body, response)
}

/** The same request through the app alone, past the front door. */
async function throughTheApp(incoming: Request, bindings: Env = cached): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(incoming, bindings, ctx)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

/** A response's headers with what differs per response (its nonce, its request id) taken out. */
function comparable(response: Response): Record<string, string> {
  const nonce = nonceOf(response)
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'))
  return { ...headers, 'content-security-policy': (headers['content-security-policy'] ?? '').replace(nonce, 'NONCE') }
}

describe('the front door', () => {
  it.each([
    ['a returning shopper', RETURNING],
    ['a first visit', {}],
  ])('answers %s exactly as the app answers from its page cache', async (_, headers) => {
    const url = fresh()
    expect((await fetchWorker(url, { env: cached, headers })).headers.get('x-page-cache')).toBe('miss')
    const door = await atTheDoor(request(url, { headers }))
    const inApp = await throughTheApp(request(url, { headers }))
    expect(door?.status).toBe(200)
    expect(door?.headers.get('x-page-cache')).toBe('hit')
    expect(door?.headers.get('x-request-id')).toBeTruthy()
    expect(inApp.headers.get('x-page-cache')).toBe('hit')
    expect(comparable(door!)).toEqual(comparable(inApp))
    const doorNonce = nonceOf(door!)
    expect(doorNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(doorNonce).not.toBe(nonceOf(inApp))
    const doorHtml = await door!.text()
    expect(doorHtml.split(doorNonce).length).toBeGreaterThan(2)
    expect(doorHtml.replaceAll(doorNonce, 'NONCE')).toBe((await inApp.text()).replaceAll(nonceOf(inApp), 'NONCE'))
  })

  it('gives each of two answers made one after the other its own nonce, read only afterwards', async () => {
    const url = fresh()
    await fetchWorker(url, { env: cached, headers: RETURNING })
    const ctx = createExecutionContext()
    const first = await answerFromPageCache(request(url, { headers: RETURNING }), cached, ctx, renderAgain)
    const second = await answerFromPageCache(request(url, { headers: RETURNING }), cached, ctx, renderAgain)
    await waitOnExecutionContext(ctx)
    for (const answer of [first, second]) {
      const nonce = nonceOf(answer!)
      const html = await answer!.text()
      expect(html.split(nonce).length).toBeGreaterThan(2)
      expect([...html.matchAll(/nonce="([^"]+)"/g)].every(([, value]) => value === nonce)).toBe(true)
    }
    expect(nonceOf(first!)).not.toBe(nonceOf(second!))
  })

  it('hands a first visit its split key with the kept page, as the app does', async () => {
    const consentOnly = { ...cached, EXPERIMENTS_NEED_CONSENT: 'false' } as Env
    const url = fresh()
    await fetchWorker(url, { env: consentOnly })
    const door = await atTheDoor(request(url), consentOnly)
    expect(door?.headers.get('x-page-cache')).toBe('hit')
    expect(door?.headers.get('set-cookie')).toMatch(/^__Host-split_key=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/)
  })

  it('keeps pages per build: a deploy answers no page another build rendered', async () => {
    const url = fresh()
    const build = (version: string) => ({ ...cached, BUILD_VERSION: version }) as Env
    await fetchWorker(url, { env: build('a1b2c3d'), headers: RETURNING })
    expect((await atTheDoor(request(url, { headers: RETURNING }), build('a1b2c3d')))?.headers.get('x-page-cache')).toBe('hit')
    expect(await atTheDoor(request(url, { headers: RETURNING }), build('e4f5a6b'))).toBeUndefined()
    expect((await fetchWorker(url, { env: build('e4f5a6b'), headers: RETURNING })).headers.get('x-page-cache')).toBe('miss')
  })

  it.each<[string, (url: string) => Request]>([
    ['a HEAD', (url) => request(url, { method: 'HEAD', headers: RETURNING })],
    ['credentials', (url) => request(url, { headers: { ...RETURNING, authorization: 'Basic dTpw' } })],
    ['a session cookie', (url) => request(url, { headers: { cookie: `${RETURNING.cookie}; __Host-session=abc` } })],
    ['a preview host', (url) => request(url, { host: 'preview.cards.de.localhost', headers: RETURNING })],
    ['repeated slashes', (url) => request(`/${url}`, { headers: RETURNING })],
    ['an unknown host', (url) => request(url, { host: 'elsewhere.example', headers: RETURNING })],
  ])('leaves %s to the app, though a page is kept for its URL', async (_, make) => {
    const url = fresh()
    await fetchWorker(url, { env: cached, headers: RETURNING })
    expect((await atTheDoor(request(url, { headers: RETURNING })))?.headers.get('x-page-cache')).toBe('hit')
    expect(await atTheDoor(make(url))).toBeUndefined()
  })

  it.each(['/_image/w_400/demo/a.jpg', '/web-api/cart', '/price-api/prices/formats', '/robots.txt', '/sitemap.xml'])(
    'sends %s, never a page, to the app without asking the page cache',
    async (path) => {
      // A page rendered first: the space's cache version is known, so a page path would be looked up.
      await fetchWorker(fresh(), { env: cached, headers: RETURNING })
      const match = caches.default.match.bind(caches.default)
      let lookups = 0
      caches.default.match = (...args: Parameters<typeof match>) => {
        lookups += 1
        return match(...args)
      }
      try {
        expect(await atTheDoor(request(path, { headers: RETURNING }))).toBeUndefined()
        expect(lookups).toBe(0)
        // A page path the cache has nothing for is looked up.
        expect(await atTheDoor(request(fresh(), { headers: RETURNING }))).toBeUndefined()
        expect(lookups).toBeGreaterThan(0)
      } finally {
        caches.default.match = match
      }
    },
  )

  it('leaves old cookie names to the app, which rewrites them', async () => {
    const migrating = { ...cached, LEGACY_COOKIES_UNTIL: new Date(Date.now() + 86_400_000).toISOString() } as Env
    const url = fresh()
    await fetchWorker(url, { env: migrating, headers: RETURNING })
    const old = { cookie: `${RETURNING.cookie}; consent=granted` }
    expect(await atTheDoor(request(url, { headers: old }), migrating)).toBeUndefined()
    const response = await fetchWorker(url, { env: migrating, headers: old })
    expect(response.headers.get('x-page-cache')).toBe('hit')
    expect(response.headers.get('set-cookie')).toContain('consent=; Max-Age=0')
  })

  it('leaves a password-reset link to the app, which checks it every time it is opened', async () => {
    const customer = await createCustomer()
    const token = `door${String(++unique).padStart(39, '0')}`
    const hash = await sha256Hex(token)
    await env.DB.prepare('INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(hash, customer.id, Date.now(), Date.now() + 60 * 60 * 1000)
      .run()
    const url = `${fresh()}&customer=password-confirm&token=${token}`
    const open = await fetchWorker(url, { env: cached })
    expect(open.status).toBe(200)
    expect(await open.text()).toContain(`<input type="hidden" name="token" value="${token}"/>`)
    expect(await atTheDoor(request(url))).toBeUndefined()
    // The link is used up: opened again, it says so.
    await env.DB.prepare('DELETE FROM password_resets WHERE token_hash = ?').bind(hash).run()
    expect(await atTheDoor(request(url))).toBeUndefined()
    const response = await fetchWorker(url, { env: cached })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('customer=password-token-invalid')
  })

  it('renders a stale page anew in the background, through the app', async () => {
    const briefly = { ...cached, PAGE_CACHE_SECONDS: '1', PAGE_STALE_SECONDS: '3600' } as Env
    const url = fresh()
    await fetchWorker(url, { env: briefly, headers: RETURNING })
    const realNow = Date.now
    Date.now = () => realNow() + 5_000
    try {
      const stale = await atTheDoor(request(url, { headers: RETURNING }), briefly)
      expect(stale?.headers.get('x-page-cache')).toBe('stale')
      expect((await atTheDoor(request(url, { headers: RETURNING }), briefly))?.headers.get('x-page-cache')).toBe('hit')
    } finally {
      Date.now = realNow
    }
  })
})
