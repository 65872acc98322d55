// The space's cache version (cv) as the cache knows it: isolate memory, then KV, then the CMS, refreshed in the background.
// A publish changes cv, and every story key carries it, so the next read of each story goes to the CMS (SPEC §4).
// One object per brand and request (`spaceVersion`) answers every question about it; what this isolate knows of each
// brand's cv is kept here, between requests.
import * as z from 'zod/mini'
import type { Brand } from '../domain/countries'
import { log } from '../log'
import { holdsIsolateMemory } from './isolate-memory'
import { cacheVersionKey } from './keys'
import type { CacheContext } from './swr'

export interface KnownVersion {
  cv: number
  /** The version before the last change: its entries are the stale copies served when the CMS is down. */
  previous: number | undefined
  checkedAt: number
}

const knownSchema = z.object({ cv: z.number(), previous: z.optional(z.number()), checkedAt: z.number() })

/** How long an isolate trusts what it knows before looking at KV again. */
const MEMORY_MS = 5_000
/** How long a cv in KV is trusted before the CMS is asked again (in the background). */
export const CV_CHECK_MS = 30_000

/**
 * At most one publish-triggered re-read per brand and isolate in this window. A signed webhook body can be replayed
 * and Storyblok may deliver one twice, so a call must not be able to make the Worker ask the CMS on demand; 10 s keeps
 * a replay flood at 6 CMS calls and 6 writes of the cv key a minute per isolate (KV takes one write a second per key),
 * while a real publish inside the window still shows at the window's end (`recheckAt`), not after the 30 s check.
 */
export const PUBLISH_REREAD_MS = 10_000

const memory = new Map<Brand, { known: KnownVersion; seenAt: number }>()
const refreshing = new Map<Brand, Promise<KnownVersion>>()
const reading = new Map<Brand, Promise<KnownVersion | undefined>>()
/** Brands whose cold start's check is under way: KV held nothing a moment ago, and the check will know more. */
const checkingCold = new Set<Brand>()
/** When this isolate last re-read the cv for a publish, by brand. */
const publishReadAt = new Map<Brand, number>()
/** A publish arrived inside the window: the first read after this instant re-checks the cv in the background. */
const recheckAt = new Map<Brand, number>()

holdsIsolateMemory('space versions', () => {
  memory.clear()
  checkingCold.clear()
  publishReadAt.clear()
  recheckAt.clear()
})

export type PublishRefresh = { reread: true; known: KnownVersion } | { reread: false; known: KnownVersion | undefined; recheckAt: number }

/** The brand's cv for one request: `fetchCv` asks the CMS (`cdn/spaces/me`) when the cache must. */
export function spaceVersion(ctx: CacheContext, brand: Brand, fetchCv: () => Promise<number>): SpaceVersion {
  return new SpaceVersion(ctx, brand, fetchCv)
}

export class SpaceVersion {
  readonly #ctx: CacheContext
  readonly #fetchCv: () => Promise<number>

  constructor(
    ctx: CacheContext,
    readonly brand: Brand,
    fetchCv: () => Promise<number>,
  ) {
    this.#ctx = ctx
    this.#fetchCv = fetchCv
  }

  /**
   * The cv this isolate or KV knows, at once: a known cv never waits for the CMS, it is re-checked in the background
   * when older than CV_CHECK_MS or when a publish inside the re-read window owes a check. Undefined on a cold start
   * (nothing known anywhere): the check then runs in the background too.
   */
  async current(): Promise<KnownVersion | undefined> {
    const { brand } = this
    const remembered = memory.get(brand)
    const due = this.#recheckDue()
    if (remembered && this.#ctx.now() - remembered.seenAt < MEMORY_MS && !due) return remembered.known
    // While a cold start's check is out, the page's other reads (its index, its stories, the flags) read KV no more:
    // it held nothing a moment ago, and they wait for the check (forRead) as they would after reading nothing again.
    if (!remembered && checkingCold.has(brand)) return undefined

    const stored = await this.#storedOnce()
    if (!stored) {
      // Another read of this request (or isolate) may have checked it meanwhile.
      const learned = memory.get(brand)
      if (learned && learned !== remembered) return learned.known
      if (!refreshing.has(brand)) {
        recheckAt.delete(brand)
        checkingCold.add(brand)
        this.#checkInBackground(undefined)
        void refreshing.get(brand)?.then(
          () => checkingCold.delete(brand),
          () => checkingCold.delete(brand),
        )
      }
      return undefined
    }
    if ((due || this.#ctx.now() - stored.checkedAt >= CV_CHECK_MS) && !refreshing.has(brand)) {
      recheckAt.delete(brand)
      this.#checkInBackground(stored)
    }
    memory.set(brand, { known: stored, seenAt: this.#ctx.now() })
    return stored
  }

  /**
   * The cv a published read names, waiting for the CMS only on a cold start. Storyblok redirects a read without the
   * current cv to the same URL with it, so reading before the cv is known costs every read of the page a second round
   * trip (and a second subrequest); asking `cdn/spaces/me` first costs the page one call and the same two round trips.
   * A cold start is rare: KV keeps the cv across isolates. Rejects when the CMS cannot say (a CmsError).
   */
  async forRead(): Promise<KnownVersion> {
    const known = await this.current()
    if (known) return known
    const learned = memory.get(this.brand)
    if (learned) return learned.known
    // The background check the cold start began (shared); its failure is logged there and fails the caller's read.
    return this.#refresh(undefined)
  }

  /** The cv as soon as this isolate learns it (the background check); undefined if that fails. */
  async soon(): Promise<number | undefined> {
    const remembered = memory.get(this.brand)
    if (remembered) return remembered.known.cv
    const checked = await refreshing.get(this.brand)?.catch(() => undefined)
    return checked?.cv ?? memory.get(this.brand)?.known.cv
  }

  /** What KV holds for the brand, read now; undefined when it holds nothing readable (or KV fails). */
  async stored(): Promise<KnownVersion | undefined> {
    try {
      const parsed = knownSchema.safeParse(await this.#ctx.kv.get(cacheVersionKey(this.brand), 'json'))
      return parsed.success ? { ...parsed.data, previous: parsed.data.previous } : undefined
    } catch {
      return undefined
    }
  }

  /**
   * The publish webhook's one effect: the cv re-read from the CMS at once, or, inside the window of the last re-read,
   * nothing now and a re-check owed at the window's end. Replays therefore change nothing and cost nothing.
   */
  async refreshForPublish(): Promise<PublishRefresh> {
    const { brand } = this
    const now = this.#ctx.now()
    const last = publishReadAt.get(brand)
    if (last !== undefined && now - last < PUBLISH_REREAD_MS) {
      const at = last + PUBLISH_REREAD_MS
      recheckAt.set(brand, at)
      return { reread: false, known: memory.get(brand)?.known ?? (await this.stored()), recheckAt: at }
    }
    publishReadAt.set(brand, now)
    recheckAt.delete(brand)
    try {
      return { reread: true, known: await this.#refreshNow() }
    } catch (error) {
      // A failed re-read did not happen: the next call may try again.
      publishReadAt.delete(brand)
      throw error
    }
  }

  /** Asks the CMS for the cv now, whatever is remembered. */
  async #refreshNow(): Promise<KnownVersion> {
    const parsed = knownSchema.safeParse(await this.#ctx.kv.get(cacheVersionKey(this.brand), 'json').catch(() => null))
    memory.delete(this.brand)
    return this.#refresh(parsed.success ? { ...parsed.data, previous: parsed.data.previous } : undefined)
  }

  #refresh(stored: KnownVersion | undefined): Promise<KnownVersion> {
    const { brand } = this
    const pending = refreshing.get(brand)
    if (pending) return pending
    const ctx = this.#ctx
    const promise = (async () => {
      try {
        const cv = await this.#fetchCv()
        const known: KnownVersion = {
          cv,
          previous: stored && stored.cv !== cv ? stored.cv : stored?.previous,
          checkedAt: ctx.now(),
        }
        memory.set(brand, { known, seenAt: ctx.now() })
        await ctx.kv.put(cacheVersionKey(brand), JSON.stringify(known))
        return known
      } finally {
        refreshing.delete(brand)
      }
    })()
    refreshing.set(brand, promise)
    return promise
  }

  #recheckDue(): boolean {
    const at = recheckAt.get(this.brand)
    return at !== undefined && this.#ctx.now() >= at
  }

  /** One KV read per brand and isolate at a time: a page's story, layout and page index all ask at once. */
  #storedOnce(): Promise<KnownVersion | undefined> {
    const { brand } = this
    let pending = reading.get(brand)
    if (!pending) {
      pending = this.stored().finally(() => reading.delete(brand))
      reading.set(brand, pending)
    }
    return pending
  }

  #checkInBackground(stored: KnownVersion | undefined): void {
    this.#ctx.waitUntil(
      this.#refresh(stored).catch((error: unknown) => {
        log.warn(stored ? 'cache-version-refresh-failed' : 'cache-version-unavailable', { brand: this.brand, error })
      }),
    )
  }
}
