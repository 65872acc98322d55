// `_editable` as Storyblok writes it into draft content, read into the visual editor's two attributes; anything else
// (it is CMS content) yields none, and never an error.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editableAttributes } from '../../src/content/editable'

const comment = (json: string) => `<!--#storyblok#${json}-->`

describe('editableAttributes', () => {
  it('reads Storyblok’s comment into the attributes storyblokEditable writes', () => {
    const editable = comment('{"name":"Teaser","space":"287412000123456","uid":"6a0c1d40-2f3b-4c5d-8e9f-0a1b2c3d4e5f","id":"612345678"}')
    expect(editableAttributes(editable)).toEqual({
      'data-blok-c': '{"name":"Teaser","space":"287412000123456","uid":"6a0c1d40-2f3b-4c5d-8e9f-0a1b2c3d4e5f","id":"612345678"}',
      'data-blok-uid': '612345678-6a0c1d40-2f3b-4c5d-8e9f-0a1b2c3d4e5f',
    })
  })

  it('accepts numeric ids and a missing space, and writes the ids as strings', () => {
    expect(editableAttributes(comment('{"id":42,"uid":"abc","name":"page"}'))).toEqual({
      'data-blok-c': '{"name":"page","uid":"abc","id":"42"}',
      'data-blok-uid': '42-abc',
    })
  })

  it('passes on only the fields the editor reads', () => {
    const attributes = editableAttributes(comment('{"name":"Text","space":"1","uid":"u","id":"2","onclick":"alert(1)"}'))
    expect(JSON.parse(attributes?.['data-blok-c'] ?? '{}')).toEqual({ name: 'Text', space: '1', uid: 'u', id: '2' })
  })

  it.each<[string, unknown]>([
    ['no value', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['the JSON without the comment', '{"name":"Text","uid":"u","id":"2"}'],
    ['an unclosed comment', '<!--#storyblok#{"name":"Text","uid":"u","id":"2"}'],
    ['Storyblok’s empty marker', '<!--#storyblok#-->'],
    ['broken JSON', comment('{"name":"Text","uid":')],
    ['a JSON list', comment('[1,2]')],
    ['no uid', comment('{"name":"Text","id":"2"}')],
    ['no story id', comment('{"name":"Text","uid":"u"}')],
    ['a uid that would break the bridge’s selector', comment('{"name":"Text","uid":"u\\"]","id":"2"}')],
    ['markup in the uid', comment('{"name":"Text","uid":"<img src=x onerror=alert(1)>","id":"2"}')],
    ['a story id that is not a number', comment('{"name":"Text","uid":"u","id":"2 or 1"}')],
    ['an overlong value', comment(`{"name":"${'x'.repeat(2000)}","uid":"u","id":"2"}`)],
  ])('yields nothing for %s', (_case, editable) => {
    expect(editableAttributes(editable)).toBeUndefined()
  })

  it('never throws, and whatever it yields names the block by digits and safe characters only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map(comment), fc.anything()), (editable) => {
        const attributes = editableAttributes(editable)
        if (attributes) expect(attributes['data-blok-uid']).toMatch(/^\d+-[A-Za-z0-9_-]+$/)
      }),
    )
  })
})
