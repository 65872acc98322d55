// Deferred data (src/loaders/deferred.ts): a promise a loader starts and a view renders inside <Suspense>. It never
// rejects, and once settled it carries React's thenable status, so use() reads it without suspending.
import { describe, expect, it } from 'vitest'
import { defer } from '../../src/loaders/deferred'

const tracked = (value: unknown) => value as { status?: string; value?: unknown }

describe('defer', () => {
  it('resolves to the value and then carries it as a fulfilled thenable', async () => {
    const deferred = defer(Promise.resolve(['winterzauber']), [])
    expect(tracked(deferred).status).toBe('pending')
    expect(await deferred).toEqual(['winterzauber'])
    expect(tracked(deferred)).toMatchObject({ status: 'fulfilled', value: ['winterzauber'] })
  })

  it('turns a failure into the fallback, never a rejection', async () => {
    const deferred = defer(Promise.reject(new Error('shop down')), null)
    await expect(deferred).resolves.toBeNull()
    expect(tracked(deferred)).toMatchObject({ status: 'fulfilled', value: null })
  })
})
