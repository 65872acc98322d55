// A publish reaches every data centre within 10 s, simulated on one machine. Each data centre is modelled by what it
// has of its own: isolates with their own memory of the cv (a `VersionState` each) sharing one Cache API store per data
// centre (`caches.open`), and all of them reach the one real Durable Object namespace (Miniflare's SPACE_VERSION).
// Time is an input: the readers run on a simulated clock advanced in 100 ms steps, and each step's background work
// (the object's answers, the shared copies' writes) ends within the step, as a round trip well under 100 ms would.
// Why not several Miniflare instances: their isolates would run on the real clock (a 10 s bound costs 10 s of waiting
// per run) and would not share one Durable Object namespace. What the page path makes of a learned cv is checked
// through the whole Worker below: its page cache and stories are keyed by cv.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SpaceVersionObject } from '../../src/cache/space-version-object'
import {
  CV_CHECK_MS,
  OBJECT_TIMEOUT_MS,
  SHARE_MS,
  spaceVersion,
  TRUST_MS,
  VersionState,
  type KnownVersion,
} from '../../src/cache/space-version'
import { publishDemoStory, resetDemoSpaces } from '../../src/content/demo/space'
import { demoSpaceKv } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from '../routes/fetch-worker'
import { forgetSpaceVersions, holdSpaceVersion } from '../setup/space-versions'

const BRAND = 'cards'
const STEP_MS = 100

interface Isolate {
  state: VersionState
  /** Its data centre's number. */
  dc: number
  /** How often a request reaches this isolate (ms); Infinity for none. */
  every: number
}

/** A data centre's calls to the object, counted on their way to the real binding. */
function countedObjects(calls: number[], dc: number): DurableObjectNamespace<SpaceVersionObject> {
  const objects = env.SPACE_VERSION
  const count = () => (calls[dc] = (calls[dc] ?? 0) + 1)
  return {
    idFromName: (name: string) => objects.idFromName(name),
    get: (id: DurableObjectId) => {
      const stub = objects.get(id)
      return {
        read: () => (count(), stub.read()),
        write: (cv: number, checkedAt: number) => (count(), stub.write(cv, checkedAt)),
      }
    },
  } as unknown as DurableObjectNamespace<SpaceVersionObject>
}

class World {
  now = 0
  cmsCv = 100
  cmsCalls = 0
  readonly objectCalls: number[] = []
  readonly isolates: Isolate[] = []
  #background: Promise<unknown>[] = []

  /** Data centres by their isolates' request intervals: one entry per isolate. */
  constructor(start: number, dcs: number[][]) {
    this.now = start
    const run = crypto.randomUUID()
    dcs.forEach((intervals, dc) => {
      for (const every of intervals) {
        const state = new VersionState(
          () => caches.open(`${run}-dc-${dc}`),
          () => countedObjects(this.objectCalls, dc),
        )
        this.isolates.push({ state, dc, every })
      }
    })
  }

  reader(isolate: Isolate) {
    const ctx = {
      kv: env.STORY_CACHE,
      waitUntil: (promise: Promise<unknown>) => void this.#background.push(promise),
      now: () => this.now,
    }
    return spaceVersion(ctx, BRAND, () => Promise.resolve(++this.cmsCalls && this.cmsCv), isolate.state)
  }

  /** Every isolate's background work, until none is left. */
  async settle(): Promise<void> {
    while (this.#background.length > 0) await Promise.all(this.#background.splice(0))
  }

  /** Runs the world until `until`: each isolate's requests at its pace, what each request learned, by isolate. */
  async run(from: number, until: number, seen: (isolate: Isolate, at: number, known: KnownVersion | undefined) => void): Promise<void> {
    for (this.now = from; this.now < until; this.now += STEP_MS) {
      for (const isolate of this.isolates) {
        if (isolate.every === Infinity || (this.now - from) % isolate.every !== 0) continue
        seen(isolate, this.now, await this.reader(isolate).current())
      }
      await this.settle()
    }
  }
}

// Each test's data centres have caches of their own (a named cache cannot be deleted here).
beforeEach(() => resetCaches())

describe('the space version across data centres', () => {
  it('every data centre serves a publish within 10 s, and asks the object at most 14 times a minute (12 reads, 2 checks) at any traffic', async () => {
    const start = 1_800_000_000_000
    await holdSpaceVersion(BRAND, { cv: 100, previous: undefined, checkedAt: start })
    // Six data centres: busy (three isolates, a request each 100 ms), two isolates at a request a second, one at one
    // each 3 s, one with a request each 7 s, one each 9 s (its copy is always too old to use), and one whose isolate
    // has no traffic at all until after the publish.
    const world = new World(start, [[100, 100, 100], [1_000, 1_000], [3_000], [7_000], [9_000], [Infinity]])
    const quiet = world.isolates.find((isolate) => isolate.dc === 5)
    if (!quiet) throw new Error('no quiet data centre')

    // A cold start, then a minute of traffic before the publish: the cost per data centre, and of the CMS checks.
    await world.run(start, start + 10_000, (_, __, known) => expect(known?.cv).toBe(100))
    world.objectCalls.length = 0
    world.cmsCalls = 0
    await world.run(start + 10_000, start + 70_000, (_, __, known) => expect(known?.cv).toBe(100))
    const perMinute = world.objectCalls.slice()
    expect(world.cmsCalls).toBeLessThanOrEqual(5 * (60_000 / CV_CHECK_MS))
    for (const dc of [0, 1, 2, 3, 4]) {
      expect(perMinute[dc] ?? 0).toBeGreaterThan(0)
      // Its reads (one per SHARE_MS) and the background CMS check's write (one per CV_CHECK_MS).
      expect(perMinute[dc]).toBeLessThanOrEqual(60_000 / SHARE_MS + 60_000 / CV_CHECK_MS)
    }
    expect(perMinute[5] ?? 0).toBe(0)

    // The publish lands in one isolate of data centre 0: the webhook re-reads the cv and writes the object.
    const publishedAt = start + 70_000
    world.now = publishedAt
    world.cmsCv = 101
    const hook = world.isolates[0]
    if (!hook) throw new Error('no isolates')
    expect((await world.reader(hook).refreshForPublish()).known?.cv).toBe(101)
    await world.settle()

    const firstNew = new Map<number, number>()
    const lastOld = new Map<number, number>()
    await world.run(publishedAt, publishedAt + 15_000, (isolate, at, known) => {
      if (known?.cv === 101) {
        if (!firstNew.has(isolate.dc)) firstNew.set(isolate.dc, at - publishedAt)
      } else {
        expect(known?.cv).toBe(100)
        // Once a data centre served the new cv, none of its isolates goes back to the old one.
        expect(firstNew.has(isolate.dc)).toBe(false)
        lastOld.set(isolate.dc, at - publishedAt)
      }
    })
    // The quiet data centre's first request, 9.5 s after the publish.
    world.now = publishedAt + 9_500
    expect((await world.reader(quiet).current())?.cv).toBe(101)

    for (const dc of [0, 1, 2, 3, 4]) {
      expect(firstNew.get(dc), `data centre ${dc}`).toBeLessThanOrEqual(10_000)
      expect(lastOld.get(dc) ?? -1, `data centre ${dc}`).toBeLessThan(TRUST_MS)
    }
    // The data centre the webhook landed in serves it at once.
    expect(firstNew.get(0)).toBe(0)
    expect(lastOld.has(0)).toBe(false)
  })

  it("a data centre whose copy is past trusting waits for the object's answer", async () => {
    const start = 1_800_000_000_000
    await holdSpaceVersion(BRAND, { cv: 100, previous: undefined, checkedAt: start })
    const world = new World(start, [[Infinity]])
    const [isolate] = world.isolates
    if (!isolate) throw new Error('no isolate')
    expect((await world.reader(isolate).current())?.cv).toBe(100)
    await world.settle()
    await holdSpaceVersion(BRAND, { cv: 101, previous: 100, checkedAt: start + 1 })
    // Still trusted: isolate memory, then the data centre's copy (refreshed in the background past SHARE_MS).
    world.now = start + TRUST_MS - 1
    expect((await world.reader(isolate).current())?.cv).toBe(100)
    // Past TRUST_MS the answer waits for the object (the background refresh above was not settled yet).
    world.now = start + TRUST_MS
    expect((await world.reader(isolate).current())?.cv).toBe(101)
  })

  it("serves KV's copy when the object cannot be reached, and asks the object again on the next look", async () => {
    const start = 1_800_000_000_000
    await env.STORY_CACHE.put('cv:v1:cards', JSON.stringify({ cv: 100, checkedAt: start }))
    const failing = new Proxy(env.SPACE_VERSION, {
      get: (target, property) =>
        property === 'get'
          ? () => ({ read: () => Promise.reject(new Error('Durable Object unreachable')) })
          : (Reflect.get(target, property) as (...args: unknown[]) => unknown).bind(target),
    }) as DurableObjectNamespace<SpaceVersionObject>
    let reachable = false
    const state = new VersionState(
      () => caches.open(crypto.randomUUID()),
      () => (reachable ? env.SPACE_VERSION : failing),
    )
    const waits: Promise<unknown>[] = []
    let now = start
    const reader = () =>
      spaceVersion(
        { kv: env.STORY_CACHE, waitUntil: (p) => void waits.push(p), now: () => now },
        BRAND,
        () => Promise.reject(new Error('no CMS call expected')),
        state,
      )
    expect(await reader().current()).toEqual({ cv: 100, previous: undefined, checkedAt: start })
    await Promise.all(waits)
    // Nothing was shared with the data centre: the next look (after LOOK_MS) asks the object again.
    await holdSpaceVersion(BRAND, { cv: 101, previous: 100, checkedAt: start })
    reachable = true
    now = start + 1_000
    expect((await reader().current())?.cv).toBe(101)
  })
})

describe('an object that never answers', () => {
  // Every request of the brand in an isolate waits for the same look and the same check: an answer that never came
  // would hold all of them, on every host of the brand.
  const silent = new Proxy(env.SPACE_VERSION, {
    get: (target, property) =>
      property === 'get'
        ? () => ({ read: () => new Promise(() => {}), write: () => new Promise(() => {}) })
        : (Reflect.get(target, property) as (...args: unknown[]) => unknown).bind(target),
  }) as DurableObjectNamespace<SpaceVersionObject>
  // A look and a check each wait for the object once at most.
  const within = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3 * OBJECT_TIMEOUT_MS))])
  const NOW = 1_800_000_000_000

  /** Asks `ask` of a reader whose object never answers and whose CMS answers `cmsCv`; then its background work ends. */
  async function asked(cmsCv: number, ask: (version: ReturnType<typeof spaceVersion>) => Promise<unknown>) {
    const state = new VersionState(
      () => caches.open(crypto.randomUUID()),
      () => silent,
    )
    const waits: Promise<unknown>[] = []
    const version = spaceVersion(
      { kv: env.STORY_CACHE, waitUntil: (p) => void waits.push(p), now: () => NOW },
      BRAND,
      () => Promise.resolve(cmsCv),
      state,
    )
    const answer = await within(ask(version))
    expect(await within(Promise.all(waits))).not.toBe('still waiting')
    return answer
  }

  it("serves KV's copy once the object has taken too long", async () => {
    await env.STORY_CACHE.put('cv:v1:cards', JSON.stringify({ cv: 100, checkedAt: NOW }))
    expect(await asked(100, (version) => version.current())).toEqual({ cv: 100, previous: undefined, checkedAt: NOW })
  })

  it("lets a first start's check end with the CMS's cv when the object keeps it waiting", async () => {
    expect(await asked(104, (version) => version.forRead())).toEqual({ cv: 104, previous: undefined, checkedAt: NOW })
  })
})

describe('a publish elsewhere, through the whole Worker in this data centre', () => {
  afterEach(() => {
    resetDemoSpaces()
    vi.useRealTimers()
  })

  it('a kept page is served until the data centre learns the new cv, then the new content, within 10 s', async () => {
    await forgetSpaceVersions()
    const cached = { ...env, PAGE_CACHE_SECONDS: '60' } as Env
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false, now: start })
    const home = async () => {
      const response = await fetchWorker('/', { env: cached })
      return { state: response.headers.get('x-page-cache'), draft: (await response.text()).includes('ENTWURF') }
    }
    expect(await home()).toEqual({ state: 'miss', draft: false })
    expect(await home()).toEqual({ state: 'hit', draft: false })

    // An editor publishes the home page; the webhook lands in another data centre, which writes the object.
    const publishedAt = start + 1_000
    vi.setSystemTime(publishedAt)
    const published = await publishDemoStory(demoSpaceKv(), BRAND, 'de-de/')
    if (!published) throw new Error('the demo home page has no draft')
    const objects = env.SPACE_VERSION
    await objects.get(objects.idFromName(BRAND)).write(published.cv, publishedAt)

    const answers: { at: number; draft: boolean }[] = []
    for (let at = 0; at <= 10_000; at += 500) {
      vi.setSystemTime(publishedAt + at)
      answers.push({ at, draft: (await home()).draft })
    }
    const firstNew = answers.find((answer) => answer.draft)?.at
    expect(firstNew).toBeDefined()
    expect(firstNew).toBeLessThanOrEqual(10_000)
    // From then on only the new page.
    expect(answers.filter((answer) => answer.at >= (firstNew ?? 0)).every((answer) => answer.draft)).toBe(true)
  })
})
