// Every log line names its request; `logging=0` silences the visit's informational lines.
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../src/app-env'
import { log } from '../../src/log'
import { requestContext } from '../../src/http/request-context'
import { fetchWorker, resetCaches } from './fetch-worker'

afterEach(() => vi.restoreAllMocks())

function lines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls
    .flat()
    .filter((line): line is string => typeof line === 'string' && line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('one-time tokens', () => {
  it.each([
    [
      'https://cards.de.localhost/?customer=password-confirm&token=RESET-SECRET',
      'https://cards.de.localhost/?customer=password-confirm&token=…',
    ],
    ['/web-api/customer-activate?token=SIGNUP-SECRET#top', '/web-api/customer-activate?token=…#top'],
    ['/?_storyblok_tk[space_id]=1&_storyblok_tk[token]=EDITOR-SECRET&x=1', '/?_storyblok_tk[space_id]=1&_storyblok_tk[token]=…&x=1'],
    ['/?_storyblok_tk%5Btoken%5D=EDITOR-SECRET', '/?_storyblok_tk%5Btoken%5D=…'],
    ['next=%2F%3Fcustomer%3Dpassword-confirm%26TOKEN%3DRESET-SECRET', 'next=%2F%3Fcustomer%3Dpassword-confirm%26TOKEN%3D…'],
    ['at https://cards.de.localhost/?token=RESET-SECRET line 1', 'at https://cards.de.localhost/?token=… line 1'],
  ])('never reach a line: %s', (url, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    log.warn('browser-error', { source: url, error: new Error(`failed: ${url}`) })
    const [line] = lines(warn)
    expect(line?.source).toBe(logged)
    expect(JSON.stringify(line)).not.toMatch(/SECRET/)
  })
})

describe('structured logs', () => {
  it('carry the request id, host and path, and the answer names the request id', async () => {
    await resetCaches()
    const warn = vi.spyOn(console, 'warn')
    const response = await fetchWorker('/gibt-es-nicht/', { headers: { 'cf-ray': 'ray-123' } })
    expect(response.headers.get('x-request-id')).toBe('ray-123')
    const notFound = lines(warn).find((line) => line.event === 'cms-page-not-found')
    expect(notFound).toMatchObject({
      level: 'warn',
      requestId: 'ray-123',
      host: 'cards.de.localhost',
      path: '/gibt-es-nicht/',
      slug: 'gibt-es-nicht',
    })
  })

  it('name the request on an answer whose headers cannot change too (a redirect as the runtime makes it)', async () => {
    const app = new Hono<AppEnv>()
      .use(requestContext)
      .get('/made', (c) => c.text('ours'))
      .get('/fixed', () => Response.redirect('http://cards.de.localhost/', 302))
    const made = await app.request('/made', { headers: { 'cf-ray': 'ray-made' } })
    const fixed = await app.request('/fixed', { headers: { 'cf-ray': 'ray-fixed' } })
    expect([made.status, await made.text(), made.headers.get('x-request-id')]).toEqual([200, 'ours', 'ray-made'])
    expect([fixed.status, fixed.headers.get('location'), fixed.headers.get('x-request-id')]).toEqual([
      302,
      'http://cards.de.localhost/',
      'ray-fixed',
    ])
  })

  it('make up a request id where Cloudflare gave none', async () => {
    const response = await fetchWorker('/_ping')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('drop informational lines for a visit with logging=0, but keep warnings', async () => {
    const info = vi.spyOn(console, 'log')
    const warn = vi.spyOn(console, 'warn')
    await fetchWorker('/nope-quiet/?logging=0')
    expect(lines(info).filter((line) => line.path === '/nope-quiet/')).toEqual([])
    expect(lines(warn).some((line) => line.path === '/nope-quiet/')).toBe(true)
  })
})
