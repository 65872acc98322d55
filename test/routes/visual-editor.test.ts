// Storyblok's visual editor on preview hosts: blocks carry the editor's attributes (and public pages and the caches
// never do), the editor's `{preview URL}{full_slug}` paths open the page of that locale, and the layout story has a
// page of its own that live editing renders anew.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { editableAttributes } from '../../src/content/editable'
import { DEMO_CV, demoSpaceKey, demoStoryId, resetDemoSpaces, type DemoSpaceDocument } from '../../src/content/demo/space'
import { FlagReader } from '../../src/domain/flags'
import { readRequestVariant } from '../../src/domain/request-variant'
import { pageBaseKey, pageKey } from '../../src/cache/keys'
import { demoSpaceKv } from '../mocks/demo-space'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

const PREVIEW = 'preview.cards.de.localhost'
const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env

type Node = Record<string, unknown>

async function editorCookie(): Promise<string> {
  const response = await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

async function cardsSpace(): Promise<{ space: DemoSpaceDocument; original: string }> {
  const original = (await demoSpaceKv().get(demoSpaceKey('cards'), 'text')) ?? ''
  return { space: JSON.parse(original) as DemoSpaceDocument, original }
}

async function storeCards(space: DemoSpaceDocument | string): Promise<void> {
  await demoSpaceKv().put(demoSpaceKey('cards'), typeof space === 'string' ? space : JSON.stringify(space))
  resetDemoSpaces()
}

/** The blocks the page lists in its teaser area and body, as the registry renders them. */
function pageBlocks(content: Node): Node[] {
  return ['teaser', 'uspTeaser', 'body'].flatMap((field) => (Array.isArray(content[field]) ? (content[field] as Node[]) : []))
}

const attributePattern = /data-blok-(?:c|uid)=/

beforeEach(() => resetCaches())

describe('the editor’s attributes', () => {
  let original = ''
  afterEach(async () => {
    if (original) await storeCards(original)
    original = ''
  })

  it('The editor attributes appear on preview only and never in a cached page', async () => {
    // The worst case: published content that carries `_editable` too (Storyblok sends it with drafts only).
    const loaded = await cardsSpace()
    original = loaded.original
    const position = loaded.space.stories.findIndex((story) => story.full_slug === 'de-de/')
    const home = loaded.space.stories[position]
    expect(home?.draft?._editable).toMatch(/^<!--#storyblok#/)
    if (home) home.content = structuredClone(home.draft)
    await storeCards(loaded.space)
    const draft = home?.draft ?? {}
    const blocks = pageBlocks(draft)
    expect(blocks.length).toBeGreaterThan(2)

    // Preview: every block of the page and the page itself carry Storyblok's attributes, as storyblokEditable writes them.
    const preview = await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-page-cache')).toBeNull()
    const previewHtml = await preview.text()
    const id = demoStoryId('cards', position)
    for (const block of [draft, ...blocks]) {
      const uid = String(block._uid)
      const options = JSON.stringify({ name: block.component, space: '1', uid, id: String(id) })
      expect(previewHtml).toContain(`data-blok-c="${options.replaceAll('"', '&quot;')}" data-blok-uid="${id}-${uid}"`)
    }

    // Public: the same content renders without them, first rendered and then from the page cache.
    const first = await fetchWorker('/?editor-run=1', { env: cached })
    const second = await fetchWorker('/?editor-run=1', { env: cached })
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    for (const html of [await first.text(), await second.text()]) {
      expect(html).toContain('class="teaser')
      expect(html).not.toMatch(attributePattern)
    }
    const variant = readRequestVariant({
      site: { host: 'cards.de.localhost', language: 'de', preview: false },
      url: new URL('http://cards.de.localhost/?editor-run=1'),
      path: '/',
      cookie: undefined,
      crawler: false,
    })
    const stored = await caches.default.match(pageKey(pageBaseKey(variant, DEMO_CV, 'dev'), [], new FlagReader()))
    expect(stored).toBeDefined()
    expect(await stored?.text()).not.toMatch(attributePattern)

    // A preview page is never stored: the same request again is rendered again, and the cache holds nothing for it.
    const cookie = (preview.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const again = await fetchWorker('/?editor-run=1', { host: PREVIEW, env: cached, headers: { cookie } })
    expect(again.headers.get('x-page-cache')).toBeNull()
    expect(await again.text()).toMatch(attributePattern)
    const previewVariant = readRequestVariant({
      site: { host: PREVIEW, language: 'de', preview: true },
      url: new URL(`http://${PREVIEW}/?editor-run=1`),
      path: '/',
      cookie: undefined,
      crawler: false,
    })
    expect(await caches.default.match(pageKey(pageBaseKey(previewVariant, DEMO_CV, 'dev'), [], new FlagReader()))).toBeUndefined()
  })

  it('mark the calculator, which renders outside the block registry', async () => {
    const { space } = await cardsSpace()
    const position = space.stories.findIndex((story) => story.full_slug === 'de-de/fotos-drucken')
    const calculator = (space.stories[position]?.draft?.calculator as Node[] | undefined)?.[0]
    expect(calculator).toBeDefined()
    const html = await (await fetchWorker(`/fotos-drucken/${await editorQuery()}`, { host: PREVIEW })).text()
    const uid = `${demoStoryId('cards', position)}-${String(calculator?._uid)}`
    expect(html).toMatch(new RegExp(`<div class="page__calculator" data-blok-c="[^"]*" data-blok-uid="${uid}">`))
    expect(await (await fetchWorker('/fotos-drucken/')).text()).not.toMatch(attributePattern)
  })

  it('wraps a block whose `_editable` is malformed in nothing, and still renders the block', async () => {
    const loaded = await cardsSpace()
    original = loaded.original
    const home = loaded.space.stories.find((story) => story.full_slug === 'de-de/')
    const [teaser] = pageBlocks(home?.draft ?? {})
    expect(teaser).toBeDefined()
    if (teaser) teaser._editable = '<!--#storyblok#{"name":"Teaser","uid":"x\\"><script>alert(1)</script>","id":"1"}-->'
    await storeCards(loaded.space)
    const html = await (await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })).text()
    expect(html).toContain('class="teaser')
    expect(html).not.toContain(`data-blok-uid="1-x`)
    expect(html).not.toContain('<script>alert(1)')
  })

  it('are kept by live editing: the transform renders them for each block of the edited story', async () => {
    const editable = '<!--#storyblok#{"name":"Teaser","space":"1","uid":"t1","id":"10001"}-->'
    const response = await fetchWorker('/frontend-api/transform', {
      method: 'POST',
      host: PREVIEW,
      headers: { cookie: await editorCookie(), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        action: 'input',
        story: {
          id: 10001,
          content: { component: 'page', teaser: [{ _uid: 't1', component: 'Teaser', headline: 'Live', _editable: editable }], body: [] },
        },
      }),
    })
    expect(response.status).toBe(200)
    const { html, part } = (await response.json()) as { html: string; part: string }
    expect(part).toBe('page')
    const attributes = editableAttributes(editable)
    expect(html).toContain(`data-blok-uid="${attributes?.['data-blok-uid']}"`)
  })
})

describe('the editor’s attributes on every entry', () => {
  let original = ''
  afterEach(async () => {
    if (original) await storeCards(original)
    original = ''
  })

  /** `data-blok-uid` of each entry with an `_editable` under `node` (the page, its blocks, their list entries and CTAs). */
  function editableUids(node: unknown, skip: (key: string) => boolean = () => false): string[] {
    if (Array.isArray(node)) return node.flatMap((item) => editableUids(item, skip))
    if (!node || typeof node !== 'object') return []
    const own = editableAttributes((node as Node)._editable)?.['data-blok-uid']
    const nested = Object.entries(node).flatMap(([key, value]) => (skip(key) ? [] : editableUids(value, skip)))
    return own ? [own, ...nested] : nested
  }

  const renderedUids = (html: string) => [...html.matchAll(/ data-blok-uid="([^"]+)"/g)].map((match) => match[1] ?? '')

  it('Nested entries on /inspiration/ on a preview host carry data-blok-uid', async () => {
    const { space } = await cardsSpace()
    const draft = space.stories.find((story) => story.full_slug === 'de-de/inspiration')?.draft
    const html = await (await fetchWorker(`/inspiration/${await editorQuery()}`, { host: PREVIEW })).text()
    // The A/B block shows one variant (the flag decides); the other is not on the page to be clicked.
    const shown = /class="ab-content" data-flag="[^"]*" data-variant="(a|b)"/.exec(html)?.[1]
    expect(shown).toBeDefined()
    const hidden = shown === 'a' ? 'variantB' : 'variantA'
    const expected = editableUids(draft, (key) => key === hidden)
    // List entries, teasers' calls to action, a container's blocks: far more than the page's own blocks.
    expect(expected.length).toBeGreaterThan(30)
    expect(expected.length).toBeGreaterThan(pageBlocks(draft ?? {}).length * 2)
    // Every entry once, in the order of the content, and nothing else.
    expect(renderedUids(html)).toEqual(expected)
  })

  it('Public HTML is the same whether or not the content carries `_editable`', async () => {
    // The worst case again: published content with every draft mark in it renders byte for byte as without them.
    const loaded = await cardsSpace()
    original = loaded.original
    const story = loaded.space.stories.find((entry) => entry.full_slug === 'de-de/inspiration')
    expect(story?.draft).toBeDefined()
    const strip = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(strip)
        : node && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).flatMap(([key, value]) => (key === '_editable' ? [] : [[key, strip(value)]])))
          : node
    const render = async (content: unknown) => {
      if (story) story.content = content as Node & { component: string }
      await storeCards(loaded.space)
      await resetCaches()
      const response = await fetchWorker('/inspiration/')
      expect(response.status).toBe(200)
      // Each answer has a nonce of its own; the rest of the document is what is compared.
      return (await response.text()).replaceAll(/nonce="[^"]*"/g, 'nonce=""')
    }
    const marked = await render(structuredClone(story?.draft))
    expect(JSON.stringify(story?.content)).toContain('<!--#storyblok#')
    const plain = await render(strip(story?.draft))
    expect(marked).not.toMatch(/data-blok-/)
    expect(marked).toContain('class="tile"')
    expect(marked).toBe(plain)
  })
})

describe('the editor’s paths', () => {
  it('A preview path with a locale folder resolves', async () => {
    const cookie = await editorCookie()
    const open = (path: string) => fetchWorker(path, { host: PREVIEW, headers: { cookie } })

    // The folder's start page and a page of the host's own locale.
    const start = await open('/de-de/?_storyblok=1')
    expect(start.status).toBe(200)
    const startHtml = await start.text()
    expect(startHtml).toContain('ENTWURF')
    // The bridge's transform call keeps the folder, so it renders for the same site and locale.
    expect(startHtml).toContain('/de-de/frontend-api/transform?')
    const calendars = await open('/de-de/fotokalender/')
    expect(calendars.status).toBe(200)
    const calendarsHtml = await calendars.text()
    expect(calendarsHtml).toContain('<html lang="de-DE"')
    // Links on the page keep the editor in the folder's locale.
    expect(calendarsHtml).toMatch(/href="\/de-de\/[a-z]/)
    expect(calendarsHtml).not.toContain('href="/de-de/de-de')

    // Another country's locale on the same preview host: the Swiss site in French, in francs.
    const french = await open('/fr-ch/fotokalender/')
    expect(french.status).toBe(200)
    const frenchHtml = await french.text()
    expect(frenchHtml).toContain('<html lang="fr-CH"')
    expect(frenchHtml).toContain('&quot;currency&quot;:&quot;chf&quot;')
    // Its language links stay in folders on this host, where the editor's session is.
    expect(frenchHtml).toContain('<a class="languages__link" href="/de-ch/fotokalender/" hrefLang="de-CH"')
    expect(frenchHtml).toContain('<a class="languages__link" href="/it-ch/fotokalender/" hrefLang="it-CH"')

    // The brand's slash rule applies behind the folder, keeping the editor's query.
    const bare = await open('/de-de/fotokalender?_storyblok=1')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe(`http://${PREVIEW}/de-de/fotokalender/?_storyblok=1`)
    // Only the shop's locale folders are markers: anything else is a slug.
    expect((await open('/xx-yy/fotokalender/')).status).toBe(404)
  })

  it('sends a locale-folder path on a public host to that locale’s public URL', async () => {
    const cases: [string, string][] = [
      ['/fr-ch/fotokalender/', 'http://cards.ch.localhost/fr/fotokalender/'],
      ['/de-de/fotokalender', 'http://cards.de.localhost/fotokalender/'],
      ['/de-de/', 'http://cards.de.localhost/'],
      ['/it-ch/?x=1', 'http://cards.ch.localhost/it/?x=1'],
    ]
    for (const [path, location] of cases) {
      const response = await fetchWorker(path)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe(location)
    }
  })
})

describe('the layout story', () => {
  it('has a page for editors on preview hosts, and none on public hosts', async () => {
    const cookie = await editorCookie()
    const response = await fetchWorker('/de-de/layout/?_storyblok=1', { host: PREVIEW, headers: { cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-island="preview-bridge"')
    expect(html).toMatch(/<div id="layout-content" data-blok-c="[^"]*layout[^"]*" data-blok-uid="\d+-[^"]+">/)
    expect(html).toContain('class="flyout flyout--')
    expect((await fetchWorker('/layout/')).status).toBe(404)
  })

  it('is edited live: the transform renders the edited layout for the layout page', async () => {
    const { space } = await cardsSpace()
    const layout = space.stories.find((story) => story.full_slug === 'de-de/layout')?.draft
    const items = structuredClone(layout?.mainNavigationItems) as Node[] | undefined
    expect(items?.[0]).toBeDefined()
    if (items?.[0]) items[0].text = 'Live <em>umbenannt</em>'
    const response = await fetchWorker('/de-de/frontend-api/transform', {
      method: 'POST',
      host: PREVIEW,
      headers: { cookie: await editorCookie(), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ action: 'input', story: { id: 1, content: { ...layout, mainNavigationItems: items } } }),
    })
    expect(response.status).toBe(200)
    const { html, part } = (await response.json()) as { html: string; part: string }
    expect(part).toBe('layout')
    expect(html).toContain('Live &lt;em&gt;umbenannt&lt;/em&gt;')
    expect(html).toContain('class="footer')
  })
})

describe('the bridge', () => {
  it('is given the relations and links page reads resolve', async () => {
    const html = await (await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })).text()
    const props = /data-island="preview-bridge"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? ''
    const bridge = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { bridgeOptions: unknown }
    expect(bridge.bridgeOptions).toEqual({ resolveRelations: ['Feed.stories'], resolveLinks: 'url' })
  })

  it('is told the stories the page shows, so it acts on their events only', async () => {
    const { space } = await cardsSpace()
    const idOf = (slug: string) =>
      demoStoryId(
        'cards',
        space.stories.findIndex((story) => story.full_slug === slug),
      )
    const cookie = await editorCookie()
    const storiesOn = async (path: string) => {
      const html = await (await fetchWorker(path, { host: PREVIEW, headers: { cookie } })).text()
      const props = /data-island="preview-bridge"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? ''
      return (JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { stories: unknown }).stories
    }
    expect(await storiesOn('/inspiration/?_storyblok=1')).toEqual({ live: idOf('de-de/inspiration'), layout: idOf('de-de/layout') })
    // Another locale's page on the same preview host: its own story, and its own locale's layout.
    expect(await storiesOn('/fr-fr/inspiration/?_storyblok=1')).toEqual({ live: idOf('fr-fr/inspiration'), layout: idOf('fr-fr/layout') })
    expect(await storiesOn('/de-de/layout/?_storyblok=1')).toEqual({ live: idOf('de-de/layout'), layout: idOf('de-de/layout') })
  })

  it('may add its stylesheet on preview hosts only', async () => {
    const preview = await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })
    expect(preview.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'")
    const shop = await fetchWorker('/')
    expect(shop.headers.get('content-security-policy')).toMatch(/style-src 'self'(;|$)/)
  })
})
