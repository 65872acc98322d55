// A page's CMS work has one budget (CMS_PAGE_BUDGET_MS) and its shop calls another (SHOP_PAGE_BUDGET_MS). Past the CMS
// budget a never-seen page answers the calm 503 at once, or serves the older copy the story cache holds, while its
// reads go on in the background and fill the cache; past the shop budget the page loses the part the shop could not
// answer in time, as when a shop call fails. A CMS read that never ends holds no later request.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { holdSpaceVersion } from '../setup/space-versions'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { allowErrorLog, expectErrorLog } from '../setup/quiet-console'
import { fetchWorker, resetCaches } from './fetch-worker'

// Each call answers after 300 ms: a cold page's chain of calls takes several of those, its budget 500 ms. The client's
// per-call timeout (4 s) is far off.
const CMS_DELAY_MS = 300
const slowCms = { ...env, ...TOKENS, CMS_TIMEOUT_MS: '4000', CMS_PAGE_BUDGET_MS: '500', PAGE_CACHE_SECONDS: '60' } as Env
const HOST = 'cards.ch.localhost'
let cms: StoryblokMock

beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok({ cv: 300 })
})
afterEach(() => cms.restore())

describe('past the page’s CMS budget', () => {
  it('answers a never-seen page with the calm 503 and Retry-After, and the same page from the cache once its reads are in', async () => {
    cms.delayMs = CMS_DELAY_MS
    const cut = await fetchWorker('/grusskarten/', { env: slowCms, host: HOST })
    expect(cut.status).toBe(503)
    expect(cut.headers.get('retry-after')).toBe('30')
    expect(await cut.text()).toContain('Gleich wieder da')
    // fetchWorker waited for the background work: the reads the 503 did not wait for went on and were kept.
    const called = cms.calls.length
    const next = await fetchWorker('/grusskarten/', { env: slowCms, host: HOST })
    expect(next.status).toBe(200)
    expect(await next.text()).toContain('teaser__headline')
    expect(next.headers.get('x-content-stale')).toBeNull()
    expect(cms.calls.slice(called)).toEqual([])
  })

  it('serves the previous cache version’s copy, marked stale, after a publish, and the new content once it is in', async () => {
    expect((await fetchWorker('/grusskarten/', { env: slowCms, host: HOST })).status).toBe(200)
    // A publish: the space's cv moves on, so every story key is new and the CMS is slow to answer for them.
    cms.cv = 301
    await holdSpaceVersion('cards', { cv: 301, previous: 300, checkedAt: Date.now() })
    forgetIsolateMemory('space versions', 'pages')
    // The page index is held, so the page's stories are one round trip away: this one ends past the budget.
    cms.delayMs = 2 * CMS_DELAY_MS
    const stale = await fetchWorker('/grusskarten/', { env: slowCms, host: HOST })
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-content-stale')).toBe('true')
    expect(await stale.text()).toContain('teaser__headline')
    const called = cms.calls.length
    const fresh = await fetchWorker('/grusskarten/', { env: slowCms, host: HOST })
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('x-content-stale')).toBeNull()
    expect(cms.calls.slice(called)).toEqual([])
  })

  it('waits for a CMS that answers within the budget', async () => {
    cms.delayMs = 20
    const response = await fetchWorker('/grusskarten/', { env: { ...slowCms, CMS_PAGE_BUDGET_MS: '30000' } as Env, host: HOST })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-stale')).toBeNull()
  })
})

describe('a CMS answer that never ends', () => {
  it('holds no later request: the read ends at its timeout, and the next page is served once the CMS answers again', async () => {
    allowErrorLog('cms-unavailable', 'cache-version-unavailable', 'empty-hybrid-layout')
    const quick = { ...slowCms, CMS_TIMEOUT_MS: '200', CMS_PAGE_BUDGET_MS: '30000' } as Env
    // Headers, then a body that never comes: the client's own timeout ends with the headers.
    cms.stallBody = true
    const stalled = await fetchWorker('/grusskarten/', { env: quick, host: HOST })
    expect(stalled.status).toBe(503)
    cms.stallBody = false
    forgetIsolateMemory('pages')
    const next = await fetchWorker('/grusskarten/', { env: quick, host: HOST })
    expect(next.status).toBe(200)
    expect(await next.text()).toContain('teaser__headline')
  })
})

describe('past the page’s shop budget', () => {
  it('renders the page without the calculator the shop did not answer in time, and does not keep the page', async () => {
    expectErrorLog('calculator-unavailable')
    // The built-in API, answering each call after 400 ms: under the calculator's own timeout, past the page's budget.
    const slowApi = {
      fetch: async (request: Request) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        return env.SHOP_API.fetch(request)
      },
    }
    const slowShop = { ...env, SHOP_API: slowApi, SHOP_PAGE_BUDGET_MS: '100', PAGE_CACHE_SECONDS: '60' } as unknown as Env
    const response = await fetchWorker('/poster', { env: slowShop, host: 'poster.de.localhost' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('class="teaser__headline"')
    expect(html).not.toContain('data-island="calculator"')
    expect(response.headers.get('x-page-cache')).toBeNull()
  })

  it('keeps the calculator when the shop answers within the budget', async () => {
    const response = await fetchWorker('/poster', { env: { ...env, PAGE_CACHE_SECONDS: '60' } as Env, host: 'poster.de.localhost' })
    expect(await response.text()).toContain('data-island="calculator"')
    expect(response.headers.get('x-page-cache')).toBe('miss')
  })
})
