// Concurrent requests for the same thing share one load: a burst of cold pages in an isolate makes one CMS call per
// story, one shell render, one translation fetch. The entry is forgotten when the load settles, so a failure is
// retried by the next caller rather than remembered; and, with a maximum age, when it outlives that: a load that
// never settles must not hold every later caller of its key (for a story every page reads, a whole brand) until the
// isolate ends. The next caller then starts a load of its own.

export class SingleFlight<T> {
  readonly #pending = new Map<string, { load: Promise<T>; until: number }>()

  constructor(readonly maxAgeMs = Number.POSITIVE_INFINITY) {}

  /** The load already under way for `key`, or a new one started with `load`. */
  run(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const pending = this.pending(key, now)
    if (pending) return pending
    const entry = { load: load().finally(() => this.#pending.get(key) === entry && this.#pending.delete(key)), until: now + this.maxAgeMs }
    this.#pending.set(key, entry)
    return entry.load
  }

  has(key: string, now = Date.now()): boolean {
    return this.pending(key, now) !== undefined
  }

  /** The load under way for `key`, if any and younger than the maximum age; never starts one. */
  pending(key: string, now = Date.now()): Promise<T> | undefined {
    const entry = this.#pending.get(key)
    return entry && now < entry.until ? entry.load : undefined
  }

  clear(): void {
    this.#pending.clear()
  }
}
