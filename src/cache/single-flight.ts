// Concurrent requests for the same thing share one load: a burst of cold pages in an isolate makes one CMS call per
// story, one shell render, one translation fetch. The entry is forgotten when the load settles, so a failure is
// retried by the next caller rather than remembered.

export class SingleFlight<T> {
  readonly #pending = new Map<string, Promise<T>>()

  /** The load already under way for `key`, or a new one started with `load`. */
  run(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.#pending.get(key)
    if (pending) return pending
    const started = load().finally(() => this.#pending.delete(key))
    this.#pending.set(key, started)
    return started
  }

  has(key: string): boolean {
    return this.#pending.has(key)
  }

  /** The load under way for `key`, if any; never starts one. */
  pending(key: string): Promise<T> | undefined {
    return this.#pending.get(key)
  }

  clear(): void {
    this.#pending.clear()
  }
}
