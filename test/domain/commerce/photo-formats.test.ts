import { describe, expect, it } from 'vitest'
import { buildQueryString } from '../../../src/domain/commerce/query-string'
import { designerUrl } from '../../../src/domain/commerce/designer-url'
import { PHOTO_FORMATS, photoboxDesignerOptions, photoFormatName, photoFormatSize } from '../../../src/domain/commerce/photo-formats'
import type { Locale } from '../../../src/domain/locales'

describe('photo formats (SPEC §3)', () => {
  it.each<[string, Locale, string]>([
    ['100x100', 'de-DE', '10 x 10 cm'],
    ['100x120', 'de-DE', '10 x 12 cm'],
    ['130x90', 'fr-CH', '13 x 9 cm'],
    ['300x200', 'en-GB', '30 x 20 cm'],
    // en-US: the nominal inch names, not the converted sizes.
    ['100x100', 'en-US', '4 x 4 in'],
    ['100x120', 'en-US', '4 x 4.5 in'],
    ['130x90', 'en-US', '5 x 3.5 in'],
    ['150x100', 'en-US', '6 x 4 in'],
    ['180x130', 'en-US', '7 x 5 in'],
    ['300x200', 'en-US', '12 x 8 in'],
    ['nonsense', 'de-DE', 'nonsense'],
  ])('%s in %s is %s', (format, locale, name) => {
    expect(photoFormatName(format, locale)).toBe(name)
  })

  it('knows the six formats of SPEC §3 in order', () => {
    expect(PHOTO_FORMATS.map(([value]) => value)).toEqual(['100x100', '100x120', '130x90', '150x100', '180x130', '300x200'])
    expect(photoFormatSize('150x100')).toEqual({ width: 150, height: 100 })
    expect(photoFormatSize('0x10')).toBeUndefined()
  })

  it('opens the photo-box designer with photoboxType, photoboxFormat[width|height] and the priced paper', () => {
    expect(buildQueryString(photoboxDesignerOptions({ photoboxType: 'small', format: '150x100', paper: 'simple', quantity: 1 }))).toBe(
      'photoboxType=small&photoboxFormat[width]=150&photoboxFormat[height]=100&paper=simple',
    )
    const prints = photoboxDesignerOptions({ photoboxType: 'photoprint', format: '180x130', paper: 'fotopapier-matt', quantity: 40 })
    expect(designerUrl(prints, { locale: 'en-US', brand: 'poster', basePath: '' })).toBe(
      '/configurator-photobox?photoboxType=photoprint&photoboxFormat%5Bwidth%5D=180&photoboxFormat%5Bheight%5D=130&paper=fotopapier-matt&quantity=40&locale=en-US',
    )
  })
})
