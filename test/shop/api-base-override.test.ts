// The development override `?_apiBase=` (SPEC §7) passes a browser's call on to another backend: the shopper's session
// and cart cookies go with it only to a host of API_BASE_COOKIE_HOSTS (localhost and 127.0.0.1 by default), and outside
// development there is no override at all.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWorker } from '../routes/fetch-worker'

const COOKIE = '__Host-session=s3cr3t-session; __Host-cart=s3cr3t-cart'
const development = { ...env, ENVIRONMENT: 'development' } as Env

/** Every request that left the Worker for another backend, answered as a backend would. */
function backends(): Request[] {
  const seen: Request[] = []
  const previous = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!/^https?:\/\/(localhost|127\.0\.0\.1|api\.evil\.example)[:/]/.test(request.url)) return previous(input, init)
    seen.push(request)
    return Response.json({ payload: null }, { headers: { 'cache-control': 'private, no-store' } })
  })
  return seen
}

const customerData = (apiBase: string, config: Env = development) =>
  fetchWorker(`/web-api/customer-data?_apiBase=${encodeURIComponent(apiBase)}`, {
    host: 'cards.de.localhost',
    headers: { cookie: COOKIE },
    env: config,
  })

afterEach(() => vi.restoreAllMocks())

describe('the ?_apiBase= override', () => {
  it('sends the shopper’s cookies to a backend on this machine', async () => {
    const seen = backends()
    await customerData('http://localhost:9000/api')
    await customerData('http://127.0.0.1:9000/api')
    expect(seen.map((request) => [request.url, request.headers.get('cookie')])).toEqual([
      ['http://localhost:9000/api/web-api/customer-data', COOKIE],
      ['http://127.0.0.1:9000/api/web-api/customer-data', COOKIE],
    ])
  })

  it('sends any other host the call without the shopper’s cookies, the page’s personal calls included', async () => {
    const seen = backends()
    await customerData('https://api.evil.example/v3')
    const page = await fetchWorker(`/kundenkonto/warenkorb/?_apiBase=${encodeURIComponent('https://api.evil.example/v3')}`, {
      host: 'cards.de.localhost',
      headers: { cookie: COOKIE },
      env: development,
    })
    expect(page.status).toBe(200)
    expect(seen.length).toBeGreaterThanOrEqual(2)
    for (const request of seen) {
      expect(request.url).toMatch(/^https:\/\/api\.evil\.example\/v3\//)
      expect(request.headers.get('cookie')).toBeNull()
    }
  })

  it('takes the hosts from API_BASE_COOKIE_HOSTS', async () => {
    const seen = backends()
    await customerData('https://api.evil.example/v3', { ...development, API_BASE_COOKIE_HOSTS: 'api.evil.example' } as Env)
    await customerData('http://localhost:9000', { ...development, API_BASE_COOKIE_HOSTS: 'api.evil.example' } as Env)
    expect(seen.map((request) => request.headers.get('cookie'))).toEqual([COOKIE, null])
  })

  it.each(['test', 'preview', 'production'])('is no override in %s: the call goes to the built-in shop API', async (environment) => {
    const seen = backends()
    const response = await customerData('http://localhost:9000', { ...env, ENVIRONMENT: environment } as Env)
    expect(response.status).toBe(200)
    expect(seen).toEqual([])
  })
})
