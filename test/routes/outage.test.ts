// Storyblok failing every way it can: cached pages are still served (marked stale where content is past its freshness),
// never-seen pages get the calm 503 with Retry-After, nothing answers a raw 500, and a page never makes more than 25
// subrequests.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { fetchWorker, resetCaches } from './fetch-worker'
import { expectCmsOutageLogs } from '../setup/quiet-console'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const withTokens = { ...env, ...TOKENS, CMS_TIMEOUT_MS: '200' } as Env
const MAX_SUBREQUESTS = 25
let cms: StoryblokMock

beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok({ cv: 300 })
})
afterEach(() => cms.restore())

type Failure = { name: string; apply: (mock: StoryblokMock) => void }
const failures: Failure[] = [
  { name: '5xx', apply: (mock) => void (mock.failWith = 502) },
  { name: 'timeout', apply: (mock) => void (mock.delayMs = 400) },
  { name: '429 storm', apply: (mock) => void (mock.failWith = 429) },
  { name: 'connection reset', apply: (mock) => void (mock.failWith = 'network') },
]

describe.each(failures)('Storyblok $name', ({ apply }) => {
  it('serves a page that was cached, from KV in a fresh isolate', async () => {
    expect((await fetchWorker('/fotokalender/', { env: withTokens, host: 'cards.ch.localhost' })).status).toBe(200)
    forgetIsolateMemory('stories', 'space versions')
    apply(cms)
    cms.calls.length = 0
    const response = await fetchWorker('/fotokalender/', { env: withTokens, host: 'cards.ch.localhost' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('teaser__headline')
    expect(cms.calls.length).toBeLessThanOrEqual(MAX_SUBREQUESTS)
  })

  it('answers a never-seen page with the calm 503 and Retry-After, within the subrequest budget', async () => {
    expectCmsOutageLogs()
    apply(cms)
    const response = await fetchWorker('/grusskarten/', { env: withTokens, host: 'cards.ch.localhost' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.text()).toContain('Gleich wieder da')
    expect(cms.calls.length).toBeLessThanOrEqual(MAX_SUBREQUESTS)
  })
})

describe('subrequests', () => {
  it.each([
    ['cards.de.localhost', '/'],
    ['cards.ch.localhost', '/fr/fotokalender/'],
    ['poster.at.localhost', '/gibt-es-nicht'],
  ])('a cold page on %s%s stays within 25 subrequests', async (host, path) => {
    await fetchWorker(path, { env: withTokens, host })
    expect(cms.calls.length).toBeGreaterThan(0)
    expect(cms.calls.length).toBeLessThanOrEqual(MAX_SUBREQUESTS)
  })

  it('a warm page makes none', async () => {
    await fetchWorker('/', { env: withTokens })
    cms.calls.length = 0
    await fetchWorker('/', { env: withTokens })
    expect(cms.calls).toEqual([])
  })
})
