// The one stale-while-revalidate reader behind every cached read: stories, the page index and flag definitions.
// - A fresh answer is served as it is, from isolate memory or the kind's shared store (KV).
// - Past its freshness it is served at once and refreshed in the background, one load per key and isolate; a kind
//   that must not serve an old answer waits for the new one instead.
// - A miss loads (concurrent misses of a key share one load); an error is never kept.
// - An older copy under another key (the previous cache version's) stands in for a missing answer: at once while the
//   new one loads, or only when loading it fails or the page's CMS budget runs out (./deadline.ts).
// What a kind stores beyond the isolate, in which shape, and what its failures log is the kind's own (SharedStore,
// ReaderOptions): one reader, each kind's behaviour as it was.
import { withinDeadline, type Deadline } from './deadline'
import { SingleFlight } from './single-flight'
import { log } from '../log'
import type { LogEvent } from '../log-events'

/** What a cached read needs of its request. */
export interface CacheContext {
  kv: KVNamespace
  waitUntil(promise: Promise<unknown>): void
  now(): number
  /** Called when an answer is older than its freshness (refreshing in the background) or a CMS failure's fallback. */
  onStale?: () => void
  /**
   * A render that refreshes a kept page: an answer past its freshness is loaded anew and waited for, so the page can be
   * kept again (the stale answer still serves, marked, when the load fails).
   */
  refreshing?: boolean | undefined
  /** The page's CMS budget (./deadline.ts): past it a load is waited for only where no older copy stands in. */
  deadline?: Deadline | undefined
}

/** An answer as it is kept: the value and when it was loaded. */
export interface Held<T> {
  value: T
  storedAt: number
}

/** Where a kind keeps its answers beyond this isolate, in the kind's own stored shape. */
export interface SharedStore<T> {
  /** The entry under `key`; undefined when there is none or it does not parse (a miss, never a crash). */
  read(ctx: CacheContext, key: string): Promise<Held<T> | undefined>
  /** Keeps an answer and never rejects; the read answers once this settles (a store may wait for its write or not). */
  write(ctx: CacheContext, key: string, held: Held<T>): Promise<void>
}

export interface ReaderOptions<T> {
  /** How many answers this isolate keeps in memory; the least recently stored goes first. */
  memoryEntries: number
  /** Without one, isolate memory is all there is (the load reads the source itself). */
  store?: SharedStore<T> | undefined
  /** Past its freshness an answer is served at once while it refreshes (true), or the read waits for the new one. */
  serveStale: boolean
  /** Whether an old answer makes the page that read it stale content (`ctx.onStale`). */
  staleMarksPage: boolean
  /** Logged (warn) when a background refresh fails; silent without. */
  refreshFailed?: LogEvent | undefined
  /** Logged (warn) when an older copy stands in for a failed load; silent without. */
  servedOlder?: LogEvent | undefined
}

export interface CachedRead<T> {
  key: string
  /** How long an answer is served as it is, in ms. */
  freshMs: (value: T) => number
  load: () => Promise<T>
  /** An older copy that stands in for a missing answer: at once while the new one loads, or only when loading fails. */
  older?: { key: string; servedWhile: 'loading' | 'failing' } | undefined
}

/**
 * Past this a load still under way is no longer joined: a read that never settles (a CMS that sent its headers and
 * stalled) must not hold every later read of its key. Well above the longest real load (a patient page index listing).
 */
const LOAD_MAX_MS = 60_000

export class StaleWhileRevalidate<T> {
  readonly #options: ReaderOptions<T>
  readonly #memory = new Map<string, Held<T>>()
  readonly #loads = new SingleFlight<T>(LOAD_MAX_MS)

  constructor(options: ReaderOptions<T>) {
    this.#options = options
  }

  async read(ctx: CacheContext, request: CachedRead<T>): Promise<T> {
    const { key, older } = request
    const remembered = this.#memory.get(key)
    if (remembered && this.#isFresh(ctx, request, remembered)) return remembered.value
    const stored = this.#options.store ? await this.#options.store.read(ctx, key) : remembered
    // Another read of this isolate may have loaded the key while this one read the store (a store's write is not
    // waited for): its answer is the newest.
    const loaded = this.#memory.get(key)
    if (loaded && loaded !== remembered && this.#isFresh(ctx, request, loaded)) return loaded.value
    if (stored) {
      if (this.#isFresh(ctx, request, stored)) {
        this.#remember(key, stored)
        return stored.value
      }
      if (this.#options.serveStale && !ctx.refreshing) {
        this.#markStale(ctx)
        this.#refreshInBackground(ctx, request)
        return stored.value
      }
    }
    if (older?.servedWhile === 'loading') {
      const copy = await this.peek(ctx, older.key)
      if (copy) {
        // Held under this key until the new answer replaces it, so this isolate keeps answering without a read.
        this.#remember(key, copy)
        this.#refreshInBackground(ctx, request, copy)
        return copy.value
      }
    }
    try {
      return await withinDeadline(
        ctx,
        this.#load(ctx, request),
        older &&
          (async () => {
            const copy = await this.peek(ctx, older.key)
            if (copy) this.#markStale(ctx)
            return copy
          }),
      )
    } catch (error) {
      if (ctx.refreshing && stored && this.#options.serveStale) {
        this.#markStale(ctx)
        return stored.value
      }
      const copy = older?.servedWhile === 'failing' ? await this.peek(ctx, older.key) : undefined
      if (!older || !copy) throw error
      this.#markStale(ctx)
      if (this.#options.servedOlder) log.warn(this.#options.servedOlder, { key, fallbackKey: older.key, error })
      return copy.value
    }
  }

  /** What is kept under `key`, however old, from memory or the store; never loads. */
  async peek(ctx: CacheContext, key: string): Promise<Held<T> | undefined> {
    return this.#memory.get(key) ?? (await this.#options.store?.read(ctx, key))
  }

  /** What this isolate holds in memory under `key`, however old; never reads the store or loads. */
  held(key: string): T | undefined {
    return this.#memory.get(key)?.value
  }

  /** The load under way for `key` (a miss, or the refresh behind a stale or older answer); never starts one. */
  loading(key: string): Promise<T> | undefined {
    return this.#loads.pending(key)
  }

  forget(): void {
    this.#memory.clear()
  }

  #isFresh(ctx: CacheContext, request: CachedRead<T>, held: Held<T>): boolean {
    return ctx.now() - held.storedAt < request.freshMs(held.value)
  }

  #markStale(ctx: CacheContext): void {
    if (this.#options.staleMarksPage) ctx.onStale?.()
  }

  #remember(key: string, held: Held<T>): void {
    this.#memory.delete(key)
    this.#memory.set(key, held)
    if (this.#memory.size > this.#options.memoryEntries) this.#memory.delete(this.#memory.keys().next().value as string)
  }

  /** Loads once per key and isolate at a time, and keeps what it got. Errors propagate, unkept. */
  #load(ctx: CacheContext, request: CachedRead<T>): Promise<T> {
    return this.#loads.run(
      request.key,
      async () => {
        const value = await request.load()
        const held: Held<T> = { value, storedAt: ctx.now() }
        this.#remember(request.key, held)
        await this.#options.store?.write(ctx, request.key, held)
        return held.value
      },
      ctx.now(),
    )
  }

  /** A refresh nobody waits for; `standIn` (an older copy held meanwhile) is dropped if the refresh fails. */
  #refreshInBackground(ctx: CacheContext, request: CachedRead<T>, standIn?: Held<T>): void {
    if (this.#loads.has(request.key, ctx.now())) return
    ctx.waitUntil(
      this.#load(ctx, request).catch((error: unknown) => {
        if (standIn && this.#memory.get(request.key) === standIn) this.#memory.delete(request.key)
        if (this.#options.refreshFailed) log.warn(this.#options.refreshFailed, { key: request.key, error })
      }),
    )
  }
}
