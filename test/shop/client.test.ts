import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { AppEnv } from '../../src/app-env'
import { getConfig, type Config } from '../../src/config'
import { resolveSite } from '../../src/domain/site'
import { API_BASE_PARAM, BUILT_IN_BASE, shopApiBase, type ShopApiBase } from '../../src/shop/base'
import { createShopClient, RETRY_STATUSES, ShopApiError, type ShopClient, type ShopFetcher } from '../../src/shop/client'
import { builtInFetcher, shopClient } from '../../src/shop/for-request'

const BASE = 'https://api.shop.example'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A fetcher answering from a script (the last answer repeats), remembering every request. */
function fakeFetcher(...answers: (() => Response)[]) {
  const requests: Request[] = []
  const fetcher: ShopFetcher = async (request) => {
    requests.push(request)
    const next = answers[Math.min(requests.length, answers.length) - 1]
    if (!next) throw new Error('no scripted answer')
    return next()
  }
  return { fetcher, requests }
}

function client(fetcher: ShopFetcher, timeoutMs = 1000): ShopClient {
  return createShopClient({ base: BASE, channel: 'poster', locale: 'de-CH', fetcher, timeoutMs })
}

const ok = { payload: { done: true } }
const okSchema = z.object({ done: z.boolean() })

async function failureOf(promise: Promise<unknown>): Promise<ShopApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ShopApiError)
  return error as ShopApiError
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('retry policy (SPEC §7)', () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
  const statuses = [400, 401, 403, 404, 408, 409, 410, 422, 425, 429, 500, 501, 502, 503, 504, 505]
  const table = methods.flatMap((method) =>
    statuses.map((status): [string, number, number] => {
      const safe = method === 'GET' || method === 'HEAD'
      return [method, status, !safe && RETRY_STATUSES.has(status) ? 2 : 1]
    }),
  )

  it('retries exactly on 408, 409, 425, 429, 500, 502, 503 and 504', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it.each(table)('%s answered %i is sent %i time(s), then fails with that status', async (method, status, calls) => {
    const { fetcher, requests } = fakeFetcher(() => json({ message: { text: 'nope' } }, status))
    const body = method === 'GET' || method === 'HEAD' ? undefined : {}
    const error = await failureOf(client(fetcher).call({ method, path: '/web-api/thing', body, payload: okSchema }))
    expect(requests).toHaveLength(calls)
    expect(error).toMatchObject({ kind: 'status', status })
  })

  it('succeeds when the one retry of an unsafe method succeeds', async () => {
    const { fetcher, requests } = fakeFetcher(
      () => json({}, 503),
      () => json(ok),
    )
    const answer = client(fetcher).call({ method: 'POST', path: '/web-api/voucher', body: { code: 'X' }, payload: okSchema })
    await expect(answer).resolves.toEqual({ done: true })
    expect(requests).toHaveLength(2)
    expect(await requests[1]?.text()).toBe('{"code":"X"}')
  })

  it('never retries a GET, not even on 503', async () => {
    const { fetcher, requests } = fakeFetcher(
      () => json({}, 503),
      () => json(ok),
    )
    await failureOf(client(fetcher).call({ path: '/web-api/themes', payload: okSchema }))
    expect(requests).toHaveLength(1)
  })

  it('does not retry a network failure', async () => {
    const failing = fakeFetcher(() => {
      throw new TypeError('connection refused')
    })
    const error = await failureOf(client(failing.fetcher).call({ method: 'POST', path: '/x', payload: okSchema }))
    expect(error).toMatchObject({ kind: 'network', status: 0, text: 'connection refused' })
    expect(failing.requests).toHaveLength(1)
  })
})

describe('requests', () => {
  it('sends X-Channel and X-Locale on every call, retries included', async () => {
    const { fetcher, requests } = fakeFetcher(
      () => json({}, 429),
      () => json(ok),
    )
    const body = new URLSearchParams({ email: 'a@b.de' })
    await client(fetcher).call({ method: 'POST', path: '/web-api/newsletter', body, payload: okSchema })
    expect(requests.map((r) => [r.headers.get('x-channel'), r.headers.get('x-locale')])).toEqual([
      ['poster', 'de-CH'],
      ['poster', 'de-CH'],
    ])
    expect(requests[0]?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
  })

  it('builds {base}{path}/{id}?query through the one SPEC §5 builder: name[], no nulls, the whitelist (SPEC §7)', async () => {
    const { fetcher, requests } = fakeFetcher(() => json(ok))
    const query = { categoryIds: [1, 2], color: null, tag: undefined, s: 'x&y', refinementType: 'none', utm_source: 'mail' }
    await client(fetcher).call({ path: '/web-api/collage', id: 'a b', query, payload: okSchema })
    await client(fetcher).call({ path: '/web-api/themes', payload: okSchema })
    expect(requests.map((r) => r.url)).toEqual([
      `${BASE}/web-api/collage/a%20b?categoryIds[]=1&categoryIds[]=2&s=x%26y`,
      `${BASE}/web-api/themes`,
    ])
  })

  it('builds the typed calls from their parameters', async () => {
    const { fetcher, requests } = fakeFetcher(() => json({}, 404))
    const shop = client(fetcher)
    await failureOf(shop.themes({ color: 'gold', page: 2, pageSize: 48 }))
    await failureOf(shop.calculatorReference({ product: 'collage', materialType: 'leinwand' }))
    await failureOf(shop.formatGroupPrices({ materialType: 'poster', formatType: '3:2' }))
    await failureOf(shop.skuContainer({ sku: 'poster-3000x4000' }))
    expect(requests.map((r) => r.url.slice(BASE.length))).toEqual([
      '/web-api/themes?color=gold&page=2&pageSize=48',
      '/web-api/calculator/reference?product=collage&materialType=leinwand',
      '/price-api/prices/format-group?materialType=poster&formatType=3%3A2',
      '/web-api/sku/container?sku=poster-3000x4000',
    ])
  })
})

describe('answers', () => {
  it('returns the payload parsed with the call’s schema', async () => {
    const { fetcher } = fakeFetcher(() => json({ payload: { done: true, extra: 1 } }))
    await expect(client(fetcher).call({ path: '/x', payload: okSchema })).resolves.toEqual({ done: true })
  })

  it.each([
    ['a payload of the wrong shape', () => json({ payload: { done: 'yes' } }), /payload\.done/],
    ['no payload', () => json({ data: {} }), /payload/],
    ['something other than JSON', () => new Response('<html>', { status: 200 }), /not JSON/],
  ])('fails on %s', async (_, answer, text) => {
    const { fetcher } = fakeFetcher(answer)
    const error = await failureOf(client(fetcher).call({ path: '/x', payload: okSchema }))
    expect(error).toMatchObject({ kind: 'invalid-answer', status: 200 })
    expect(error.text).toMatch(text)
  })

  it('rejects calculator data that breaks the shared schema (a price as text)', async () => {
    const format = { value: '3000x4000', priceCurrent: '12.99', priceOriginal: 12.99, context: { formatType: '4:3' } }
    const prices = { materialType: 'poster', currency: 'eur', initiallySelectedFormat: '3000x4000', formats: [format] }
    const { fetcher } = fakeFetcher(() => json({ payload: prices }))
    const error = await failureOf(client(fetcher).formatPrices({ materialType: 'poster' }))
    expect(error.kind).toBe('invalid-answer')
    expect(error.text).toContain('formats.0.priceCurrent')
  })

  it('carries status, message.text and the body of an error answer', async () => {
    const body = { message: { text: 'E-Mail ungültig' }, payload: { errors: { email: 'invalid' } } }
    const { fetcher } = fakeFetcher(() => json(body, 400))
    const error = await failureOf(client(fetcher).call({ method: 'POST', path: '/web-api/customer-signup', body: {}, payload: okSchema }))
    expect(error).toMatchObject({ kind: 'status', status: 400, text: 'E-Mail ungültig', call: 'POST /web-api/customer-signup', body })
    expect(error.message).toBe('POST /web-api/customer-signup: 400 E-Mail ungültig')
  })

  it('names the status when an error answer has no message', async () => {
    const { fetcher } = fakeFetcher(() => new Response('Bad gateway', { status: 502 }))
    expect(await failureOf(client(fetcher).call({ path: '/x', payload: okSchema }))).toMatchObject({ status: 502, text: 'HTTP 502' })
  })
})

describe('timeout', () => {
  it('gives up after timeoutMs even when the fetcher ignores the signal', async () => {
    const never: ShopFetcher = () => new Promise<Response>(() => undefined)
    const error = await failureOf(client(never, 50).call({ path: '/web-api/themes', payload: okSchema }))
    expect(error).toMatchObject({ kind: 'timeout', status: 0, text: 'no answer within 50 ms' })
  })

  it('aborts the request it sent', async () => {
    let seen: AbortSignal | undefined
    const listening: ShopFetcher = (request) => {
      seen = request.signal
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)))
    }
    expect((await failureOf(client(listening, 30).call({ path: '/x', payload: okSchema }))).kind).toBe('timeout')
    expect(seen?.aborted).toBe(true)
  })

  it('limits the whole call, the retry included', async () => {
    const slow: ShopFetcher = () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({}, 503)), 40))
    expect((await failureOf(client(slow, 60).call({ method: 'POST', path: '/x', payload: okSchema }))).kind).toBe('timeout')
  })

  it('ends every call still out when the page’s shop budget runs out, however long each call may take', async () => {
    const never: ShopFetcher = () => new Promise<Response>(() => undefined)
    const budget = new AbortController()
    const paged = createShopClient({
      base: BASE,
      channel: 'poster',
      locale: 'de-CH',
      fetcher: never,
      timeoutMs: 60_000,
      budget: budget.signal,
    })
    const calls = [paged.call({ path: '/a', payload: okSchema }), paged.call({ path: '/b', payload: okSchema })].map(failureOf)
    budget.abort()
    expect((await Promise.all(calls)).map((error) => error.kind)).toEqual(['timeout', 'timeout'])
  })
})

describe('shopApiBase (SPEC §7 base selection)', () => {
  const override = (value: string) => `http://cards.de.localhost/products?${API_BASE_PARAM}=${encodeURIComponent(value)}`
  const builtIn: ShopApiBase = { source: 'built-in', base: BUILT_IN_BASE }
  const overridden = (base: string): ShopApiBase => ({ source: 'override', base, cookies: false })
  const configured = (base: string): ShopApiBase => ({ source: 'configured', base })
  const API = 'https://api.example'

  it.each<[string, Config['environment'], string | undefined, string, ShopApiBase]>([
    ['the override in development', 'development', undefined, override('http://localhost:9000/'), overridden('http://localhost:9000')],
    [
      'the override over the configured backend',
      'development',
      API,
      override('https://staging.example/shop'),
      overridden('https://staging.example/shop'),
    ],
    ['no override in test', 'test', undefined, override('http://localhost:9000'), builtIn],
    ['no override in preview', 'preview', API, override('http://localhost:9000'), configured(API)],
    ['no override in production', 'production', undefined, override('http://localhost:9000'), builtIn],
    ['no javascript: override', 'development', undefined, override('javascript:alert(1)'), builtIn],
    ['no ftp: override', 'development', API, override('ftp://files.example'), configured(API)],
    ['no relative override', 'development', undefined, override('/api'), builtIn],
    ['no override with credentials', 'development', undefined, override('https://user:secret@api.example'), builtIn],
    ['no override with a query', 'development', undefined, override('https://api.example/?x=1'), builtIn],
    ['the configured backend, without trailing slash', 'production', `${API}/v2/`, 'https://www.kartenfee.de/', configured(`${API}/v2`)],
    ['the built-in API without configuration', 'production', undefined, 'https://www.kartenfee.de/', builtIn],
    ['the built-in API for an empty configuration', 'development', '', 'http://localhost:8787/', builtIn],
  ])('chooses %s', (_, environment, configuredBase, requestUrl, expected) => {
    expect(shopApiBase({ configuredBase, environment, requestUrl })).toEqual(expected)
  })

  it.each([
    ['http://localhost:9000', true],
    ['https://127.0.0.1:8443/api', true],
    ['http://LOCALHOST:9000', true],
    ['http://localhost.evil.example', false],
    ['http://evil.example/localhost', false],
    ['https://staging.example/shop', false],
  ])('lets the override %s have the shopper’s cookies: %s', (base, cookies) => {
    const cookieHosts = ['localhost', '127.0.0.1']
    expect(shopApiBase({ configuredBase: undefined, environment: 'development', requestUrl: override(base), cookieHosts }).cookies).toBe(
      cookies,
    )
  })
})

describe('the built-in API', () => {
  it('is reached through its Worker’s service binding, never the network', async () => {
    const network = vi.spyOn(globalThis, 'fetch')
    const shop = createShopClient({ base: BUILT_IN_BASE, channel: 'cards', locale: 'en-GB', fetcher: builtInFetcher(env) })
    const page = await shop.themes({ category: 'hochzeit' })
    expect(page.items.map((t) => t.id)).toEqual(['ewige-liebe', 'boho-blueten', 'eukalyptus'])
    const calculator = await shop.calculatorReference({ product: 'collage', materialType: 'leinwand' })
    expect(calculator).toMatchObject({ currency: 'gbp', selectedValue: 'leinwand', isCollage: true })
    const prices = await shop.formatGroupPrices({ materialType: 'poster', formatType: 'standard' })
    expect(prices.priceFrom).toEqual({ priceCurrent: 16.99, priceOriginal: 21.99 })
    expect((await shop.skuContainer({ sku: 'poster-3000x4000' })).context.priceCurrent).toBe(10.99)
    expect((await shop.formatPrices({ materialType: 'leinwand' })).formats).toHaveLength(9)
    expect(network).not.toHaveBeenCalled()
  })

  it('turns the API’s error answers into ShopApiErrors', async () => {
    const shop = createShopClient({ base: BUILT_IN_BASE, channel: 'cards', locale: 'de-DE', fetcher: builtInFetcher(env) })
    const error = await failureOf(shop.formatPrices({ materialType: 'aludibond' }))
    expect(error).toMatchObject({ kind: 'status', status: 404, text: 'The cards brand sells no aludibond' })
  })

  it('refuses to reach the built-in base over the network', () => {
    expect(() => createShopClient({ base: BUILT_IN_BASE, channel: 'cards', locale: 'de-DE' })).toThrow(/builtInFetcher/)
  })

  it('serves a storefront request through shopClient(c) with the site’s brand and locale', async () => {
    const app = new Hono<AppEnv>()
    app.get('*', async (c) => {
      const config = getConfig(env)
      const resolution = resolveSite(config.hosts, new URL(c.req.url).host, new URL(c.req.url).pathname)
      if (resolution.kind !== 'site') return c.text('no site', 500)
      c.set('config', config)
      c.set('site', resolution.site)
      const shop = shopClient(c)
      const prices = await shop.formatPrices({ materialType: 'poster' })
      return c.json({ base: shop.base, currency: prices.currency })
    })
    const response = await app.request('http://poster.ch.localhost/fr/posters', {}, env)
    expect(await response.json()).toEqual({ base: BUILT_IN_BASE, currency: 'chf' })
  })
})
