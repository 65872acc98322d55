// A sub-folder's start page (an editor's `journal` folder with an overview page as its root), as Storyblok delivers it:
// full slug `de-de/journal/`, `is_startpage: true`, and only that exact full slug answers. `/journal` serves it on
// public hosts (the page index names it, so a made-up path costs no extra CMS call) and on preview hosts, in every
// locale that falls back to it, and the sitemap, hreflang links, breadcrumb, story links and the Feed agree.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { clearKv, fetchWorker, kvKeys, resetCaches } from './fetch-worker'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const withTokens = { ...env, ...TOKENS } as Env
let cms: StoryblokMock
beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('page indexes')
  cms = mockStoryblok()
})
afterEach(() => cms.restore())

const uuid = (n: number) => `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`
const storyLink = (id: string, cachedUrl: string) => ({ id, url: '', linktype: 'story', fieldtype: 'multilink', cached_url: cachedUrl })
const paragraph = (uid: string, text: string, marks: Record<string, unknown>[] = []) => ({
  _uid: uid,
  component: 'Text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text, ...(marks.length ? { marks } : {}) }] }] },
})
const page = (title: string, body: Record<string, unknown>[] = [], extra: Record<string, unknown> = {}) => ({
  _uid: `${title}-page`,
  component: 'page',
  title,
  description: '',
  robots: 'index,follow',
  teaser: [],
  body,
  ...extra,
})

/** The journal folder's overview page (its start page) and one entry, in Storyblok's wire form. */
const JOURNAL = [
  {
    full_slug: 'de-de/journal/',
    uuid: uuid(1),
    name: 'Journal-Übersicht',
    is_startpage: true,
    content: page('Journal-Übersicht', [
      paragraph('intro', 'Alles aus unserem Journal'),
      { _uid: 'feed', component: 'Feed', headline: 'Alle Beiträge', folder: 'journal', stories: [], limit: '12', linkText: '' },
    ]),
  },
  {
    full_slug: 'de-de/journal/erster-eintrag',
    uuid: uuid(2),
    name: 'Erster Eintrag',
    content: page('Erster Eintrag', [paragraph('text', 'Der erste Eintrag')], { date: '2026-09-01 00:00' }),
  },
]

const get = (path: string, host = 'cards.de.localhost') => fetchWorker(path, { env: withTokens, host })
const html = async (path: string, host?: string) => {
  const response = await get(path, host)
  expect(response.status, path).toBe(200)
  return response.text()
}
/** Single-story reads (`cdn/stories/{full_slug}`), by full slug. */
const storyReads = () => cms.storyCalls().flatMap((call) => (/^cdn\/stories\/[^?]/.test(call) ? [call.slice(12, call.indexOf('?'))] : []))
const alternates = (page: string) =>
  new Map([...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]))

describe('a sub-folder’s start page', () => {
  it('is the page at /journal/: read at `de-de/journal/`, with its Feed listing the folder’s entries but not itself', async () => {
    await addDemoStories('cards', JOURNAL)
    const overview = await html('/journal/')
    expect(overview).toContain('Alles aus unserem Journal')
    expect(overview).toContain('<title>Journal-Übersicht</title>')
    const feed = [...overview.matchAll(/<a href="([^"]+)" class="feed__link">/g)].map((m) => m[1])
    expect(feed).toContain('/journal/erster-eintrag/')
    expect(feed).not.toContain('/journal/')
    expect(storyReads()).toContain('de-de/journal/')
    // The cards brand's slash rule, as for every page.
    const bare = await get('/journal')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('http://cards.de.localhost/journal/')
  })

  it('is read at its start-page full slug alone, on a cold isolate and once the isolate holds the page index', async () => {
    await addDemoStories('cards', JOURNAL)
    // A cold isolate asks the page index whether the page exists before it reads it: the index names the start page.
    await html('/journal/')
    expect(storyReads().filter((slug) => slug.startsWith('de-de/journal'))).toEqual(['de-de/journal/'])
    // Story cache and KV gone, the index still in this isolate: the start page is asked for at once, `x` never.
    forgetIsolateMemory('stories')
    await clearKv()
    cms.calls.length = 0
    expect(await html('/journal/')).toContain('Alles aus unserem Journal')
    expect(storyReads().filter((slug) => slug.startsWith('de-de/journal'))).toEqual(['de-de/journal/'])
  })

  it('is served to the locales falling back to it, and its hreflang links and the sitemap name it once per locale', async () => {
    await addDemoStories('cards', JOURNAL)
    const head = alternates(await html('/journal/'))
    expect(head.get('de-DE')).toBe('http://cards.de.localhost/journal/')
    expect(head.get('x-default')).toBe('http://cards.de.localhost/journal/')
    // de-CH has no journal folder of its own: its chain's next folder (de-de) answers.
    expect(head.get('de-CH')).toBe('http://cards.ch.localhost/journal/')
    expect(await html('/journal/', 'cards.ch.localhost')).toContain('Alles aus unserem Journal')

    const sitemap = await (await get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs.filter((loc) => /^http:\/\/cards\.de\.localhost\/journal\/?$/.test(loc ?? ''))).toEqual([
      'http://cards.de.localhost/journal/',
    ])
    // Its sitemap entry carries the head's alternates.
    const entry = /<url><loc>http:\/\/cards\.de\.localhost\/journal\/<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? ''
    const listed = new Map([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]))
    expect(listed).toEqual(head)
  })

  it('is where a story link to `de-de/journal/` leads, in a link field and in rich text', async () => {
    await addDemoStories('cards', [
      ...JOURNAL,
      {
        full_slug: 'de-de/zum-journal',
        name: 'Zum Journal',
        content: page('Zum Journal', [
          {
            _uid: 'reco',
            component: 'RecoSubTeaser',
            headline: 'Unser Journal',
            image: { filename: '/demo/teaser.svg', alt: 'Bild' },
            link: storyLink(uuid(1), 'de-de/journal/'),
          },
          paragraph('rich', 'zum Journal', [
            { type: 'link', attrs: { href: '/de-de/journal/', uuid: uuid(1), linktype: 'story', anchor: null } },
          ]),
        ]),
      },
    ])
    const source = await html('/zum-journal/')
    expect(source).toMatch(/<a href="\/journal\/" class="reco reco--wide">[\s\S]*?Unser Journal/)
    expect(source).toContain('<a href="/journal/">zum Journal</a>')
    // Where they lead is the overview page.
    expect(await html('/journal/')).toContain('Alles aus unserem Journal')
  })

  it('names and links the overview in the breadcrumb of an entry, on the page and in the BFF', async () => {
    await addDemoStories('cards', JOURNAL)
    const entry = await html('/journal/erster-eintrag/')
    const nav = /<nav class="breadcrumb"[^>]*>(.*?)<\/nav>/.exec(entry)?.[1] ?? ''
    expect(nav).toContain('<a href="/journal/">Journal-Übersicht</a>')
    expect(nav).toContain('<span aria-current="page">Erster Eintrag</span>')
    const bff = (await (await get('/frontend-api/breadcrumb?locale=de-de&path=/journal/erster-eintrag/')).json()) as {
      items: { text: string; url: string }[]
    }
    expect(bff.items.map((item) => item.text)).toEqual(['Startseite', 'Journal-Übersicht', 'Erster Eintrag'])
    // The BFF's content call names it by its page path too.
    const story = (await (await get('/frontend-api/de-de/journal')).json()) as { story: { full_slug: string } }
    expect(story.story.full_slug).toBe('de-de/journal/')
  })

  it('a locale’s own start page wins over its fallback’s page of the same name', async () => {
    await addDemoStories('cards', [
      { full_slug: 'de-de/ratgeber', name: 'Ratgeber', content: page('Ratgeber', [paragraph('de', 'Ratgeber aus Deutschland')]) },
      {
        full_slug: 'de-ch/ratgeber/',
        name: 'Ratgeber Schweiz',
        is_startpage: true,
        content: page('Ratgeber Schweiz', [paragraph('ch', 'Ratgeber aus der Schweiz')]),
      },
    ])
    // Cold (the index is listed beside the reads), then with the index held by the isolate.
    for (const round of ['cold', 'warm']) {
      forgetIsolateMemory('stories')
      await clearKv()
      expect(await html('/ratgeber/', 'cards.ch.localhost'), round).toContain('Ratgeber aus der Schweiz')
      expect(await html('/ratgeber/'), round).toContain('Ratgeber aus Deutschland')
    }
  })

  it('a made-up path reads no story of its own or of its parents: no start page is guessed, nothing missing is kept', async () => {
    await addDemoStories('cards', JOURNAL)
    const response = await get('/journal-gibts-nicht/x/y/')
    expect(response.status).toBe(404)
    // The cv, the page index's listings (the links and the stories links cannot describe), the layout (with the
    // client's follow-ups for its links beyond the first 50) and the error page; nothing of the path.
    expect(storyReads().sort()).toEqual(['de-de/error', 'de-de/layout'])
    const listings = cms.calls.filter((call) => /^cdn\/(stories|links)\?/.test(call) && !call.includes('by_uuids='))
    const followUps = cms.storyCalls().filter((call) => call.includes('by_uuids='))
    expect(listings.every((call) => /per_page=(100|1000)(&|$)/.test(call))).toBe(true)
    expect(listings.filter((call) => call.startsWith('cdn/links?'))).toHaveLength(1)
    expect(followUps.every((call) => !call.includes('journal-gibts-nicht'))).toBe(true)
    expect(cms.calls.length).toBe(1 + listings.length + followUps.length + 2)
    const stored = (await kvKeys()).flatMap((key) => (key.startsWith('story:') ? [key.split(':').slice(4).join(':')] : []))
    expect(stored.sort()).toEqual(['de-de/error', 'de-de/layout'])
  })
})

describe('on preview hosts', () => {
  const PREVIEW = 'preview.cards.de.localhost'
  const previewEnv = { ...env, ...TOKENS, STORYBLOK_SPACE_ID_CARDS: '1' } as Env
  const open = async (path: string) =>
    fetchWorker(`${path}${await editorQuery('cards', { previewToken: TOKENS.STORYBLOK_PREVIEW_TOKEN_CARDS, spaceId: '1' })}`, {
      host: PREVIEW,
      env: previewEnv,
    })

  it('opens the editor’s path /de-de/journal/ on an overview never published, asking for `x/` where `x` is missing', async () => {
    const [overview, entry] = JOURNAL
    await addDemoStories('cards', [
      { ...overview!, content: undefined, draft: page('Journal-Übersicht', [paragraph('intro', 'Noch nicht veröffentlicht')]) },
      entry!,
    ])
    const response = await open('/de-de/journal/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Noch nicht veröffentlicht')
    const drafts = cms.storyCalls().filter((call) => call.startsWith('cdn/stories/de-de/journal') && call.includes('version=draft'))
    expect(drafts.map((call) => call.slice(12, call.indexOf('?')))).toEqual(['de-de/journal', 'de-de/journal/'])
    // The entry's breadcrumb names the draft overview and keeps the editor in the folder.
    const nav = /<nav class="breadcrumb"[^>]*>(.*?)<\/nav>/.exec(await (await open('/de-de/journal/erster-eintrag/')).text())?.[1] ?? ''
    expect(nav).toContain('<a href="/de-de/journal/">Journal-Übersicht</a>')
    // Public hosts read what is published: no overview yet.
    expect((await get('/journal/')).status).toBe(404)
  })
})
