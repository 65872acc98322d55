// The page loaders' promise: every independent CMS load of a page starts at once, and a cv the isolate or KV already
// knows never waits for the CMS. Overlap is read from the Storyblok mock's start/end order under a pinned latency,
// never from a wall clock.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CV_CHECK_MS } from '../../src/cache/space-version'
import { cacheVersionKey, pageIndexKey } from '../../src/cache/keys'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { fetchWorker, resetCaches } from './fetch-worker'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { holdSpaceVersion } from '../setup/space-versions'

// Some tests slow every call far enough that a cold page's calls take longer than a page's CMS budget in all: they
// watch the order of those calls, so the page waits for them (the budget is test/routes/page-deadline.test.ts's).
const withTokens = { ...env, ...TOKENS, CMS_PAGE_BUDGET_MS: '60000' } as Env
const LATENCY_MS = 40
let cms: StoryblokMock

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('page indexes')
  cms = mockStoryblok({ cv: 100, delayMs: LATENCY_MS })
})
afterEach(() => cms.restore())

/** The calls started after the `wave - 1`th answer came back and before the next one (wave 1: before any answer). */
function startedInWave(mock: StoryblokMock, wave: number): string[] {
  const ends = mock.events.flatMap((event, at) => (event.startsWith('end ') ? [at] : []))
  const from = wave === 1 ? 0 : (ends[wave - 2] ?? mock.events.length)
  const to = ends[wave - 1] ?? mock.events.length
  return mock.events
    .slice(from, to)
    .filter((event) => event.startsWith('start '))
    .map((event) => event.slice('start '.length))
}

describe('page loaders', () => {
  it('a cold page asks for the cv once, then the page index beside the layout, then its stories at the slugs the index names', async () => {
    // Answers take long enough that every call the page can start at once has started before the next answer, even
    // on a busy machine; a call that waits for another's answer still starts after it.
    cms.delayMs = 1_500
    const response = await fetchWorker('/journal/papier-ratgeber/', { env: withTokens })
    expect(response.status).toBe(200)
    // Storyblok redirects a published read without the current cv: the cv comes first, alone.
    expect(startedInWave(cms, 1)).toEqual([expect.stringMatching(/^cdn\/spaces\/me\?/)])
    // Then the page index (whether the page exists is asked before any of its stories is read) beside the layout.
    const second = startedInWave(cms, 2)
    expect(second).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cdn\/stories\/de-de\/layout\?.*cv=100/),
        expect.stringMatching(/^cdn\/stories\?.*filter_query.*cv=100/),
      ]),
    )
    expect(second.filter((call) => /^cdn\/stories\/de-de\/journal/.test(call))).toEqual([])
    expect(cms.redirected).toEqual([])
    // Once the index is in, the page and its parent start together, each at the full slug the index names: the parent
    // `journal` is the journal folder's overview, its start page, read at `de-de/journal/` and never at `de-de/journal`.
    const listed = cms.events.findLastIndex((e) => e.startsWith('end cdn/stories?') && e.includes('filter_query'))
    const reads = cms.events.flatMap((e, at) => (/^start cdn\/stories\/de-de\/journal/.test(e) ? [{ e, at }] : []))
    expect(reads.map(({ e }) => e.slice('start '.length))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cdn\/stories\/de-de\/journal\/papier-ratgeber\?.*cv=100/),
        expect.stringMatching(/^cdn\/stories\/de-de\/journal\/\?.*cv=100/),
      ]),
    )
    expect(reads).toHaveLength(2)
    expect(reads.every(({ at }) => at > listed)).toBe(true)
    const firstEnd = cms.events.findIndex((e, at) => at > listed && e.startsWith('end cdn/stories/de-de/journal'))
    expect(reads.every(({ at }) => at < firstEnd)).toBe(true)
    const html = await response.text()
    expect(html).toContain('hrefLang="x-default"')
  })

  it('a page whose trail holds a start page reads it with every other read once the isolate holds the index', async () => {
    cms.delayMs = 1_500
    await fetchWorker('/journal/bilderwand/', { env: withTokens })
    // A cold story cache (a new cv, say) in an isolate that holds the page index: no round trip waits for it.
    await resetCaches()
    cms.events.length = 0
    cms.calls.length = 0
    const response = await fetchWorker('/journal/papier-ratgeber/', { env: withTokens })
    expect(response.status).toBe(200)
    expect(startedInWave(cms, 1)).toEqual([expect.stringMatching(/^cdn\/spaces\/me\?/)])
    const second = startedInWave(cms, 2)
    expect(second).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cdn\/stories\/de-de\/journal\/papier-ratgeber\?.*cv=100/),
        expect.stringMatching(/^cdn\/stories\/de-de\/journal\/\?.*cv=100/),
      ]),
    )
    // The overview is never asked for at the plain full slug, which Storyblok does not answer.
    expect(cms.calls.filter((call) => call.startsWith('cdn/stories/de-de/journal?'))).toEqual([])
    expect(cms.calls.filter((call) => /^cdn\/stories\/[a-z]{2}-[a-z]{2}\//.test(call) && !second.includes(call))).toEqual([])
    expect(await response.text()).toContain('<a href="/journal/">Journal</a>')
  })

  it('a cold page files what it read under the cv it asked for', async () => {
    await fetchWorker('/', { env: withTokens })
    const keys = (await env.STORY_CACHE.list()).keys.map((k) => k.name)
    expect(keys).toEqual(
      expect.arrayContaining(['cv:v1:cards', 'story:v1:cards:100:de-de/', 'story:v1:cards:100:de-de/layout', pageIndexKey('cards', 100)]),
    )
  })

  it('a cold page looks for the cv once (the object, then KV): its other reads wait for the check the first one began', async () => {
    const cvReads: string[] = []
    const kv = env.STORY_CACHE
    const counted = new Proxy(kv, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property)
        if (property !== 'get' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value
        return (key: string, ...rest: unknown[]) => {
          if (key === cacheVersionKey('cards')) cvReads.push(key)
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest)
        }
      },
    })
    // With the page cache on, as in production: it reads the cv first in the app, before the tiers run.
    const response = await fetchWorker('/journal/papier-ratgeber/', {
      env: { ...withTokens, STORY_CACHE: counted, PAGE_CACHE_SECONDS: '60' } as Env,
    })
    expect(response.status).toBe(200)
    // The page cache's read; the page index, the layout, the page's stories and the flags then wait for its check.
    expect(cvReads).toHaveLength(1)
    expect(cms.calls.filter((call) => call.startsWith('cdn/spaces/me'))).toHaveLength(1)
  })

  it('a known cv does not wait for the CMS', async () => {
    // An isolate that holds the page index for cv 100 (its stories cold), and the object knows cv 100, checked long
    // enough ago that the CMS is asked again (in the background).
    await fetchWorker('/', { env: withTokens })
    await resetCaches()
    cms.events.length = 0
    cms.calls.length = 0
    await holdSpaceVersion('cards', { cv: 100, previous: undefined, checkedAt: Date.now() - CV_CHECK_MS - 1 })
    forgetIsolateMemory('space versions')
    const response = await fetchWorker('/', { env: withTokens })
    expect(response.status).toBe(200)
    const checkEnds = cms.events.indexOf(cms.events.find((e) => e.startsWith('end cdn/spaces/me')) ?? '')
    expect(checkEnds).toBeGreaterThan(-1)
    const homeStarts = cms.events.findIndex((e) => e.startsWith('start cdn/stories/de-de/?'))
    // The story went out with the known cv before the check answered.
    expect(homeStarts).toBeGreaterThan(-1)
    expect(homeStarts).toBeLessThan(checkEnds)
    expect(cms.storyCalls().every((call) => call.includes('cv=100'))).toBe(true)
  })

  it('a known cv answers a cached page with no CMS call on the request path', async () => {
    await fetchWorker('/', { env: withTokens })
    forgetIsolateMemory('space versions', 'page indexes')
    cms.events.length = 0
    cms.calls.length = 0
    expect((await fetchWorker('/', { env: withTokens })).status).toBe(200)
    expect(cms.calls).toEqual([])
  })
})
