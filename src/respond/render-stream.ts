// The calls of React's server renderer, from its public entry (`react-dom/server`, whose `workerd` export is the edge
// build beside the synchronous string renderer) with the runtime's own streams and encoder: no build of React picked by
// path, no global replaced.
// - renderStream: pages, fragments, error pages and the stored shell parts all render through it, so what React is
//   given (nonce, error hook) is decided by its callers in one shape.
// - renderWhole: a page whose data is all at hand, as one string. React's streaming renderer encodes every attribute,
//   text and tag as a chunk of its own (a new buffer each, about a seventh of a page render's CPU) and hands them over
//   through a byte stream; its string renderer appends text, and the page is encoded by one call of the runtime. No abort signal: a shopper who leaves cancels the response's
// stream, and React stops when its stream is cancelled, while an incoming request's own signal never fires here (workerd
// aborts it only under the `enable_request_signal` flag) and cost every render a listener and an AbortController.
import type { ReactElement } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'

export interface RenderStreamOptions {
  nonce?: string | undefined
  onError(error: unknown): void
}

export type RenderedStream = Awaited<ReturnType<typeof renderToReadableStream>>

/** What React writes where a boundary did not finish on the server (it suspended, or it failed): the browser renders it. */
const UNFINISHED_BOUNDARY = '<!--$!-->'

/**
 * A document whose every part rendered at once, as text; undefined when anything suspended (data not at hand) or
 * failed. That render is dropped: its page takes renderStream, which waits for the data and reports the failure.
 */
export function renderWhole(element: ReactElement): string | undefined {
  let html: string
  try {
    html = renderToString(element)
  } catch {
    return undefined
  }
  if (html.includes(UNFINISHED_BOUNDARY)) return undefined
  // The streaming renderer writes the doctype before a document's <html>; the string renderer leaves it out.
  return html.startsWith('<html') ? `<!DOCTYPE html>${html}` : html
}

export function renderStream(element: ReactElement, options: RenderStreamOptions): Promise<RenderedStream> {
  // A boundary whose content is ready when the shell goes out goes out inside it, however large (React sends one over
  // 12,800 bytes after the shell by default, shown by an inline script): the bytes are the same as renderWhole's, and
  // a page reads without JavaScript. Only a boundary still waiting for its data streams in after the shell.
  return renderToReadableStream(element, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY })
}

/**
 * A finished render's bytes as React's chunks, read from its stream. Only for a stream from renderStream whose
 * `allReady` has resolved and which nobody has read: every chunk is queued by then, so no read waits.
 */
export async function finishedChunks(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  return chunks
}
