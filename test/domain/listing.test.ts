import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CALENDAR_LISTING,
  CARD_LISTING,
  FILTER_KINDS,
  listingSearch,
  pageCount,
  pagerPages,
  parseListingState,
  SORTS,
  THEMES_OVERVIEW,
  withFilter,
  withPage,
  withPageSize,
  withSort,
  type FilterKind,
  type ListingState,
} from '../../src/domain/listing'

const defaults: ListingState = { filters: {}, sort: 'popularity', pageSize: 12, page: 1 }

describe('parseListingState', () => {
  it.each<[string, string, Partial<ListingState>]>([
    ['nothing', '', {}],
    ['a category', '?category=hochzeit', { filters: { category: 'hochzeit' } }],
    ['a category with a slash', '?category=weihnachten%2Fprivat', { filters: { category: 'weihnachten/privat' } }],
    [
      'every card kind',
      '?aspectRatio=din&category=taufe&color=blue&label=neu&punching=rund&style=modern',
      {
        filters: { aspectRatio: 'din', category: 'taufe', color: 'blue', label: 'neu', punching: 'rund', style: 'modern' },
      },
    ],
    ['an unknown colour (ignored)', '?color=plaid', {}],
    ['an unknown kind (ignored)', '?material=poster&category=geburt', { filters: { category: 'geburt' } }],
    ['a kind this listing does not offer (ignored)', '?product=card', {}],
    ['a calendar type on the card listing (ignored)', '?category=wandkalender', {}],
    ['the second value of a kind (ignored)', '?color=red&color=blue', { filters: { color: 'red' } }],
    ['sort created', '?sort=created', { sort: 'created' }],
    ['an unknown sort', '?sort=price', {}],
    ['page size 48', '?pageSize=48', { pageSize: 48 }],
    ['page size 24 (not a SPEC size)', '?pageSize=24', {}],
    ['page 3', '?page=3', { page: 3 }],
    ['page 0', '?page=0', {}],
    ['page -1', '?page=-1', {}],
    ['page 02', '?page=02', {}],
    ['page 1e3', '?page=1e3', {}],
    ['page 10000 (beyond any listing)', '?page=10000', {}],
  ])('reads %s', (_name, search, expected) => {
    expect(parseListingState(search, CARD_LISTING)).toEqual({ ...defaults, ...expected })
  })

  it('takes calendar types on the calendar listing and card occasions on the overview', () => {
    expect(parseListingState('?category=wandkalender', CALENDAR_LISTING).filters).toEqual({ category: 'wandkalender' })
    expect(parseListingState('?category=hochzeit', CALENDAR_LISTING).filters).toEqual({})
    expect(parseListingState('?product=calendar&category=hochzeit', THEMES_OVERVIEW).filters).toEqual({
      product: 'calendar',
      category: 'hochzeit',
    })
  })
})

describe('listingSearch', () => {
  it.each<[string, ListingState, string]>([
    ['the default state as no query', defaults, ''],
    ['page 1 as no page', { ...defaults, page: 1 }, ''],
    [
      'kinds in SPEC order',
      { ...defaults, filters: { style: 'modern', category: 'geburt', aspectRatio: 'square' } },
      '?aspectRatio=square&category=geburt&style=modern',
    ],
    [
      'sort, page size and page after the filters',
      { filters: { color: 'red' }, sort: 'created', pageSize: 48, page: 2 },
      '?color=red&sort=created&pageSize=48&page=2',
    ],
    ['a slash encoded', { ...defaults, filters: { category: 'weihnachten/privat' } }, '?category=weihnachten%2Fprivat'],
    ['a value the listing does not accept left out', { ...defaults, filters: { product: 'card' } }, ''],
  ])('writes %s', (_name, state, expected) => {
    expect(listingSearch(state, CARD_LISTING)).toBe(expected)
  })

  const state = fc.record({
    filters: fc.record(
      Object.fromEntries(
        FILTER_KINDS.filter((kind) => THEMES_OVERVIEW.filters[kind]).map((kind) => [
          kind,
          fc.constantFrom(...(THEMES_OVERVIEW.filters[kind] ?? [])),
        ]),
      ) as Record<FilterKind, fc.Arbitrary<string>>,
      { requiredKeys: [] },
    ),
    sort: fc.constantFrom(...SORTS),
    pageSize: fc.constantFrom(12 as const, 48 as const),
    page: fc.integer({ min: 1, max: 9999 }),
  })

  it('round-trips every valid state through its URL', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parseListingState(listingSearch(s, THEMES_OVERVIEW), THEMES_OVERVIEW)).toEqual(s)
      }),
    )
  })

  it('writes one canonical URL for whatever query it read', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...FILTER_KINDS, 'sort', 'pageSize', 'page', 'x'), fc.string())), (pairs) => {
        const once = listingSearch(parseListingState(new URLSearchParams(pairs), THEMES_OVERVIEW), THEMES_OVERVIEW)
        expect(listingSearch(parseListingState(once, THEMES_OVERVIEW), THEMES_OVERVIEW)).toBe(once)
      }),
    )
  })
})

describe('state changes', () => {
  const deep: ListingState = { filters: { color: 'red' }, sort: 'popularity', pageSize: 12, page: 4 }
  it.each<[string, ListingState, ListingState]>([
    [
      'a filter starts at page 1',
      withFilter(deep, 'category', 'taufe'),
      { ...deep, filters: { color: 'red', category: 'taufe' }, page: 1 },
    ],
    ['clearing a filter starts at page 1', withFilter(deep, 'color', undefined), { ...deep, filters: {}, page: 1 }],
    ['a sort starts at page 1', withSort(deep, 'created'), { ...deep, sort: 'created', page: 1 }],
    ['a page size starts at page 1', withPageSize(deep, 48), { ...deep, pageSize: 48, page: 1 }],
    ['a page keeps the rest', withPage(deep, 5), { ...deep, page: 5 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})

describe('paging', () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [47, 48, 1],
    [49, 48, 2],
  ] as const)('%i results in pages of %i fill %i page(s)', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 10, [1, 0, 3, 4, 5, 6, 7, 0, 10]],
    [1, 10, [1, 2, 3, 0, 10]],
    [10, 10, [1, 0, 8, 9, 10]],
  ])('page %i of %i shows %j', (page, count, shown) => {
    expect(pagerPages(page, count)).toEqual(shown)
  })
})
