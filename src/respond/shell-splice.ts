// The stored shell parts go out as bytes spliced into React's output, not through React: a page's render writes a
// short marker where each part goes, and the bytes of the part (encoded once per stored part, joined with this
// response's nonce) take the marker's place on the way out. React then encodes and copies only what differs per page.
// A marker is the byte 0x01, this response's nonce, the part's number and the byte 0x02: no content can hold it, since
// the nonce is drawn for this response after the content was written, so a stray 0x01 in a page is left as it is.
import type { ShellSplicing } from '../views/layout/shell-part'

const encoder = new TextEncoder()
const START = 0x01
const END = 0x02
/** The longest marker: the two bytes, a nonce (24), the colon and a part number of up to 4 digits. */
const MARKER_MAX = 2 + 24 + 1 + 4

/** Each stored part's pieces, encoded once: the shell cache hands out the same arrays for as long as it holds them. */
const encoded = new WeakMap<readonly string[], readonly Uint8Array[]>()

function encodedPieces(pieces: readonly string[]): readonly Uint8Array[] {
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
  readonly #parts: (readonly Uint8Array[])[] = []

  constructor(nonce: string) {
    this.#nonceText = nonce
    this.#nonce = encoder.encode(nonce)
    this.#marker = encoder.encode(`\u0001${nonce}:`)
  }

  /** The marker a part writes where its inner HTML goes. */
  marker(pieces: readonly string[]): string {
    const index = this.#parts.push(encodedPieces(pieces)) - 1
    return `\u0001${this.#nonceText}:${index}\u0002`
  }

  /** Whether any part wrote a marker (a page without the stored shell needs no splicing). */
  get used(): boolean {
    return this.#parts.length > 0
  }

  /** The part a marker at `at` stands for, with the marker's length; undefined when the bytes there are no marker. */
  #markerAt(bytes: Uint8Array, at: number): { part: readonly Uint8Array[]; length: number } | undefined {
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

  #partLength(part: readonly Uint8Array[]): number {
    return part.reduce((sum, piece) => sum + piece.byteLength, this.#nonce.byteLength * (part.length - 1))
  }

  #writePart(out: Uint8Array, offset: number, part: readonly Uint8Array[]): number {
    part.forEach((piece, index) => {
      if (index > 0) {
        out.set(this.#nonce, offset)
        offset += this.#nonce.byteLength
      }
      out.set(piece, offset)
      offset += piece.byteLength
    })
    return offset
  }

  /** A finished render's bytes with every marker replaced by its part. */
  apply(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
    const found: { at: number; length: number; part: readonly Uint8Array[] }[] = []
    let total = bytes.byteLength
    for (let at = bytes.indexOf(START); at >= 0; at = bytes.indexOf(START, at + 1)) {
      const marker = this.#markerAt(bytes, at)
      if (!marker) continue
      found.push({ at, ...marker })
      total += this.#partLength(marker.part) - marker.length
      at += marker.length - 1
    }
    const out = new Uint8Array(total)
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
        // A marker may begin in the last bytes: hold them back unless they are clearly no marker.
        const tail = bytes.lastIndexOf(START)
        if (tail >= 0 && bytes.byteLength - tail < MARKER_MAX && !bytes.subarray(tail).includes(END)) {
          held = bytes.slice(tail)
          bytes = bytes.subarray(0, tail)
        }
        if (bytes.byteLength > 0) controller.enqueue(this.apply(bytes))
      },
      flush: (controller) => {
        if (held) controller.enqueue(this.apply(held))
      },
    })
  }
}
