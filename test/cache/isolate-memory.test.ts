// One call forgets everything the isolate keeps between requests: every module that holds such memory registers with it.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetIsolateMemory, isolateMemoryNames } from '../../src/cache/isolate-memory'
import { FLAGS_KEY } from '../../src/cache/keys'
import { DEMO_FLAGS, flagDefinitions } from '../../src/flags/definitions'
import de from '../../src/i18n/messages/de'
import { messagesLoaded, useMessages } from '../../src/i18n/translate'
import '../../src/index'
import { installWords } from '../setup/words'

/** A request's cache context at a pinned instant; flag reads never work in the background. */
const flagContext = (now: number) => ({ kv: env.STORY_CACHE, now: () => now, waitUntil: () => undefined })

// Each test starts from a cold isolate with the words tests install.
beforeEach(() => {
  forgetIsolateMemory()
  installWords()
})
afterEach(() => installWords())

describe('isolate memory', () => {
  it('knows every module of the Worker that keeps memory between requests', () => {
    expect(isolateMemoryNames().sort()).toEqual(
      [
        'flag definitions',
        'heads',
        'islands',
        'messages',
        'page indexes',
        'pages',
        'shells',
        'space versions',
        'stories',
        'Storyblok clients',
        'warm-up',
        'memos',
      ].sort(),
    )
  })

  it('forgets what each module holds with one call', async () => {
    useMessages('de', de)
    const now = env.TEST_NOW
    expect(await flagDefinitions(flagContext(now))).toEqual(DEMO_FLAGS)
    await env.STORY_CACHE.put(FLAGS_KEY, '[]')
    // Still the remembered definitions: the isolate does not look at KV again so soon.
    expect(await flagDefinitions(flagContext(now))).toEqual(DEMO_FLAGS)

    forgetIsolateMemory()

    expect(messagesLoaded('de')).toBe(false)
    expect(await flagDefinitions(flagContext(now))).toEqual([])
    await env.STORY_CACHE.delete(FLAGS_KEY)
  })

  it('forgets only the named kinds when asked to', async () => {
    useMessages('de', de)
    const now = env.TEST_NOW
    expect(await flagDefinitions(flagContext(now))).toEqual(DEMO_FLAGS)
    await env.STORY_CACHE.put(FLAGS_KEY, '[]')

    forgetIsolateMemory('flag definitions')

    expect(messagesLoaded('de')).toBe(true)
    expect(await flagDefinitions(flagContext(now))).toEqual([])
    await env.STORY_CACHE.delete(FLAGS_KEY)
  })
})
