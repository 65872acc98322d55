// Rich text as Storyblok's editor writes it (node and mark types of its richtext schema, attrs as it sends them:
// `anchor: null`, `alt: null`, `textAlign: null`): each node type renders its element, pictures go through the image
// builder, embedded blocks through the block registry, and a type we do not render is logged once, keeping its text.
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildHostTable, resolveSite, type Site } from '../../src/domain/site'
import { log } from '../../src/log'
import { reportUnusableImage } from '../../src/views/content-errors'
import { PageContextProvider, type PageContextValue } from '../../src/views/page-context'
import { MAX_EMBED_DEPTH, RichText, type RichNode } from '../../src/blocks/richtext'
import { richNodeSchema } from '../../src/blocks/text'
import { addDemoStories } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from './fetch-worker'

const table = buildHostTable({ cards: 'cards.{suffix}.localhost', poster: 'poster.{suffix}.localhost' }, 'preview.', [])
const resolved = resolveSite(table, 'cards.de.localhost', '/')
if (resolved.kind !== 'site') throw new Error('no cards.de site')
const site: Site = resolved.site
const context: PageContextValue = {
  site,
  origin: 'http://cards.de.localhost',
  path: '/',
  links: { basePath: '', trailingSlash: true, internalHosts: new Set<string>() },
  experiments: [],
  reportUnusableImage,
}

async function render(doc: RichNode): Promise<string> {
  const stream = await renderToReadableStream(
    <PageContextProvider value={context}>
      <RichText doc={richNodeSchema.parse(doc)} />
    </PageContextProvider>,
  )
  await stream.allReady
  return new Response(stream).text()
}

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichNode
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) })
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', attrs: { textAlign: null }, content })
const cell = (type: 'tableCell' | 'tableHeader', value: string, attrs: Record<string, unknown> = {}) => ({
  type,
  attrs: { colspan: 1, rowspan: 1, colwidth: null, ...attrs },
  content: [paragraph(text(value))],
})

/** A link mark as Storyblok sends it: every attr present, a cleared anchor `null`. */
const link = (attrs: Record<string, unknown>) => ({
  type: 'link',
  attrs: { href: '', uuid: null, anchor: null, target: '_self', linktype: 'url', custom: {}, ...attrs },
})

const ASSET = 'https://a.storyblok.com/f/288868/1600x900/0a1b2c3d4e/brautpaar.jpg'
const image = (attrs: Record<string, unknown>) => ({
  type: 'image',
  attrs: { id: 4711, alt: null, src: ASSET, title: null, source: null, copyright: null, meta_data: {}, ...attrs },
})
const blok = (...body: unknown[]) => ({ type: 'blok', attrs: { id: '4f8a8f8e-5c3b-4a43-9d3e-0c6a3b2d1e00', body } })
const headline = (value: string) => ({ _uid: `uid-${value}`, component: 'Headline', text: value, level: 'h2' })
const richTextBlock = (inner: RichNode) => ({ _uid: 'inner-text', component: 'Text', text: inner })

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)
const events = (spy: ReturnType<typeof warnings>, event: string) =>
  spy.mock.calls
    .map((args) => String(args[0]))
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

beforeEach(() => log.forgetOnce())
afterEach(() => vi.restoreAllMocks())

describe('rich text nodes', () => {
  it.each<[string, RichNode, string]>([
    ['paragraph', doc(paragraph(text('Hallo'))), '<p>Hallo</p>'],
    [
      'heading (h1 is the page title, so level 1 becomes h2)',
      doc({ type: 'heading', attrs: { level: 1 }, content: [text('T')] }),
      '<h2>T</h2>',
    ],
    ['heading level 3', doc({ type: 'heading', attrs: { level: 3, textAlign: null }, content: [text('T')] }), '<h3>T</h3>'],
    [
      'bullet list',
      doc({ type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('a'))] }] }),
      '<ul><li><p>a</p></li></ul>',
    ],
    [
      'ordered list from 1',
      doc({ type: 'ordered_list', attrs: { order: 1 }, content: [{ type: 'list_item', content: [paragraph(text('a'))] }] }),
      '<ol><li><p>a</p></li></ol>',
    ],
    [
      'ordered list from 3',
      doc({ type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [paragraph(text('c'))] }] }),
      '<ol start="3"><li><p>c</p></li></ol>',
    ],
    ['blockquote', doc({ type: 'blockquote', content: [paragraph(text('Zitat'))] }), '<blockquote><p>Zitat</p></blockquote>'],
    [
      'code block',
      doc({ type: 'code_block', attrs: { class: 'language-js' }, content: [text('a < b')] }),
      '<pre><code>a &lt; b</code></pre>',
    ],
    ['hard break', doc(paragraph(text('a'), { type: 'hard_break' }, text('b'))), '<p>a<br/>b</p>'],
    ['horizontal rule', doc({ type: 'horizontal_rule' }), '<hr/>'],
    [
      'emoji',
      doc(paragraph({ type: 'emoji', attrs: { name: 'smile', emoji: '😄', fallbackImage: 'https://cdn.example/smile.png' } })),
      '<p><span class="rich-text__emoji" role="img" aria-label="smile">😄</span></p>',
    ],
    [
      'emoji without a character',
      doc(paragraph({ type: 'emoji', attrs: { name: 'party_parrot', emoji: null, fallbackImage: null } })),
      '<p>:party_parrot:</p>',
    ],
    [
      'table with a header row',
      doc({
        type: 'table',
        content: [
          { type: 'tableRow', content: [cell('tableHeader', 'Format'), cell('tableHeader', 'Preis')] },
          { type: 'tableRow', content: [cell('tableCell', 'A4'), cell('tableCell', '9 €')] },
          { type: 'tableRow', content: [cell('tableCell', 'Alle Formate', { colspan: 2 })] },
        ],
      }),
      '<table class="rich-text__table"><thead><tr><th scope="col"><p>Format</p></th><th scope="col"><p>Preis</p></th></tr></thead>' +
        '<tbody><tr><td><p>A4</p></td><td><p>9 €</p></td></tr><tr><td colSpan="2"><p>Alle Formate</p></td></tr></tbody></table>',
    ],
    [
      'table with row headers',
      doc({ type: 'table', content: [{ type: 'tableRow', content: [cell('tableHeader', 'A4'), cell('tableCell', '9 €')] }] }),
      '<table class="rich-text__table"><tbody><tr><th scope="row"><p>A4</p></th><td><p>9 €</p></td></tr></tbody></table>',
    ],
  ])('%s', async (_, node, html) => {
    expect(await render(node)).toBe(html)
  })
})

describe('rich text marks', () => {
  it.each<[string, unknown[], string]>([
    ['bold', [{ type: 'bold' }], '<strong>x</strong>'],
    ['italic', [{ type: 'italic' }], '<em>x</em>'],
    ['underline', [{ type: 'underline' }], '<u>x</u>'],
    ['strike', [{ type: 'strike' }], '<s>x</s>'],
    ['code', [{ type: 'code' }], '<code>x</code>'],
    ['superscript', [{ type: 'superscript' }], '<sup>x</sup>'],
    ['subscript', [{ type: 'subscript' }], '<sub>x</sub>'],
    ['highlight (its colour is the editor’s)', [{ type: 'highlight', attrs: { color: '#ff0' } }], '<mark>x</mark>'],
    ['anchor', [{ type: 'anchor', attrs: { id: 'preise' } }], '<span id="preise">x</span>'],
    ['anchor with an id that is no id', [{ type: 'anchor', attrs: { id: '"><script>' } }], 'x'],
    ['styled (a class of the editor’s)', [{ type: 'styled', attrs: { class: 'big' } }], 'x'],
    ['textStyle (a colour of the editor’s)', [{ type: 'textStyle', attrs: { color: 'red' } }], 'x'],
    [
      'bold inside a link',
      [{ type: 'bold' }, link({ href: 'https://example.org/' })],
      '<a href="https://example.org/" target="_blank" rel="nofollow noopener noreferrer"><strong>x</strong></a>',
    ],
    ['story link with a cleared anchor (null)', [link({ href: '/fotokalender', linktype: 'story' })], '<a href="/fotokalender/">x</a>'],
    [
      'story link with its folder',
      [link({ href: '/de-de/fotokalender', linktype: 'story', anchor: 'preise' })],
      '<a href="/fotokalender/#preise">x</a>',
    ],
    ['email link', [link({ href: 'hilfe@example.org', linktype: 'email' })], '<a href="mailto:hilfe@example.org">x</a>'],
  ])('%s', async (_, marks, html) => {
    expect(await render(doc(paragraph(text('x', marks))))).toBe(`<p>${html}</p>`)
  })
})

describe('rich text pictures', () => {
  it('renders an image node as a picture from the image builder, at the column width and the asset’s own ratio', async () => {
    const html = await render(doc(paragraph(image({ alt: 'Das Brautpaar' }))))
    expect(html).toMatch(
      new RegExp(
        `^<p><img src="${ASSET.replaceAll('.', '\\.')}/m/[^"]+" srcSet="[^"]+ 1440w" sizes="\\(min-width: 45rem\\) 720px, 100vw" class="rich-text__image" alt="Das Brautpaar" width="720" height="405" loading="lazy" decoding="async"/></p>$`,
      ),
    )
  })

  it('renders an image without alt text (null) as decorative', async () => {
    expect(await render(doc(paragraph(image({}))))).toMatch(/<img [^>]*alt=""/)
  })

  it('renders no picture from an unknown provider and logs SPEC’s unknown-image-provider once', async () => {
    const warn = warnings()
    const unknown = doc(paragraph(image({ src: 'http://bilder.example.com/brautpaar.jpg' })), paragraph(text('danach')))
    expect(await render(unknown)).toBe('<p></p><p>danach</p>')
    await render(unknown)
    expect(events(warn, 'unknown-image-provider')).toHaveLength(1)
  })
})

describe('embedded blocks', () => {
  it('renders a blok node’s blocks through the block registry', async () => {
    const html = await render(
      doc(paragraph(text('vorher')), blok(headline('Eingebettet'), headline('Zweiter')), paragraph(text('nachher'))),
    )
    expect(html).toBe(
      '<p>vorher</p><div class="rich-text__blocks"><h2 class="headline">Eingebettet</h2><h2 class="headline">Zweiter</h2></div><p>nachher</p>',
    )
  })

  it('leaves out an unknown component alone, logged by the registry', async () => {
    const warn = warnings()
    const html = await render(doc(blok({ _uid: 'x', component: 'NoSuchBlock' }, headline('Bleibt'))))
    expect(html).toBe('<div class="rich-text__blocks"><h2 class="headline">Bleibt</h2></div>')
    expect(events(warn, 'unknown-block').map((e) => e.component)).toEqual(['NoSuchBlock'])
  })

  it(`renders rich text in blocks in rich text ${MAX_EMBED_DEPTH} levels deep, and logs and leaves out a level more`, async () => {
    const warn = warnings()
    let nested: RichNode = doc(paragraph(text('ganz innen')))
    for (let level = 0; level < MAX_EMBED_DEPTH; level++) nested = doc(blok(richTextBlock(nested)))
    expect(await render(nested)).toContain('<p>ganz innen</p>')
    expect(await render(doc(blok(richTextBlock(nested))))).not.toContain('ganz innen')
    expect(events(warn, 'richtext-render-error')).toEqual([expect.objectContaining({ reason: 'embed-depth', limit: MAX_EMBED_DEPTH })])
  })
})

describe('node and mark types we do not render', () => {
  it('logs one warning per node type, naming it, and keeps the node’s text', async () => {
    const warn = warnings()
    const callout = { type: 'callout', attrs: { tone: 'info' }, content: [paragraph(text('Wichtig'))] }
    const video = { type: 'video', attrs: { src: 'https://video.example/x.mp4' } }
    const unknown = doc(callout, video, callout)
    expect(await render(unknown)).toBe('<p>Wichtig</p><p>Wichtig</p>')
    await render(unknown)
    expect(events(warn, 'richtext-node-unsupported').map((e) => e.node)).toEqual(['callout', 'video'])
  })

  it('logs one warning per unknown mark type and keeps the text', async () => {
    const warn = warnings()
    const marked = doc(paragraph(text('a', [{ type: 'sparkle' }]), text('b', [{ type: 'sparkle' }, { type: 'bold' }])))
    expect(await render(marked)).toBe('<p>a<strong>b</strong></p>')
    expect(events(warn, 'richtext-node-unsupported').map((e) => e.mark)).toEqual(['sparkle'])
  })

  it('renders text of content as text, never as markup', async () => {
    const html = await render(doc(paragraph(text('<img src=x onerror=alert(1)>')), { type: 'html', content: [text('<b>roh</b>')] }))
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>&lt;b&gt;roh&lt;/b&gt;')
  })
})

describe('rich text on a page', () => {
  beforeAll(async () => {
    await addDemoStories('cards', [
      {
        full_slug: 'de-de/reich-an-text',
        name: 'Reich an Text',
        content: {
          _uid: 'rich-page',
          component: 'page',
          title: 'Reich an Text',
          teaser: [],
          body: [
            {
              _uid: 'rich-text',
              component: 'Text',
              text: doc(
                paragraph(text('Zu den '), text('Preisen', [link({ href: '/fotokalender', linktype: 'story' })]), {
                  type: 'emoji',
                  attrs: { name: 'tada', emoji: '🎉', fallbackImage: null },
                }),
                paragraph(image({ alt: 'Das Brautpaar' })),
                blok(headline('Im Text eingebettet'), {
                  _uid: 'rich-feed',
                  component: 'Feed',
                  headline: 'Aus dem Journal',
                  folder: 'journal',
                }),
                { type: 'table', content: [{ type: 'tableRow', content: [cell('tableCell', 'Zelle')] }] },
              ),
            },
          ],
        },
      },
    ])
  })
  beforeEach(() => resetCaches())

  it('renders links, emoji, pictures, embedded blocks (with their data) and tables of a Text block', async () => {
    const response = await fetchWorker('/reich-an-text/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(
      '<p>Zu den <a href="/fotokalender/">Preisen</a><span class="rich-text__emoji" role="img" aria-label="tada">🎉</span></p>',
    )
    expect(html).toMatch(
      /<p><img src="https:\/\/a\.storyblok\.com\/f\/288868\/1600x900\/[^"]+" [^>]*alt="Das Brautpaar" width="720" height="405"/,
    )
    expect(html).toContain('<div class="rich-text__blocks"><h2 class="headline">Im Text eingebettet</h2><section class="feed">')
    // A block with data inside rich text is found by the page's loader like any other: the Feed lists the journal.
    expect(html).toContain('<h2 class="feed__headline">Aus dem Journal</h2>')
    expect(html).toMatch(/<a href="\/journal\/[a-z-]+\/" class="feed__link">/)
    expect(html).toContain('<table class="rich-text__table"><tbody><tr><td><p>Zelle</p></td></tr></tbody></table>')
  })
})
