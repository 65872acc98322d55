// The encoder React's renderer is built with (src/respond/chunk-encoder.ts): the same bytes as the runtime's
// TextEncoder for any text, and views that stay intact while later strings are encoded.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ChunkEncoder } from '../../src/respond/chunk-encoder'

const runtime = new TextEncoder()

describe('the chunk encoder', () => {
  it.each([
    ['empty', ''],
    ['ASCII', 'class="header__nav-item"'],
    ['German', 'Grußkarten für Weihnachten'],
    ['a euro sign after ASCII', 'ab 1,49 €'],
    ['emoji (a surrogate pair)', 'Frohe 🎄 Weihnachten'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00z'],
    ['1,024 three-byte characters', '€'.repeat(1024)],
    ['1,025 characters (the runtime encodes them)', 'x'.repeat(1025)],
  ])('writes %s as the runtime does', (_, text) => {
    expect(new ChunkEncoder().encode(text)).toEqual(runtime.encode(text))
  })

  it('writes any sequence of strings as the runtime does, and no view changes afterwards', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 1500 }), { maxLength: 200 }), (texts) => {
        const encoder = new ChunkEncoder()
        const chunks = texts.map((text) => encoder.encode(text))
        texts.forEach((text, index) => expect(chunks[index]).toEqual(runtime.encode(text)))
      }),
      { numRuns: 200 },
    )
  })

  it('keeps every view intact across a full slab', () => {
    const encoder = new ChunkEncoder()
    const texts = Array.from({ length: 400 }, (_, index) => `${index}:${'ä'.repeat(index % 300)}`)
    const chunks = texts.map((text) => encoder.encode(text))
    expect(new Set(chunks.map((chunk) => chunk.buffer)).size).toBeGreaterThan(1)
    texts.forEach((text, index) => expect(chunks[index]).toEqual(runtime.encode(text)))
  })

  it('hands React no shared view it would transfer: short strings stay within 3 KB, long ones get their own buffer', () => {
    const encoder = new ChunkEncoder()
    expect(encoder.encode('\u{10FFFF}'.repeat(512)).byteLength).toBeLessThanOrEqual(3 * 1024)
    expect(encoder.encode('€'.repeat(1024)).byteLength).toBe(3 * 1024)
    const long = encoder.encode('y'.repeat(5000))
    expect(long.byteOffset).toBe(0)
    expect(long.buffer.byteLength).toBe(5000)
  })
})
