// Every route with a body reads it through one size-capped reader (src/http/read-body.ts): an oversize body is a
// 413 whether it declares its length or streams in chunks, a malformed one a 400 with a message, and neither stores
// anything.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchWorker, kvKeys, resetCaches } from './fetch-worker'

const HOST = 'cards.de.localhost'
const ORIGIN = `http://${HOST}`
const same = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }

/** A body sent in chunks without Content-Length, as a client streaming an upload would. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + 1024))
      at += 1024
    },
  })
}

interface Route {
  path: string
  type: string
  /** Bytes over the route's cap. */
  over: number
  headers?: Record<string, string>
}

const routes: Record<string, Route> = {
  webhook: { path: '/_webhooks/storyblok', type: 'application/json', over: 65 * 1024, headers: { 'webhook-signature': 'x' } },
  'browser log': { path: '/_log', type: 'application/json', over: 5 * 1024, headers: { ...same, 'cf-connecting-ip': '203.0.113.40' } },
  consent: { path: '/_consent', type: 'application/x-www-form-urlencoded', over: 3 * 1024, headers: same },
  'action bar': { path: '/_action-bar/dismiss', type: 'application/x-www-form-urlencoded', over: 3 * 1024, headers: same },
  'contact form': {
    path: '/contact-form',
    type: 'application/x-www-form-urlencoded',
    over: 17 * 1024,
    headers: { ...same, 'cf-connecting-ip': '203.0.113.41' },
  },
  'customer log-in': { path: '/web-api/customer-login', type: 'application/json', over: 17 * 1024, headers: same },
  voucher: {
    path: '/web-api/voucher',
    type: 'application/json',
    over: 17 * 1024,
    headers: { ...same, 'cf-connecting-ip': '203.0.113.44' },
  },
  'card accessory order': {
    path: '/web-api/card-accessory-order',
    type: 'application/x-www-form-urlencoded',
    over: 17 * 1024,
    headers: { ...same, 'cf-connecting-ip': '203.0.113.45' },
  },
}

async function contactRows(): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())?.n ?? 0
}

beforeEach(() => resetCaches())
afterEach(() => vi.restoreAllMocks())

describe.each(Object.entries(routes))('%s', (_, route) => {
  const filler = (bytes: number) =>
    route.type === 'application/json' ? JSON.stringify({ message: 'x'.repeat(bytes) }) : `back=/&id=${'x'.repeat(bytes)}`

  it.each([
    ['with Content-Length', (body: string) => ({ body, headers: { 'content-length': String(new TextEncoder().encode(body).byteLength) } })],
    ['streamed without Content-Length', (body: string) => ({ body: chunked(body), headers: {} })],
  ])('answers 413 to an oversize body %s and stores nothing', async (_, shape) => {
    const warn = vi.spyOn(console, 'warn')
    const rowsBefore = await contactRows()
    const { body, headers } = shape(filler(route.over))
    const response = await fetchWorker(route.path, {
      method: 'POST',
      headers: { 'content-type': route.type, ...route.headers, ...headers },
      body,
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('larger than')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await kvKeys()).toEqual([])
    expect(await contactRows()).toBe(rowsBefore)
    expect(warn.mock.calls.flat().join('\n')).not.toContain('browser-error')
  })
})

describe('malformed bodies', () => {
  it.each([
    ['consent', '/_consent'],
    ['action bar', '/_action-bar/dismiss'],
  ])('%s: a broken multipart form is a 400 with a message, and sets no cookie', async (_, path) => {
    const response = await fetchWorker(path, {
      method: 'POST',
      headers: { ...same, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="consent"\r\n\r\ngranted',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('form body could not be read')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('browser log: a report that is not JSON is a 400 and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn')
    const response = await fetchWorker('/_log', {
      method: 'POST',
      headers: { ...same, 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.42' },
      body: '{"message":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: { text: 'The request body must be JSON.' } })
    expect(warn.mock.calls.flat().join('\n')).not.toContain('browser-error')
  })

  it('contact form: JSON that does not parse is a 400 for the island and stores no request', async () => {
    const rowsBefore = await contactRows()
    const response = await fetchWorker('/contact-form', {
      method: 'POST',
      headers: { ...same, 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.43' },
      body: '{"name":',
    })
    expect(response.status).toBe(400)
    expect(await contactRows()).toBe(rowsBefore)
  })
})
