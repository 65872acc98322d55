import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { cachedStory } from '../../src/cache/story-cache'
import type { CacheContext } from '../../src/cache/swr'
import type { Story } from '../../src/domain/story'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

const policy = { freshMs: 60_000, missingFreshMs: 10_000 }

function story(name: string): Story {
  return { id: 1, uuid: 'u-1', name, full_slug: 'de-de/home', published_at: null, content: { component: 'page' } }
}

function context() {
  const pending: Promise<unknown>[] = []
  let clock = 1_000_000
  const ctx: CacheContext & { settle(): Promise<void>; advance(ms: number): void } = {
    kv: env.STORY_CACHE,
    waitUntil: (promise) => void pending.push(promise),
    now: () => clock,
    settle: async () => {
      while (pending.length) await pending.shift()
    },
    advance: (ms) => void (clock += ms),
  }
  return ctx
}

let key: string
let counter = 0
beforeEach(() => {
  key = `story:test:${++counter}`
  forgetIsolateMemory('stories')
})

describe('story cache', () => {
  it('hands out stories frozen through and through, whether loaded or read from KV (the rule of isolate memory)', async () => {
    const ctx = context()
    const loaded = await cachedStory(ctx, policy, { key, load: async () => story('loaded') })
    await ctx.settle()
    forgetIsolateMemory('stories')
    const fromKv = await cachedStory(ctx, policy, { key, load: () => Promise.reject(new Error('KV has it')) })
    for (const shared of [loaded, fromKv]) {
      expect(Object.isFrozen(shared)).toBe(true)
      expect(() => Object.assign(shared!.content, { component: 'changed' })).toThrow(TypeError)
    }
  })

  it('loads on a miss, stores the story in the background, and answers the next read from KV', async () => {
    const ctx = context()
    let loads = 0
    const load = async () => (loads++, story('v1'))
    expect((await cachedStory(ctx, policy, { key, load }))?.name).toBe('v1')
    // The read answers before KV's write lands: the write goes on under waitUntil.
    await ctx.settle()
    expect(await env.STORY_CACHE.get(key, 'json')).toMatchObject({ story: { name: 'v1' } })
    expect((await cachedStory(ctx, policy, { key, load }))?.name).toBe('v1')
    expect(loads).toBe(1)
  })

  it("answers a miss without waiting for KV's write", async () => {
    const ctx = context()
    let land!: () => void
    const slowKv = {
      get: (...args: Parameters<KVNamespace['get']>) => env.STORY_CACHE.get(...args),
      put: () => new Promise<void>((resolve) => (land = resolve)),
    } as unknown as KVNamespace
    expect((await cachedStory({ ...ctx, kv: slowKv }, policy, { key, load: async () => story('at once') }))?.name).toBe('at once')
    land()
    await ctx.settle()
  })

  it('answers a fresh entry from isolate memory without reading KV again', async () => {
    const ctx = context()
    let reads = 0
    const counting: CacheContext = {
      ...ctx,
      kv: {
        ...env.STORY_CACHE,
        get: (...args: Parameters<KVNamespace['get']>) => (reads++, env.STORY_CACHE.get(...args)),
      } as unknown as KVNamespace,
      waitUntil: ctx.waitUntil,
      now: ctx.now,
    }
    counting.kv.put = env.STORY_CACHE.put.bind(env.STORY_CACHE)
    await cachedStory(counting, policy, { key, load: async () => story('hot') })
    await ctx.settle()
    forgetIsolateMemory('stories')
    await cachedStory(counting, policy, { key, load: async () => story('never') })
    const afterFirstRead = reads
    for (let i = 0; i < 5; i++) expect((await cachedStory(counting, policy, { key, load: async () => story('never') }))?.name).toBe('hot')
    expect(afterFirstRead).toBeGreaterThan(0)
    expect(reads).toBe(afterFirstRead)
  })

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const ctx = context()
    await cachedStory(ctx, policy, { key, load: async () => story('old') })
    await ctx.settle()
    ctx.advance(policy.freshMs + 1)
    const served = await cachedStory(ctx, policy, { key, load: async () => story('new') })
    expect(served?.name).toBe('old')
    await ctx.settle()
    expect((await cachedStory(ctx, policy, { key, load: async () => story('never') }))?.name).toBe('new')
  })

  it('caches "does not exist" for a shorter time', async () => {
    const ctx = context()
    let loads = 0
    const load = async () => (loads++, null)
    expect(await cachedStory(ctx, policy, { key, load })).toBeNull()
    ctx.advance(policy.missingFreshMs - 1)
    await cachedStory(ctx, policy, { key, load })
    await ctx.settle()
    expect(loads).toBe(1)
    ctx.advance(2)
    await cachedStory(ctx, policy, { key, load })
    await ctx.settle()
    expect(loads).toBe(2)
  })

  it('never caches an error', async () => {
    const ctx = context()
    await expect(cachedStory(ctx, policy, { key, load: () => Promise.reject(new Error('CMS down')) })).rejects.toThrow('CMS down')
    expect(await env.STORY_CACHE.get(key)).toBeNull()
  })

  it('keeps serving the stale entry when the background refresh fails', async () => {
    const ctx = context()
    await cachedStory(ctx, policy, { key, load: async () => story('kept') })
    await ctx.settle()
    ctx.advance(policy.freshMs + 1)
    expect((await cachedStory(ctx, policy, { key, load: () => Promise.reject(new Error('down')) }))?.name).toBe('kept')
    await ctx.settle()
    expect(await env.STORY_CACHE.get(key, 'json')).toMatchObject({ story: { name: 'kept' } })
  })

  it('serves the previous cache version when the CMS fails on a miss', async () => {
    const ctx = context()
    const fallbackKey = `${key}:previous`
    await cachedStory(ctx, policy, { key: fallbackKey, load: async () => story('previous') })
    const served = await cachedStory(ctx, policy, { key, fallbackKey, load: () => Promise.reject(new Error('down')) })
    expect(served?.name).toBe('previous')
    expect(await env.STORY_CACHE.get(key)).toBeNull()
  })

  it('makes one CMS call for concurrent misses of one key', async () => {
    const ctx = context()
    let loads = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const load = async () => {
      loads++
      await gate
      return story('shared')
    }
    const reads = Array.from({ length: 5 }, () => cachedStory(ctx, policy, { key, load }))
    release()
    const results = await Promise.all(reads)
    await ctx.settle()
    expect(loads).toBe(1)
    expect(results.map((s) => s?.name)).toEqual(Array(5).fill('shared'))
  })

  it.each([
    ['not JSON at all', '{{{'],
    ['an entry of another shape', JSON.stringify({ storedAt: 'yesterday', story: 1 })],
    ['a story without content', JSON.stringify({ storedAt: 1, story: { id: 1, name: 'x' } })],
  ])('treats %s as a miss', async (_, raw) => {
    const ctx = context()
    await env.STORY_CACHE.put(key, raw)
    expect((await cachedStory(ctx, policy, { key, load: async () => story('reloaded') }))?.name).toBe('reloaded')
  })
})
