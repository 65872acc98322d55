// Content in Storyblok's exact wire form (test/fixtures/wire-space.ts: numbers as strings, "" for unset, null anchors
// and alt texts, full asset and link objects, a 15-digit space's assets and an a-us one, folder start pages, drafts
// marked with `_editable`) renders every page with the same blocks, links and pictures as its kindly-typed twin, on an
// EU and a US deployment; its drafts give the editor Storyblok's attributes on preview hosts only. A broken entry costs
// only itself, with one content-invalid warning naming it; and the editor, on preview only, sees why a block is
// missing, which never reaches a cached page.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { componentDefinitions } from '../../scripts/cms/component-definitions'
import { contentProblems } from '../../scripts/cms/wire-form'
import { editableAttributes } from '../../src/content/editable'
import {
  CALENDAR_DESK,
  kindStories,
  NO_ASSET,
  POSTER_WALL,
  POSTER_WALL_FOCUS,
  PRINT_SHOP,
  US_STORE,
  WIRE_SPACE_ID,
  WIRE_STORY_IDS,
  wireLayout,
  wirePage,
  wireStories,
} from '../fixtures/wire-space'
import { addDemoStories } from '../mocks/demo-space'
import { pinClock } from '../setup/clock'
import { log } from '../../src/log'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

const HOST = 'poster.de.localhost'
const PREVIEW = 'preview.poster.de.localhost'
const PAGE = '/aus-dem-draht'
/**
 * Every page of the space: the home page (the folder's start page `de-de/`) and each story under it. The journal
 * folder's start page (`de-de/wire-journal/`) is no page of its own here: `/wire-journal` reads `de-de/wire-journal`,
 * which the stand-in, holding to exact full slugs, does not answer.
 */
const PAGES = [
  '/',
  PAGE,
  '/wire/wandbilder',
  '/wire/geschenke',
  '/wire-journal/erster-eintrag',
  '/wire-journal/zweiter-eintrag',
  '/wire-journal/dritter-eintrag',
]
const US_CONFIG = { ...env, STORYBLOK_REGION: 'us' } as Env

type Line = Record<string, unknown>
type Node = Record<string, unknown>
const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)
const logged = (spy: ReturnType<typeof warnings>, event: string): Line[] =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Line).filter((line) => line.event === event)
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
const editorAttributes = /data-blok-(?:c|uid)=/

/** The page as a shopper gets it, with this response's nonce taken out (it differs on every response). */
async function page(path: string, options: { host?: string; env?: Env } = {}): Promise<{ response: Response; html: string }> {
  const response = await fetchWorker(path, { host: options.host ?? HOST, ...(options.env ? { env: options.env } : {}) })
  expect(response.status, path).toBe(200)
  return { response, html: (await response.text()).replaceAll(nonceOf(response), 'NONCE') }
}

async function publish(stories: Parameters<typeof addDemoStories>[1]): Promise<void> {
  await addDemoStories('poster', stories)
  await resetCaches()
  log.forgetOnce()
}

/** Every page of a space as published, and the pictures refused on the way (unknown-image-provider). */
async function renderSpace(
  stories: Parameters<typeof addDemoStories>[1],
  config: Env = env,
): Promise<{ pages: Map<string, string>; refused: string[] }> {
  await publish(stories)
  const warn = warnings()
  const pages = new Map<string, string>()
  for (const path of PAGES) pages.set(path, (await page(path, { env: config })).html)
  const refused = logged(warn, 'unknown-image-provider').map((line) => String(line.value))
  warn.mockRestore()
  return { pages, refused }
}

/** Every block of some content, nested ones included. */
function blocksOf(node: unknown): Node[] {
  if (Array.isArray(node)) return node.flatMap(blocksOf)
  if (!node || typeof node !== 'object') return []
  const block = node as Node
  const own = typeof block.component === 'string' && typeof block._uid === 'string' ? [block] : []
  return [...own, ...Object.values(block).flatMap(blocksOf)]
}

beforeEach(() => pinClock('2026-11-23T10:00:00Z'))
afterEach(() => vi.restoreAllMocks())

describe('a space in Storyblok’s wire form', () => {
  it('fits the generated component definitions, as a space built from them would deliver it, drafts marked', () => {
    const { components } = componentDefinitions()
    for (const story of wireStories()) {
      expect(contentProblems(story.content, components), story.full_slug).toEqual([])
      expect(contentProblems(story.draft, components, 'draft', { editable: true }), story.full_slug).toEqual([])
    }
  })

  it('marks every block of its drafts with its component, uid, story and the 15-digit space, and no published block', () => {
    const stories = wireStories()
    for (const story of stories) {
      const blocks = blocksOf(story.draft)
      expect(blocks.length, story.full_slug).toBeGreaterThan(0)
      for (const block of blocks) {
        const options = { name: block.component, space: WIRE_SPACE_ID, uid: block._uid, id: String(story.id) }
        expect(editableAttributes(block._editable), `${story.full_slug} ${String(block._uid)}`).toEqual({
          'data-blok-c': JSON.stringify(options),
          'data-blok-uid': `${story.id}-${String(block._uid)}`,
        })
      }
      expect(JSON.stringify(story.content)).not.toContain('_editable')
    }
    expect(WIRE_SPACE_ID).toMatch(/^\d{15}$/)
    // Folder start pages, as Storyblok names them: the home page and the journal folder's.
    expect(stories.filter((story) => story.is_startpage).map((story) => story.full_slug)).toEqual(['de-de/', 'de-de/wire-journal/'])
  })

  it.each([
    { region: 'eu', config: env, shown: `${POSTER_WALL}/m/800x450/`, foreign: US_STORE },
    { region: 'us', config: US_CONFIG, shown: `${US_STORE}/m/1200x800/`, foreign: POSTER_WALL },
  ])('renders every page the same as its kindly-typed twin, on a deployment in $region', async ({ region, config, shown, foreign }) => {
    const kind = await renderSpace(kindStories(), config)
    const wire = await renderSpace(wireStories(), config)
    for (const path of PAGES) expect(wire.pages.get(path), path).toBe(kind.pages.get(path))
    // Both refused the same pictures, each named once: those on another region's asset host than the deployment's.
    expect(wire.refused).toEqual(kind.refused)
    if (region === 'eu') expect(wire.refused).toEqual([US_STORE])
    else expect(wire.refused.every((src) => src.startsWith(`https://a.storyblok.com/f/${WIRE_SPACE_ID}/`))).toBe(true)
    expect(wire.refused).toContain(foreign)
    // The home page (the folder's start page): the picture on this region's host renders, resized by Storyblok's
    // image service to a box from the size its URL names; the other one is named nowhere.
    const home = wire.pages.get('/') ?? ''
    expect(home).toContain('Wände voller Draht')
    expect(images(home).filter((img) => img.includes(`src="${shown}`))).toHaveLength(1)
    // The teaser's crop keeps the focal point the editor set on the asset.
    if (region === 'eu')
      expect(home).toContain(`src="${POSTER_WALL}/m/800x450/filters:quality(85):format(webp):focal(${POSTER_WALL_FOCUS})"`)
    expect(home).not.toContain(foreign)
    // What was compared is what each space delivered, not a page left over from the one before.
    await publish(
      wireStories().map((story) =>
        story.full_slug === 'de-de/aus-dem-draht' ? { ...story, content: { ...wirePage, title: 'Neu veröffentlicht' } } : story,
      ),
    )
    expect((await page(PAGE, { env: config })).html).toContain('<title>Neu veröffentlicht</title>')
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
    // A story link to the folder's start page (`de-de/`) leads home.
    expect(html).toContain('<a href="/">Zur Startseite aus dem Draht</a>')
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
    // Pictures of a 15-digit space: resized by Storyblok's image service, the ratio "0.75" applied and the large
    // picture measured from the URL (1600x1200), never 0x0 or the original file; alt null and "" render decorative.
    const photo = images(html).find((img) => img.includes('photo-block__image')) ?? ''
    expect(photo).toContain(`src="${PRINT_SHOP}/m/1200x900/filters:quality(85):format(webp)"`)
    expect(photo).toMatch(/ alt="" width="1200" height="900"/)
    expect(html).toMatch(/data-dialog="image-magnify" data-dialog-payload="[^"]*&quot;width&quot;:1600,&quot;height&quot;:1200\}"/)
    const subTeaser = images(html).find((img) => img.includes('sub-teaser__image')) ?? ''
    expect(subTeaser).toContain(`src="${CALENDAR_DESK}/m/720x480/filters:quality(85):format(webp)"`)
    expect(subTeaser).toMatch(/ alt="" width="720" height="480"/)
    // A decorative picture's magnify link is named by its caption.
    expect(html).toContain('aria-label="Bild vergrößern: Frisch aus der Maschine"')
    // Voucher: amounts from number fields as strings, no picture for the empty asset.
    const voucher = html.slice(html.indexOf('class="voucher'), html.indexOf('class="feed"'))
    expect([...voucher.matchAll(/<li class="voucher__amount">([^<]+)<\/li>/g)].map((m) => m[1])).toEqual(['25\u00a0€', '50\u00a0€'])
    expect(voucher).not.toContain('<img')
    // Feed: limit "2" shows the two newest entries of the folder, not its start page (newer than both).
    const feed = html.slice(html.indexOf('<section class="feed">'))
    expect([...feed.matchAll(/<a href="([^"]+)" class="feed__link">/g)].map((m) => m[1])).toEqual([
      '/wire-journal/dritter-eintrag',
      '/wire-journal/zweiter-eintrag',
    ])
    expect(html).not.toContain('Das Draht-Journal')
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

describe('its drafts in the visual editor', () => {
  it.each([
    { path: '/', slug: 'de-de/', id: WIRE_STORY_IDS.home },
    { path: PAGE, slug: 'de-de/aus-dem-draht', id: WIRE_STORY_IDS.page },
  ])(
    '$path: each block carries its `_editable` as data-blok-c and data-blok-uid on preview, none in public',
    async ({ path, slug, id }) => {
      await publish(wireStories())
      // A text or number of a list (`…__value`) is read back as the bare value, without a mark of its own: its block opens it.
      const blocks = blocksOf(wireStories().find((story) => story.full_slug === slug)?.draft ?? {}).filter(
        (block) => !String(block.component).endsWith('__value'),
      )
      expect(blocks.length).toBeGreaterThan(3)
      const preview = await page(`${path}${await editorQuery('poster')}`, { host: PREVIEW })
      // Storyblok's attributes, as storyblokEditable writes them, on the page, every block and every entry of one, in order.
      const marked = [...preview.html.matchAll(/data-blok-c="([^"]*)" data-blok-uid="([^"]*)"/g)].map(([, options, uid]) => ({
        options,
        uid,
      }))
      expect(marked).toEqual(
        blocks.map((block) => ({
          options: JSON.stringify({ name: block.component, space: WIRE_SPACE_ID, uid: block._uid, id: String(id) }).replaceAll(
            '"',
            '&quot;',
          ),
          uid: `${id}-${String(block._uid)}`,
        })),
      )
      expect((await page(path)).html).not.toMatch(editorAttributes)
    },
  )
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
    // The shopper sees no trace of it; the editor, on the preview host, sees which entry was left out and why.
    expect(html).not.toContain('content-notice')
    const preview = await page(`${PAGE}${await editorQuery('poster')}`, { host: PREVIEW })
    expect(preview.html).toMatch(
      /<main id="main" class="main" tabindex="-1"><p class="content-notice" role="note" data-content-invalid="nav-broken">Block NavigationItem wird nicht angezeigt – mainNavigationItems\.1\.link\.linktype: [^<]+<\/p>/,
    )
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
  it('keeps the default robots when the field holds anything but known directives, and never prints it', async () => {
    const withRobots = (slug: string, uuid: string, robots: string) => ({
      full_slug: `de-de/${slug}`,
      uuid,
      name: slug,
      content: { ...wirePage, robots },
    })
    await publish([
      ...wireStories(),
      withRobots('robots-bad', 'a1b2c3d4-0000-4000-8000-00000000a012', 'noindex" /><script>alert(1)</script>'),
      withRobots('robots-unknown', 'a1b2c3d4-0000-4000-8000-00000000a013', 'noindex, nofolow'),
      withRobots('robots-loud', 'a1b2c3d4-0000-4000-8000-00000000a014', ' noindex , FOLLOW '),
      withRobots('robots-none', 'a1b2c3d4-0000-4000-8000-00000000a015', 'none'),
    ])
    const warn = warnings()
    const bad = (await page('/robots-bad')).html
    expect(bad).toContain('<meta name="robots" content="index,follow"/>')
    expect(bad).not.toContain('alert(1)')
    expect((await page('/robots-unknown')).html).toContain('<meta name="robots" content="index,follow"/>')
    expect((await page('/robots-loud')).html).toContain('<meta name="robots" content="noindex,follow"/>')
    expect(logged(warn, 'content-invalid').map(({ story, path }) => ({ story, path }))).toEqual([
      { story: 'de-de/robots-bad', path: 'robots' },
      { story: 'de-de/robots-unknown', path: 'robots' },
    ])
    // The sitemap reads the field as the page does: the unknown value leaves its page indexed, the valid noindex does not
    // (the listing asks the CMS for stories whose robots contain `noindex` or `none`, spelled in lower case).
    const sitemap = await (await fetchWorker('/sitemap.xml', { host: HOST })).text()
    expect(sitemap).toContain('/robots-unknown</loc>')
    expect(sitemap).not.toContain('/robots-loud</loc>')
    expect(sitemap).not.toContain('/robots-none</loc>')
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
