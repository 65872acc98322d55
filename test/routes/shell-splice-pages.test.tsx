// The stored shell parts spliced in as bytes (src/respond/shell-splice.ts) give, byte for byte, the page a full React
// render gives: for public pages of both brands in several locales (homes, content and product pages, the theme
// listing, a streamed theme page, the CMS error story as 404 and as 500) each page's loader output is rendered as
// production renders it (the real renderer with the stored parts, whole and streamed) and by React alone with no stored
// part, with one nonce and a clock that stands still; the Worker's own answer for the URL is the same page.
import { createElement, type ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { blockDefinition } from '../../src/blocks/registry'
import { CARD_LISTING } from '../../src/domain/listing'
import { lookUpPage } from '../../src/content/page-lookup'
import { contentSlug } from '../../src/domain/slug'
import { loadContentPage } from '../../src/loaders/content-page'
import { loadListingPage, type Listing } from '../../src/loaders/listing-page'
import type { PageReply, PageScope } from '../../src/loaders/scope'
import { startLayout } from '../../src/loaders/shell'
import { drawNonce } from '../../src/middleware/security-headers'
import { ContentPage } from '../../src/pages/content-page'
import { ListingPage } from '../../src/pages/listing-page'
import { pageElement, renderPage, splicedBytes, splicedStream } from '../../src/respond/render-page'
import { renderStream, renderWhole } from '../../src/respond/render-stream'
import { ShellSplice } from '../../src/respond/shell-splice'
import { shellLookup } from '../../src/respond/shell-cache'
import { shellLabels } from '../../src/views/labels'
import { ShellLookupProvider, ShellSplicingProvider, type ShellLookup } from '../../src/views/layout/shell-part'
import { NonceContext } from '../../src/views/nonce'
import { testScope } from '../loaders/scope'
import { addDemoStories } from '../mocks/demo-space'
import { suiteNow } from '../setup/clock'
import { expectErrorLog } from '../setup/quiet-console'
import { fetchWorker, resetCaches } from './fetch-worker'
import { heldThemePage } from './held-theme-page'

type Kind = 'content' | 'not-found' | 'listing' | 'error'

interface PageCase {
  host: string
  /** As the shopper asks for it, markers included. */
  path: string
  kind: Kind
}

const PAGES: readonly PageCase[] = [
  { host: 'cards.de.localhost', path: '/', kind: 'content' },
  { host: 'cards.de.localhost', path: '/fotokalender/', kind: 'content' },
  { host: 'cards.de.localhost', path: '/karten-designen/', kind: 'listing' },
  { host: 'cards.de.localhost', path: '/gibt-es-nicht/', kind: 'not-found' },
  { host: 'cards.fr.localhost', path: '/', kind: 'content' },
  { host: 'cards.gb.localhost', path: '/fotobuch/', kind: 'content' },
  { host: 'cards.ch.localhost', path: '/fr/grusskarten/', kind: 'content' },
  { host: 'poster.de.localhost', path: '/', kind: 'content' },
  { host: 'poster.ch.localhost', path: '/fr/poster', kind: 'content' },
  { host: 'poster.com.localhost', path: '/leinwand', kind: 'content' },
]

/** The error page's story (status 500) needs a page whose render fails: a headline block that throws. */
const FAILING: PageCase = { host: 'cards.de.localhost', path: '/kaputt/', kind: 'error' }

/** The theme listing as src/routes/listing.tsx mounts it for the cards brand. */
const CARDS_LISTING: Listing = {
  slug: 'karten-designen',
  product: 'card',
  config: CARD_LISTING,
  title: 'listing.cardsTitle',
  intro: 'listing.cardsIntro',
}

const decoder = new TextDecoder()

/** The loader's output for the page, as the route that answers it builds its element. */
async function pageOf(scope: PageScope, kind: Kind): Promise<{ element: ReactElement; status: 200 | 404 | 500 }> {
  const { site } = scope
  if (kind === 'listing') {
    const props = await loadListingPage(scope, CARDS_LISTING)
    if (!props) throw new Error('no listing page')
    return { element: <ListingPage {...props} />, status: 200 }
  }
  if (kind === 'content') {
    const slug = contentSlug(scope.path) ?? ''
    const layout = startLayout(scope)
    const lookup = await lookUpPage(scope.content, site, slug)
    const props = await loadContentPage(scope, slug, { status: 200, index: lookup?.index, layout })
    if (!props) throw new Error(`no story for ${scope.url.href}`)
    return { element: <ContentPage {...props} />, status: 200 }
  }
  const labels = shellLabels(site.language)
  const [status, notice] =
    kind === 'not-found' ? ([404, labels.notFoundText] as const) : ([500, `${labels.errorTitle}. ${labels.errorText}`] as const)
  const props = await loadContentPage(scope, 'error', { status, notice })
  if (!props) throw new Error('no error story')
  return { element: <ContentPage {...props} />, status }
}

/** The request's scope with this response's nonce, and a reply that says whether the renderer sent bytes or a stream. */
function withNonce(scope: PageScope, nonce: string, sent: string[]): PageScope {
  const reply: PageReply = {
    send: (body, status, headers) => {
      sent.push(body instanceof Uint8Array ? 'bytes' : 'stream')
      return new Response(body, { status, headers })
    },
    failed: () => sent.push('failed'),
  }
  return Object.create(scope, { nonce: { value: nonce }, reply: { value: reply } }) as PageScope
}

/**
 * React's rendering of the whole page with nothing but the nonce around it, every shell part rendered by React: at once
 * as text, as production renders a page whose data is in (src/respond/render-stream.ts).
 */
async function fullRender(element: ReactElement, nonce: string): Promise<string> {
  const page = createElement(NonceContext.Provider, { value: nonce }, element)
  // Data still on its way (a listing from the shop) is waited for as a stream waits for it.
  const stream = await renderStream(page, { nonce, onError: (error) => expect.unreachable(String(error)) })
  await stream.allReady
  await stream.cancel()
  const html = renderWhole(page)
  if (html === undefined) return expect.unreachable('the page did not render in full at once')
  return html
}

/** The page rendered with the stored parts' markers in it, not yet spliced. */
function markedRender(request: PageScope, element: ReactElement) {
  const render = pageElement(request, element)
  const html = renderWhole(render.element)
  if (html === undefined) return expect.unreachable('the page did not render in full at once')
  return { render, bytes: new TextEncoder().encode(html) as Uint8Array<ArrayBuffer> }
}

/**
 * The marked render as a network would stream it, in chunks that cut through every marker, each at another place (after
 * its first byte, in the nonce, at its part number, before its last byte): the splice must hold a marker's start back.
 */
function cutThroughMarkers(bytes: Uint8Array, nonce: string): ReadableStream<Uint8Array> {
  const start = new TextEncoder().encode(`\u0001${nonce}:`)
  const cuts: number[] = []
  for (let at = bytes.indexOf(0x01), marker = 0; at >= 0; at = bytes.indexOf(0x01, at + 1)) {
    if (!start.every((byte, i) => bytes[at + i] === byte)) continue
    const length = bytes.indexOf(0x02, at) + 1 - at
    cuts.push(at + 1 + ((marker * 5) % (length - 1)))
    marker += 1
  }
  expect(cuts.length).toBeGreaterThanOrEqual(5)
  return new ReadableStream({
    start(controller) {
      ;[0, ...cuts].forEach((from, index) => controller.enqueue(bytes.slice(from, cuts[index] ?? bytes.byteLength)))
      controller.close()
    },
  })
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

/** How many stored parts the marked render asked to be spliced in (markers with this nonce). */
const markersIn = (bytes: Uint8Array, nonce: string) => decoder.decode(bytes).split(`\u0001${nonce}:`).length - 1

// One instant for the whole test, standing still (the suite's clock runs on): the action bar's countdown and every date
// on the page read the same time in each render.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: suiteNow() }))

describe('the stored shell spliced in as bytes', () => {
  it.each(PAGES)('gives $host $path byte for byte as React renders it in full', async ({ host, path, kind }) => {
    const { scope, settle } = testScope({ host, path })
    const { element, status } = await pageOf(scope, kind)
    const nonce = drawNonce()
    const sent: string[] = []
    const request = withNonce(scope, nonce, sent)
    const full = await fullRender(element, nonce)
    // The full render holds every part, with this nonce on the islands inside them.
    expect(full).toContain('<div id="burger-menu" class="burger" hidden=""><div class="burger__backdrop"')
    expect(full).toContain('<svg class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false"><symbol id="icon-')
    expect(full).toContain(`nonce="${nonce}"`)

    // Production's renderer, whole or streamed as it decides.
    const response = await renderPage(request, element, status)
    expect(response.status).toBe(status)
    expect(await response.text()).toBe(full)
    expect(sent).toHaveLength(1)

    // The stored parts really went in as bytes: the render wrote their markers, and the splice replaced each.
    const marked = markedRender(request, element)
    expect(marked.render.splice?.used).toBe(true)
    expect(markersIn(marked.bytes, nonce)).toBeGreaterThanOrEqual(5)
    expect(decoder.decode(marked.bytes)).not.toBe(full)
    expect(decoder.decode(splicedBytes(marked.render, marked.bytes))).toBe(full)
    // Streamed, in chunks that cut through the markers.
    expect(await new Response(splicedStream(marked.render, cutThroughMarkers(marked.bytes, nonce))).text()).toBe(full)

    // And the Worker answers the same page (its own nonce aside): the loader output above is the page production serves.
    const served = await fetchWorker(path, { host })
    expect(served.status).toBe(status)
    expect(served.headers.get('x-page-cache')).not.toBe('hit')
    expect((await served.text()).replaceAll(nonceOf(served), 'NONCE')).toBe(full.replaceAll(nonce, 'NONCE'))
    await settle()
  })

  it('streams a page whose data is still on its way byte for byte as React streams it in full', async () => {
    // The related themes of a theme page come from the shop after the page's own content: held back here until both
    // renders have sent their shell, so each streams the same Suspense boundary after it.
    const { scope, element, release, settle } = await heldThemePage()
    const nonce = drawNonce()
    const sent: string[] = []
    const response = await renderPage(withNonce(scope, nonce, sent), element, 200)
    expect(sent).toEqual(['stream'])
    const full = await renderStream(createElement(NonceContext.Provider, { value: nonce }, element), {
      nonce,
      onError: (error) => expect.unreachable(String(error)),
    })
    const readers = [response.body, full].map((body) => body!.pipeThrough(new TextDecoderStream()).getReader())
    const shells = await Promise.all(readers.map(async (reader) => (await reader.read()).value ?? ''))
    release()
    const [streamed, expected] = await Promise.all(
      readers.map(async (reader, index) => {
        let html = shells[index] ?? ''
        for (let read = await reader.read(); !read.done; read = await reader.read()) html += read.value
        return html
      }),
    )
    // The boundary streamed in after the shell: the page's inline script moves it into place.
    expect(expected).toContain('class="related-themes"')
    expect(expected).toContain(`<script nonce="${nonce}">$RB=`)
    expect(expected).toContain('$RC("B:0","S:0")')
    expect(streamed).toBe(expected)
    // Its shell parts are stored ones, spliced in.
    expect(markersIn(markedRender(withNonce(scope, nonce, []), element).bytes, nonce)).toBeGreaterThanOrEqual(5)
    await settle()
  })

  it('tells a stored part that differs from React’s rendering of it', async () => {
    const { scope } = testScope({ host: 'poster.de.localhost', path: '/' })
    const { element } = await pageOf(scope, 'content')
    const nonce = drawNonce()
    const full = await fullRender(element, nonce)
    // The shell cache's own parts and runs, with one character of the footer's copyright line changed.
    const real = shellLookup(scope.pageContext(), scope.now())
    const changed: ShellLookup = (story, view) =>
      Promise.resolve(real(story, view)).then(
        (shell) =>
          shell && {
            parts: shell.parts,
            runs: new Map(
              [...shell.runs].map(([name, run]) => [
                name,
                { ...run, segments: run.segments.map((pieces) => pieces.map((piece) => piece.replace('©', '(c)'))) },
              ]),
            ),
          },
      )
    const splice = new ShellSplice(nonce)
    const tampered = createElement(
      NonceContext.Provider,
      { value: nonce },
      createElement(ShellLookupProvider, { value: changed }, createElement(ShellSplicingProvider, { value: splice }, element)),
    )
    const stream = await renderStream(tampered, { nonce, onError: (error) => expect.unreachable(String(error)) })
    await stream.allReady
    const spliced = decoder.decode(splice.apply(new Uint8Array(await new Response(stream).arrayBuffer())))
    expect(splice.used).toBe(true)
    expect(full).toContain('©')
    expect(spliced).not.toBe(full)
    expect(spliced.replace('(c)', '©')).toBe(full)
  })
})

describe('the application error page spliced in as bytes', () => {
  type HeadlineView = (props: { block: { text?: string } }) => unknown
  let restore = () => {}

  beforeEach(async () => {
    await resetCaches()
    const definition = blockDefinition('Headline') as unknown as { View: HeadlineView } | undefined
    if (!definition) throw new Error('no Headline block')
    const real = definition.View
    definition.View = (props) => {
      if (props.block.text === 'BOOM') throw new Error('headline exploded')
      return real(props)
    }
    restore = () => void (definition.View = real)
    await addDemoStories('cards', [
      {
        full_slug: 'de-de/kaputt',
        name: 'Kaputt',
        content: { component: 'page', title: 'Kaputt', teaser: [], body: [{ _uid: 'h', component: 'Headline', text: 'BOOM' }] },
      },
    ])
  })
  afterEach(() => restore())

  it('gives the CMS error story (500) byte for byte as React renders it in full', async () => {
    expectErrorLog('hybrid-ssr-error')
    const { host, path } = FAILING
    // Production's error page, streamed through the splice (src/respond/error-page.tsx).
    const served = await fetchWorker(path, { host })
    expect(served.status).toBe(500)
    const nonce = nonceOf(served)
    const html = await served.text()
    const { scope } = testScope({ host, path })
    const { element } = await pageOf(scope, 'error')
    const full = await fullRender(element, nonce)
    expect(full).toContain('class="footer__bottom"><p class="footer__copyright">')
    expect(html).toBe(full)
    // The stored parts were spliced into it: its render wrote their markers.
    const marked = markedRender(withNonce(scope, nonce, []), element)
    expect(markersIn(marked.bytes, nonce)).toBeGreaterThanOrEqual(5)
    expect(await new Response(splicedStream(marked.render, cutThroughMarkers(marked.bytes, nonce))).text()).toBe(full)
  })
})
