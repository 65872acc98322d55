import { describe, expect, it } from 'vitest'
import { SingleFlight } from '../../src/cache/single-flight'

describe('SingleFlight', () => {
  it('shares one load between concurrent callers of a key, and not across keys', async () => {
    const flight = new SingleFlight<string>()
    const calls: string[] = []
    const load = (key: string) => () => {
      calls.push(key)
      return Promise.resolve(key.toUpperCase())
    }
    const answers = await Promise.all([flight.run('a', load('a')), flight.run('a', load('a')), flight.run('b', load('b'))])
    expect(answers).toEqual(['A', 'A', 'B'])
    expect(calls).toEqual(['a', 'b'])
  })

  it('forgets a load once it settles, so a failure is retried by the next caller', async () => {
    const flight = new SingleFlight<number>()
    await expect(flight.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(flight.has('k')).toBe(false)
    await expect(flight.run('k', () => Promise.resolve(2))).resolves.toBe(2)
    expect(flight.has('k')).toBe(false)
  })

  it('drops a load that outlives its maximum age: the next caller starts its own, and the old one settling keeps it', async () => {
    const flight = new SingleFlight<string>(1000)
    let endStuck: (value: string) => void = () => undefined
    const stuck = flight.run('k', () => new Promise<string>((resolve) => (endStuck = resolve)), 0)
    expect(flight.pending('k', 999)).toBe(stuck)
    expect(flight.has('k', 1000)).toBe(false)
    let endNext: (value: string) => void = () => undefined
    const next = flight.run('k', () => new Promise<string>((resolve) => (endNext = resolve)), 1000)
    expect(next).not.toBe(stuck)
    endStuck('late')
    await stuck
    expect(flight.pending('k', 1001)).toBe(next)
    endNext('fresh')
    await expect(next).resolves.toBe('fresh')
    expect(flight.has('k', 1002)).toBe(false)
  })
})
