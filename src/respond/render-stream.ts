// The one call of React's streaming renderer: pages, fragments, error pages and the stored shell parts all render
// through it, so what React is given (nonce, error hook) is decided by its callers in one shape. React's public web-stream
// entry (`react-dom/server`, whose `workerd` export is its edge build) and the runtime's own streams and encoder: no
// build of React picked by path, no global replaced. No abort signal: a shopper who leaves cancels the response's
// stream, and React stops when its stream is cancelled, while an incoming request's own signal never fires here (workerd
// aborts it only under the `enable_request_signal` flag) and cost every render a listener and an AbortController.
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'

export interface RenderStreamOptions {
  nonce?: string | undefined
  onError(error: unknown): void
}

export type RenderedStream = Awaited<ReturnType<typeof renderToReadableStream>>

export function renderStream(element: ReactElement, options: RenderStreamOptions): Promise<RenderedStream> {
  return renderToReadableStream(element, options)
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
