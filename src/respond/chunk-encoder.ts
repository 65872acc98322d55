// The text encoder React's streaming renderer is built with (./react-dom-server.cjs): the renderer encodes every
// attribute, text and tag name as its own chunk, and the runtime's TextEncoder allocates a new buffer per call, which would be
// a quarter of a page render's CPU. Short strings are written into a shared slab instead (up to 32 characters ASCII by a
// plain loop, longer ones by the runtime's encodeInto) and handed out as views of it; long ones go to the runtime's
// encoder. (Keeping long strings' bytes by their
// text measured worse: a Map must hash and compare the whole text on every render.)
// Why views of a shared slab are safe here: React copies every chunk of up to 4 KB into its own output buffer and hands
// over (transfers) only larger ones, and a short string encodes to at most 3 KB; a slab is never written twice, a full
// one is dropped for a new one and lives on only through the views still held.

/** Characters up to which a string is written into the slab: at most 3 bytes each, below React's 4 KB. */
const SHORT = 1024
/** Characters up to which the plain loop beats one call into the runtime's encodeInto (measured in V8). */
const LOOP = 32
const SLAB_BYTES = 64 * 1024
/** The runtime's encoder, taken when this module loads, before React's module is loaded with ours in its place. */
const RuntimeTextEncoder = TextEncoder

export class ChunkEncoder {
  readonly encoding = 'utf-8'
  readonly #native = new RuntimeTextEncoder()
  #slab = new Uint8Array(SLAB_BYTES)
  #used = 0

  encode(text = ''): Uint8Array {
    const length = text.length
    if (length > SHORT) return this.#native.encode(text)
    if (this.#used + length * 3 > SLAB_BYTES) {
      this.#slab = new Uint8Array(SLAB_BYTES)
      this.#used = 0
    }
    const slab = this.#slab
    const start = this.#used
    if (length > LOOP) {
      this.#used = start + this.#native.encodeInto(text, slab.subarray(start, start + length * 3)).written
      return slab.subarray(start, this.#used)
    }
    let at = start
    for (let index = 0; index < length; index++) {
      const code = text.charCodeAt(index)
      if (code >= 0x80) {
        // The rest holds more than ASCII: the runtime writes it (the slab has room for 3 bytes per character).
        at += this.#native.encodeInto(text.slice(index), slab.subarray(at)).written
        break
      }
      slab[at++] = code
    }
    this.#used = at
    return slab.subarray(start, at)
  }

  encodeInto(text: string, destination: Uint8Array): TextEncoderEncodeIntoResult {
    return this.#native.encodeInto(text, destination)
  }
}
