// Links and relations as Storyblok delivers them (SPEC §7), through the whole Worker and the production client path
// (tokens set, the CDN API v2 answered by the demo space): a story link follows its target's current full_slug when
// the saved `cached_url` is stale, a relation field is filled in from `rels` (and from `rel_uuids` by uuid, 50 at a
// time, each batch naming the cv), and a Feed asks for what it shows in one call.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

const withTokens = { ...env, ...TOKENS } as Env
let cms: StoryblokMock
beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok()
})
afterEach(() => cms.restore())

const page = async (path: string) => {
  const response = await fetchWorker(path, { env: withTokens })
  expect(response.status, path).toBe(200)
  return response.text()
}
const uuid = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`
const pageContent = (title: string, body: Record<string, unknown>[] = []) => ({ component: 'page', title, teaser: [], body })
const storyLink = (id: string, cachedUrl: string) => ({ id, url: '', linktype: 'story', fieldtype: 'multilink', cached_url: cachedUrl })
/** A RecoSubTeaser, the whole card a link to `link`. */
const recoTeaser = (uid: string, headline: string, link: ReturnType<typeof storyLink>) => ({
  _uid: uid,
  component: 'RecoSubTeaser',
  headline,
  image: { filename: '/demo/teaser.svg', alt: 'Bild' },
  link,
})
const journalEntry = (n: number) => ({
  full_slug: `de-de/archiv/eintrag-${n}`,
  uuid: uuid(n),
  name: `Eintrag ${n}`,
  // Day n of the year: the later the entry, the newer; the newest ones sit on the last page of the listing.
  content: {
    ...pageContent(`Eintrag ${n}`),
    date: `2026-${String(Math.ceil(n / 28)).padStart(2, '0')}-${String(((n - 1) % 28) + 1).padStart(2, '0')}`,
  },
})

describe('story links', () => {
  it('follows a renamed story to its current full_slug although the saved cached_url is stale', async () => {
    await addDemoStories('cards', [
      { full_slug: 'de-de/neuer-name', uuid: uuid(900), name: 'Umbenannt', content: pageContent('Umbenannt') },
      {
        full_slug: 'de-de/link-test',
        name: 'Linktest',
        content: pageContent('Linktest', [
          recoTeaser('reco-1', 'Umbenannte Seite', storyLink(uuid(900), 'de-de/alter-name')),
          // A target the answer does not name (deleted, unpublished): the saved path is all there is.
          recoTeaser('reco-2', 'Verwaist', storyLink(uuid(901), 'de-de/verwaist')),
          {
            _uid: 'text-1',
            component: 'Text',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'im Fließtext',
                      marks: [{ type: 'link', attrs: { href: '/de-de/alter-name', uuid: uuid(900), linktype: 'story' } }],
                    },
                  ],
                },
              ],
            },
          },
        ]),
      },
    ])
    const html = await page('/link-test/')
    expect(html).toMatch(/<a href="\/neuer-name\/" class="reco reco--wide">[\s\S]*?Umbenannte Seite/)
    expect(html).toMatch(/<a href="\/verwaist\/" class="reco reco--wide">[\s\S]*?Verwaist/)
    expect(html).toContain('<a href="/neuer-name/">im Fließtext</a>')
    expect(html).not.toContain('alter-name')
    // The page index named the targets by uuid: the CMS was not asked to resolve them.
    expect(cms.storyCalls().find((call) => call.startsWith('cdn/stories/de-de/link-test?'))).not.toContain('resolve_links')
  })

  it('leads the layout’s links, more than Storyblok resolves in an answer, to their pages without reading them by uuid', async () => {
    const html = await page('/')
    expect(html).toMatch(/<a [^>]*href="\/grusskarten\/"/)
    expect(cms.storyCalls().filter((call) => call.includes('resolve_links') || call.includes('by_uuids='))).toEqual([])
  })

  it('has the CMS resolve a draft’s links on a preview host: a draft may link to a page not yet published', async () => {
    await addDemoStories('cards', [
      { full_slug: 'de-de/neu-im-entwurf', uuid: uuid(920), name: 'Neu', draft: pageContent('Neu') },
      {
        full_slug: 'de-de/entwurf-quelle',
        name: 'Entwurfsquelle',
        content: pageContent('Entwurfsquelle'),
        draft: pageContent('Entwurfsquelle', [recoTeaser('r', 'Zum Entwurf', storyLink(uuid(920), 'de-de/alter-entwurf'))]),
      },
    ])
    const response = await fetchWorker(`/entwurf-quelle/${await editorQuery()}`, { host: 'preview.cards.de.localhost' })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<a href="\/neu-im-entwurf\/[^"]*" class="reco reco--wide">/)
  })

  it('keeps the resolved path in the story cache: a second view asks the CMS for nothing', async () => {
    await addDemoStories('cards', [
      { full_slug: 'de-de/ziel', uuid: uuid(910), name: 'Ziel', content: pageContent('Ziel') },
      {
        full_slug: 'de-de/quelle',
        name: 'Quelle',
        content: pageContent('Quelle', [recoTeaser('r', 'Zum Ziel', storyLink(uuid(910), 'de-de/alt'))]),
      },
    ])
    expect(await page('/quelle/')).toContain('<a href="/ziel/" class="reco reco--wide">')
    const before = cms.storyCalls().length
    expect(await page('/quelle/')).toContain('<a href="/ziel/" class="reco reco--wide">')
    expect(cms.storyCalls().length).toBe(before)
  })
})

describe('relations', () => {
  it('fills a Feed relation field with the stories from the answer’s rels, in the editor’s order', async () => {
    await addDemoStories('cards', [
      journalEntry(1),
      journalEntry(2),
      {
        full_slug: 'de-de/auswahl',
        name: 'Auswahl',
        content: pageContent('Auswahl', [
          { _uid: 'feed-1', component: 'Feed', headline: 'Unsere Auswahl', stories: [uuid(2), uuid(1), uuid(999)], limit: 3 },
        ]),
      },
    ])
    const html = await page('/auswahl/')
    const titles = [...html.matchAll(/<h3 class="feed__title">([^<]+)<\/h3>/g)].map((m) => m[1])
    // The unknown uuid is not a story: left out.
    expect(titles).toEqual(['Eintrag 2', 'Eintrag 1'])
    expect(html).toContain('<a href="/archiv/eintrag-2/" class="feed__link">')
    expect(cms.storyCalls().find((call) => call.startsWith('cdn/stories/de-de/auswahl?'))).toContain('resolve_relations=Feed.stories')
  })

  it('reads relations named only by uuid (rel_uuids) with by_uuids in batches of 50', async () => {
    const entries = Array.from({ length: 60 }, (_, i) => journalEntry(i + 1))
    await addDemoStories('cards', [
      ...entries,
      {
        full_slug: 'de-de/viele',
        name: 'Viele',
        content: pageContent('Viele', [
          { _uid: 'feed-2', component: 'Feed', headline: 'Alle', stories: entries.map((e) => e.uuid).reverse(), limit: 12 },
        ]),
      },
    ])
    const html = await page('/viele/')
    const titles = [...html.matchAll(/<h3 class="feed__title">([^<]+)<\/h3>/g)].map((m) => m[1])
    expect(titles).toEqual(Array.from({ length: 12 }, (_, i) => `Eintrag ${60 - i}`))
    // The entries' batches, and no other: the layout's links are the page index's.
    const uuids = new Set(entries.map((entry) => entry.uuid))
    const batches = cms.storyCalls().filter((call) =>
      new URLSearchParams(call.slice(call.indexOf('?')))
        .get('by_uuids')
        ?.split(',')
        .every((uuid) => uuids.has(uuid)),
    )
    const sizes = batches.map((call) => new URLSearchParams(call.slice(call.indexOf('?'))).get('by_uuids')?.split(',').length)
    expect(sizes).toEqual([50, 10])
    // The client's follow-ups name the cv of the read they follow: no redirect, no second call.
    expect(batches.every((call) => new URLSearchParams(call.slice(call.indexOf('?'))).get('cv') === String(cms.cv))).toBe(true)
    expect(cms.redirected).toEqual([])
  })
})

describe('listings', () => {
  it('a Feed of 3 makes 1 CMS call: the newest 3, sorted and cut by Storyblok, without the folder start page', async () => {
    await addDemoStories('cards', [
      ...Array.from({ length: 60 }, (_, i) => journalEntry(i + 1)),
      // The folder's start page, newer than every entry: Storyblok lists it under `starts_with` unless told not to.
      {
        full_slug: 'de-de/archiv/',
        name: 'Archiv-Startseite',
        is_startpage: true,
        content: { ...pageContent('Archiv-Startseite'), date: '2027-01-01' },
      },
      {
        full_slug: 'de-de/archiv-seite',
        name: 'Archiv',
        content: pageContent('Archiv', [{ _uid: 'feed-3', component: 'Feed', headline: 'Neu im Archiv', folder: 'archiv', limit: 3 }]),
      },
    ])
    const html = await page('/archiv-seite/')
    const titles = [...html.matchAll(/<h3 class="feed__title">([^<]+)<\/h3>/g)].map((m) => m[1])
    expect(titles).toEqual(['Eintrag 60', 'Eintrag 59', 'Eintrag 58'])
    const listing = cms.storyCalls().filter((call) => call.startsWith('cdn/stories?') && call.includes('starts_with=de-de%2Farchiv%2F'))
    expect(listing).toHaveLength(1)
    const query = new URLSearchParams(listing[0]?.slice(listing[0].indexOf('?')))
    expect(Object.fromEntries(['per_page', 'page', 'is_startpage', 'sort_by', 'cv'].map((name) => [name, query.get(name)]))).toEqual({
      per_page: '3',
      page: '1',
      is_startpage: 'false',
      sort_by: 'content.date:desc,first_published_at:desc',
      cv: String(cms.cv),
    })
    // The cards show no page body: it stays on the CDN.
    expect(query.get('excluding_fields')?.split(',')).toContain('body')
    expect(cms.redirected).toEqual([])
  })
})

describe('folder start pages', () => {
  it('are the home pages: `/` reads the start page `de-de/`, its head names every locale home, and nothing asks for `x/home`', async () => {
    const html = await page('/')
    expect(cms.storyCalls().some((call) => call.startsWith('cdn/stories/de-de/?'))).toBe(true)
    expect(cms.storyCalls().filter((call) => /^cdn\/stories\/[a-z]{2}-[a-z]{2}(\/home)?\?/.test(call))).toEqual([])
    expect(html).toContain('class="teaser__headline"')
    const alternates = new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]))
    expect(alternates.get('x-default')).toBe('http://cards.de.localhost/')
    expect(alternates.get('fr-CH')).toBe('http://cards.ch.localhost/fr/')
    // The Swiss French home: its own folder has no start page, so the locale chain's next folder answers.
    const swiss = await fetchWorker('/fr/', { env: withTokens, host: 'cards.ch.localhost' })
    expect(swiss.status).toBe(200)
    expect(cms.storyCalls().some((call) => call.startsWith('cdn/stories/fr-ch/?'))).toBe(true)
    expect(cms.storyCalls().some((call) => call.startsWith('cdn/stories/fr-fr/?'))).toBe(true)
  })

  it('a link to a start page (cached_url `de-de/`), in a link field or in rich text, leads to the home page', async () => {
    await addDemoStories('cards', [
      {
        full_slug: 'de-de/zur-startseite',
        name: 'Zur Startseite',
        content: pageContent('Zur Startseite', [
          recoTeaser('reco-home', 'Startseite', storyLink('', 'de-de/')),
          {
            _uid: 'text-home',
            component: 'Text',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'nach Hause', marks: [{ type: 'link', attrs: { href: '/de-de/', linktype: 'story' } }] }],
                },
              ],
            },
          },
        ]),
      },
    ])
    const html = await page('/zur-startseite/')
    expect(html).toMatch(/<a href="\/" class="reco reco--wide">[\s\S]*?Startseite/)
    expect(html).toContain('<a href="/">nach Hause</a>')
    // The demo space filled in the start page's uuid, as the editor's link picker does, and the page index named it.
    const call = cms.storyCalls().find((c) => c.startsWith('cdn/stories/de-de/zur-startseite?'))
    expect(call).not.toContain('resolve_links')
  })
})
