import { describe, expect, it } from 'vitest'
import type { ProductIdentity, SelectedOptions } from '../../../src/domain/commerce/designer-options'
import { productOf } from '../../../src/domain/commerce/product-identity'

describe('productOf', () => {
  it.each<[SelectedOptions, boolean, ProductIdentity | undefined]>([
    [{ photoboxType: 'small' }, false, 'photobox'],
    [{ photoboxType: 'MAX', photoboxFormat: { width: 100, height: 150 } }, false, 'photobox'],
    [{ photoboxType: 'photoprint' }, false, 'photoprint'],
    [{ photoboxType: 'photoprint', materialType: 'poster', themeId: 1 }, false, 'photoprint'],
    [{ materialType: 'leinwand', designId: 5 }, false, 'collage'],
    [{ frameType: 'alurahmen-schwarz', designId: '5' }, false, 'collage'],
    [{ materialType: 'poster' }, true, 'collage'],
    [{ materialType: 'poster' }, false, 'photoframe'],
    [{ frameType: 'holzrahmen-schwarz', matType: 'mat-weiss' }, false, 'photoframe'],
    [{ materialType: 'poster', designId: '' }, false, 'photoframe'],
    [{ materialType: 'poster', designId: null }, false, 'photoframe'],
    [{ materialType: 'poster', calendarType: 'wandkalender' }, false, 'photoframe'],
    [{ calendarType: 'wandkalender', designId: 3 }, false, 'calendar'],
    [{ calendarType: 'tischkalender', themeId: 9 }, false, 'calendar'],
    [{ photobookType: 'echtfotobuch' }, false, 'photobook'],
    [{ photobookPrinting: 'digital' }, false, 'photobook'],
    [{ photobookType: 'fotoheft', themeId: 9 }, false, 'photobook'],
    [{ themeId: 12 }, false, 'card'],
    [{ themeId: '12', designId: 3 }, true, 'card'],
    [{ sku: 'straight-white-114x162', quantity: 45 }, false, 'accessory'],
    [{ sku: 'x', themeId: 1 }, false, 'card'],
    [{}, false, undefined],
    [{}, true, undefined],
    [{ designId: 5, quantity: 3 }, false, undefined],
    [{ photoboxType: '', materialType: '', calendarType: null, photobookType: undefined, themeId: '', sku: [] }, false, undefined],
    [{ themeId: 0 }, false, 'card'],
  ])('%j (collage flag %s) is for %s', (options, isCollage, product) => {
    expect(productOf(options, isCollage)).toBe(product)
  })
})
