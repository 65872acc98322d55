import { describe, expect, it } from 'vitest'
import { addDismissedBar, parseDismissedBars } from '../../src/domain/dismissed-bars'

describe('dismissed bars cookie', () => {
  it('remembers bars by id', () => {
    expect(parseDismissedBars(addDismissedBar(addDismissedBar(undefined, 'a'), 'b'))).toEqual(['a', 'b'])
  })

  it('does not repeat an id', () => {
    expect(addDismissedBar('a.b', 'a')).toBe('b.a')
  })

  it('drops values that are not bar ids', () => {
    expect(parseDismissedBars('ok.<script>.also_ok.')).toEqual(['ok', 'also_ok'])
  })

  it('forgets the oldest beyond 20 ids', () => {
    let cookie: string | undefined
    for (let i = 0; i < 25; i++) cookie = addDismissedBar(cookie, `bar${i}`)
    const ids = parseDismissedBars(cookie)
    expect(ids).toHaveLength(20)
    expect(ids[0]).toBe('bar5')
  })
})
