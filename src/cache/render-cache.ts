// One cache of rendered HTML in isolate memory, behind the head, island and shell caches (src/respond/): a held value
// by key, one render per key and isolate at a time, and the isolate-memory registry's entry to forget it all. Keys
// are made from everything the value is rendered from, so an entry never changes and lives until memory runs short
// (bounded by count and bytes, least recently used out first). A failed render is logged and kept nowhere: the page
// renders that piece in place and the next request tries again.
import { log } from '../log'
import type { LogEvent } from '../log-events'
import { afterThisTask } from './after-this-task'
import { holdsIsolateMemory, type IsolateMemory } from './isolate-memory'
import { MemoryCache } from './memory-cache'
import { SingleFlight } from './single-flight'

export interface RenderCacheOptions {
  /** Its entry in the isolate-memory registry. */
  memory: IsolateMemory
  maxEntries: number
  maxBytes: number
  /** Logged (warn) when a render fails. */
  failed: LogEvent
}

export class RenderCache<V> {
  readonly #held: MemoryCache<V>
  readonly #inFlight = new SingleFlight<V | undefined>()
  readonly #options: RenderCacheOptions
  /**
   * How many renders this cache started in this isolate (tests: a second page must not render its piece again). Kept
   * by builds with stand-ins only: a production build has nobody to ask.
   */
  declare renders: number | undefined

  constructor(options: RenderCacheOptions) {
    this.#options = options
    this.#held = new MemoryCache<V>(options.maxEntries, options.maxBytes)
    // Builds without stand-ins never forget (isolate-memory.ts), and carry none of this.
    if (__STAND_INS__)
      holdsIsolateMemory(options.memory, () => {
        this.#held.clear()
        this.#inFlight.clear()
      })
  }

  /** The value held under `key`, if any; never renders. */
  get(key: string, now: number): V | undefined {
    return this.#held.get(key, now)
  }

  /**
   * The value held under `key` at once, else the one render under way for it (or a new one, with `render`). Never
   * rejects: a failed render is logged with `fields` and answers undefined.
   */
  render(key: string, now: number, render: () => Promise<V>, fields?: Record<string, unknown>): V | Promise<V | undefined> {
    const held = this.#held.get(key, now)
    if (held !== undefined) return held
    return this.#inFlight.run(key, () => {
      if (__STAND_INS__) this.renders = (this.renders ?? 0) + 1
      return render()
        .then((value) => {
          this.#held.set(key, value, Infinity, utf16Bytes([key, value]))
          return value
        })
        .catch((error: unknown) => {
          log.warn(this.#options.failed, { ...fields, error })
          return undefined
        })
    })
  }

  /**
   * The value held under `key`, else undefined, and then it is rendered once the current task has run (the page's own
   * render goes out first), kept alive by `waitUntil`, for the next request. Never waits: the caller renders the piece
   * in place, which gives the same bytes.
   */
  lookup(key: string, now: number, render: () => Promise<V>, waitUntil: (promise: Promise<unknown>) => void): V | undefined {
    const held = this.#held.get(key, now)
    if (held === undefined && !this.#inFlight.has(key))
      waitUntil(this.render(key, now, () => afterThisTask().then(render)) as Promise<V | undefined>)
    return held
  }
}

/** What a held value costs in isolate memory: the text in it (strings, arrays, maps and objects of them) as UTF-16. */
function utf16Bytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 2
  if (!value || typeof value !== 'object') return 0
  let bytes = 0
  for (const inner of value instanceof Map ? value.values() : Object.values(value)) bytes += utf16Bytes(inner)
  return bytes
}
