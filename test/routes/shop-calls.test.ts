// The shop API's calls on the storefront's hosts: passed on through the SHOP_API binding to the shop API Worker (the
// auxiliary worker of test/vitest.config.ts), answered as the API answers them, after the storefront's own guards; or
// passed to the configured external backend.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiApp } from '../../src/api/app'
import { SHOP_CALL_ROUTES, SITE_CALLS } from '../../src/shop-contract/calls'
import { apiEnv, call, pathOf, randomIp, uniqueEmail, unsubscribeUrlOf } from '../api/customers/harness'
import { editorQuery } from './editor-query'
import { fetchWorker } from './fetch-worker'

const HOST = 'cards.ch.localhost'
const sameSite = (host = HOST) => ({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': randomIp() })

/** The shop API Worker's own answer to the same request, in this isolate. */
async function fromApi(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const host = init.host ?? HOST
  const request = new Request(`http://${host}${path}`, { ...init, headers: { host, ...init.headers }, redirect: 'manual' })
  const ctx = createExecutionContext()
  const response = await apiApp.fetch(request, apiEnv, ctx)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

/** The headers an answer of the shop API carries (the storefront adds its security headers and request id to every answer). */
function apiHeaders(response: Response): Record<string, string | null> {
  return Object.fromEntries(
    ['content-type', 'cache-control', 'vary', 'location', 'retry-after'].map((name) => [name, response.headers.get(name)]),
  )
}

/** The storefront's bindings with the SHOP_API binding watched. */
function watchedApi() {
  const api = vi.fn((request: Request) => env.SHOP_API.fetch(request))
  return { api, watched: { ...env, SHOP_API: { fetch: api } } as unknown as Env }
}

const cartLines = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM cart_lines').first<{ n: number }>())?.n ?? 0

afterEach(() => {
  vi.restoreAllMocks()
})

describe('shop calls through the SHOP_API binding', () => {
  it.each([
    ['/price-api/prices/formats?materialType=poster', 'poster', 'de-CH'],
    ['/web-api/themes?category=hochzeit&pageSize=12', 'cards', 'en-GB'],
    ['/web-api/themes/ewige-liebe', 'cards', 'fr-FR'],
    ['/web-api/themes/nordlicht', 'cards', 'de-DE'],
    ['/web-api/card-price?id=Not%20An%20Id', 'cards', 'de-DE'],
    ['/web-api/product-selection-photo-frame/format-limits?materialType=poster', 'poster', 'de-DE'],
  ])('answers %s (%s, %s) exactly as the shop API Worker does', async (path, channel, locale) => {
    const headers = { 'x-channel': channel, 'x-locale': locale }
    const passed = await fetchWorker(path, { host: 'any.host.example', headers })
    const direct = await fromApi(path, { host: 'any.host.example', headers })
    expect(passed.status).toBe(direct.status)
    expect(apiHeaders(passed)).toEqual(apiHeaders(direct))
    expect(await passed.text()).toBe(await direct.text())
    // The storefront's answer: its security headers on top.
    expect(passed.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('passes on exactly the shop calls of the contract, each a GET', async () => {
    const routes = apiApp.routes.filter((route) => route.method === 'GET' && SHOP_CALL_ROUTES.includes(route.path))
    expect(new Set(routes.map((route) => route.path))).toEqual(new Set(SHOP_CALL_ROUTES))
    // Not a shop call: the storefront's own 404 page, never the API's JSON.
    const other = await fetchWorker('/web-api/campaign-data', {
      host: 'poster.de.localhost',
      headers: { 'x-channel': 'poster', 'x-locale': 'de-DE' },
    })
    expect(other.status).toBe(404)
    expect(other.headers.get('content-type')).toMatch(/^text\/html/)
  })
})

describe('site calls through the SHOP_API binding', () => {
  it('answers every site call of the contract in the API Worker, method by method', () => {
    const answered = apiApp.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)
    for (const [method, route] of SITE_CALLS) expect(answered).toContain(`${method} ${route}`)
  })

  it('puts a voucher into the cart for the site of the host and markers, in its language, as the API answers it', async () => {
    const init = { method: 'POST', body: JSON.stringify({ amount: 50 }) }
    const headers = { ...sameSite(), 'content-type': 'application/json' }
    const passed = await fetchWorker('/fr/web-api/voucher', { host: HOST, ...init, headers })
    const direct = await fromApi('/fr/web-api/voucher', { ...init, headers: { ...headers, 'cf-connecting-ip': randomIp() } })
    expect(passed.status).toBe(200)
    expect(apiHeaders(passed)).toEqual(apiHeaders(direct))
    type Answer = { payload: { line: { id: number; label: string; currency: string } }; message: { text: string } }
    const body = (await passed.json()) as Answer
    const same = (answer: Answer) => ({ ...answer, payload: { ...answer.payload, line: { ...answer.payload.line, id: 0 } } })
    expect(same(body)).toEqual(same((await direct.json()) as Answer))
    expect(body.payload.line).toMatchObject({ label: 'Bon cadeau de 50.00\u00a0CHF', currency: 'chf' })
    const attributes = (response: Response) =>
      response.headers.getSetCookie().map((line) => line.replace(/^(__Host-cart)=[^;]+/, '$1=…').replace(/Expires=[^;]+/, 'Expires=…'))
    expect(attributes(passed)).toEqual(attributes(direct))
    const cookie = passed.headers.getSetCookie().find((line) => line.startsWith('__Host-cart='))

    // The cart the binding wrote is the customer's, read back through the binding with the cookie.
    const data = await fetchWorker('/fr/web-api/customer-data', { host: HOST, headers: { cookie: cookie?.split(';')[0] ?? '' } })
    expect(data.headers.get('cache-control')).toBe('private, no-store')
    expect(((await data.json()) as { payload: { order: { cartArticlesAmount: number } } }).payload.order.cartArticlesAmount).toBe(1)
  })

  it('answers a plain form post with the API’s 303 back to the site, never following it', async () => {
    const form = new URLSearchParams({ amount: '25', back: '/fr/gift-voucher?x=1' }).toString()
    const headers = { ...sameSite(), 'content-type': 'application/x-www-form-urlencoded' }
    const passed = await fetchWorker('/fr/web-api/voucher', { host: HOST, method: 'POST', headers, body: form })
    expect(passed.status).toBe(303)
    expect(passed.headers.get('location')).toBe('http://cards.ch.localhost/fr/gift-voucher?x=1&cart=voucher-added')
    expect(passed.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses a cross-site post and an oversized body in the storefront: nothing reaches the API', async () => {
    const { api, watched } = watchedApi()
    const before = await cartLines()
    const crossSite = await fetchWorker('/web-api/voucher', {
      env: watched,
      host: HOST,
      method: 'POST',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 50 }),
    })
    const oversized = await fetchWorker('/web-api/customer-login', {
      env: watched,
      host: HOST,
      method: 'POST',
      headers: { ...sameSite(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(17 * 1024) }),
    })
    expect([crossSite.status, oversized.status]).toEqual([403, 413])
    expect(crossSite.headers.get('cache-control')).toBe('private, no-store')
    expect(api).not.toHaveBeenCalled()
    expect(await cartLines()).toBe(before)
  })

  it('lets a mail provider’s cross-site one-click unsubscribe through to the API; GET only asks', async () => {
    const email = uniqueEmail('one-click')
    expect((await call('/fr/newsletter/subscribe', { host: HOST, form: { email } })).status).toBe(303)
    const url = await unsubscribeUrlOf(email)
    const subscribed = () => env.DB.prepare('SELECT 1 FROM newsletter_subscriptions WHERE email_key = ?').bind(email).first()
    const page = await fetchWorker(pathOf(url), { host: HOST })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('name="List-Unsubscribe" value="One-Click"')
    expect(await subscribed()).not.toBeNull()
    const oneClick = await fetchWorker(pathOf(url), {
      host: HOST,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': randomIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await subscribed()).toBeNull()
    // Only that path takes a cross-site post.
    const { api, watched } = watchedApi()
    const elsewhere = await fetchWorker('/fr/newsletter/subscribe', {
      env: watched,
      host: HOST,
      method: 'POST',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(elsewhere.status).toBe(403)
    expect(api).not.toHaveBeenCalled()
  })

  it('keeps what the preview gate adds on a preview host: its headers and the editor’s session cookie', async () => {
    const host = 'preview.cards.de.localhost'
    const response = await fetchWorker(`/web-api/customer-data${await editorQuery()}`, { host })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.getSetCookie().some((line) => line.startsWith('__Host-sb_preview='))).toBe(true)
    expect(((await response.json()) as { payload: { isLoggedIn: boolean } }).payload.isLoggedIn).toBe(false)
  })

  it('passes on no other method of a site call’s path', async () => {
    const { api, watched } = watchedApi()
    const host = 'poster.de.localhost'
    const response = await fetchWorker('/web-api/customer-login', { host, headers: sameSite(host), env: watched })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(api).not.toHaveBeenCalled()
  })
})

describe('with an external backend (SHOP_API_BASE)', () => {
  /** The storefront with an external backend that answers every call and remembers it; the binding must stay unused. */
  function externalBackend() {
    const binding = vi.fn(() => Promise.reject(new Error('the binding must not be used')))
    const seen: Request[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push(new Request(input, init))
      return Response.json({ payload: { ok: true } }, { headers: { 'cache-control': 'private, no-store' } })
    })
    const external = { ...env, SHOP_API_BASE: 'https://shop-api.example/v2', SHOP_API: { fetch: binding } } as unknown as Env
    const sent = () =>
      seen.map((request) => [request.method, request.url, request.headers.get('x-channel'), request.headers.get('x-locale')])
    return { binding, external, sent }
  }

  it('passes the browser’s call to the backend with the site’s channel and locale, and never to the binding', async () => {
    const { binding, external, sent } = externalBackend()
    const response = await fetchWorker('/fr/web-api/customer-data?x=1', { host: HOST, headers: sameSite(), env: external })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ payload: { ok: true } })
    expect(binding).not.toHaveBeenCalled()
    // SPEC §7: `{base}{path}`; the language travels in X-Locale, never as a path prefix.
    expect(sent()).toEqual([['GET', 'https://shop-api.example/v2/web-api/customer-data?x=1', 'cards', 'fr-CH']])
  })

  it.each([
    ['POST', '/fr/web-api/customer-login', 'cards.ch.localhost', '/web-api/customer-login', 'fr-CH'],
    ['POST', '/d/it/web-api/voucher', 'cards.ch.localhost', '/web-api/voucher', 'it-CH'],
    ['POST', '/it/d/newsletter/subscribe', 'cards.ch.localhost', '/newsletter/subscribe', 'it-CH'],
    ['POST', '/d/whitelabel/switch', 'poster.de.localhost', '/whitelabel/switch', 'de-DE'],
    ['PUT', '/fr/web-api/wishlist/nordlicht', 'cards.be.localhost', '/web-api/wishlist/nordlicht', 'fr-BE'],
  ])('passes %s %s on without the site’s markers', async (method, path, host, contractPath, locale) => {
    const { external, sent } = externalBackend()
    const response = await fetchWorker(path, {
      host,
      method,
      headers: sameSite(host),
      env: external,
      body: method === 'GET' ? undefined : '{}',
    })
    expect(response.status).toBe(200)
    const channel = host.split('.')[0]
    expect(sent()).toEqual([[method, `https://shop-api.example/v2${contractPath}`, channel, locale]])
  })
})
