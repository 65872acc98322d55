// The one render cache behind the head, island and shell caches: held values, one render per key at a time, the
// isolate-memory registry's entry, and memory bounded by bytes.
import { describe, expect, it, vi } from 'vitest'
import { forgetIsolateMemory, isolateMemoryNames } from '../../src/cache/isolate-memory'
import { RenderCache } from '../../src/cache/render-cache'

const NOW = 1_000

function cache(maxBytes = 1024 * 1024) {
  return new RenderCache<string>({
    memory: 'heads',
    maxEntries: 16,
    maxBytes,
    failed: 'head-render-failed',
  })
}

/** A render that counts its calls and answers `html` once released. */
function counted(html: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const render = vi.fn(() => released.then(() => html))
  return { render, release }
}

describe('RenderCache', () => {
  it('renders a key once for concurrent callers, then answers it held, without a render', async () => {
    const renders = cache()
    const { render, release } = counted('<b>x</b>')
    const first = renders.render('k', NOW, render)
    const second = renders.render('k', NOW, render)
    release()
    expect(await first).toBe('<b>x</b>')
    expect(await second).toBe('<b>x</b>')
    expect(renders.render('k', NOW, render)).toBe('<b>x</b>')
    expect(render).toHaveBeenCalledTimes(1)
    expect(renders.renders).toBe(1)
  })

  it('a lookup answers undefined and renders once after this task for the next one', async () => {
    const renders = cache()
    const { render, release } = counted('<i>y</i>')
    const background: Promise<unknown>[] = []
    const waitUntil = (promise: Promise<unknown>) => void background.push(promise)
    expect(renders.lookup('k', NOW, render, waitUntil)).toBeUndefined()
    expect(renders.lookup('k', NOW, render, waitUntil)).toBeUndefined()
    expect(background).toHaveLength(1)
    // Not before the current task has run: the page's own render goes first.
    expect(render).not.toHaveBeenCalled()
    release()
    await Promise.all(background)
    expect(renders.lookup('k', NOW, render, waitUntil)).toBe('<i>y</i>')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps no failed render: it answers undefined, logs a warning and the next caller renders again', async () => {
    const renders = cache()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await renders.render('k', NOW, () => Promise.reject(new Error('broken')), { host: 'example.test' })).toBeUndefined()
    expect(String(warn.mock.calls[0]?.[0])).toContain('"event":"head-render-failed"')
    expect(String(warn.mock.calls[0]?.[0])).toContain('"host":"example.test"')
    warn.mockRestore()
    expect(renders.get('k', NOW)).toBeUndefined()
    expect(await renders.render('k', NOW, () => Promise.resolve('ok'))).toBe('ok')
  })

  it('drops the least recently used values when their bytes (key included) pass its bound', async () => {
    // Each entry: a one-letter key and four letters, 10 bytes as UTF-16; three fit in 30.
    const renders = cache(30)
    for (const key of ['a', 'b', 'c']) await renders.render(key, NOW, () => Promise.resolve(`${key}${key}${key}${key}`))
    expect(renders.get('a', NOW)).toBe('aaaa')
    await renders.render('d', NOW, () => Promise.resolve('dddd'))
    expect(renders.get('b', NOW)).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => renders.get(key, NOW))).toEqual(['aaaa', 'cccc', 'dddd'])
  })

  it("counts the text inside maps, arrays and objects as a value's bytes (a shell's parts and runs)", async () => {
    // Key 's' (2 bytes) and 14 letters of text (28 bytes): 30 fits a bound of 30, not one of 29.
    const shell = () => ({
      parts: new Map([['logo', ['ab', 'cd']]]),
      runs: new Map([['footer', { holes: ['x'], segments: [['efghijkl', 'm']] }]]),
    })
    for (const [bound, held] of [
      [30, true],
      [29, false],
    ] as const) {
      const renders = new RenderCache<ReturnType<typeof shell>>({
        memory: 'shells',
        maxEntries: 4,
        maxBytes: bound,
        failed: 'shell-render-failed',
      })
      await renders.render('s', NOW, () => Promise.resolve(shell()))
      expect(renders.get('s', NOW) !== undefined).toBe(held)
    }
  })

  it('registers with the isolate-memory registry, which forgets what it holds', async () => {
    const renders = cache()
    await renders.render('k', NOW, () => Promise.resolve('held'))
    expect(isolateMemoryNames()).toContain('heads')
    forgetIsolateMemory('heads')
    expect(renders.get('k', NOW)).toBeUndefined()
  })
})
