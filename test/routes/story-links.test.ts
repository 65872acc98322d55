// Links and relations as Storyblok delivers them (SPEC §7), through the whole Worker and the production client path
// (tokens set, the CDN API v2 answered by the demo space): a story link follows its target's current full_slug when
// the saved `cached_url` is stale, a relation field is filled in from `rels` (and from `rel_uuids` by uuid, 50 at a
// time), and a Feed reads every page of its folder (per_page 25, the `total` header).
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
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
          {
            _uid: 'reco-1',
            component: 'RecoSubTeaser',
            headline: 'Umbenannte Seite',
            image: { filename: '/demo/teaser.svg', alt: 'Bild' },
            link: storyLink(uuid(900), 'de-de/alter-name'),
          },
          // A target the answer does not name (deleted, unpublished): the saved path is all there is.
          {
            _uid: 'reco-2',
            component: 'RecoSubTeaser',
            headline: 'Verwaist',
            image: { filename: '/demo/teaser.svg', alt: 'Bild' },
            link: storyLink(uuid(901), 'de-de/verwaist'),
          },
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
    // The story was asked for with its links resolved to URLs.
    expect(cms.storyCalls().find((call) => call.startsWith('cdn/stories/de-de/link-test?'))).toContain('resolve_links=url')
  })

  it('keeps the resolved path in the story cache: a second view asks the CMS for nothing', async () => {
    await addDemoStories('cards', [
      { full_slug: 'de-de/ziel', uuid: uuid(910), name: 'Ziel', content: pageContent('Ziel') },
      {
        full_slug: 'de-de/quelle',
        name: 'Quelle',
        content: pageContent('Quelle', [
          {
            _uid: 'r',
            component: 'RecoSubTeaser',
            headline: 'Zum Ziel',
            image: { filename: '/demo/teaser.svg', alt: 'Bild' },
            link: storyLink(uuid(910), 'de-de/alt'),
          },
        ]),
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
    const batches = cms.storyCalls().filter((call) => call.includes('by_uuids='))
    const sizes = batches.map((call) => new URLSearchParams(call.slice(call.indexOf('?'))).get('by_uuids')?.split(',').length)
    expect(sizes).toEqual([50, 10])
  })
})

describe('listings', () => {
  it('a Feed over 60 stories reads all three pages of 25 and shows the newest, which only the last page holds', async () => {
    await addDemoStories('cards', [
      ...Array.from({ length: 60 }, (_, i) => journalEntry(i + 1)),
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
    const pages = listing.map((call) => new URLSearchParams(call.slice(call.indexOf('?'))))
    expect(pages.map((query) => [query.get('page'), query.get('per_page')]).sort()).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['3', '25'],
    ])
  })
})
