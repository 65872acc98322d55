import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PHOTOBOOK_FORMATS, type TemplateOrientation } from '../../../src/domain/commerce/catalogue-enums'
import { photobookRefinement, templateOrientation } from '../../../src/domain/commerce/photobook'

describe('photobookRefinement', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['gold', 'gold'],
    ['silber', 'silber'],
    ['rosegold', 'rosegold'],
    ['relief', 'relief'],
    ['ohne', undefined],
    ['none', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['Ohne', 'Ohne'],
    ['glitter', 'glitter'],
  ])('sends %j as %j', (refinement, sent) => {
    expect(photobookRefinement(refinement)).toBe(sent)
  })
})

describe('templateOrientation', () => {
  it.each<[string, TemplateOrientation]>([
    ['a3-quer', 'din-landscape'],
    ['a4-quer', 'din-landscape'],
    ['a5-quer', 'din-landscape'],
    ['a6-quer', 'din-landscape'],
    ['a4-hoch', 'din-portrait'],
    ['a5-hoch', 'din-portrait'],
    ['200-200', 'square'],
    ['300-300', 'square'],
    ['', 'square'],
    ['quer', 'square'],
    ['a4-HOCH', 'square'],
    ['a4-quer-hoch', 'din-landscape'],
  ])('%j is %s', (format, orientation) => {
    expect(templateOrientation(format)).toBe(orientation)
  })

  it('gives every catalogue format the orientation its name says', () => {
    const expected = PHOTOBOOK_FORMATS.map((format) =>
      format.endsWith('-quer') ? 'din-landscape' : format.endsWith('-hoch') ? 'din-portrait' : 'square',
    )
    expect(PHOTOBOOK_FORMATS.map(templateOrientation)).toEqual(expected)
  })

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (format) => {
        expect(['din-landscape', 'din-portrait', 'square']).toContain(templateOrientation(format))
      }),
    )
  })
})
