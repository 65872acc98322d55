// The one stale-while-revalidate reader, in the modes its kinds use: stories (stale served at once, the previous
// version's copy when the CMS fails), the page index (the previous version's copy at once while the new one loads) and
// flag definitions (never an old answer: past freshness the read waits). Real KV in workerd, a pinned clock.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { deadlineAt, PastDeadline } from '../../src/cache/deadline'
import { StaleWhileRevalidate, type CacheContext, type Held, type SharedStore } from '../../src/cache/swr'

/** A plain JSON store over the test's KV namespace. */
const kvStore: SharedStore<string> = {
  async read(ctx, key) {
    return (await ctx.kv.get<Held<string>>(key, 'json')) ?? undefined
  },
  write(ctx, key, held) {
    return ctx.kv.put(key, JSON.stringify(held))
  },
}

function context() {
  const pending: Promise<unknown>[] = []
  let clock = 1_000_000
  let stale = 0
  const ctx: CacheContext & { settle(): Promise<void>; advance(ms: number): void; staleCount(): number } = {
    kv: env.STORY_CACHE,
    waitUntil: (promise) => void pending.push(promise),
    now: () => clock,
    onStale: () => void (stale += 1),
    settle: async () => {
      while (pending.length) await pending.shift()
    },
    advance: (ms) => void (clock += ms),
    staleCount: () => stale,
  }
  return ctx
}

const FRESH = 30_000
const freshMs = () => FRESH
let key: string
let counter = 0
beforeEach(() => {
  key = `swr:test:${++counter}`
})

describe('stale-while-revalidate reader', () => {
  it('answers a fresh answer from memory and loads only on a miss', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, serveStale: true, staleMarksPage: true })
    const ctx = context()
    let loads = 0
    const load = async () => `v${++loads}`
    expect(await reader.read(ctx, { key, freshMs, load })).toBe('v1')
    ctx.advance(FRESH - 1)
    expect(await reader.read(ctx, { key, freshMs, load })).toBe('v1')
    expect(loads).toBe(1)
    expect(ctx.staleCount()).toBe(0)
  })

  it('serves an answer past its freshness at once, marks the page stale and refreshes it in the background', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, serveStale: true, staleMarksPage: true })
    const ctx = context()
    let loads = 0
    const load = async () => `v${++loads}`
    await reader.read(ctx, { key, freshMs, load })
    ctx.advance(FRESH)
    expect(await reader.read(ctx, { key, freshMs, load })).toBe('v1')
    expect(ctx.staleCount()).toBe(1)
    await ctx.settle()
    expect(await reader.read(ctx, { key, freshMs, load })).toBe('v2')
  })

  it('waits for the new answer past freshness in a render that refreshes a kept page; serves the old one, marked, if it fails', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, serveStale: true, staleMarksPage: true })
    const ctx = context()
    let loads = 0
    let failing = false
    const load = async () => {
      if (failing) throw new Error('CMS down')
      return `v${++loads}`
    }
    await reader.read(ctx, { key, freshMs, load })
    ctx.advance(FRESH)
    const refreshing = { ...ctx, refreshing: true }
    expect(await reader.read(refreshing, { key, freshMs, load })).toBe('v2')
    expect(ctx.staleCount()).toBe(0)
    ctx.advance(FRESH)
    failing = true
    expect(await reader.read(refreshing, { key, freshMs, load })).toBe('v2')
    expect(ctx.staleCount()).toBe(1)
  })

  it('waits for the new answer past freshness when the kind never serves an old one (flag definitions)', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 1, serveStale: false, staleMarksPage: false })
    const ctx = context()
    let loads = 0
    const load = async () => `v${++loads}`
    await reader.read(ctx, { key, freshMs, load })
    ctx.advance(FRESH)
    expect(await reader.read(ctx, { key, freshMs, load })).toBe('v2')
    expect(ctx.staleCount()).toBe(0)
  })

  it('shares one load among concurrent misses of a key, and never keeps an error', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, serveStale: true, staleMarksPage: true })
    const ctx = context()
    let loads = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const failing = async () => {
      loads++
      await gate
      throw new Error('source down')
    }
    const reads = Array.from({ length: 4 }, () => reader.read(ctx, { key, freshMs, load: failing }))
    release()
    for (const read of reads) await expect(read).rejects.toThrow('source down')
    expect(loads).toBe(1)
    expect(await reader.read(ctx, { key, freshMs, load: async () => 'back' })).toBe('back')
  })

  describe('an older copy under another key', () => {
    const olderKey = () => `${key}:previous`

    it('stands in only when loading fails, when served while failing (stories)', async () => {
      const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, store: kvStore, serveStale: true, staleMarksPage: true })
      const ctx = context()
      await env.STORY_CACHE.put(olderKey(), JSON.stringify({ value: 'previous', storedAt: ctx.now() }))
      const older = { key: olderKey(), servedWhile: 'failing' as const }
      expect(await reader.read(ctx, { key, freshMs, load: async () => 'current', older })).toBe('current')
      expect(ctx.staleCount()).toBe(0)
      const other = `${key}:other`
      expect(await reader.read(ctx, { key: other, freshMs, older, load: () => Promise.reject(new Error('down')) })).toBe('previous')
      expect(ctx.staleCount()).toBe(1)
      expect(await env.STORY_CACHE.get(other)).toBeNull()
    })

    it('answers at once while the new answer loads, and is held until it is replaced (the page index)', async () => {
      const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, store: kvStore, serveStale: true, staleMarksPage: false })
      const ctx = context()
      await env.STORY_CACHE.put(olderKey(), JSON.stringify({ value: 'previous', storedAt: ctx.now() }))
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      const load = async () => {
        await gate
        return 'current'
      }
      const request = { key, freshMs: () => Number.POSITIVE_INFINITY, load, older: { key: olderKey(), servedWhile: 'loading' as const } }
      expect(await reader.read(ctx, request)).toBe('previous')
      expect(reader.held(key)).toBe('previous')
      // The older copy is no stale content of the page that read it.
      expect(ctx.staleCount()).toBe(0)
      release()
      await ctx.settle()
      expect(reader.held(key)).toBe('current')
      expect(await env.STORY_CACHE.get(key, 'json')).toMatchObject({ value: 'current' })
    })

    it('is let go when the new answer fails to load, so the next read tries again', async () => {
      const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, store: kvStore, serveStale: true, staleMarksPage: false })
      const ctx = context()
      await env.STORY_CACHE.put(olderKey(), JSON.stringify({ value: 'previous', storedAt: ctx.now() }))
      const older = { key: olderKey(), servedWhile: 'loading' as const }
      const infinite = () => Number.POSITIVE_INFINITY
      expect(await reader.read(ctx, { key, freshMs: infinite, older, load: () => Promise.reject(new Error('down')) })).toBe('previous')
      await ctx.settle()
      expect(reader.held(key)).toBeUndefined()
      expect(await reader.read(ctx, { key, freshMs: infinite, older, load: async () => 'current' })).toBe('previous')
      await ctx.settle()
      expect(reader.held(key)).toBe('current')
    })
  })
})

describe('within a page’s CMS budget', () => {
  /** A load the test ends when it likes. */
  function held() {
    let end: (value: string) => void = () => undefined
    const load = () => new Promise<string>((resolve) => (end = resolve))
    return { load, end: (value: string) => end(value) }
  }

  it('serves the previous version’s copy, marked stale, once the deadline passes, and keeps the load for the next read', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, store: kvStore, serveStale: true, staleMarksPage: true })
    const ctx = context()
    await reader.read(ctx, { key: `${key}:old`, freshMs, load: async () => 'old' })
    const slow = held()
    const budgeted = { ...ctx, deadline: deadlineAt(ctx.now() + 10) }
    const read = reader.read(budgeted, { key, freshMs, load: slow.load, older: { key: `${key}:old`, servedWhile: 'failing' } })
    expect(await read).toBe('old')
    expect(ctx.staleCount()).toBe(1)
    slow.end('new')
    await ctx.settle()
    expect(await reader.read(context(), { key, freshMs, load: async () => 'again' })).toBe('new')
  })

  it('misses the deadline where nothing stands in, and still answers the load when it ends', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, store: kvStore, serveStale: true, staleMarksPage: true })
    const ctx = context()
    const deadline = deadlineAt(ctx.now() + 10)
    const slow = held()
    const read = reader.read({ ...ctx, deadline }, { key, freshMs, load: slow.load })
    await expect(deadline.missed).rejects.toBeInstanceOf(PastDeadline)
    slow.end('late')
    expect(await read).toBe('late')
    expect(ctx.staleCount()).toBe(0)
  })

  it('answers a load that ends before the deadline without missing it', async () => {
    const reader = new StaleWhileRevalidate<string>({ memoryEntries: 4, serveStale: true, staleMarksPage: true })
    const ctx = context()
    const deadline = deadlineAt(ctx.now() + 60_000)
    let missed = false
    deadline.missed.catch(() => void (missed = true))
    expect(await reader.read({ ...ctx, deadline }, { key, freshMs, load: async () => 'quick' })).toBe('quick')
    await Promise.resolve()
    expect(missed).toBe(false)
  })
})
