import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CARD_QUANTITIES } from '../../../src/domain/commerce/card-quantity'
import { cardDesignerOptions, cardTotal, lineTotal, readCardSelection, type CardSelection } from '../../../src/domain/commerce/card-total'
import { readAccessoryQuantity, readLineQuantity, readVoucherAmount } from '../../../src/domain/commerce/voucher'

describe('cardTotal: quantity × card price + accessories', () => {
  it.each<[number, number, number[], number | undefined]>([
    [45, 1.49, [], 67.05],
    [77, 1.55, [1], 196.35],
    [77, 0.95, [], 73.15],
    [101, 1.49, [1.1, 0.79], 341.38],
    [5000, 2.9, [2.9, 1.2, 1.05], 40250],
    [1, 0, [], 0],
    [0, 1.49, [], undefined],
    [2.5, 1.49, [], undefined],
    [45, Number.NaN, [], undefined],
    [45, 1.49, [-1], undefined],
    [45, 1.49, [Number.POSITIVE_INFINITY], undefined],
  ])('%d × (%d + %j) = %s', (quantity, card, accessories, total) => {
    expect(cardTotal(quantity, card, accessories)).toBe(total)
  })

  it('is exact in cents for every quantity option and cent prices', () => {
    const cents = fc.integer({ min: 0, max: 100_000 })
    fc.assert(
      fc.property(fc.constantFrom(...CARD_QUANTITIES), cents, fc.array(cents, { maxLength: 3 }), (quantity, card, accessories) => {
        const total = cardTotal(
          quantity,
          card / 100,
          accessories.map((a) => a / 100),
        )
        expect(total).toBe((quantity * (card + accessories.reduce((sum, a) => sum + a, 0))) / 100)
        expect(lineTotal(quantity, card / 100)).toBe((quantity * card) / 100)
      }),
    )
  })
})

describe('readCardSelection', () => {
  it.each<[string, CardSelection]>([
    ['', { quantity: 45 }],
    ['?quantity=75', { quantity: 77 }],
    ['?quantity=77&envelope=straight-white-114x162', { quantity: 77, envelope: 'straight-white-114x162' }],
    ['?quantity=5000', { quantity: 5000 }],
    ['?quantity=99999', { quantity: 5000 }],
    ['?quantity=0', { quantity: 45 }],
    ['?quantity=-5', { quantity: 45 }],
    ['?quantity=1e3', { quantity: 45 }],
    ['?quantity=&envelope=&inlay=&ribbon=', { quantity: 45 }],
    [
      '?ribbon=ribbon-satin-gold&inlay=inlay-148x105-natural',
      { quantity: 45, ribbon: 'ribbon-satin-gold', inlay: 'inlay-148x105-natural' },
    ],
    ['?envelope=none&ribbon=<script>&inlay=Inlay-X', { quantity: 45 }],
  ])('%s → %j', (search, selection) => {
    expect(readCardSelection(new URLSearchParams(search))).toEqual(selection)
  })
})

describe('cardDesignerOptions (SPEC §3 card options)', () => {
  // The designer makes the card with its ribbon (`ribbon`, `ribbonColor`: the sku's type and colour) and prices it;
  // envelopes and inlays go into the cart as lines of their own, so nothing is priced twice.
  it.each<[CardSelection, Record<string, string | number>]>([
    [{ quantity: 45 }, { themeId: 'x', quantity: 45 }],
    [
      { quantity: 77, ribbon: 'ribbon-satin-gold' },
      { themeId: 'x', quantity: 77, ribbon: 'satin', ribbonColor: 'gold' },
    ],
    [
      { quantity: 5, ribbon: 'ribbon-organza-dark-blue', envelope: 'straight-white-114x162' },
      { themeId: 'x', quantity: 5, ribbon: 'organza', ribbonColor: 'dark-blue' },
    ],
    // A sku of no ribbon's shape names no ribbon.
    [
      { quantity: 45, ribbon: 'satin-gold' },
      { themeId: 'x', quantity: 45 },
    ],
    [
      { quantity: 45, ribbon: 'ribbon-satin' },
      { themeId: 'x', quantity: 45 },
    ],
    [
      { quantity: 9, envelope: 'straight-white-114x162', inlay: 'inlay-148x105-natural' },
      { themeId: 'x', quantity: 9 },
    ],
  ])('%j', (selection, options) => {
    expect(cardDesignerOptions({ themeId: 'x' }, selection)).toEqual(options)
  })
})

describe('voucher amounts and accessory quantities', () => {
  it.each<[unknown, number | undefined]>([
    [50, 50],
    ['50', 50],
    ['49.90', 49.9],
    [' 25 ', 25],
    [5, 5],
    [1000, 1000],
    [4.99, undefined],
    [1000.01, undefined],
    ['50.001', undefined],
    ['5e1', undefined],
    ['-50', undefined],
    ['', undefined],
    [null, undefined],
    [[50], undefined],
  ])('voucher %j → %s', (value, amount) => {
    expect(readVoucherAmount(value)).toBe(amount)
  })

  it.each<[unknown, number | undefined]>([
    [1, 1],
    ['20', 20],
    [5000, 5000],
    [0, undefined],
    [5001, undefined],
    ['2.5', undefined],
    ['ten', undefined],
    [undefined, undefined],
  ])('accessory quantity %j → %s', (value, quantity) => {
    expect(readAccessoryQuantity(value)).toBe(quantity)
  })

  it.each<['voucher' | 'accessory', unknown, number | undefined]>([
    ['accessory', '40', 40],
    ['accessory', 5000, 5000],
    ['accessory', 5001, undefined],
    ['voucher', 1, 1],
    ['voucher', '10', 10],
    ['voucher', 11, undefined],
    ['voucher', 0, undefined],
    ['voucher', '1.5', undefined],
  ])('a cart line of %s takes the quantity %j → %s', (kind, value, quantity) => {
    expect(readLineQuantity(kind, value)).toBe(quantity)
  })
})
