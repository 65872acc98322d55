// The isolate's own copy of recent cache entries, in front of the Cache API (as the story cache keeps one in front of
// KV): a hot page then costs no Cache API read. Keys carry cv and the variant, so an entry never changes; it lives
// until its own expiry and the memory stays bounded by count and bytes, oldest out first.

interface Held<T> {
  value: T
  bytes: number
  expiresAt: number
}

export class MemoryCache<T> {
  readonly #entries = new Map<string, Held<T>>()
  readonly #maxEntries: number
  readonly #maxBytes: number
  #bytes = 0

  constructor(maxEntries: number, maxBytes = Number.POSITIVE_INFINITY) {
    this.#maxEntries = maxEntries
    this.#maxBytes = maxBytes
  }

  get(key: string, now: number): T | undefined {
    const held = this.#entries.get(key)
    if (!held) return undefined
    if (held.expiresAt <= now) {
      this.delete(key)
      return undefined
    }
    // Most recently used last: a Map keeps insertion order.
    this.#entries.delete(key)
    this.#entries.set(key, held)
    return held.value
  }

  set(key: string, value: T, expiresAt: number, bytes = 0): void {
    if (bytes > this.#maxBytes) return
    this.delete(key)
    this.#entries.set(key, { value, bytes, expiresAt })
    this.#bytes += bytes
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const held = this.#entries.get(key)
    if (!held) return
    this.#bytes -= held.bytes
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }
}
