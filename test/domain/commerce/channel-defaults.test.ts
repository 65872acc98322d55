import { describe, expect, it } from 'vitest'
import { channelDefaults, defaultCollageId, withChannelDefaults } from '../../../src/domain/commerce/channel-defaults'
import type { ProductIdentity, SelectedOptions } from '../../../src/domain/commerce/designer-options'
import type { Brand } from '../../../src/domain/countries'

describe('channelDefaults', () => {
  it.each<[ProductIdentity, Brand, SelectedOptions]>([
    ['collage', 'poster', { designId: 13 }],
    ['collage', 'cards', { designId: 1 }],
    ['photobook', 'poster', { photobookCoverLamination: 'glossy', refinementType: 'gold' }],
    ['photobook', 'cards', { photobookCoverLamination: 'matt' }],
    ['card', 'cards', {}],
    ['calendar', 'poster', {}],
    ['photoframe', 'poster', {}],
    ['photobox', 'cards', {}],
    ['photoprint', 'poster', {}],
    ['accessory', 'cards', {}],
  ])('%s on the %s brand defaults to %j', (product, brand, defaults) => {
    expect(channelDefaults(product, brand)).toEqual(defaults)
  })

  it.each<[Brand, number]>([
    ['poster', 13],
    ['cards', 1],
  ])('the %s brand has collage id %d', (brand, id) => {
    expect(defaultCollageId(brand)).toBe(id)
  })
})

describe('withChannelDefaults', () => {
  it.each<[ProductIdentity, Brand, SelectedOptions, SelectedOptions]>([
    ['collage', 'poster', { materialType: 'poster' }, { materialType: 'poster', designId: 13 }],
    ['collage', 'cards', { materialType: 'poster', designId: 7 }, { materialType: 'poster', designId: 7 }],
    ['collage', 'cards', { materialType: 'poster', designId: null }, { materialType: 'poster', designId: 1 }],
    [
      'photobook',
      'poster',
      { photobookType: 'fotoheft' },
      { photobookType: 'fotoheft', photobookCoverLamination: 'glossy', refinementType: 'gold' },
    ],
    [
      'photobook',
      'poster',
      { photobookType: 'fotoheft', refinementType: 'ohne' },
      { photobookType: 'fotoheft', refinementType: 'ohne', photobookCoverLamination: 'glossy' },
    ],
    [
      'photobook',
      'poster',
      { refinementType: 'none', photobookCoverLamination: 'matt' },
      { refinementType: 'none', photobookCoverLamination: 'matt' },
    ],
    ['photobook', 'cards', { photobookType: 'fotoheft' }, { photobookType: 'fotoheft', photobookCoverLamination: 'matt' }],
    ['card', 'poster', { themeId: 1 }, { themeId: 1 }],
  ])('%s on %s fills %j to %j', (product, brand, options, filled) => {
    expect(withChannelDefaults(product, brand, options)).toEqual(filled)
  })

  it('leaves the options it was given alone', () => {
    const options: SelectedOptions = Object.freeze({ materialType: 'poster' })
    withChannelDefaults('collage', 'poster', options)
    expect(options).toEqual({ materialType: 'poster' })
  })
})
