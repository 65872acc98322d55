import { describe, expect, it } from 'vitest'
import {
  calendarMountingType,
  calendarQuantity,
  calendarStart,
  type CalendarStart,
  type CalendarStartInput,
} from '../../../src/domain/commerce/calendar'

const today = new Date('2026-05-17T10:00:00Z')

describe('calendarStart', () => {
  it.each<[CalendarStartInput, CalendarStart]>([
    // SPEC §5: month and year are used if both are given …
    [
      { startMonth: 3, year: 2027 },
      { month: 3, year: 2027 },
    ],
    [
      { startMonth: '3', year: '2027' },
      { month: 3, year: 2027 },
    ],
    [
      { startMonth: ' 11 ', year: '2026' },
      { month: 11, year: 2026 },
    ],
    [
      { startMonth: 1, year: 2027, startDate: '2030-06-01' },
      { month: 1, year: 2027 },
    ],
    [
      { startMonth: 12, year: 2026 },
      { month: 12, year: 2026 },
    ],
    // … otherwise from startDate …
    [
      { startMonth: 3, startDate: '2027-09-15' },
      { month: 9, year: 2027 },
    ],
    [
      { year: 2030, startDate: '2027-09-15' },
      { month: 9, year: 2027 },
    ],
    [{ startDate: '2027-01-01' }, { month: 1, year: 2027 }],
    [{ startDate: '2027-02-28T23:30:00+01:00' }, { month: 2, year: 2027 }],
    [
      { startMonth: 0, year: 2027, startDate: '2028-04-01' },
      { month: 4, year: 2028 },
    ],
    [
      { startMonth: 13, year: 2027, startDate: '2028-04-01' },
      { month: 4, year: 2028 },
    ],
    [
      { startMonth: 2.5, year: 2027, startDate: '2028-04-01' },
      { month: 4, year: 2028 },
    ],
    [
      { startMonth: 'march', year: 2027, startDate: '2028-04-01' },
      { month: 4, year: 2028 },
    ],
    [
      { startMonth: null, year: 2027, startDate: '2028-04-01' },
      { month: 4, year: 2028 },
    ],
    // … or today.
    [{}, { month: 5, year: 2026 }],
    [{ startMonth: 3 }, { month: 5, year: 2026 }],
    [{ year: 2027 }, { month: 5, year: 2026 }],
    [{ startDate: '' }, { month: 5, year: 2026 }],
    [{ startDate: null }, { month: 5, year: 2026 }],
    [{ startDate: 'next year' }, { month: 5, year: 2026 }],
    [{ startDate: '2027-13-01' }, { month: 5, year: 2026 }],
    [{ startDate: '2027-00-10' }, { month: 5, year: 2026 }],
    [{ startDate: '2027-04-00' }, { month: 5, year: 2026 }],
    [{ startDate: '0000-04-01' }, { month: 5, year: 2026 }],
    [{ startDate: '27-04-01' }, { month: 5, year: 2026 }],
    [{ startDate: '2027-04-01x' }, { month: 5, year: 2026 }],
  ])('reads %j as %j', (input, start) => {
    expect(calendarStart(input, today)).toEqual(start)
  })

  it('reads today in UTC', () => {
    expect(calendarStart({}, new Date('2026-12-31T23:30:00Z'))).toEqual({ month: 12, year: 2026 })
    expect(calendarStart({}, new Date('2027-01-01T00:00:00Z'))).toEqual({ month: 1, year: 2027 })
  })
})

describe('calendarMountingType', () => {
  it.each<[string | null | undefined, string]>([
    ['holzblock', 'holzblock'],
    ['holzfuss', 'holzfuss'],
    ['ohne', 'ohne'],
    // SPEC §5: an unknown mounting type falls back to ohne.
    ['spirale', 'ohne'],
    ['lochung', 'ohne'],
    ['Holzblock', 'ohne'],
    ['', 'ohne'],
    [null, 'ohne'],
    [undefined, 'ohne'],
  ])('%j mounts as %s', (value, mounting) => {
    expect(calendarMountingType(value)).toBe(mounting)
  })
})

describe('calendarQuantity', () => {
  it.each<[number, boolean, number]>([
    [3, false, 3],
    [1, false, 1],
    [250, false, 250],
    // SPEC §5: a sample quantity is replaced by 1.
    [3, true, 1],
    [100, true, 1],
    [0, true, 1],
    [0, false, 1],
    [-2, false, 1],
    [2.5, false, 1],
    [Number.NaN, false, 1],
    [Number.POSITIVE_INFINITY, false, 1],
  ])('amount %d, sample %s: %d', (amount, isSample, quantity) => {
    expect(calendarQuantity(amount, isSample)).toBe(quantity)
  })
})
