// The stored shell parts spliced into a render's bytes (src/respond/shell-splice.ts): the output is what React would
// have written with the parts' HTML inline, whole or streamed in any chunking, and nothing else is touched.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ShellSplice } from '../../src/respond/shell-splice'

const NONCE = 'AbCdEfGhIjKlMnOpQrStUv=='
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** A page as React writes it with markers, and as it would read with the parts inline. */
function page(splice: ShellSplice, parts: readonly (readonly string[])[], between: readonly string[]) {
  let marked = between[0] ?? ''
  let inline = between[0] ?? ''
  parts.forEach((pieces, index) => {
    marked += splice.marker([pieces]) + (between[index + 1] ?? '')
    inline += pieces.join(NONCE) + (between[index + 1] ?? '')
  })
  return { marked: encoder.encode(marked), inline }
}

async function streamed(splice: ShellSplice, bytes: Uint8Array, cuts: readonly number[]): Promise<string> {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.byteLength + 1)))].sort((a, b) => a - b)
  const chunks = [...points, bytes.byteLength].map((end, index) => bytes.slice(index === 0 ? 0 : points[index - 1], end))
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(source.pipeThrough(splice.stream())).text()
}

const parts: readonly (readonly string[])[] = [
  ['<nav class="flyout">Grußkarten', ' und <b>Fotokalender</b></nav>'],
  ['<svg class="icon-sprite"><symbol id="icon-cart"></symbol></svg>'],
  ['<ul class="footer__list"><li>Über uns</li></ul>', '<script nonce="', '"></script>'],
]

describe('splicing the stored shell parts', () => {
  it('writes each part, with the response nonce between its pieces, where its marker stands', () => {
    const splice = new ShellSplice(NONCE)
    const { marked, inline } = page(splice, parts, ['<html><header>', '</header><main>…</main>', '<footer>', '</footer></html>'])
    expect(splice.used).toBe(true)
    expect(decoder.decode(splice.apply(marked))).toBe(inline)
  })

  it('leaves a stray 0x01 and a marker with another nonce as they are', () => {
    const splice = new ShellSplice(NONCE)
    const forged = `\u0001${'x'.repeat(24)}:0\u0002`
    const { marked, inline } = page(splice, parts.slice(0, 1), [`a\u0001b${forged}`, `\u0001`])
    expect(decoder.decode(splice.apply(marked))).toBe(inline)
    expect(inline).toContain(forged)
  })

  it('gives the same page streamed in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat(4000), { maxLength: 40 }),
        async (between, cuts) => {
          const splice = new ShellSplice(NONCE)
          const { marked, inline } = page(splice, parts, between)
          expect(await streamed(splice, marked, cuts)).toBe(inline)
        },
      ),
      { numRuns: 150 },
    )
  })

  it("writes a run's stretch as its segments one after the other, each joined with the nonce", () => {
    const splice = new ShellSplice(NONCE)
    const marked = `<body>${splice.marker([['<header><a nonce="', '">'], ['</a>'], ['<ul>']])}<li>cart</li>${splice.marker([['</ul></header>']])}`
    expect(decoder.decode(splice.apply(encoder.encode(marked)))).toBe(
      `<body><header><a nonce="${NONCE}"></a><ul><li>cart</li></ul></header>`,
    )
  })

  it("drops React's text separator between two markers, and only there", () => {
    const splice = new ShellSplice(NONCE)
    const first = splice.marker([['<p>a</p>']])
    const second = splice.marker([['<p>b</p>']])
    const third = splice.marker([['<p>c</p>']])
    const marked = `x<!-- -->y${first}<!-- -->${second}<!-- --><i></i>${third}<!-- -->`
    expect(decoder.decode(splice.apply(encoder.encode(marked)))).toBe('x<!-- -->y<p>a</p><p>b</p><!-- --><i></i><p>c</p><!-- -->')
  })

  it('drops the separator between two markers in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(400), { maxLength: 12 }), async (cuts) => {
        const splice = new ShellSplice(NONCE)
        const markers = parts.map((pieces) => splice.marker([pieces]))
        const marked = encoder.encode(`<a>${markers.join('<!-- -->')}<!-- --><b></b>`)
        expect(await streamed(splice, marked, cuts)).toBe(`<a>${parts.map((pieces) => pieces.join(NONCE)).join('')}<!-- --><b></b>`)
      }),
      { numRuns: 150 },
    )
  })

  it('gives a page without markers back unchanged', async () => {
    const splice = new ShellSplice(NONCE)
    const bytes = encoder.encode('<p>no shell \u0001 here</p>')
    expect(splice.used).toBe(false)
    expect(decoder.decode(splice.apply(bytes))).toBe('<p>no shell \u0001 here</p>')
    expect(await streamed(splice, bytes, [3, 13, 14])).toBe('<p>no shell \u0001 here</p>')
  })
})
