// Content in Storyblok's exact wire form (test/fixtures/wire-space.ts: numbers as strings, "" for unset, null anchors
// and alt texts, full asset and link objects) renders the same blocks, links and pictures as its kindly-typed twin; a
// broken entry costs only itself, with one content-invalid warning naming it; and the editor, on preview only, sees
// why a block is missing, which never reaches a cached page.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { componentDefinitions } from '../../scripts/cms/component-definitions'
import { contentProblems } from '../../scripts/cms/wire-form'
import { kindStories, NO_ASSET, wireLayout, wirePage, wireStories, type FixtureStory } from '../fixtures/wire-space'
import { addDemoStories } from '../mocks/demo-space'
import { pinClock } from '../setup/clock'
import { log } from '../../src/log'
import { editorQuery, fetchWorker, resetCaches } from './fetch-worker'

const HOST = 'poster.de.localhost'
const PREVIEW = 'preview.poster.de.localhost'
const PAGE = '/aus-dem-draht'

type Line = Record<string, unknown>
const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)
const logged = (spy: ReturnType<typeof warnings>, event: string): Line[] =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Line).filter((line) => line.event === event)
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

/** The page as a shopper gets it, with this response's nonce taken out (it differs on every response). */
async function page(path: string, options: { host?: string; env?: Env } = {}): Promise<{ response: Response; html: string }> {
  const response = await fetchWorker(path, { host: options.host ?? HOST, ...(options.env ? { env: options.env } : {}) })
  expect(response.status, path).toBe(200)
  return { response, html: (await response.text()).replaceAll(nonceOf(response), 'NONCE') }
}

async function publish(stories: FixtureStory[]): Promise<void> {
  await addDemoStories('poster', stories)
  await resetCaches()
  log.forgetOnce()
}

beforeEach(() => pinClock('2026-11-23T10:00:00Z'))
afterEach(() => vi.restoreAllMocks())

describe('a space in Storyblok’s wire form', () => {
  it('fits the generated component definitions, as a space built from them would deliver it', () => {
    const { components } = componentDefinitions()
    for (const story of wireStories()) expect(contentProblems(story.content, components), story.full_slug).toEqual([])
  })

  it('renders the same page as its kindly-typed twin', async () => {
    await publish(kindStories())
    const kind = (await page(PAGE)).html
    await publish(wireStories())
    const wire = (await page(PAGE)).html
    expect(wire).toBe(kind)
    // What was compared is what each space delivered, not a page left over from the one before.
    await publish(
      wireStories().map((story) =>
        story.content === wirePage ? { ...story, content: { ...wirePage, title: 'Neu veröffentlicht' } } : story,
      ),
    )
    expect((await page(PAGE)).html).toContain('<title>Neu veröffentlicht</title>')
  })

  it('renders every block, link and picture of it', async () => {
    await publish(wireStories())
    const warn = warnings()
    const { html } = await page(PAGE)
    expect(logged(warn, 'content-invalid')).toEqual([])
    // Navigation: both story links, whose anchors were cleared to null (they once emptied the whole navigation).
    const nav = html.slice(html.indexOf('<nav class="nav"'), html.indexOf('</nav>', html.indexOf('<nav class="nav"')))
    expect(nav).toContain('href="/wire/wandbilder">Wandbilder aus dem Draht</a>')
    expect(nav).toContain('href="/wire/geschenke">Geschenke aus dem Draht</a>')
    // Footer: the box with its untouched type and empty picture, the legal link, the reviews with string numbers.
    expect(html).toContain('Service aus dem Draht')
    expect(html).toMatch(/<a href="\/service"[^>]*>Häufige Fragen/)
    expect(html).toMatch(/<a href="\/datenschutz"[^>]*>Datenschutz aus dem Draht/)
    expect(html).toContain('Bewertungen aus dem Draht')
    expect(html).toMatch(/class="reviews__score"[\s\S]*?4,6[\s\S]*?1\.234/)
    expect(html).toContain('Satte Farben')
    // Body: an option left "" is the default (h2, medium margin, default width, picture left).
    expect(html).toContain('<h2 class="headline">Alles aus dem Draht</h2>')
    expect(html).toContain('<div class="margin margin--medium" aria-hidden="true"></div>')
    expect(html).toMatch(
      /<section class="container-block container-block--default[^"]*"><div class="container-block__inner"><h3 class="headline">Im Kasten<\/h3>/,
    )
    expect(html).toContain('<section class="sub-teaser sub-teaser--image-left">')
    expect(html).toMatch(/<a href="\/wire\/geschenke" class="button button--secondary">Zu den Geschenken<\/a>/)
    // Pictures: alt null and "" render as decorative, the ratio "0.75" reaches the dialog's large picture.
    expect(html).toMatch(/<img [^>]*src="[^"]*print-shop\.jpg[^"]*"[^>]*alt=""/)
    expect(html).toMatch(/<img [^>]*src="[^"]*calendar-desk\.jpg[^"]*"[^>]*alt=""/)
    expect(html).toMatch(/data-dialog="image-magnify" data-dialog-payload="[^"]*&quot;height&quot;:1200/)
    // A decorative picture's magnify link is named by its caption.
    expect(html).toContain('aria-label="Bild vergrößern: Frisch aus der Maschine"')
    // Voucher: amounts from number fields as strings, no picture for the empty asset.
    const voucher = html.slice(html.indexOf('class="voucher'), html.indexOf('class="feed"'))
    expect([...voucher.matchAll(/<li class="voucher__amount">([^<]+)<\/li>/g)].map((m) => m[1])).toEqual(['25\u00a0€', '50\u00a0€'])
    expect(voucher).not.toContain('<img')
    // Feed: limit "2" shows the two newest entries of the folder.
    const feed = html.slice(html.indexOf('<section class="feed">'))
    expect([...feed.matchAll(/<a href="([^"]+)" class="feed__link">/g)].map((m) => m[1])).toEqual([
      '/wire-journal/dritter-eintrag',
      '/wire-journal/zweiter-eintrag',
    ])
  })

  it('names each picture without alternative text once, with the story, block and field', async () => {
    await publish(wireStories())
    const warn = warnings()
    await page(PAGE)
    await page(PAGE)
    const missing = logged(warn, 'image-alt-missing').map(({ story, uid, component, path }) => ({ story, uid, component, path }))
    expect(missing).toEqual([
      { story: 'de-de/aus-dem-draht', uid: 'photo', component: 'PhotoBlock', path: 'image' },
      { story: 'de-de/aus-dem-draht', uid: 'sub-teaser', component: 'SubTeaser', path: 'image' },
    ])
  })
})

describe('a broken entry', () => {
  it('leaves the other navigation entries standing and logs one content-invalid warning with its path', async () => {
    const [first, second] = wireLayout.mainNavigationItems as Record<string, unknown>[]
    const broken = {
      ...first,
      _uid: 'nav-broken',
      text: 'Kaputter Eintrag',
      link: { id: '', url: '/kaputt', linktype: 'carrier-pigeon', fieldtype: 'multilink', cached_url: '/kaputt' },
    }
    await publish([
      ...wireStories(),
      {
        full_slug: 'de-de/layout',
        uuid: 'a1b2c3d4-0000-4000-8000-00000000a001',
        name: 'Layout',
        content: { ...wireLayout, mainNavigationItems: [first, broken, second] },
      },
    ])
    const warn = warnings()
    const { html } = await page(PAGE)
    const nav = html.slice(html.indexOf('<nav class="nav"'), html.indexOf('</nav>', html.indexOf('<nav class="nav"')))
    expect(nav).toContain('Wandbilder aus dem Draht')
    expect(nav).toContain('Geschenke aus dem Draht')
    expect(html).not.toContain('Kaputter Eintrag')
    expect(logged(warn, 'content-invalid')).toEqual([
      expect.objectContaining({
        level: 'warn',
        story: 'de-de/layout',
        uid: 'nav-broken',
        component: 'NavigationItem',
        path: 'mainNavigationItems.1.link.linktype',
      }),
    ])
  })

  it('leaves out one bad list entry of a block and keeps the block', async () => {
    const voucher = {
      _uid: 'voucher-bad-amount',
      component: 'Voucher',
      headline: 'Gutschein mit Lücke',
      text: '',
      amounts: [
        { _uid: 'amount-25', component: 'Voucher__amounts__value', value: '25' },
        { _uid: 'amount-bad', component: 'Voucher__amounts__value', value: 'viel' },
        { _uid: 'amount-100', component: 'Voucher__amounts__value', value: '100' },
      ],
      ctaText: 'Verschenken',
      image: NO_ASSET,
    }
    await publish([
      ...wireStories(),
      { full_slug: 'de-de/luecke', uuid: 'a1b2c3d4-0000-4000-8000-00000000a010', name: 'Lücke', content: { ...wirePage, body: [voucher] } },
    ])
    const warn = warnings()
    const { html } = await page('/luecke')
    expect(html).toContain('Gutschein mit Lücke')
    expect([...html.matchAll(/<li class="voucher__amount">([^<]+)<\/li>/g)].map((m) => m[1])).toEqual(['25\u00a0€', '100\u00a0€'])
    // A list of numbers reaches the schema as its values, so the warning names the block that holds the list.
    expect(logged(warn, 'content-invalid').map(({ story, uid, component, path }) => ({ story, uid, component, path }))).toEqual([
      { story: 'de-de/luecke', uid: 'voucher-bad-amount', component: 'Voucher', path: 'amounts.1' },
    ])
    expect(html).not.toContain('content-notice')
    // The editor sees the block, and above it which of its entries is missing and why.
    const preview = await page(`/luecke${await editorQuery('poster')}`, { host: PREVIEW })
    expect(preview.html).toMatch(
      /<p class="content-notice" role="note" data-content-invalid="voucher-bad-amount">Ein Eintrag von Voucher wird nicht angezeigt – amounts\.1: [^<]+<\/p><section id="voucher" class="voucher">/,
    )
  })
})

describe('a block left out, on preview and in public', () => {
  const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
  const NOTICE = /<p class="content-notice" role="note" data-content-invalid="feed-bad">Block Feed wird nicht angezeigt – limit: [^<]+<\/p>/

  beforeEach(async () => {
    const body = [
      { _uid: 'before', component: 'Headline', text: 'Davor', level: '' },
      { _uid: 'feed-bad', component: 'Feed', headline: 'Kaputter Feed', folder: 'wire-journal', stories: [], limit: 'drei', linkText: '' },
      { _uid: 'after', component: 'Headline', text: 'Danach', level: '' },
      { _uid: 'mystery', component: 'Mystery', text: 'Unbekannt' },
    ]
    await publish([
      ...wireStories(),
      { full_slug: 'de-de/kaputter-block', uuid: 'a1b2c3d4-0000-4000-8000-00000000a011', name: 'Kaputt', content: { ...wirePage, body } },
    ])
  })

  it('shows the editor a notice with the reason in the block’s place, on the preview host only', async () => {
    const warn = warnings()
    const preview = await page(`/kaputter-block${await editorQuery('poster')}`, { host: PREVIEW })
    expect(preview.html).toMatch(new RegExp(`<h2 class="headline">Davor</h2>${NOTICE.source}<h2 class="headline">Danach</h2>`))
    expect(preview.html).toContain(
      '<p class="content-notice" role="note" data-content-invalid="mystery">Block Mystery wird nicht angezeigt – component: not a component of this shop</p>',
    )
    expect(preview.response.headers.get('cache-control')).toContain('no-store')
    const shopper = await page('/kaputter-block')
    expect(shopper.html).toMatch(/<h2 class="headline">Davor<\/h2><h2 class="headline">Danach<\/h2>/)
    expect(shopper.html).not.toContain('content-notice')
    expect(shopper.html).not.toContain('Kaputter Feed')
    expect(shopper.html).not.toContain('Mystery')
    expect(logged(warn, 'content-invalid')).toEqual([
      expect.objectContaining({ story: 'de-de/kaputter-block', uid: 'feed-bad', component: 'Feed', path: 'limit' }),
    ])
  })

  it('never puts the notice into a cached page', async () => {
    const first = await page('/kaputter-block', { env: cached })
    expect(first.response.headers.get('x-page-cache')).toBe('miss')
    const preview = await page(`/kaputter-block${await editorQuery('poster')}`, { host: PREVIEW, env: cached })
    expect(preview.html).toMatch(NOTICE)
    expect(preview.response.headers.get('x-page-cache')).toBeNull()
    const again = await page('/kaputter-block', { env: cached })
    expect(again.response.headers.get('x-page-cache')).toBe('hit')
    expect(again.html).not.toContain('content-notice')
    expect(again.html).toBe(first.html)
  })
})
