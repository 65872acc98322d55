// The story cache seen from outside: a real Storyblok token, the CDN API mocked at the network layer.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CV_CHECK_MS } from '../../src/cache/space-version'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { fetchWorker, kvKeys, resetCaches } from './fetch-worker'
import { expectCmsOutageLogs } from '../setup/quiet-console'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { heldSpaceVersion, holdSpaceVersion } from '../setup/space-versions'

const withTokens = { ...env, ...TOKENS, STORYBLOK_SPACE_ID_CARDS: '4242' } as Env
let cms: StoryblokMock

beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok({ cv: 100 })
})
afterEach(() => cms.restore())

const home = () => fetchWorker('/', { env: withTokens })

describe('story cache through the worker', () => {
  it('fetches published stories with the space cv and caches them under keys that carry it', async () => {
    // A cold start asks for the cv first: Storyblok would redirect every read without it (a second call each).
    expect((await home()).status).toBe(200)
    expect(cms.storyCalls().length).toBeGreaterThan(0)
    expect(cms.storyCalls().every((call) => call.includes('version=published') && call.includes('cv=100'))).toBe(true)
    expect(cms.redirected).toEqual([])
    expect(await kvKeys()).toEqual(expect.arrayContaining(['cv:v1:cards', 'story:v1:cards:100:de-de/', 'story:v1:cards:100:de-de/layout']))
    cms.calls.length = 0
    expect((await fetchWorker('/fotokalender/', { env: withTokens })).status).toBe(200)
    expect(cms.storyCalls().length).toBeGreaterThan(0)
    expect(cms.storyCalls().every((call) => call.includes('version=published') && call.includes('cv=100'))).toBe(true)
  })

  it('answers a warm request from KV without calling the CMS', async () => {
    await home()
    cms.calls.length = 0
    forgetIsolateMemory('space versions', 'stories')
    const response = await home()
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-stale')).toBeNull()
    expect(cms.calls).toEqual([])
  })

  it('flushes everything when the space cv changes', async () => {
    await home()
    cms.cv = 101
    cms.calls.length = 0
    // The cv is re-checked after CV_CHECK_MS; simulate that time passing by aging the check the object holds.
    const held = await heldSpaceVersion('cards')
    if (!held) throw new Error('the first page left no space version in the object')
    await holdSpaceVersion('cards', { ...held, checkedAt: held.checkedAt - CV_CHECK_MS - 1 })
    forgetIsolateMemory('space versions')
    await home() // sees the old cv, refreshes it in the background
    forgetIsolateMemory('space versions')
    cms.calls.length = 0
    expect((await home()).status).toBe(200)
    expect(cms.storyCalls().some((call) => call.startsWith('cdn/stories/de-de/?') && call.includes('cv=101'))).toBe(true)
    expect(await kvKeys()).toContain('story:v1:cards:101:de-de/')
  })

  it('serves cached pages while the CMS is down, including after a cv change it cannot follow', async () => {
    await home()
    cms.cv = 102
    const held = await heldSpaceVersion('cards')
    if (!held) throw new Error('the first page left no space version in the object')
    await holdSpaceVersion('cards', { ...held, cv: 102, previous: 100 })
    forgetIsolateMemory('space versions')
    cms.failWith = 503
    const response = await home()
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-stale')).toBe('true')
    expect(await response.text()).toContain('class="teaser__headline"')
    expect((await kvKeys()).filter((k) => k.includes(':102:'))).toEqual([])
  })

  it('shows a calm 503 page without details when the CMS fails and nothing is cached, and caches nothing', async () => {
    expectCmsOutageLogs()
    cms.failWith = 'network'
    const response = await home()
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    const html = await response.text()
    expect(html).toContain('Gleich wieder da')
    expect(html).not.toMatch(/Error|at \//)
    expect((await kvKeys()).filter((k) => k.startsWith('story:'))).toEqual([])
  })

  it('shows the error details on the 503 page in development only', async () => {
    expectCmsOutageLogs()
    cms.failWith = 'network'
    const html = await (await fetchWorker('/', { env: { ...withTokens, ENVIRONMENT: 'development' } as Env })).text()
    expect(html).toContain('class="dev-error"')
    expect(html).toContain('CmsError')
  })

  it('never caches an error answer', async () => {
    expectCmsOutageLogs()
    cms.failWith = 500
    expect((await home()).status).toBe(503)
    cms.failWith = undefined
    forgetIsolateMemory('space versions')
    expect((await home()).status).toBe(200)
  })

  it('makes one CMS call per story for concurrent cold requests', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => home()))
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200))
    const homeCalls = cms.storyCalls().filter((call) => call.startsWith('cdn/stories/de-de/?'))
    expect(homeCalls).toHaveLength(1)
  })

  it('reads drafts with the preview token on preview hosts and never caches them', async () => {
    const query = await editorQuery('cards', { spaceId: '4242', previewToken: TOKENS.STORYBLOK_PREVIEW_TOKEN_CARDS })
    const response = await fetchWorker(`/${query}`, { env: withTokens, host: 'preview.cards.de.localhost' })
    expect(await response.text()).toContain('ENTWURF')
    expect(cms.storyCalls().every((call) => call.includes('version=draft') && call.includes('token=test-preview-cards'))).toBe(true)
    expect(await kvKeys()).toEqual([])
  })

  it("reads the editor's release on preview hosts and ignores it on public hosts", async () => {
    const query = await editorQuery('cards', { spaceId: '4242', previewToken: TOKENS.STORYBLOK_PREVIEW_TOKEN_CARDS })
    await fetchWorker(`/${query}&_storyblok_release=77`, { env: withTokens, host: 'preview.cards.de.localhost' })
    expect(cms.storyCalls().every((call) => call.includes('from_release=77'))).toBe(true)
    cms.calls.length = 0
    await fetchWorker('/?_storyblok_release=77', { env: withTokens })
    expect(cms.storyCalls().some((call) => call.includes('from_release'))).toBe(false)
  })

  it('refuses every preview request where no preview token is configured, without a CMS call', async () => {
    const { STORYBLOK_PREVIEW_TOKEN_CARDS: _, ...rest } = withTokens as unknown as Record<string, unknown>
    const response = await fetchWorker(`/${await editorQuery()}`, { env: rest as unknown as Env, host: 'preview.cards.de.localhost' })
    expect(response.status).toBe(401)
    expect(cms.calls).toEqual([])
  })
})
