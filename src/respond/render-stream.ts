// The one call of React's streaming renderer: pages, fragments, error pages and the stored shell parts all render
// through it, so what React is given (nonce, error hook) is decided by its callers in one shape. No abort signal: a
// shopper who leaves cancels the response's stream, and React stops when its stream is cancelled, while an incoming
// request's own signal never fires here (workerd aborts it only under the `enable_request_signal` flag) and cost every
// render a listener and an AbortController.
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
