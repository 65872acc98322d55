// A made-up path (`/q7f3/b/c/d/e/f/g/h`) costs the page route one cached read of the published page index: no story of
// its own, no breadcrumb parent, no "missing" entry in KV, and its 404 is the error story and layout the isolate holds.
// Real pages, parents the index names, preview hosts' drafts and pages published after the index was listed still open.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { holdSpaceVersion } from '../setup/space-versions'
import { demoSpaceKey, demoSpaceSchema, resetDemoSpaces } from '../../src/content/demo/space'
import { addDemoStories, demoSpaceKv } from '../mocks/demo-space'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { fetchWorker, kvKeys, resetCaches } from './fetch-worker'

const MADE_UP = '/q7f3/b/c/d/e/f/g/h/'
const uuid = (n: number) => `cccccccc-0000-4000-8000-${String(n).padStart(12, '0')}`
const page = (title: string, text: string) => ({
  _uid: `${title}-page`,
  component: 'page',
  title,
  description: '',
  robots: 'index,follow',
  teaser: [],
  body: [
    {
      _uid: `${title}-text`,
      component: 'Text',
      text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
    },
  ],
})

/** The worker's bindings with every write to the story cache's KV counted. */
function countingKv(): { env: Env; writes: string[] } {
  const writes: string[] = []
  const kv = env.STORY_CACHE
  const counted = new Proxy(kv, {
    get(target, property) {
      if (property === 'put' || property === 'delete') {
        return (key: string, ...rest: unknown[]) => {
          writes.push(`${property} ${key}`)
          return (target[property] as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest)
        }
      }
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return { env: { ...env, STORY_CACHE: counted }, writes }
}

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('page indexes')
})

describe('a made-up path in the demo space', () => {
  // With a latency set, the demo space logs each call it answers (`demo-cms-call`): those lines are its CMS calls.
  const demoEnv = (base: Env) => ({ ...base, DEMO_CMS_LATENCY_MS: '1' }) as Env
  const cmsCalls = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([line]) => typeof line === 'string' && line.includes('"event":"demo-cms-call"')).length

  beforeEach(() => forgetIsolateMemory('Storyblok clients'))
  afterEach(() => vi.restoreAllMocks())

  it.each([
    ['a one-locale host', 'cards.de.localhost'],
    ['a host whose locale falls back to another', 'cards.ch.localhost'],
  ])('on %s makes 0 CMS calls and 0 KV writes once the page index is warm', async (_, host) => {
    const { env: counted, writes } = countingKv()
    // Any page warms the isolate: the index, the layout and the error story.
    expect((await fetchWorker('/', { host, env: demoEnv(counted) })).status).toBe(200)
    expect((await fetchWorker('/gibt-es-nicht/', { host, env: demoEnv(counted) })).status).toBe(404)
    const log = vi.spyOn(console, 'log')
    log.mockClear()
    writes.length = 0
    const response = await fetchWorker(MADE_UP, { host, env: demoEnv(counted) })
    expect(response.status).toBe(404)
    expect(cmsCalls(log)).toBe(0)
    expect(writes).toEqual([])
    // The same path again, and another: still nothing.
    await fetchWorker('/zz9/y/x/w/v/u/t/s/', { host, env: demoEnv(counted) })
    expect(cmsCalls(log)).toBe(0)
    expect(writes).toEqual([])
  })

  it('answers 404 with the CMS error page in the layout, its security headers and nonce as any page’s', async () => {
    await fetchWorker('/')
    const response = await fetchWorker(MADE_UP)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Hoppla – diese Seite haben wir leider nicht gefunden.')
    expect(html).toContain(MADE_UP)
    expect(html).toContain('class="footer"')
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>')
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/)
    expect(html).toContain(`nonce="${nonce}"`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    // Nothing of the path is kept: no "missing" story entry names it.
    expect((await kvKeys()).filter((key) => key.includes('q7f3'))).toEqual([])
  })
})

describe('through a Storyblok space', () => {
  const withTokens = { ...env, ...TOKENS } as Env
  let cms: StoryblokMock
  beforeEach(() => {
    cms = mockStoryblok({ cv: 100 })
  })
  afterEach(() => cms.restore())
  /** Single-story reads (`cdn/stories/{full_slug}`), by full slug. */
  const storyReads = () => cms.storyCalls().flatMap((call) => (/^cdn\/stories\/[^?]/.test(call) ? [call.slice(12, call.indexOf('?'))] : []))
  const breadcrumb = (html: string) => /<nav class="breadcrumb"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? ''

  const GUIDE = [
    { full_slug: 'de-de/ratgeber', uuid: uuid(1), name: 'Ratgeber', content: page('Ratgeber', 'Alle Ratgeber') },
    // `ratgeber/papier` is a folder without a page of its own.
    { full_slug: 'de-de/ratgeber/papier/grammatur', uuid: uuid(2), name: 'Grammatur', content: page('Grammatur', 'Wie schwer') },
  ]

  it('a made-up path on a cold isolate costs the cv, the index listing, the layout and the error page, nothing of its own', async () => {
    const response = await fetchWorker(MADE_UP, { env: withTokens })
    expect(response.status).toBe(404)
    expect(storyReads().sort()).toEqual(['de-de/error', 'de-de/layout'])
    expect(cms.calls.filter((call) => call.includes('q7f3'))).toEqual([])
  })

  it('a real deep page still gets its breadcrumb, reading only the parents the index names', async () => {
    await addDemoStories('cards', GUIDE)
    const response = await fetchWorker('/ratgeber/papier/grammatur/', { env: withTokens })
    expect(response.status).toBe(200)
    const nav = breadcrumb(await response.text())
    expect(nav).toContain('<a href="/ratgeber/">Ratgeber</a>')
    expect(nav).toContain('<a href="/ratgeber/papier/">papier</a>')
    expect(nav).toContain('Grammatur')
    expect(storyReads()).toContain('de-de/ratgeber')
    expect(storyReads().filter((slug) => slug.startsWith('de-de/ratgeber/papier') && slug !== 'de-de/ratgeber/papier/grammatur')).toEqual(
      [],
    )
    // Under a real page, a made-up child reads nothing either.
    cms.calls.length = 0
    expect((await fetchWorker('/ratgeber/gibts-nicht/a/b/', { env: withTokens })).status).toBe(404)
    expect(storyReads().filter((slug) => slug.startsWith('de-de/ratgeber'))).toEqual([])
  })

  it('the BFF’s content call answers a made-up slug 404 without a story read, and a real one with its story', async () => {
    expect((await fetchWorker('/frontend-api/de-de/q7f3/b/c', { env: withTokens })).status).toBe(404)
    expect(storyReads()).toEqual([])
    const real = await fetchWorker('/frontend-api/de-de/journal/papier-ratgeber', { env: withTokens })
    expect(real.status).toBe(200)
    expect(storyReads()).toEqual(['de-de/journal/papier-ratgeber'])
  })

  it('a page published after the index was listed opens at once: the new cv lists the index anew', async () => {
    expect((await fetchWorker('/', { env: withTokens })).status).toBe(200)
    // An editor publishes a new page: Storyblok's cv moves on, and the publish webhook tells the Worker (cv 101, the
    // previous 100). The isolate still holds the index of cv 100, which stands in while cv 101's is listed.
    const space = demoSpaceSchema.parse(await demoSpaceKv().get(demoSpaceKey('cards'), 'json'))
    space.stories.push({
      full_slug: 'de-de/neu-veroeffentlicht',
      uuid: uuid(3),
      name: 'Neu',
      content: page('Neu', 'Frisch veröffentlicht'),
    })
    await demoSpaceKv().put(demoSpaceKey('cards'), JSON.stringify(space))
    resetDemoSpaces()
    cms.cv = 101
    await holdSpaceVersion('cards', { cv: 101, previous: 100, checkedAt: Date.now() })
    forgetIsolateMemory('space versions')
    const response = await fetchWorker('/neu-veroeffentlicht/', { env: withTokens })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Frisch veröffentlicht')
    expect(cms.calls.filter((call) => call.startsWith('cdn/stories?') && call.includes('cv=101')).length).toBeGreaterThan(0)
  })

  it('a preview host still opens a page that exists only as a draft, which the published index does not name', async () => {
    await addDemoStories('cards', [
      { full_slug: 'de-de/nur-entwurf', uuid: uuid(4), name: 'Entwurf', draft: page('Entwurf', 'Noch geheim') },
    ])
    const previewEnv = { ...withTokens, STORYBLOK_SPACE_ID_CARDS: '1' } as Env
    const query = await editorQuery('cards', { previewToken: TOKENS.STORYBLOK_PREVIEW_TOKEN_CARDS, spaceId: '1' })
    const preview = await fetchWorker(`/de-de/nur-entwurf/${query}`, { host: 'preview.cards.de.localhost', env: previewEnv })
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain('Noch geheim')
    // The public host reads what is published, and the index says there is nothing: no story read at all.
    cms.calls.length = 0
    expect((await fetchWorker('/nur-entwurf/', { env: withTokens })).status).toBe(404)
    expect(storyReads().filter((slug) => slug.includes('nur-entwurf'))).toEqual([])
  })
})
