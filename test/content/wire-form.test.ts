// Story content in Storyblok's wire form (scripts/cms/wire-form.ts): hand-written content becomes exactly what the CDN
// API delivers for a saved block, and content Storyblok would not send is reported, field type by field type.
import { describe, expect, it } from 'vitest'
import { componentDefinitions } from '../../scripts/cms/component-definitions'
import { contentProblems, storyProblems, storyUuid, toStoryblokShape } from '../../scripts/cms/wire-form'
import { NO_ASSET } from '../fixtures/wire-space'

const { components } = componentDefinitions()
const targetUuid = (fullSlug: string) => storyUuid('cards', fullSlug)
const shape = (content: Record<string, unknown>) => toStoryblokShape(content, components, { targetUuid }) as Record<string, unknown>
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/

describe('toStoryblokShape', () => {
  it('writes every field of a block: numbers as text, unset values empty, a picture as a whole asset object', () => {
    const photo = shape({ _uid: 'p', component: 'PhotoBlock', image: { filename: '/demo/a.svg', alt: 'A' }, ratio: 1.5 })
    expect(photo).toEqual({
      _uid: 'p',
      component: 'PhotoBlock',
      image: {
        id: expect.any(Number),
        alt: 'A',
        name: '',
        focus: '',
        title: '',
        source: '',
        filename: '/demo/a.svg',
        copyright: '',
        fieldtype: 'asset',
        meta_data: { alt: 'A', title: '', source: '', copyright: '' },
        is_external_url: false,
      },
      caption: '',
      ratio: '1.5',
    })
    expect(Number.isInteger((photo.image as { id: number }).id)).toBe(true)
    expect(contentProblems(photo, components)).toEqual([])
  })

  it('fills what the seed leaves out with the field’s default or Storyblok’s empty value', () => {
    const feed = shape({ _uid: 'f', component: 'Feed', headline: 'H' })
    expect(feed).toEqual({ _uid: 'f', component: 'Feed', headline: 'H', folder: '', stories: [], limit: '3', linkText: '' })
    const teaser = shape({ _uid: 't', component: 'Teaser', headline: 'H' })
    expect(teaser.image).toEqual(NO_ASSET)
    expect(teaser.cta).toEqual([])
    const item = shape({ _uid: 'n', component: 'NavigationItem', text: 'T', link: { linktype: 'url', url: 'https://x.example/' } })
    expect(item).toMatchObject({ navigationType: 'default', subNaviOnly: false, icon: '', flyoutGroups: [] })
    expect(item.link).toEqual({
      id: '',
      url: 'https://x.example/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: 'https://x.example/',
    })
    const info = shape({ _uid: 'i', component: 'Information', headline: 'H' })
    expect(info.text).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
    for (const block of [feed, teaser, item, info]) expect(contentProblems(block, components)).toEqual([])
  })

  it('names a story link’s target by uuid, also a story the space does not hold; an untouched link stays empty', () => {
    const teaser = shape({
      _uid: 't',
      component: 'Teaser',
      headline: 'H',
      cta: { text: 'Go', link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'de-de/fotokalender' } },
    })
    const link = (teaser.cta as { link: { id: string } }[])[0]?.link
    expect(link).toEqual({
      id: storyUuid('cards', 'de-de/fotokalender'),
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'de-de/fotokalender',
    })
    expect(link?.id).toMatch(UUID)
    expect(storyUuid('cards', 'de-de/fotokalender')).not.toBe(storyUuid('poster', 'de-de/fotokalender'))
    expect(shape({ _uid: 'c', component: 'CommunicationTile', headline: 'H', cta: { text: 'x' } }).cta).toEqual([
      expect.objectContaining({ link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' } }),
    ])
  })

  it('turns lists of numbers, texts and pictures into blocks and asset lists', () => {
    const voucher = shape({ _uid: 'v', component: 'Voucher', headline: 'H', ctaText: 'C', amounts: [25, 50] })
    expect(voucher.amounts).toEqual([
      { _uid: expect.any(String), component: 'Voucher__amounts__value', value: '25' },
      { _uid: expect.any(String), component: 'Voucher__amounts__value', value: '50' },
    ])
    const page = shape({
      component: 'page',
      ogImages: [{ filename: '/demo/share.svg', alt: 'S' }],
      additionalSameAsLinks: ['https://a.example'],
    })
    expect(page.ogImages).toEqual([
      expect.objectContaining({ fieldtype: 'asset', filename: '/demo/share.svg', alt: 'S', id: expect.any(Number) }),
    ])
    expect(page.additionalSameAsLinks).toEqual([
      { _uid: expect.any(String), component: 'page__additionalSameAsLinks__item', url: 'https://a.example' },
    ])
    expect(contentProblems(voucher, components)).toEqual([])
    expect(contentProblems(page, components)).toEqual([])
  })
})

describe('contentProblems', () => {
  const valid = () =>
    shape({
      _uid: 'page',
      component: 'page',
      title: 'T',
      canonicalUrl: { linktype: 'story', cached_url: 'de-de/home' },
      body: [
        { _uid: 'photo', component: 'PhotoBlock', image: { filename: '/demo/a.svg', alt: 'A' }, ratio: 1.5 },
        { _uid: 'feed', component: 'Feed', headline: 'H', stories: [storyUuid('cards', 'de-de/journal/a')] },
        { _uid: 'head', component: 'Headline', text: 'H' },
      ],
      bar: [{ _uid: 'bar', component: 'ActionBar', id: 'b', text: 'T', countdownEndDate: '2026-12-24 18:30' }],
    })
  type Page = Record<string, unknown> & {
    body: Record<string, unknown>[]
    bar: Record<string, unknown>[]
    canonicalUrl: Record<string, unknown>
  }
  const block = (page: Page, index: number) => page.body[index] as Record<string, unknown> & { image: Record<string, unknown> }

  it('finds nothing wrong with content in the wire form', () => {
    expect(contentProblems(valid(), components)).toEqual([])
  })

  it.each<[string, (page: Page) => void, string]>([
    [
      'a number field holding a number',
      (p) => (block(p, 0).ratio = 1.5),
      'content.body[0].ratio: expected the number as text ("3"): number fields hold text',
    ],
    ['a number field holding other text', (p) => (block(p, 0).ratio = '1,5'), 'content.body[0].ratio: expected a number as text, or ""'],
    ['a field left out', (p) => delete block(p, 0).caption, 'content.body[0].caption: missing (a saved block holds every field)'],
    ['an unset option as undefined', (p) => (block(p, 2).level = undefined), 'content.body[2].level: expected an option as text, or ""'],
    ['an option not declared', (p) => (block(p, 2).level = 'h7'), 'content.body[2].level: expected one of h1, h2, h3, or ""'],
    ['a boolean as text', (p) => (p.useQueryParamsInCanonical = 'false'), 'content.useQueryParamsInCanonical: expected a boolean'],
    [
      'a date without its time',
      (p) => ((p.bar[0] ?? {}).countdownEndDate = '2026-12-24'),
      'content.bar[0].countdownEndDate: expected a date as YYYY-MM-DD HH:mm, or ""',
    ],
    [
      'a picture as a bare object',
      (p) => (block(p, 0).image = { filename: '/demo/a.svg', alt: 'A' }),
      'content.body[0].image: expected an asset object with fieldtype "asset"',
    ],
    ['an asset without its keys', (p) => delete block(p, 0).image.copyright, 'content.body[0].image: asset without copyright'],
    ['an asset with a key of its own', (p) => (block(p, 0).image.width = 3), 'content.body[0].image: not keys of an asset: width'],
    ['an asset id as text', (p) => (block(p, 0).image.id = '17'), 'content.body[0].image: expected the asset’s numeric id'],
    [
      'an empty asset with an id',
      (p) => Object.assign(block(p, 0).image, { filename: '', id: 4 }),
      'content.body[0].image: an empty asset has id null',
    ],
    [
      'a required picture left empty',
      (p) => Object.assign(block(p, 0).image, { filename: '', id: null }),
      'content.body[0].image: required',
    ],
    [
      'a link without fieldtype',
      (p) => delete p.canonicalUrl.fieldtype,
      'content.canonicalUrl: expected a link object with fieldtype "multilink"',
    ],
    [
      'a story link without its target’s uuid',
      (p) => (p.canonicalUrl.id = ''),
      'content.canonicalUrl: a story link names its target by uuid (id)',
    ],
    [
      'a story link with a path as id',
      (p) => (p.canonicalUrl.id = 'de-de/home'),
      'content.canonicalUrl: expected the target story’s uuid as id',
    ],
    [
      'an anchor that is neither text nor null',
      (p) => (p.canonicalUrl.anchor = 3),
      'content.canonicalUrl: expected anchor as text or null',
    ],
    [
      'a URL link whose cached_url differs',
      (p) => Object.assign(p.canonicalUrl, { id: '', linktype: 'url', url: 'https://a.example/', cached_url: '' }),
      'content.canonicalUrl: a URL link has id "" and cached_url = url',
    ],
    [
      'an e-mail link without its address',
      (p) => Object.assign(p.canonicalUrl, { id: '', linktype: 'email' }),
      'content.canonicalUrl: an e-mail link has its address in email',
    ],
    ['references by slug', (p) => (block(p, 1).stories = ['de-de/journal/a']), 'content.body[1].stories: expected story uuids'],
    [
      'a list of pictures with an empty one',
      (p) => (p.ogImages = [shape({ _uid: 't', component: 'Teaser', headline: 'H' }).image]),
      'content.ogImages: entry 0: expected a picked asset',
    ],
    [
      'a rich text as a string',
      (p) => p.body.push({ ...shape({ _uid: 'x', component: 'Text', text: { type: 'doc', content: [] } }), text: 'hi' }),
      'content.body[3].text: expected a rich-text document',
    ],
    ['a block without _uid', (p) => delete block(p, 2)._uid, 'content.body[2]._uid: missing (every block has one)'],
    ['a field the component does not have', (p) => (block(p, 2).size = 'xl'), 'content.body[2].size: not a field of Headline'],
    [
      'an _editable that is not the editor’s comment',
      (p) => (block(p, 2)._editable = '<div>'),
      'content.body[2]._editable: not the editor’s comment',
    ],
    ['a block the field does not allow', (p) => (p.teaser as unknown[]).push(block(p, 2)), 'content.teaser[0]: Headline not allowed here'],
  ])('reports %s', (_, spoil, problem) => {
    const page = valid() as Page
    spoil(page)
    expect(contentProblems(page, components)).toEqual([problem])
  })

  it('asks draft content for the visual editor’s mark on every block', () => {
    const page = valid() as Page
    expect(contentProblems(page, components, 'draft', { editable: true })).toHaveLength(5)
    const mark = (node: Record<string, unknown>) =>
      (node._editable = `<!--#storyblok#{"name":"${String(node.component)}","space":"1","uid":"${String(node._uid)}","id":"7"}-->`)
    mark(page)
    page.body.forEach(mark)
    page.bar.forEach(mark)
    expect(contentProblems(page, components, 'draft', { editable: true })).toEqual([])
  })
})

describe('storyProblems', () => {
  const story = () => ({
    id: 10_001,
    uuid: storyUuid('cards', 'de-de/x'),
    name: 'X',
    slug: 'x',
    full_slug: 'de-de/x',
    created_at: '2026-01-15T10:00:00.000Z',
    published_at: '2026-11-01T08:00:00.000Z',
    first_published_at: null,
    is_startpage: false,
    tag_list: [],
    lang: 'default',
    content: { _uid: 'p', component: 'page' },
  })

  it('finds nothing wrong with a story as the CDN API sends it', () => {
    expect(storyProblems(story())).toEqual([])
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an id as text', { id: '10001' }, 'story.id: not as Storyblok sends it'],
    ['a uuid that is none', { uuid: 'de-de/x' }, 'story.uuid: not as Storyblok sends it'],
    ['a date that is not an ISO instant', { published_at: '2026-11-01 08:00' }, 'story.published_at: not as Storyblok sends it'],
    ['is_startpage as text', { is_startpage: 'true' }, 'story.is_startpage: not as Storyblok sends it'],
    ['tags as one text', { tag_list: 'a,b' }, 'story.tag_list: not as Storyblok sends it'],
    ['a full_slug with a leading slash', { full_slug: '/de-de/x' }, 'story.full_slug: not as Storyblok sends it'],
    ['no lang', { lang: undefined }, 'story.lang: not as Storyblok sends it'],
  ])('reports %s', (_, change, problem) => {
    expect(storyProblems({ ...story(), ...change })).toEqual([problem])
  })

  it('reports a key left out', () => {
    const { uuid: _uuid, ...rest } = story()
    expect(storyProblems(rest)).toEqual(['story.uuid: missing'])
  })
})
