// A cold isolate's first public content page renders a page like it once in the background while its own reads are out
// (src/respond/warm-up.tsx): once per isolate, never on preview hosts, without changing the page, and without touching
// the request it rides on (its response, its marks, the flags its page is kept under) or any store.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { lookUpPage } from '../../src/content/page-lookup'
import { pendingLayout, startLayout } from '../../src/loaders/shell'
import { log } from '../../src/log'
import { warmUpCount, warmUpWhileReading } from '../../src/respond/warm-up'
import { testScope } from '../loaders/scope'
import { suiteNow } from '../setup/clock'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
const withoutNonce = async (response: Response) => (await response.text()).replaceAll(nonceOf(response), 'N')

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('warm-up')
})
afterEach(() => vi.restoreAllMocks())

describe('the warm-up render of a cold isolate', () => {
  it('runs once per isolate, on its first public content page, and leaves that page as it is', async () => {
    // One instant standing still: the action bar's countdown reads the same time in both renders.
    vi.useFakeTimers({ toFake: ['Date'], now: suiteNow() })
    const before = warmUpCount()
    const first = await fetchWorker('/fotokalender/')
    expect(first.status).toBe(200)
    expect(warmUpCount()).toBe(before + 1)
    await resetCaches()
    const again = await fetchWorker('/fotokalender/')
    expect(warmUpCount()).toBe(before + 1)
    expect(await withoutNonce(first)).toBe(await withoutNonce(again))
    // Another page of the same isolate: still warm.
    expect((await fetchWorker('/')).status).toBe(200)
    expect(warmUpCount()).toBe(before + 1)
  })

  it('never runs for a path the index does not name, nor on a preview host', async () => {
    const before = warmUpCount()
    expect((await fetchWorker('/no-such-page-here')).status).toBe(404)
    expect((await fetchWorker(`/${await editorQuery()}`, { host: 'preview.cards.de.localhost' })).status).toBe(200)
    expect(warmUpCount()).toBe(before)
  })

  it('touches nothing of the request it rides on, and calls no store, CMS or shop', async () => {
    const { scope, shopCalls, degraded, settle } = testScope({ path: '/fotokalender/' })
    const layout = startLayout(scope)
    const lookup = await lookUpPage(scope.content, scope.site, 'fotokalender')
    const view = await layout()
    expect(lookup?.indexed).toBe(true)
    expect(view).toBeDefined()
    const send = vi.spyOn(scope.reply, 'send')
    const kv = ['get', 'getWithMetadata', 'put', 'list', 'delete'].map((method) => vi.spyOn(env.STORY_CACHE, method as 'get'))
    const cachePut = vi.spyOn(caches.default, 'put')
    const fetched = vi.spyOn(globalThis, 'fetch')
    const logged = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(log, level))
    const before = warmUpCount()

    warmUpWhileReading(scope, 'fotokalender', lookup!.index, layout)
    await settle()

    expect(warmUpCount()).toBe(before + 1)
    expect(send).not.toHaveBeenCalled()
    expect(scope.stale).toBe(false)
    expect(degraded()).toBe(0)
    // The page is kept under the flags it reads itself, not under those the warm-up read.
    expect(scope.variant.flags.read()).toEqual([])
    for (const spy of [...kv, cachePut, fetched, ...logged]) expect(spy).not.toHaveBeenCalled()
    expect(shopCalls).toEqual([])
  })

  it('does not wait for a layout that is not in yet, and logs nothing for the empty one it renders instead', async () => {
    const { scope, settle } = testScope({ path: '/fotokalender/' })
    const lookup = await lookUpPage(scope.content, scope.site, 'fotokalender')
    // The layout's story (or a relation of it) still on its way when the warm-up starts, and for as long as it runs.
    const layout = pendingLayout(scope, new Promise(() => {}))
    const logged = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(log, level))
    const before = warmUpCount()

    warmUpWhileReading(scope, 'fotokalender', lookup!.index, layout)
    const settled = await Promise.race([
      settle().then(() => 'rendered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting for the layout'), 2_000)),
    ])

    expect(settled).toBe('rendered')
    expect(warmUpCount()).toBe(before + 1)
    for (const spy of logged) expect(spy).not.toHaveBeenCalled()
  })
})
