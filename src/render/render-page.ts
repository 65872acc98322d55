// The one place React renders a response: CSP nonce, abort signal, error logging, and the whole page at once for bots;
// renderFragment is the same render for a piece of HTML inside a JSON answer (the visual editor's live preview).
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { AppEnv } from '../app-env'
import { pageCacheControl } from '../cache/page-policy'
import { log } from '../log'
import { NonceContext } from './nonce'

export async function renderPage(c: Context<AppEnv>, element: ReactElement, status: ContentfulStatusCode = 200): Promise<Response> {
  const nonce = c.get('secureHeadersNonce')
  const stream = await renderToReadableStream(createElement(NonceContext.Provider, { value: nonce }, element), {
    nonce,
    signal: c.req.raw.signal,
    onError(error: unknown) {
      // The page cache never keeps a page whose render failed (src/cache/page-policy.ts).
      c.set('renderFailed', true)
      log.error('hybrid-ssr-error', { path: c.req.path, error: error instanceof Error ? error : String(error) })
    },
  })
  // Crawlers get the complete document in one go; shoppers get the shell as soon as it is ready.
  if (c.var.variant?.crawler) await stream.allReady
  const site = c.get('site')
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': pageCacheControl(site.preview),
    vary: 'Cookie',
  }
  return c.body(stream, status, headers)
}

/**
 * A server-rendered fragment as a string, rendered completely (every Suspense boundary resolved), with the response's
 * nonce and the same error logging as a page. Undefined when rendering failed: the caller answers without HTML.
 */
export async function renderFragment(c: Context<AppEnv>, element: ReactElement): Promise<string | undefined> {
  let failed = false
  const nonce = c.get('secureHeadersNonce')
  const stream = await renderToReadableStream(createElement(NonceContext.Provider, { value: nonce }, element), {
    nonce,
    signal: c.req.raw.signal,
    onError(error: unknown) {
      failed = true
      log.error('hybrid-ssr-error', { path: c.req.path, error: error instanceof Error ? error : String(error) })
    },
  })
  await stream.allReady
  const html = await new Response(stream).text()
  return failed ? undefined : html
}
