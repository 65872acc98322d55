// The one call of React's streaming renderer: pages, fragments, error pages and the stored shell parts all render
// through it, so what React is given (nonce, error hook) is decided by its callers in one shape. No abort signal: a
// shopper who leaves cancels the response's stream, and React stops when its stream is cancelled, while an incoming
// request's own signal never fires here (workerd aborts it only under the `enable_request_signal` flag) and cost every
// render a listener and an AbortController.
//
// A finished render is taken straight from the stream's source (finishedChunks): React hands its stream an underlying
// byte source whose `pull` writes everything it has finished into the controller it is given, then closes. Pulled
// once with a controller of our own, a finished page comes out as React's own chunks, without the runtime's byte
// stream queueing each one and a reader taking them out again (about 6 % of a render's CPU in paired runs).
// The source is the one the Streams standard defines, not React's internals: React builds its stream by the global
// `ReadableStream` name after the call returns, so while a render starts that name stands for a constructor that
// builds the very same stream and notes its source. Any other code that builds a stream meanwhile gets the same.
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'

export interface RenderStreamOptions {
  nonce?: string | undefined
  onError(error: unknown): void
}

export type RenderedStream = Awaited<ReturnType<typeof renderToReadableStream>>

/** What a byte stream's source is to a puller: React's writes its finished chunks into the controller it is given. */
interface ByteSource {
  type?: unknown
  pull?: (controller: ChunkController) => unknown
}

interface ChunkController {
  enqueue(chunk: Uint8Array): void
  close(): void
  error(error: unknown): void
}

const global = globalThis as unknown as { ReadableStream: typeof ReadableStream }
const RuntimeReadableStream = global.ReadableStream
const sources = new WeakMap<ReadableStream, ByteSource>()

/** The runtime's constructor, noting the source of each byte stream it builds. */
const NotingReadableStream = function ReadableStream(source?: ByteSource, strategy?: QueuingStrategy) {
  const stream = new RuntimeReadableStream(source as UnderlyingSource, strategy)
  if (source?.type === 'bytes' && typeof source.pull === 'function') sources.set(stream, source)
  return stream
} as unknown as typeof ReadableStream
// `instanceof ReadableStream` and the constructor's static methods still hold while it stands in.
NotingReadableStream.prototype = RuntimeReadableStream.prototype
Object.setPrototypeOf(NotingReadableStream, RuntimeReadableStream)

/** Renders under way whose stream is not built yet: the noting constructor stands in while there is one. */
let starting = 0

export async function renderStream(element: ReactElement, options: RenderStreamOptions): Promise<RenderedStream> {
  if (starting++ === 0) global.ReadableStream = NotingReadableStream
  try {
    return await renderToReadableStream(element, options)
  } finally {
    if (--starting === 0) global.ReadableStream = RuntimeReadableStream
  }
}

/**
 * A finished render's bytes as React's chunks, pulled from its stream's source. Only for a stream from renderStream
 * whose `allReady` has resolved and which nobody has read: the stream is spent afterwards.
 */
export function finishedChunks(stream: ReadableStream<Uint8Array>): Uint8Array[] {
  const source = sources.get(stream)
  // React builds its stream another way than the one this relies on (test/routes/render-stream.test.tsx says so first).
  if (!source?.pull) throw new Error("a render's stream was built without its source noted")
  sources.delete(stream)
  const chunks: Uint8Array[] = []
  let closed = false
  void source.pull({
    enqueue: (chunk) => void chunks.push(chunk),
    close: () => void (closed = true),
    error: (error) => {
      throw error
    },
  })
  // A finished render writes all it has and closes in one pull; one that did not would lose what it wrote here.
  if (!closed) throw new Error('a finished render did not close its stream')
  return chunks
}
