// The one place React renders a response: CSP nonce, abort signal, error logging, and the whole page at once for bots;
// renderFragment is the same render for a piece of HTML inside a JSON answer (the visual editor's live preview). Both
// take the request scope (src/loaders/scope.ts), never Hono's Context.
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { PageSink } from '../app-env'
import type { RequestVariant } from '../domain/request-variant'
import type { Site } from '../domain/site'
import { log } from '../log'
import { NonceContext } from './nonce'

/** How a rendered page leaves: through the app's response (headers set earlier in the request go with it). */
export interface PageReply {
  send(body: ReadableStream<Uint8Array>, status: number, headers: Record<string, string>): Response
  /** Set by the page cache on a miss: takes the completed page to keep; unset when this page must not be kept. */
  readonly sink: PageSink | undefined
}

/** What the renderer reads of the request (the request scope holds it all). */
export interface RenderRequest {
  site: Site
  path: string
  variant: RequestVariant
  nonce: string | undefined
  signal: AbortSignal | undefined
  /** Content past its freshness went into the page: it is not one to keep. */
  stale: boolean
  waitUntil(promise: Promise<unknown>): void
  reply: PageReply
}

export async function renderPage(request: RenderRequest, element: ReactElement, status = 200): Promise<Response> {
  const state = { failed: false }
  const { nonce, site } = request
  const stream = await renderToReadableStream(createElement(NonceContext.Provider, { value: nonce }, element), {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      state.failed = true
      log.error('hybrid-ssr-error', { path: request.path, error: error instanceof Error ? error : String(error) })
    },
  })
  // Crawlers get the complete document in one go; shoppers get the shell as soon as it is ready.
  if (request.variant.crawler) await stream.allReady
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    // Pages depend on cookies (dismissed bars) and drafts must never be stored anywhere.
    'cache-control': site.preview ? 'private, no-store' : 'private, no-cache',
    vary: 'Cookie',
  }
  const sink = request.reply.sink
  if (sink && status === 200 && !site.preview && !request.stale) {
    const [toShopper, toCache] = stream.tee()
    request.waitUntil(sink(toCache, { headers, state, nonce }))
    return request.reply.send(toShopper, status, { ...headers, 'x-page-cache': 'miss' })
  }
  return request.reply.send(stream, status, headers)
}

/**
 * A server-rendered fragment as a string, rendered completely (every Suspense boundary resolved), with the response's
 * nonce and the same error logging as a page. Undefined when rendering failed: the caller answers without HTML.
 */
export async function renderFragment(
  request: Pick<RenderRequest, 'nonce' | 'signal' | 'path'>,
  element: ReactElement,
): Promise<string | undefined> {
  let failed = false
  const { nonce } = request
  const stream = await renderToReadableStream(createElement(NonceContext.Provider, { value: nonce }, element), {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      failed = true
      log.error('hybrid-ssr-error', { path: request.path, error: error instanceof Error ? error : String(error) })
    },
  })
  await stream.allReady
  const html = await new Response(stream).text()
  return failed ? undefined : html
}
