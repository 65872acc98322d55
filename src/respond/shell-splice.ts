// The stored shell parts go out as bytes spliced into React's output, not through React: a page's render writes a
// short marker where each part goes, and the bytes of the part (encoded once per stored part, joined with this
// response's nonce) take the marker's place on the way out. React then encodes and copies only what differs per page.
// A marker is the byte 0x01, this response's nonce, the part's number and the byte 0x02: no content can hold it, since
// the nonce is drawn for this response after the content was written, so a stray 0x01 in a page is left as it is.
import type { ShellSplicing, StoredHtml } from '../views/layout/shell-part'
import { holdsIsolateMemory } from '../cache/isolate-memory'

const encoder = new TextEncoder()
const START = 0x01
const END = 0x02
/** The longest marker: the two bytes, a nonce (24), the colon and a part number of up to 4 digits. */
const MARKER_MAX = 2 + 24 + 1 + 4
/** What React writes between two text nodes, so between two markers with nothing rendered in between. */
const TEXT_SEPARATOR = encoder.encode('<!-- -->')

/** A spliced part: its segments one after the other, each segment's pieces joined with the nonce. */
type EncodedPart = readonly (readonly Uint8Array[])[]

/** Each stored part's pieces, encoded once: the shell cache hands out the same arrays for as long as it holds them. */
let encoded = new WeakMap<StoredHtml, readonly Uint8Array[]>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (encoded = new WeakMap()))

function encodedPieces(pieces: StoredHtml): readonly Uint8Array[] {
  let bytes = encoded.get(pieces)
  if (!bytes) {
    bytes = pieces.map((piece) => encoder.encode(piece))
    encoded.set(pieces, bytes)
  }
  return bytes
}

/** One render's splicing: the markers its parts wrote, and their replacement on the way out. */
export class ShellSplice implements ShellSplicing {
  readonly #nonceText: string
  readonly #nonce: Uint8Array
  readonly #marker: Uint8Array
  readonly #parts: EncodedPart[] = []

  constructor(nonce: string) {
    this.#nonceText = nonce
    this.#nonce = encoder.encode(nonce)
    this.#marker = encoder.encode(`\u0001${nonce}:`)
  }

  /** The marker a part or a run's stretch writes where its HTML goes. */
  marker(segments: readonly StoredHtml[]): string {
    const index = this.#parts.push(segments.map(encodedPieces)) - 1
    return `\u0001${this.#nonceText}:${index}\u0002`
  }

  /** Whether any part wrote a marker (a page without the stored shell needs no splicing). */
  get used(): boolean {
    return this.#parts.length > 0
  }

  /** The part a marker at `at` stands for, with the marker's length; undefined when the bytes there are no marker. */
  #markerAt(bytes: Uint8Array, at: number): { part: EncodedPart; length: number } | undefined {
    const marker = this.#marker
    if (bytes.length - at < marker.length + 2) return undefined
    for (let i = 1; i < marker.length; i++) if (bytes[at + i] !== marker[i]) return undefined
    let index = 0
    let end = at + marker.length
    for (; end < bytes.length && end - at < MARKER_MAX; end++) {
      const byte = bytes[end]!
      if (byte === END) break
      if (byte < 0x30 || byte > 0x39) return undefined
      index = index * 10 + (byte - 0x30)
    }
    if (bytes[end] !== END || end === at + marker.length) return undefined
    const part = this.#parts[index]
    return part && { part, length: end + 1 - at }
  }

  #partLength(part: EncodedPart): number {
    let length = 0
    for (const pieces of part) length += pieces.reduce((sum, piece) => sum + piece.byteLength, this.#nonce.byteLength * (pieces.length - 1))
    return length
  }

  #writePart(out: Uint8Array, offset: number, part: EncodedPart): number {
    for (const pieces of part)
      pieces.forEach((piece, index) => {
        if (index > 0) {
          out.set(this.#nonce, offset)
          offset += this.#nonce.byteLength
        }
        out.set(piece, offset)
        offset += piece.byteLength
      })
    return offset
  }

  /** Whether React's text separator (or its first `length` bytes) stands at `at`. */
  static #separatorAt(bytes: Uint8Array, at: number, length = TEXT_SEPARATOR.length): boolean {
    if (at < 0 || bytes.length - at < length) return false
    for (let i = 0; i < length; i++) if (bytes[at + i] !== TEXT_SEPARATOR[i]) return false
    return true
  }

  /**
   * A finished render's bytes with every marker replaced by its part, written into `buffer(length)`: a new array unless
   * the caller hands out one it reuses.
   */
  apply(
    bytes: Uint8Array,
    buffer: (length: number) => Uint8Array<ArrayBuffer> = (length) => new Uint8Array(length),
  ): Uint8Array<ArrayBuffer> {
    const found: { at: number; length: number; part: EncodedPart }[] = []
    let total = bytes.byteLength
    for (let at = bytes.indexOf(START); at >= 0; at = bytes.indexOf(START, at + 1)) {
      const marker = this.#markerAt(bytes, at)
      if (!marker) continue
      // Two markers with nothing rendered between them (a run's hole that came out empty): React separated the two text
      // nodes, which a render without markers has no reason to do. The separator goes with the first marker.
      const last = found.at(-1)
      const between = last && at - (last.at + last.length)
      if (last && between === TEXT_SEPARATOR.length && ShellSplice.#separatorAt(bytes, last.at + last.length)) {
        last.length += between
        total -= between
      }
      found.push({ at, ...marker })
      total += this.#partLength(marker.part) - marker.length
      at += marker.length - 1
    }
    const out = buffer(total)
    let from = 0
    let offset = 0
    for (const { at, length, part } of found) {
      out.set(bytes.subarray(from, at), offset)
      offset = this.#writePart(out, offset + at - from, part)
      from = at + length
    }
    out.set(bytes.subarray(from), offset)
    return out
  }

  /**
   * Where a chunk's bytes must be held back for the next chunk: a marker may begin in its last bytes (unless they are
   * clearly no marker), and a whole marker at its end may yet be followed by React's separator and another marker.
   */
  #heldFrom(bytes: Uint8Array): number {
    let from = bytes.byteLength
    const tail = bytes.lastIndexOf(START)
    if (tail >= 0 && from - tail < MARKER_MAX && !bytes.subarray(tail).includes(END)) from = tail
    // The longest start of a separator the bytes close with (none at all counts too), then whole markers, each after a
    // separator: all held, so the next chunk's apply sees them together.
    let separator = Math.min(TEXT_SEPARATOR.length, from)
    while (separator > 0 && !ShellSplice.#separatorAt(bytes, from - separator, separator)) separator--
    for (;;) {
      const markerEnd = from - separator
      if (markerEnd <= 0 || bytes[markerEnd - 1] !== END) return from
      const start = bytes.lastIndexOf(START, markerEnd - 1)
      if (start < 0 || this.#markerAt(bytes, start)?.length !== markerEnd - start) return from
      from = start
      separator = TEXT_SEPARATOR.length
      if (!ShellSplice.#separatorAt(bytes, from - separator)) return from
    }
  }

  /**
   * The same for a render that streams: each chunk goes on with its markers replaced; a chunk that ends inside what
   * may be a marker keeps that tail until the next chunk completes it.
   */
  stream(): TransformStream<Uint8Array, Uint8Array> {
    let held: Uint8Array | undefined
    return new TransformStream({
      transform: (chunk, controller) => {
        let bytes = chunk
        if (held) {
          bytes = new Uint8Array(held.byteLength + chunk.byteLength)
          bytes.set(held)
          bytes.set(chunk, held.byteLength)
          held = undefined
        }
        const keep = this.#heldFrom(bytes)
        if (keep < bytes.byteLength) {
          held = bytes.slice(keep)
          bytes = bytes.subarray(0, keep)
        }
        if (bytes.byteLength > 0) controller.enqueue(this.apply(bytes))
      },
      flush: (controller) => {
        if (held) controller.enqueue(this.apply(held))
      },
    })
  }
}
