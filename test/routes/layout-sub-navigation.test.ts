// Which sub-navigation and breadcrumb a page gets (SPEC §2): the pure builders behind the shell, case by case.
import { describe, expect, it } from 'vitest'
import { navigationItemSchema, type NavigationItem } from '../../src/content/schemas'
import type { LinkContext } from '../../src/domain/links'
import { buildSubNavigation, subNavigationItem } from '../../src/views/layout/sub-navigation-model'

const context: LinkContext = { basePath: '', trailingSlash: false, internalHosts: new Set(['www.shop.example']) }
const story = (slug: string) => ({ linktype: 'story', cached_url: `de-de/${slug}`, url: '' })
const url = (href: string) => ({ linktype: 'url', cached_url: href, url: href })

function item(
  text: string,
  slug: string,
  type: string,
  groups: [string, [string, string, boolean?][]][],
  extra: Record<string, unknown> = {},
): NavigationItem {
  return navigationItemSchema.parse({
    text,
    link: story(slug),
    navigationType: type,
    flyoutGroups: groups.map(([id, items]) => ({
      flyoutGroupIdentifier: id,
      flyoutGroupTitle: id.toUpperCase(),
      flyoutGroupItems: items.map(([title, target, picture]) => ({
        title,
        link: target.startsWith('http') ? url(target) : story(target),
        ...(picture ? { asset: { filename: `/demo/${title}.svg` } } : {}),
      })),
    })),
    ...extra,
  })
}

const ITEMS = [
  item('Kalender', 'fotokalender', 'calendar', [
    [
      'categories',
      [
        ['wand', 'fotokalender/wandkalender', true],
        ['tisch', 'fotokalender/tischkalender', true],
      ],
    ],
    ['more', [['a4', 'fotokalender/a4']]],
  ]),
  item('Karten', 'grusskarten', 'card', [
    ['occasions', [['geburtstag', 'grusskarten/geburtstag', true]]],
    ['extra-categories', [['klapp', 'grusskarten/klappkarten', true]]],
  ]),
  item('Collagen', 'collage', 'collage', [['categories', [['poster', 'collage/poster', true]]]]),
  item(
    'Wandbilder',
    'wandbilder',
    'wandbilder',
    [
      [
        'materials',
        [
          ['leinwand', 'leinwand', true],
          ['extern', 'https://elsewhere.example/leinwand'],
        ],
      ],
    ],
    { subNaviOnly: true },
  ),
  item('Hilfe', 'hilfe', 'default', []),
]

describe('subNavigationItem', () => {
  it.each([
    ['/fotokalender', 'Kalender'],
    ['/fotokalender/', 'Kalender'],
    ['/fotokalender/wandkalender/a3', 'Kalender'],
    ['/grusskarten/geburtstag', 'Karten'],
    // A flyout link makes the page belong to the item, even outside the item's own path.
    ['/leinwand', 'Wandbilder'],
    // SPEC §2: the feed paths map to their product family.
    ['/feed-calendar', 'Kalender'],
    ['/feed-card/weihnachten', 'Karten'],
    ['/feed-collage-herz', 'Collagen'],
    ['/', undefined],
    ['/hilfe', undefined],
    ['/fotokalenderwelt', undefined],
    ['/magazin/leinwand', undefined],
  ])('%s belongs to %s', (path, expected) => {
    expect(subNavigationItem(ITEMS, path, context)?.text).toBe(expected)
  })

  it('keeps the language marker: /fr/feed-card on a site under /fr', () => {
    const french: LinkContext = { ...context, basePath: '/fr' }
    expect(subNavigationItem(ITEMS, '/fr/feed-card', french)?.text).toBe('Karten')
    expect(subNavigationItem(ITEMS, '/fr/grusskarten', french)?.text).toBe('Karten')
  })
})

describe('buildSubNavigation', () => {
  it('turns the groups into headings with tiles of the SPEC §9 types and marks the current page', () => {
    const data = buildSubNavigation(ITEMS, '/grusskarten/geburtstag', context)
    expect(data?.label).toBe('Karten')
    expect(data?.groups.map((group) => group.heading?.text)).toEqual(['OCCASIONS', 'EXTRA-CATEGORIES'])
    expect(data?.groups.flatMap((group) => group.tiles.map((tile) => [tile.text, tile.type, tile.isActive]))).toEqual([
      ['geburtstag', 'circle', true],
      ['klapp', 'square-image', false],
    ])
    expect(data?.hasActive).toBe(true)
    expect(data?.always).toBe(false)
  })

  it("fills every element's label (SPEC §3): its text in its group's context, the visible text part of it", () => {
    const data = buildSubNavigation(ITEMS, '/grusskarten/geburtstag', context)
    expect(data?.groups.flatMap((group) => group.tiles.map((tile) => tile.label))).toEqual([
      'OCCASIONS: geburtstag',
      'EXTRA-CATEGORIES: klapp',
    ])
  })

  it('makes entries without a picture text tiles (square)', () => {
    const data = buildSubNavigation(ITEMS, '/fotokalender', context)
    expect(data?.groups[1]?.tiles.map((tile) => tile.type)).toEqual(['square'])
    expect(data?.hasActive).toBe(false)
  })

  it('always shows a sub-navigation-only item’s, with its external links kept as tiles', () => {
    const data = buildSubNavigation(ITEMS, '/leinwand', context)
    expect(data?.always).toBe(true)
    expect(data?.groups[0]?.tiles.map((tile) => [tile.href, tile.external])).toEqual([
      ['/leinwand', false],
      ['https://elsewhere.example/leinwand', true],
    ])
  })

  it('follows alwaysShowSubNavi', () => {
    const forced = [
      item('Kalender', 'fotokalender', 'calendar', [['categories', [['wand', 'fotokalender/wandkalender', true]]]], {
        alwaysShowSubNavi: true,
      }),
    ]
    expect(buildSubNavigation(forced, '/fotokalender', context)?.always).toBe(true)
  })

  it('is worked out once per navigation, link policy and path, and never mixes up paths or sites', () => {
    const first = buildSubNavigation(ITEMS, '/grusskarten/geburtstag', context)
    expect(buildSubNavigation(ITEMS, '/grusskarten/geburtstag', context)).toBe(first)
    const other = buildSubNavigation(ITEMS, '/grusskarten', context)
    expect(other).not.toBe(first)
    expect(other?.hasActive).toBe(false)
    // Another site's markers and another set of internal hosts each get their own.
    const french = buildSubNavigation(ITEMS, '/grusskarten/geburtstag', { ...context, basePath: '/fr' })
    expect(french).not.toBe(first)
    const hosts = buildSubNavigation(ITEMS, '/grusskarten/geburtstag', { ...context, internalHosts: new Set(['elsewhere.example']) })
    expect(hosts).not.toBe(first)
    // A new navigation (a publish) is worked out anew.
    expect(buildSubNavigation([...ITEMS], '/grusskarten/geburtstag', context)).toEqual(first)
    expect(buildSubNavigation([...ITEMS], '/grusskarten/geburtstag', context)).not.toBe(first)
  })

  it('has none for a page outside the navigation or an item without groups', () => {
    expect(buildSubNavigation(ITEMS, '/hilfe', context)).toBeUndefined()
    expect(buildSubNavigation(ITEMS, '/', context)).toBeUndefined()
  })
})
