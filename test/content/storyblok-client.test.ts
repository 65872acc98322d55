// The Storyblok client as the edge sets it up: 429s are retried twice, 300 ms apart (docs/architecture.md "Decisions worth knowing":
// SPEC §8's ten would multiply a page's subrequests), and every published read names the cv it was made for.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getConfig } from '../../src/config'
import { CMS_MAX_RETRIES, retryAfterMs, storyblokClient } from '../../src/content/storyblok'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'

const config = getConfig({ ...env, ...TOKENS } as Env)
let cms: StoryblokMock
beforeEach(() => {
  cms = mockStoryblok({ cv: 100 })
})
afterEach(() => {
  cms.restore()
  forgetIsolateMemory('Storyblok clients')
})

describe('the Storyblok client', () => {
  it('retries a 429 and gets through when Storyblok answers again', async () => {
    cms.failWith = 429
    cms.failCalls = CMS_MAX_RETRIES
    const { data } = await storyblokClient(config, 'cards', 'published', 100).get('cdn/stories/de-de/', { version: 'published' })
    expect(data.story.full_slug).toBe('de-de/')
    expect(cms.calls).toHaveLength(CMS_MAX_RETRIES + 1)
  })

  it('gives up on a 429 storm after two retries: three calls per read, not SPEC §8’s eleven', async () => {
    cms.failWith = 429
    await expect(
      storyblokClient(config, 'cards', 'published', 100).get('cdn/stories/de-de/', { version: 'published' }),
    ).rejects.toMatchObject({
      status: 429,
    })
    expect(cms.calls).toHaveLength(3)
  })

  it('sends no call before a 429’s Retry-After has passed: a page read fails at once instead of retrying', async () => {
    cms.failWith = 429
    cms.failCalls = 1
    cms.failRetryAfter = '30'
    // The client says so on each of its own retries.
    const said = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const client = storyblokClient(config, 'cards', 'published', 100)
    await expect(client.get('cdn/stories/de-de/', { version: 'published' })).rejects.toMatchObject({ status: 429 })
    // The client's own retries, 300 ms apart, are answered without a call while Storyblok asked for 30 s.
    expect(cms.calls).toHaveLength(1)
    await expect(client.get('cdn/stories/de-de/fotokalender', { version: 'published' })).rejects.toMatchObject({ status: 429 })
    expect(cms.calls).toHaveLength(1)
    expect(said).toHaveBeenCalledWith('Hit rate limit. Retrying in 0.3 seconds.')
    said.mockRestore()
  })

  it('lets the page index’s listing wait out a short Retry-After and go on', async () => {
    cms.failWith = 429
    cms.failCalls = 1
    cms.failRetryAfter = '1'
    const patient = storyblokClient(config, 'cards', 'published', 100, undefined, true)
    const { data } = await patient.get('cdn/links', { version: 'published', per_page: 1000, paginated: 1 })
    expect(Object.keys(data.links ?? {}).length).toBeGreaterThan(100)
    // Asked again once the second had passed; the client never saw the 429, so it did not retry it on its own.
    expect(cms.calls).toHaveLength(2)
  })

  it('spaces pages of 1,000 links at Storyblok’s 6 per second, while single stories go out at once', async () => {
    cms.delayMs = 200
    const client = storyblokClient(config, 'cards', 'published', 100, undefined, true)
    await Promise.all(
      Array.from({ length: 7 }, (_, i) => client.get('cdn/links', { version: 'published', per_page: 1000, page: i + 1, paginated: 1 })),
    )
    const starts = cms.events.flatMap((event, at) => (event.startsWith('start ') ? [at] : []))
    const ends = cms.events.flatMap((event, at) => (event.startsWith('end ') ? [at] : []))
    // Six went out together; the seventh only once the second was over, after all six had answered.
    expect(starts.slice(0, 6).every((at) => at < (ends[0] ?? 0))).toBe(true)
    expect(starts[6]).toBeGreaterThan(ends[5] ?? Number.POSITIVE_INFINITY)

    cms.events.length = 0
    await Promise.all(
      ['de-de/', 'de-de/error', 'de-de/layout', 'en-gb/', 'fr-fr/', 'it-it/', 'nl-nl/'].map((slug) =>
        client.get(`cdn/stories/${slug}`, { version: 'published' }),
      ),
    )
    const firstEnd = cms.events.findIndex((event) => event.startsWith('end '))
    expect(cms.events.slice(0, firstEnd).filter((event) => event.startsWith('start '))).toHaveLength(7)
  })

  it.each([
    [null, 0],
    ['', 0],
    ['0', 0],
    ['2', 2000],
    ['1.5', 1500],
    ['Sun, 06 Dec 2026 06:00:10 GMT', 10_000],
    ['Sun, 06 Dec 2026 05:59:00 GMT', 0],
    ['soon', 0],
  ])('reads Retry-After %j as %i ms', (value, ms) => {
    expect(retryAfterMs(value, Date.parse('2026-12-06T06:00:00Z'))).toBe(ms)
  })

  it('asks for all of a draft’s links past the first 50 at once, each chunk once, and resolves every one', async () => {
    cms.delayMs = 200
    const { data } = await storyblokClient(config, 'cards', 'draft').get('cdn/stories/de-de/layout', {
      version: 'draft',
      resolve_links: 'url',
    })
    const followUps = cms.calls.filter((call) => call.includes('by_uuids='))
    // The demo layout links more stories than Storyblok resolves in the answer itself.
    expect(followUps.length).toBeGreaterThan(1)
    expect(new Set(followUps).size).toBe(followUps.length)
    const firstAnswer = cms.events.findIndex((event) => event.startsWith('end ') && event.includes('by_uuids='))
    const started = cms.events.flatMap((event, at) => (event.startsWith('start ') && event.includes('by_uuids=') ? [at] : []))
    expect(started.every((at) => at < firstAnswer)).toBe(true)
    // Every story the follow-ups named is attached to the links that point at it.
    const asked = new Set(
      followUps.flatMap((call) => (new URLSearchParams(call.slice(call.indexOf('?'))).get('by_uuids') ?? '').split(',')),
    )
    const attached = new Set<string>()
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (typeof value === 'object' && value !== null) {
        const link = value as { fieldtype?: unknown; story?: { uuid?: unknown } }
        if (link.fieldtype === 'multilink' && typeof link.story?.uuid === 'string') attached.add(link.story.uuid)
        Object.values(value).forEach(walk)
      }
    }
    walk(data.story.content)
    expect([...asked].filter((uuid) => !attached.has(uuid))).toEqual([])
  })

  it('names its cv on every published read, and never on cdn/spaces/me or drafts', async () => {
    await storyblokClient(config, 'cards', 'published', 100).get('cdn/stories', {
      version: 'published',
      starts_with: 'de-de/',
      per_page: 1,
    })
    await storyblokClient(config, 'cards', 'published', 100).get('cdn/links', { version: 'published', per_page: 1 })
    await storyblokClient(config, 'cards', 'published').get('cdn/spaces/me', {})
    await storyblokClient(config, 'cards', 'draft').get('cdn/stories/de-de/', { version: 'draft' })
    const cv = cms.calls.map((call) => [call.split('?')[0], new URLSearchParams(call.slice(call.indexOf('?'))).get('cv')])
    expect(cv).toEqual([
      ['cdn/stories', '100'],
      ['cdn/links', '100'],
      ['cdn/spaces/me', null],
      ['cdn/stories/de-de/', null],
    ])
    expect(cms.redirected).toEqual([])
  })

  it('a read with a cv that is no longer current pays Storyblok’s redirect to the current one', async () => {
    const { data } = await storyblokClient(config, 'cards', 'published', 99).get('cdn/stories/de-de/', { version: 'published' })
    expect(data.cv).toBe(100)
    expect(cms.redirected).toHaveLength(1)
    expect(cms.calls).toHaveLength(2)
  })
})
