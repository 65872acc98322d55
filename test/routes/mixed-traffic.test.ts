// Mixed traffic on both brands while the CMS stalls: pages of both brands, voucher and accessory adds, all at once,
// against a CMS that sends its headers and then never the body. Every request settles within the bounds the page
// deadline and the CMS timeout give it: pages with a 200 or the calm 503, adds with their answer, nothing pending. Once
// the CMS answers again, both brands serve their pages (no brand is left holding a load that never ends), and every
// add a shopper retries with its key is in the cart exactly once.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { allowErrorLog } from '../setup/quiet-console'
import { randomIp } from '../api/customers/harness'
import { fetchWorker, resetCaches } from './fetch-worker'

const stalling = { ...env, ...TOKENS, CMS_TIMEOUT_MS: '200', CMS_PAGE_BUDGET_MS: '500', PAGE_CACHE_SECONDS: '60' } as Env
const PAGES: [host: string, path: string][] = [
  ['cards.de.localhost', '/'],
  ['cards.de.localhost', '/grusskarten/'],
  ['cards.ch.localhost', '/fotokalender/'],
  ['cards.de.localhost', '/shop/'],
  ['poster.de.localhost', '/'],
  ['poster.de.localhost', '/poster'],
  ['poster.com.localhost', '/leinwand'],
  ['poster.de.localhost', '/shop'],
]
/** One add: the shopper's site, the call and its body. */
const ADDS: [host: string, path: string, body: object][] = [
  ['cards.de.localhost', '/web-api/voucher', { amount: 25 }],
  ['cards.de.localhost', '/web-api/card-accessory-order', { sku: 'straight-white-114x162', quantity: 25 }],
  ['poster.de.localhost', '/web-api/voucher', { amount: 50 }],
  ['poster.com.localhost', '/web-api/voucher', { amount: 30 }],
]

let cms: StoryblokMock
beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok({ cv: 300 })
})
afterEach(() => cms.restore())

function add(host: string, path: string, body: object, cookie: string, key: string): Promise<Response> {
  return fetchWorker(path, {
    method: 'POST',
    host,
    env: stalling,
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      'cf-connecting-ip': randomIp(),
      'idempotency-key': key,
      cookie,
    },
  })
}

/** A shopper with a guest cart of one line on the site: the cart cookie. */
async function shopper(host: string): Promise<string> {
  const first = await add(host, '/web-api/voucher', { amount: 10 }, '', crypto.randomUUID())
  expect(first.status).toBe(200)
  const cookie = first.headers.getSetCookie().find((line) => line.startsWith('__Host-cart='))
  return cookie?.split(';')[0] ?? ''
}

async function linesOf(cookie: string, host: string): Promise<number> {
  const response = await fetchWorker('/web-api/cart', { host, env: stalling, headers: { cookie, accept: 'application/json' } })
  const body = (await response.json()) as { payload: { lines: unknown[] } }
  return body.payload.lines.length
}

/** Settles, or fails the test naming what is still pending after `ms`. */
async function settledWithin<T>(ms: number, work: Promise<T>[]): Promise<T[]> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([Promise.all(work), late])
  } finally {
    clearTimeout(timer)
  }
}

describe('mixed traffic on both brands while the CMS stalls', () => {
  it('settles every request, then serves both brands again, each add in the cart once', async () => {
    allowErrorLog('cms-unavailable', 'cache-version-unavailable', 'empty-hybrid-layout')
    const cookies = await Promise.all(ADDS.map(([host]) => shopper(host)))
    const keys = ADDS.map(() => crypto.randomUUID())

    cms.stallBody = true
    const pages = PAGES.flatMap(([host, path]) => [1, 2, 3].map(() => fetchWorker(path, { host, env: stalling })))
    const adds = ADDS.map(([host, path, body], i) => add(host, path, body, cookies[i]!, keys[i]!))
    const answers = await settledWithin(20_000, [...pages, ...adds])
    const pageStatuses = answers.slice(0, pages.length).map((response) => response.status)
    // Never seen, and the CMS stalls: every page answers the calm 503, none waits longer than its deadline allows.
    expect(pageStatuses).toEqual(pages.map(() => 503))
    expect(answers.slice(pages.length).map((response) => response.status)).toEqual(ADDS.map(() => 200))

    cms.stallBody = false
    forgetIsolateMemory('pages')
    const again = await settledWithin(
      20_000,
      PAGES.map(([host, path]) => fetchWorker(path, { host, env: stalling })),
    )
    expect(again.map((response, i) => `${PAGES[i]!.join('')} ${response.status}`)).toEqual(PAGES.map((page) => `${page.join('')} 200`))

    // The shoppers whose answers were lost send their adds again with the same keys: nothing is added twice.
    const retried = await Promise.all(ADDS.map(([host, path, body], i) => add(host, path, body, cookies[i]!, keys[i]!)))
    expect(retried.map((response) => response.status)).toEqual(ADDS.map(() => 200))
    const lines = await Promise.all(ADDS.map(([host], i) => linesOf(cookies[i]!, host)))
    expect(lines).toEqual(ADDS.map(() => 2))
  })
})
