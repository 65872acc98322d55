// The space's cache version (cv) as the cache knows it. A publish changes cv, and every story and page key carries it,
// so the next read of each goes to the CMS (SPEC §4). Where it is true: one Durable Object per brand
// (./space-version-object.ts), written by the publish webhook and by the background CMS check. How a data centre learns
// it without asking the object on every request: an isolate trusts what it holds for LOOK_MS, then reads its data
// centre's shared copy (the Cache API); the first isolate to find that copy older than SHARE_MS asks the object (in
// the background, once per data centre: it marks the copy claimed first), and a copy older than TRUST_MS is not used:
// the request waits for the object. KV keeps a copy for when the object cannot be reached, and the CMS is asked when
// nothing anywhere knows the cv (a first start). One object per brand and request (`spaceVersion`) answers every
// question about it; what an isolate knows between requests is its `VersionState`.
import { env } from 'cloudflare:workers'
import * as z from 'zod/mini'
import { beforeAbort } from '../domain/before-abort'
import type { Brand } from '../domain/countries'
import { log } from '../log'
import { holdsIsolateMemory } from './isolate-memory'
import { cacheVersionKey, spaceVersionShareKey } from './keys'
import { withinDeadline } from './deadline'
import type { KnownVersion, SpaceVersionObject } from './space-version-object'
import type { CacheContext } from './swr'

export type { KnownVersion } from './space-version-object'

const knownSchema = z.object({ cv: z.number(), previous: z.optional(z.number()), checkedAt: z.number() })

/** How long an isolate trusts what it holds before reading its data centre's copy again. */
export const LOOK_MS = 1_000
/** A data centre's copy older than this is refreshed from the object, in the background, by the first isolate to see it. */
export const SHARE_MS = 5_000
/** Past this a copy is not used at all: the request waits for the object (a data centre without traffic for a while). */
export const TRUST_MS = 8_000
/** How long a claim to refresh a data centre's copy holds off the other isolates (the object's answer takes far less). */
const CLAIM_MS = 2_000
/** How long a cv is trusted before the CMS is asked again (in the background), in case a publish's webhook was lost. */
export const CV_CHECK_MS = 30_000
/**
 * How long the object may take to answer before it counts as unreachable (KV's copy or the CMS's answer then stands
 * in). Its answers are shared by every request of the brand in the isolate: one that never came would hold them all.
 */
export const OBJECT_TIMEOUT_MS = 1_000

/**
 * At most one publish-triggered re-read per brand and isolate in this window. A signed webhook body can be replayed
 * and Storyblok may deliver one twice, so a call must not be able to make the Worker ask the CMS on demand; 10 s keeps
 * a replay flood at 6 CMS calls and 6 writes of the cv key a minute per isolate (KV takes one write a second per key),
 * while a real publish inside the window still shows at the window's end (`recheckAt`), not after the 30 s check.
 */
export const PUBLISH_REREAD_MS = 10_000

/** What one isolate knows of the brands' cvs between requests, and where its data centre shares them. */
export class VersionState {
  /** What this isolate holds, when its data centre's copy was last read, and when the object was asked for it. */
  readonly held = new Map<Brand, { known: KnownVersion; lookedAt: number; at: number }>()
  readonly learning = new Map<Brand, Promise<KnownVersion | undefined>>()
  readonly refreshing = new Map<Brand, Promise<KnownVersion>>()
  /** Brands whose cold start's check is under way: nothing knew the cv a moment ago, and the check will know more. */
  readonly checkingCold = new Set<Brand>()
  /** When this isolate last re-read the cv for a publish, by brand. */
  readonly publishReadAt = new Map<Brand, number>()
  /** A publish arrived inside the window: the first read after this instant re-checks the cv in the background. */
  readonly recheckAt = new Map<Brand, number>()

  constructor(
    /** The data centre's cache its isolates share the object's answers through. */
    readonly cache: () => Promise<Cache> | Cache,
    readonly objects: () => DurableObjectNamespace<SpaceVersionObject>,
  ) {}
}

const isolate = new VersionState(
  () => caches.default,
  () => env.SPACE_VERSION,
)

if (__STAND_INS__)
  holdsIsolateMemory('space versions', () => {
    isolate.held.clear()
    isolate.checkingCold.clear()
    isolate.publishReadAt.clear()
    isolate.recheckAt.clear()
  })

export type PublishRefresh = { reread: true; known: KnownVersion } | { reread: false; known: KnownVersion | undefined; recheckAt: number }

/** The brand's cv for one request: `fetchCv` asks the CMS (`cdn/spaces/me`) when the cache must. */
export function spaceVersion(ctx: CacheContext, brand: Brand, fetchCv: () => Promise<number>, state = isolate): SpaceVersion {
  return new SpaceVersion(ctx, brand, fetchCv, state)
}

export class SpaceVersion {
  readonly #ctx: CacheContext
  readonly #fetchCv: () => Promise<number>
  readonly #state: VersionState

  constructor(
    ctx: CacheContext,
    readonly brand: Brand,
    fetchCv: () => Promise<number>,
    state: VersionState,
  ) {
    this.#ctx = ctx
    this.#fetchCv = fetchCv
    this.#state = state
  }

  /**
   * The cv as this data centre knows it: from isolate memory at once, else from the data centre's copy, else (no
   * fresh copy) from the object. It is re-checked against the CMS in the background when the object's check is older
   * than CV_CHECK_MS (by the isolate that asked the object) or when a publish inside the re-read window owes a check.
   * Undefined on a cold start (nothing known anywhere): the check then runs in the background too.
   */
  async current(): Promise<KnownVersion | undefined> {
    const { brand } = this
    const state = this.#state
    const now = this.#ctx.now()
    const held = state.held.get(brand)
    const due = this.#recheckDue()
    if (held && now - held.lookedAt < LOOK_MS && now - held.at < TRUST_MS && !due) return held.known
    // While a cold start's check is out, the page's other reads ask no more: nothing knew the cv a moment ago, and
    // they wait for the check (forRead) as they would after learning nothing again.
    if (!held && state.checkingCold.has(brand)) return undefined

    const learned = await this.#learnOnce()
    if (!learned) {
      // Another read of this request (or isolate) may have checked it meanwhile.
      const checked = state.held.get(brand)
      if (checked && checked !== held) return checked.known
      if (!state.refreshing.has(brand)) {
        state.recheckAt.delete(brand)
        state.checkingCold.add(brand)
        this.#checkInBackground(undefined)
        const done = () => state.checkingCold.delete(brand)
        void state.refreshing.get(brand)?.then(done, done)
      }
      return undefined
    }
    if (due && !state.refreshing.has(brand)) {
      state.recheckAt.delete(brand)
      this.#checkInBackground(learned)
    }
    return learned
  }

  /**
   * The cv a published read names, waiting for the CMS only on a cold start. Storyblok redirects a read without the
   * current cv to the same URL with it, so reading before the cv is known costs every read of the page a second round
   * trip (and a second subrequest); asking `cdn/spaces/me` first costs the page one call and the same two round trips.
   * A cold start is rare: the object keeps the cv across isolates. Rejects when the CMS cannot say (a CmsError).
   */
  async forRead(): Promise<KnownVersion> {
    const current = await this.current()
    if (current) return current
    const held = this.#state.held.get(this.brand)
    if (held) return held.known
    // The background check the cold start began (shared); its failure is logged there and fails the caller's read.
    return withinDeadline(this.#ctx, this.#refresh(undefined))
  }

  /** The cv as soon as this isolate learns it (the background check); undefined if that fails. */
  async soon(): Promise<number | undefined> {
    const held = this.#state.held.get(this.brand)
    if (held) return held.known.cv
    const checked = await this.#state.refreshing.get(this.brand)?.catch(() => undefined)
    return checked?.cv ?? this.#state.held.get(this.brand)?.known.cv
  }

  /** What KV holds for the brand, read now; undefined when it holds nothing readable (or KV fails). */
  async stored(): Promise<KnownVersion | undefined> {
    try {
      const parsed = knownSchema.safeParse(await this.#ctx.kv.get(cacheVersionKey(this.brand), 'json'))
      return parsed.success ? (parsed.data as KnownVersion) : undefined
    } catch {
      return undefined
    }
  }

  /**
   * The publish webhook's one effect: the cv re-read from the CMS at once and written to the object, or, inside the
   * window of the last re-read, nothing now and a re-check owed at the window's end. Replays therefore change nothing
   * and cost nothing.
   */
  async refreshForPublish(): Promise<PublishRefresh> {
    const { brand } = this
    const state = this.#state
    const now = this.#ctx.now()
    const last = state.publishReadAt.get(brand)
    if (last !== undefined && now - last < PUBLISH_REREAD_MS) {
      const at = last + PUBLISH_REREAD_MS
      state.recheckAt.set(brand, at)
      return { reread: false, known: state.held.get(brand)?.known ?? (await this.stored()), recheckAt: at }
    }
    state.publishReadAt.set(brand, now)
    state.recheckAt.delete(brand)
    try {
      state.held.delete(brand)
      return { reread: true, known: await this.#refresh(await this.stored()) }
    } catch (error) {
      // A failed re-read did not happen: the next call may try again.
      state.publishReadAt.delete(brand)
      throw error
    }
  }

  #object(): DurableObjectStub<SpaceVersionObject> {
    const objects = this.#state.objects()
    return objects.get(objects.idFromName(this.brand))
  }

  /** One look at the data centre's copy (and the object) per brand and isolate at a time: a page's reads ask at once. */
  #learnOnce(): Promise<KnownVersion | undefined> {
    const { brand } = this
    const learning = this.#state.learning
    let pending = learning.get(brand)
    if (!pending) {
      pending = this.#learn().finally(() => learning.delete(brand))
      learning.set(brand, pending)
    }
    return pending
  }

  async #learn(): Promise<KnownVersion | undefined> {
    const ctx = this.#ctx
    const cache = await this.#state.cache()
    const key = spaceVersionShareKey(this.brand)
    const hit = await cache.match(key).catch(() => undefined)
    // The copy's body is what the object answered; beside it, when the object was asked, and when an isolate set out
    // to ask it again.
    const at = Number(hit?.headers.get('x-at'))
    const parsed = knownSchema.safeParse(await hit?.json().catch(() => undefined))
    const now = ctx.now()
    if (parsed.success && now - at < TRUST_MS) {
      const share = parsed.data as KnownVersion
      if (now - at >= SHARE_MS && !(now - Number(hit?.headers.get('x-claimed-at')) < CLAIM_MS)) {
        // This isolate refreshes its data centre's copy in the background; the claim, kept first, keeps the others
        // from asking the object too.
        await putShare(cache, key, share, at, now)
        ctx.waitUntil(this.#ask(cache, key))
      }
      this.#hold(share, at)
      return share
    }
    return this.#ask(cache, key)
  }

  /** Asks the object and shares its answer with the data centre; KV's copy stands in when the object cannot answer. */
  async #ask(cache: Cache, key: string): Promise<KnownVersion | undefined> {
    const at = this.#ctx.now()
    let answer: KnownVersion | undefined
    try {
      answer = await beforeAbort(AbortSignal.timeout(OBJECT_TIMEOUT_MS), () => this.#object().read())
    } catch (error) {
      log.warn('space-version-object-failed', { brand: this.brand, error })
      const stored = await this.stored()
      if (stored) this.#hold(stored, at)
      return stored
    }
    // An object that holds nothing yet (its first deploy) learns KV's cv from the check this answer makes due.
    const learned = answer ?? (await this.stored())
    if (learned) {
      this.#hold(learned, at)
      if (answer) this.#ctx.waitUntil(putShare(cache, key, learned, at))
      // The isolate that refreshes its data centre's copy also re-checks an old cv against the CMS, so a lost
      // webhook costs at most CV_CHECK_MS, and the CMS gets one call per data centre in that time.
      if ((!answer || at - learned.checkedAt >= CV_CHECK_MS) && !this.#state.refreshing.has(this.brand)) this.#checkInBackground(learned)
    }
    return learned
  }

  #hold(value: KnownVersion, at: number): void {
    this.#state.held.set(this.brand, { known: value, lookedAt: this.#ctx.now(), at })
  }

  #refresh(stored: KnownVersion | undefined): Promise<KnownVersion> {
    const { brand } = this
    const state = this.#state
    const pending = state.refreshing.get(brand)
    if (pending) return pending
    const ctx = this.#ctx
    const promise = (async () => {
      try {
        const cv = await this.#fetchCv()
        const at = ctx.now()
        const local = { cv, previous: stored && stored.cv !== cv ? stored.cv : stored?.previous, checkedAt: at }
        // The object decides what it then holds (a publish's newer cv may have overtaken this check).
        const written: KnownVersion = await beforeAbort(AbortSignal.timeout(OBJECT_TIMEOUT_MS), () => this.#object().write(cv, at)).catch(
          (error: unknown) => {
            log.warn('space-version-object-failed', { brand, error })
            return local
          },
        )
        this.#hold(written, at)
        await Promise.all([
          ctx.kv.put(cacheVersionKey(brand), JSON.stringify(written)),
          putShare(await state.cache(), spaceVersionShareKey(brand), written, at),
        ])
        return written
      } finally {
        state.refreshing.delete(brand)
      }
    })()
    state.refreshing.set(brand, promise)
    return promise
  }

  #recheckDue(): boolean {
    const at = this.#state.recheckAt.get(this.brand)
    return at !== undefined && this.#ctx.now() >= at
  }

  #checkInBackground(stored: KnownVersion | undefined): void {
    this.#ctx.waitUntil(
      this.#refresh(stored).catch((error: unknown) => {
        log.warn(stored ? 'cache-version-refresh-failed' : 'cache-version-unavailable', { brand: this.brand, error })
      }),
    )
  }
}

/** Keeps a data centre's copy (never rejects: a copy not kept only means the next look asks the object again). */
function putShare(cache: Cache, key: string, value: KnownVersion, at: number, claimedAt = 0): Promise<void> {
  const headers = { 'cache-control': 'max-age=60', 'x-at': String(at), 'x-claimed-at': String(claimedAt) }
  return cache.put(key, new Response(JSON.stringify(value), { headers })).catch(() => undefined)
}
