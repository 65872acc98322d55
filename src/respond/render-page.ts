// The one place React renders a response: CSP nonce, error logging, the site's stored shell parts, and the
// whole page at once for bots; renderFragment is the same render for a piece of HTML inside a JSON answer (the visual
// editor's live preview). Both take the request scope (src/loaders/scope.ts), never Hono's Context.
import { createElement, type ReactElement } from 'react'
import { finishedChunks, renderStream, renderWhole } from './render-stream'
import type { Config } from '../config'
import type { LinkContext } from '../domain/links'
import type { RequestVariant } from '../domain/request-variant'
import type { Site } from '../domain/site'
import type { PageReply } from '../loaders/scope'
import { pageCacheControl } from '../cache/page-policy'
import { log } from '../log'
import { shellLookup, siteFacts } from './shell-cache'
import { headLookup } from './head-cache'
import { islandLookup } from './island-cache'
import { HeadLookupProvider } from '../views/head-meta'
import { IslandLookupProvider } from '../views/island'
import { ShellLookupProvider, ShellSplicingProvider } from '../views/layout/shell-part'
import { ShellSplice } from './shell-splice'
import { renderHtml } from './render-html'
import { NonceContext } from '../views/nonce'

/** What the renderer reads of the request (the request scope holds it all). */
export interface RenderRequest {
  site: Site
  origin: string
  path: string
  variant: RequestVariant
  links: LinkContext
  config: Pick<Config, 'images' | 'helpChatScript'>
  nonce: string | undefined
  now(): number
  waitUntil(promise: Promise<unknown>): void
  reply: PageReply
  /** Whether the data the page's views read with `use()` is in (else a render as text would only find it missing). */
  dataIn?(): boolean
}

/** A page ready to render: its element, and the splicing its stored shell parts go out through (none on preview hosts). */
export interface PageRender {
  element: ReactElement
  splice: ShellSplice | undefined
}

/**
 * The page inside what every response's render provides: the nonce, and the shell cache's lookup (public hosts only:
 * drafts are never shared), asked with the site-level facts the stored parts are rendered with, whose parts are spliced
 * into the output as bytes (./shell-splice.ts).
 */
export function pageElement(
  request: Pick<RenderRequest, 'site' | 'origin' | 'links' | 'config' | 'nonce' | 'now' | 'waitUntil'>,
  element: ReactElement,
): PageRender {
  const { site } = request
  // Only builds that serve preview hosts carry their branches (production's has none).
  const preview = __PREVIEW_HOSTS__ && site.preview
  const splice = preview || !request.nonce ? undefined : new ShellSplice(request.nonce)
  const waitUntil = (promise: Promise<unknown>) => request.waitUntil(promise)
  const spliced = splice
    ? createElement(
        ShellSplicingProvider,
        { value: splice },
        createElement(
          HeadLookupProvider,
          { value: headLookup(request.now(), waitUntil) },
          createElement(IslandLookupProvider, { value: islandLookup(request.now(), waitUntil) }, element),
        ),
      )
    : element
  const page = preview ? element : createElement(ShellLookupProvider, { value: shellLookup(siteFacts(request), request.now()) }, spliced)
  return { element: createElement(NonceContext.Provider, { value: request.nonce }, page), splice }
}

/** A render's bytes, or its stream, with the stored shell parts spliced in where their markers stand. */
export function splicedBytes(
  render: PageRender,
  bytes: Uint8Array<ArrayBuffer>,
  buffer?: (length: number) => Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  return render.splice?.used ? render.splice.apply(bytes, buffer) : bytes
}

/**
 * A buffer per isolate for a whole page on its way into its response: the runtime copies a body it is given when the
 * response is made, so the buffer is free again at once, and a render allocates (and the collector sweeps) no
 * page-sized array of its own. Only for bytes that go straight into `new Response` without an await in between.
 */
class IsolateBuffer {
  #bytes = new Uint8Array(0)

  take(length: number): Uint8Array<ArrayBuffer> {
    if (this.#bytes.length < length) this.#bytes = new Uint8Array(Math.max(length, 2 * this.#bytes.length, 64 * 1024))
    return this.#bytes.subarray(0, length)
  }
}

/** React's chunks joined, and the page spliced from them. */
const joinedPage = new IsolateBuffer()
const splicedPage = new IsolateBuffer()

const responseBuffer = (length: number) => splicedPage.take(length)

const encoder = new TextEncoder()

/** A page's text as UTF-8 in the isolate's buffer: at most three bytes a character. */
function encoded(html: string): Uint8Array<ArrayBuffer> {
  const buffer = joinedPage.take(html.length * 3)
  return buffer.subarray(0, encoder.encodeInto(html, buffer).written)
}

function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0
  for (const chunk of chunks) length += chunk.byteLength
  const bytes = joinedPage.take(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

export function splicedStream(render: PageRender, stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // A part may still be waiting for the stored shell when the stream is handed out: a streamed page always passes through.
  return render.splice ? stream.pipeThrough(render.splice.stream()) : stream
}

/** `personal`: a page rendered from the shopper's session or cart (cart, account), `private, no-store`. */
export async function renderPage(request: RenderRequest, element: ReactElement, status = 200, personal = false): Promise<Response> {
  const { nonce, site } = request
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': pageCacheControl(__PREVIEW_HOSTS__ && site.preview, personal),
    vary: 'Cookie',
  }
  // A page whose data is all at hand (from memory or KV: nearly every page) renders at once as text and goes out as
  // bytes, whoever asks for it.
  if (request.dataIn?.() !== false) {
    const whole = pageElement(request, element)
    const html = renderWhole(whole.element)
    // Straight into the response, which copies it: the isolate's page buffers can take it.
    if (html !== undefined) return request.reply.send(splicedBytes(whole, encoded(html), responseBuffer), status, headers)
  }
  // Anything else renders again as a stream, with its own splicing, which waits for the data and reports a failure.
  const render = pageElement(request, element)
  const stream = await renderStream(render.element, {
    nonce,
    onError(error: unknown) {
      // The page cache never keeps a page whose render failed (src/cache/page-policy.ts).
      request.reply.failed()
      log.error('hybrid-ssr-error', { path: request.path, error: error instanceof Error ? error : String(error) })
    },
  })
  // Crawlers get the complete document in one go, and so does a shopper whose page's data arrives within moments. A
  // page still waiting streams its shell at once.
  if (request.variant.crawler || (await readyWithin(stream.allReady, WHOLE_PAGE_WAIT_MS))) {
    await stream.allReady
    const bytes = joined(await finishedChunks(stream))
    return request.reply.send(splicedBytes(render, bytes, responseBuffer), status, headers)
  }
  return request.reply.send(splicedStream(render, stream), status, headers)
}

/** How long a render may take to finish before its shell is streamed instead: a page from memory finishes within it. */
const WHOLE_PAGE_WAIT_MS = 2

/**
 * Whether `ready` settles within `millis`. A page with nothing to wait for is ready as soon as React's first pass has
 * run, which the caller has already awaited: that is seen after one turn of the microtask queue, without a timer.
 */
async function readyWithin(ready: Promise<void>, millis: number): Promise<boolean> {
  let settled = false
  const mark = () => {
    settled = true
  }
  void ready.then(mark, mark)
  await Promise.resolve()
  return settled || readyBefore(ready, millis)
}

function readyBefore(ready: Promise<void>, millis: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), millis)))
  return Promise.race([
    ready.then(
      () => true,
      () => true,
    ),
    late,
  ]).finally(() => timer !== null && clearTimeout(timer))
}

/**
 * A server-rendered fragment as a string, rendered completely (every Suspense boundary resolved), with the response's
 * nonce and the same error logging as a page. Undefined when rendering failed: the caller answers without HTML.
 */
export async function renderFragment(request: Pick<RenderRequest, 'nonce' | 'path'>, element: ReactElement): Promise<string | undefined> {
  const { nonce } = request
  try {
    return await renderHtml(createElement(NonceContext.Provider, { value: nonce }, element), nonce)
  } catch (error) {
    log.error('hybrid-ssr-error', { path: request.path, error: error instanceof Error ? error : String(error) })
    return undefined
  }
}
