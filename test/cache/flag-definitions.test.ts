// Flag definitions follow an operator's change within 30 s per isolate, and never from an old copy after that.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { FLAGS_KEY } from '../../src/cache/keys'
import { DEMO_FLAGS, flagDefinitions } from '../../src/flags/definitions'

const at = (now: number) => ({ kv: env.STORY_CACHE, now: () => now, waitUntil: () => undefined })
const changed = [{ name: 'kls-from-operator', rules: [{ percentage: 100 }] }]

beforeEach(() => forgetIsolateMemory('flag definitions'))
afterEach(() => env.STORY_CACHE.delete(FLAGS_KEY))

describe('flag definitions', () => {
  it('keep what the isolate read for 30 s, then answer with what KV holds now', async () => {
    const start = env.TEST_NOW
    expect(await flagDefinitions(at(start))).toEqual(DEMO_FLAGS)
    await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify(changed))
    expect(await flagDefinitions(at(start + 29_999))).toEqual(DEMO_FLAGS)
    // The first read after 30 s waits for KV: no request gets the old definitions once they are due.
    expect(await flagDefinitions(at(start + 30_000))).toEqual(changed)
  })
})
