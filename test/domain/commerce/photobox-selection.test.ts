import { describe, expect, it } from 'vitest'
import { kindStart, photoboxChoice, photoboxTotal, printQuantity, type PhotoboxKind } from '../../../src/domain/commerce/photobox-selection'

const PRINTS: PhotoboxKind = {
  photoboxType: 'photoprint',
  formats: [
    { value: '100x100', isInitial: false },
    { value: '150x100', isInitial: true },
  ],
  papers: [
    { paper: 'simple', isDefault: true },
    { paper: 'hahnemuehle', isDefault: false },
  ],
}
const SMALL: PhotoboxKind = {
  photoboxType: 'small',
  formats: [{ value: '130x90', isInitial: true }],
  papers: [{ paper: 'fotopapier-matt', isDefault: true }],
}

describe('photo calculator rules', () => {
  it('starts a kind on its initial format and default paper; prints with 20 pieces, a box as one', () => {
    expect(kindStart(PRINTS)).toEqual({ photoboxType: 'photoprint', format: '150x100', paper: 'simple', quantity: 20 })
    expect(kindStart(SMALL)).toEqual({ photoboxType: 'small', format: '130x90', paper: 'fotopapier-matt', quantity: 1 })
  })

  it.each<[Parameters<typeof photoboxChoice>[1], ReturnType<typeof photoboxChoice>]>([
    [{}, { photoboxType: 'photoprint', format: '150x100', paper: 'simple', quantity: 20 }],
    [
      { photoboxType: 'photoprint', format: '100x100', paper: 'hahnemuehle', quantity: '50' },
      { photoboxType: 'photoprint', format: '100x100', paper: 'hahnemuehle', quantity: 50 },
    ],
    [
      { photoboxType: 'photoprint', format: '999x999', paper: 'gold' },
      { photoboxType: 'photoprint', format: '150x100', paper: 'simple', quantity: 20 },
    ],
    // Another kind than the form showed starts from its defaults.
    [
      { photoboxType: 'small', shownType: 'photoprint', format: '100x100' },
      { photoboxType: 'small', format: '130x90', paper: 'fotopapier-matt', quantity: 1 },
    ],
    [
      { photoboxType: 'small', quantity: '40' },
      { photoboxType: 'small', format: '130x90', paper: 'fotopapier-matt', quantity: 1 },
    ],
    [{ photoboxType: 'huge' }, { photoboxType: 'photoprint', format: '150x100', paper: 'simple', quantity: 20 }],
  ])('photoboxChoice(%j)', (request, choice) => {
    expect(photoboxChoice([PRINTS, SMALL], request)).toEqual(choice)
  })

  it.each<[string, number]>([
    ['7', 7],
    ['0', 1],
    ['-3', 1],
    ['5000', 999],
    ['abc', 20],
    ['', 20],
  ])('quantity %j reads as %i', (text, quantity) => {
    expect(printQuantity(text)).toBe(quantity)
  })

  it('totals the piece price times the quantity to the cent', () => {
    const prices = [{ format: '150x100', paper: 'simple', priceCurrent: 0.19, priceOriginal: 0.19 }]
    expect(photoboxTotal({ photoboxType: 'photoprint', format: '150x100', paper: 'simple', quantity: 75 }, prices)).toEqual({
      priceCurrent: 14.25,
      priceOriginal: 14.25,
    })
    expect(photoboxTotal({ photoboxType: 'photoprint', format: '100x100', paper: 'simple', quantity: 1 }, prices)).toBeUndefined()
  })
})
