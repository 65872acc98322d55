// Pure results remembered by key where the keys come from anyone (paths, URLs, a page's request facts): bounded by
// count and started again when full, so the memory never grows past its limit and a burst of new keys costs only
// their own first computation. Values are shared between requests: callers never change one.
export class BoundedMemo<V> {
  readonly #values = new Map<string, V>()
  readonly #limit: number

  constructor(limit: number) {
    this.#limit = limit
  }

  /** The value remembered under `key`, else `work()`'s, remembered. */
  get(key: string, work: () => V): V {
    let value = this.#values.get(key)
    if (value === undefined) {
      value = work()
      if (this.#values.size >= this.#limit) this.#values.clear()
      this.#values.set(key, value)
    }
    return value
  }
}
