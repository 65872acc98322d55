import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_QUANTITIES,
  DEFAULT_CARD_QUANTITY,
  MAX_CARD_QUANTITY,
  MIN_CARD_QUANTITY,
  isCardQuantity,
  roundUpCardQuantity,
  stepCardQuantity,
} from '../../../src/domain/commerce/card-quantity'

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step)

describe('CARD_QUANTITIES', () => {
  it('is 5 to 249 in fours, then 250 to 1000 in fives, to 3000 in tens, to 5000 in hundreds', () => {
    expect(CARD_QUANTITIES).toEqual([...range(5, 249, 4), ...range(250, 1000, 5), ...range(1010, 3000, 10), ...range(3100, 5000, 100)])
  })

  it.each<[number, number]>([
    [0, 5],
    [1, 9],
    [10, 45],
    [60, 245],
    [61, 249],
    [62, 250],
    [63, 255],
    [212, 1000],
    [213, 1010],
    [412, 3000],
    [413, 3100],
    [432, 5000],
  ])('entry %d is %d', (index, quantity) => {
    expect(CARD_QUANTITIES[index]).toBe(quantity)
  })

  it('holds 433 options, strictly rising, from 5 up to 5000', () => {
    expect(CARD_QUANTITIES).toHaveLength(433)
    expect(CARD_QUANTITIES[0]).toBe(MIN_CARD_QUANTITY)
    expect(CARD_QUANTITIES.at(-1)).toBe(MAX_CARD_QUANTITY)
    expect(CARD_QUANTITIES.every((quantity, index) => index === 0 || quantity > (CARD_QUANTITIES[index - 1] ?? 0))).toBe(true)
  })

  it.each<[string, number, number, number]>([
    ['up to 250', 5, 250, 4],
    ['up to 1000', 250, 1000, 5],
    ['up to 3000', 1000, 3000, 10],
    ['up to 5000', 3000, 5000, 100],
  ])('steps by at most the tier step %s', (_, from, to, step) => {
    const tier = CARD_QUANTITIES.filter((quantity) => quantity > from && quantity <= to)
    const gaps = tier.map((quantity, index) => quantity - (index === 0 ? from : (tier[index - 1] ?? 0)))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(step)
    expect(gaps.slice(0, -1).every((gap) => gap === step)).toBe(true)
  })

  it('is frozen', () => {
    expect(Object.isFrozen(CARD_QUANTITIES)).toBe(true)
  })
})

describe('DEFAULT_CARD_QUANTITY', () => {
  it('is the 11th entry, 45', () => {
    expect(DEFAULT_CARD_QUANTITY).toBe(45)
    expect(CARD_QUANTITIES.indexOf(DEFAULT_CARD_QUANTITY)).toBe(10)
  })
})

describe('isCardQuantity and roundUpCardQuantity', () => {
  it.each<[number, boolean, number]>([
    [5, true, 5],
    [1, false, 5],
    [-3, false, 5],
    [6, false, 9],
    [9, true, 9],
    [249, true, 249],
    [250, true, 250],
    [251, false, 255],
    [999, false, 1000],
    [1001, false, 1010],
    [2999, false, 3000],
    [3001, false, 3100],
    [5000, true, 5000],
    [5001, false, 5000],
    [1e9, false, 5000],
    [4.5, false, 5],
    [45, true, 45],
  ])('%d: option %s, rounded up to %d', (value, option, rounded) => {
    expect(isCardQuantity(value)).toBe(option)
    expect(roundUpCardQuantity(value)).toBe(rounded)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rounds %d to the default', (value) => {
    expect(roundUpCardQuantity(value)).toBe(DEFAULT_CARD_QUANTITY)
  })

  it('always rounds to an option at or above the value, up to 5000', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        const rounded = roundUpCardQuantity(value)
        expect(isCardQuantity(rounded)).toBe(true)
        if (value <= MAX_CARD_QUANTITY) expect(rounded).toBeGreaterThanOrEqual(value)
      }),
    )
  })
})

describe('stepCardQuantity', () => {
  it.each<[number, -1 | 1, number]>([
    [45, -1, 41],
    [45, 1, 49],
    [5, -1, 5],
    [5, 1, 9],
    [249, 1, 250],
    [250, -1, 249],
    [250, 1, 255],
    [1000, 1, 1010],
    [1010, -1, 1000],
    [3000, 1, 3100],
    [4900, 1, 5000],
    [5000, 1, 5000],
    [5000, -1, 4900],
    [100, 1, 101],
    [100, -1, 97],
    [7, 1, 9],
    [7, -1, 5],
    [0, -1, 5],
    [9999, 1, 5000],
  ])('steps %d by %d to %d', (value, by, stepped) => {
    expect(stepCardQuantity(value, by)).toBe(stepped)
  })

  it('always lands on an option, never further than one option away from the rounded value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 6000 }), fc.constantFrom<-1 | 1>(-1, 1), (value, by) => {
        const stepped = stepCardQuantity(value, by)
        expect(isCardQuantity(stepped)).toBe(true)
        const distance = CARD_QUANTITIES.indexOf(stepped) - CARD_QUANTITIES.indexOf(roundUpCardQuantity(value))
        expect(Math.abs(distance)).toBeLessThanOrEqual(1)
      }),
    )
  })
})
