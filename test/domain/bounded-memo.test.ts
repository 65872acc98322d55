// A bounded memo answers a key from its first computation, and starts again once it holds its limit.
import { describe, expect, it } from 'vitest'
import { BoundedMemo } from '../../src/domain/bounded-memo'

describe('BoundedMemo', () => {
  it('computes each key once while it holds it, and again after it has started over', () => {
    const memo = new BoundedMemo<string>(3)
    const computed: string[] = []
    const get = (key: string) => memo.get(key, () => (computed.push(key), key.toUpperCase()))
    expect(['a', 'b', 'a', 'c', 'b'].map(get)).toEqual(['A', 'B', 'A', 'C', 'B'])
    expect(computed).toEqual(['a', 'b', 'c'])
    // Full at three: the fourth key starts it over, so `a` is computed again.
    expect([get('d'), get('d'), get('a')]).toEqual(['D', 'D', 'A'])
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a'])
  })

  it('hands out the very value it computed', () => {
    const memo = new BoundedMemo<{ n: number }>(8)
    const first = memo.get('k', () => ({ n: 1 }))
    expect(memo.get('k', () => ({ n: 2 }))).toBe(first)
  })
})
