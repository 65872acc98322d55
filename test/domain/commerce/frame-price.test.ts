import { describe, expect, it } from 'vitest'
import { articlePrice, centsToMajor, majorToCents, squareMetres, surchargeFor } from '../../../src/domain/commerce/frame-price'
import { groupByRatio, type RatioFormat } from '../../../src/domain/commerce/format-groups'

const GLASS = { perSquareMetre: 8900, minimum: 1500 }
const MAT = { perSquareMetre: 2900, minimum: 600 }

describe('framed picture price', () => {
  it.each<[string, number]>([
    ['5000x7000', 0.35],
    ['3000x4000', 0.12],
    ['10000x10000', 1],
  ])('%s is %s m²', (format, area) => {
    expect(squareMetres(format)).toBeCloseTo(area, 10)
  })

  it.each<[string, number]>([
    ['3000x4000', 1500], // 0.12 m² × 89 € = 10.68 €, below the minimum
    ['5000x7000', 3115], // 0.35 m² × 89 €
    ['7000x10000', 6230],
  ])('museum glass on %s costs %i cents', (format, cents) => {
    expect(surchargeFor(format, GLASS)).toBe(cents)
  })

  it('sums picture, frame, mat and glass; only picture and frame are reduced', () => {
    const price = articlePrice({
      format: '5000x7000',
      picture: { priceCurrent: 1999, priceOriginal: 2499 },
      frame: { priceCurrent: 4499, priceOriginal: 4499 },
      mat: MAT,
      glass: GLASS,
    })
    expect(price).toEqual({ priceCurrent: 1999 + 4499 + 1015 + 3115, priceOriginal: 2499 + 4499 + 1015 + 3115 })
    expect(
      articlePrice({
        format: '5000x7000',
        picture: { priceCurrent: 100, priceOriginal: 100 },
        frame: { priceCurrent: 200, priceOriginal: 200 },
      }),
    ).toEqual({
      priceCurrent: 300,
      priceOriginal: 300,
    })
  })

  it('converts cents and major units exactly', () => {
    expect(centsToMajor(10628)).toBe(106.28)
    expect(majorToCents(19.99)).toBe(1999)
    expect(majorToCents(36.9)).toBe(3690)
  })
})

describe('formats grouped by ratio', () => {
  const f = (value: string, formatType: RatioFormat['formatType'], priceCurrent: number, priceOriginal = priceCurrent): RatioFormat => ({
    value,
    formatType,
    priceCurrent,
    priceOriginal,
  })
  it('groups in the shop’s order, leaves out hidden formats and names each group’s cheapest price', () => {
    const groups = groupByRatio(
      [
        f('3000x4000', '4:3', 12.99),
        f('2000x3000', '3:2', 9.99),
        f('6000x8000', '4:3', 30.99, 26.99 + 4),
        f('1x1', 'hidden', 1),
        f('4000x6000', '3:2', 19.99),
      ],
      ['3:2', '4:3'],
    )
    expect(groups.map((g) => g.formatType)).toEqual(['3:2', '4:3'])
    expect(groups[0]?.formats.map((x) => x.value)).toEqual(['2000x3000', '4000x6000'])
    expect(groups[1]?.priceFrom).toEqual({ priceCurrent: 12.99, priceOriginal: 12.99 })
  })

  it('puts ratios the order does not name last', () => {
    expect(groupByRatio([f('5000x5000', 'square', 1), f('3000x4000', '4:3', 2)], ['4:3']).map((g) => g.formatType)).toEqual([
      '4:3',
      'square',
    ])
  })
})
