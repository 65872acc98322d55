// React's two renderers as the Worker calls them (src/respond/render-stream.ts): a page whose data is in renders at once
// as text, byte for byte what the stream gives (doctype and large boundaries included), and leaves to the stream every
// page where something suspended or failed; a finished stream's chunks are the bytes of the stream; a shell that fails
// rejects the render.
import fc from 'fast-check'
import { Suspense, use, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { finishedChunks, renderStream, renderWhole } from '../../src/respond/render-stream'

const fail = (error: unknown) => expect.unreachable(String(error))

async function finished(element: ReactElement): Promise<string> {
  const stream = await renderStream(element, { onError: fail })
  await stream.allReady
  const chunks = await finishedChunks(stream)
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
        <Suspense fallback={<p>waiting</p>}>
          <ul>
            {items.map((item, index) => (
              <li key={index} data-index={index}>
                {item}
              </li>
            ))}
          </ul>
        </Suspense>
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

describe("a finished render's chunks", () => {
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
    const html = new TextDecoder().decode(joined(await finishedChunks(stream)))
    expect(html).toContain('arrived later')
    expect(await read(element)).toBe(html)
  })

  it('renders a page whose data is in at once, as the stream renders it, large boundaries too', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'binary', maxLength: 3000 }), { maxLength: 80 }), async (items) => {
        const html = renderWhole(<Page items={items} />)
        expect(html?.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true)
        expect(html).toBe(await read(<Page items={items} />))
      }),
      { numRuns: 40 },
    )
    expect(renderWhole(<Page items={['x'.repeat(20_000)]} />)).toBe(await read(<Page items={['x'.repeat(20_000)]} />))
    expect(renderWhole(<p>a fragment</p>)).toBe('<p>a fragment</p>')
  })

  it('leaves a page to the stream when anything suspended or failed', () => {
    const pending = new Promise<void>(() => {})
    function Waiting(): ReactElement {
      use(pending)
      return <p>never</p>
    }
    function Broken(): ReactElement {
      throw new Error('a part failed')
    }
    const inBoundary = (child: ReactElement) => (
      <div>
        <Suspense fallback={<p>waiting</p>}>{child}</Suspense>
      </div>
    )
    expect(renderWhole(inBoundary(<Waiting />))).toBeUndefined()
    expect(renderWhole(inBoundary(<Broken />))).toBeUndefined()
    expect(renderWhole(<Waiting />)).toBeUndefined()
    expect(renderWhole(<Broken />)).toBeUndefined()
  })

  it('leaves the shell’s failure to the caller, reported once', async () => {
    function Broken(): ReactElement {
      throw new Error('the shell failed')
    }
    const errors: unknown[] = []
    await expect(renderStream(<Broken />, { onError: (error) => void errors.push(error) })).rejects.toThrow('the shell failed')
    expect(errors).toHaveLength(1)
  })
})

function joined(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  chunks.reduce((at, chunk) => (all.set(chunk, at), at + chunk.length), 0)
  return all
}
