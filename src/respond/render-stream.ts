// The one call of React's streaming renderer: pages, fragments, error pages and the stored shell parts all render
// through it, so what React is given (nonce, abort signal, error hook) is decided by its callers in one shape.
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'

export interface RenderStreamOptions {
  nonce?: string | undefined
  signal?: AbortSignal | undefined
  onError(error: unknown): void
}

export type RenderedStream = Awaited<ReturnType<typeof renderToReadableStream>>

export function renderStream(element: ReactElement, options: RenderStreamOptions): Promise<RenderedStream> {
  return renderToReadableStream(element, options)
}
