// A finished render taken straight from its stream's source (src/respond/render-stream.ts): the same bytes as reading
// the stream, for any page; every stream built while renders start is a working ReadableStream; and the runtime's own
// constructor is back once no render is starting, whether a render succeeded or failed.
import fc from 'fast-check'
import { Suspense, use, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { finishedChunks, renderStream } from '../../src/respond/render-stream'

const RuntimeReadableStream = ReadableStream
const runtimeGlobal = globalThis as unknown as { ReadableStream: typeof ReadableStream }
const fail = (error: unknown) => expect.unreachable(String(error))

async function finished(element: ReactElement): Promise<string> {
  const stream = await renderStream(element, { onError: fail })
  await stream.allReady
  const chunks = finishedChunks(stream)
  const decoder = new TextDecoder()
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode()
}

async function read(element: ReactElement): Promise<string> {
  const stream = await renderStream(element, { onError: fail })
  await stream.allReady
  return new Response(stream).text()
}

function Page({ items }: { items: string[] }) {
  return (
    <html lang="de">
      <head>
        <title>Grußkarten</title>
      </head>
      <body>
        <ul>
          {items.map((item, index) => (
            <li key={index} data-index={index}>
              {item}
            </li>
          ))}
        </ul>
      </body>
    </html>
  )
}

let release: () => void = () => {}
const later = new Promise<void>((resolve) => (release = resolve))

function Later() {
  use(later)
  return <p>arrived later</p>
}

describe("a finished render from its stream's source", () => {
  it('gives the bytes a reader of the stream gets, for any page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'binary', maxLength: 3000 }), { maxLength: 80 }), async (items) => {
        expect(await finished(<Page items={items} />)).toBe(await read(<Page items={items} />))
      }),
      { numRuns: 40 },
    )
  })

  it('gives a render that waited for data all of it, once it is finished', async () => {
    const element = (
      <div>
        <Suspense fallback={<p>waiting</p>}>
          <Later />
        </Suspense>
      </div>
    )
    const stream = await renderStream(element, { onError: fail })
    release()
    await stream.allReady
    const html = new TextDecoder().decode(joined(finishedChunks(stream)))
    expect(html).toContain('arrived later')
    expect(await read(element)).toBe(html)
  })

  it('notes no source for a stream built outside a render, and leaves the runtime constructor in place', async () => {
    expect(runtimeGlobal.ReadableStream).toBe(RuntimeReadableStream)
    const stream = new ReadableStream({ type: 'bytes', pull: (controller) => controller.close() })
    expect(() => finishedChunks(stream)).toThrow('without its source noted')
  })

  it('builds working streams for other code while a render starts, and puts the runtime constructor back', async () => {
    const starting = renderStream(<Page items={['a']} />, { onError: fail })
    expect(runtimeGlobal.ReadableStream).not.toBe(RuntimeReadableStream)
    const other = new ReadableStream<string>({
      start(controller) {
        controller.enqueue('other code')
        controller.close()
      },
    })
    expect(other).toBeInstanceOf(RuntimeReadableStream)
    expect(other).toBeInstanceOf(ReadableStream)
    expect(await new Response(other.pipeThrough(new TextEncoderStream())).text()).toBe('other code')
    await (
      await starting
    ).allReady
    expect(runtimeGlobal.ReadableStream).toBe(RuntimeReadableStream)
  })

  it('puts the runtime constructor back after a render whose shell failed', async () => {
    function Broken(): ReactElement {
      throw new Error('the shell failed')
    }
    const errors: unknown[] = []
    await expect(renderStream(<Broken />, { onError: (error) => void errors.push(error) })).rejects.toThrow('the shell failed')
    expect(errors).toHaveLength(1)
    expect(runtimeGlobal.ReadableStream).toBe(RuntimeReadableStream)
  })
})

function joined(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  chunks.reduce((at, chunk) => (all.set(chunk, at), at + chunk.length), 0)
  return all
}
