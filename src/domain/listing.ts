// The state of a theme listing in its URL (SPEC §2 card design listing, calendar listing; §3 filter kinds and sorts;
// §9 page sizes): parsed leniently (an unknown kind or value is ignored, never an error) and written canonically
// (kinds in SPEC order, defaults left out), so every state has exactly one shareable, crawlable URL.
import { CARD_OCCASIONS, FORMAT_RATIOS, PRODUCT_TYPES } from './commerce/catalogue-enums'

// SPEC §3: the filter kinds and the card listing's sort options; SPEC §9: page sizes 12 and 48.
export const FILTER_KINDS = ['aspectRatio', 'category', 'color', 'label', 'product', 'punching', 'style'] as const
export type FilterKind = (typeof FILTER_KINDS)[number]
export const SORTS = ['popularity', 'created'] as const
export type Sort = (typeof SORTS)[number]
export const PAGE_SIZES = [12, 48] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/** Highest page number a URL may name: beyond it the number is not a page, whatever the listing's size. */
export const MAX_PAGE = 9999

export interface ListingConfig {
  /** The values each offered kind accepts; a kind that is absent is not offered, and its parameter is ignored. */
  filters: Readonly<Partial<Record<FilterKind, readonly string[]>>>
  defaultSort: Sort
  defaultPageSize: PageSize
}

export interface ListingState {
  /** At most one value per kind (the shop call takes one). */
  filters: Readonly<Partial<Record<FilterKind, string>>>
  sort: Sort
  pageSize: PageSize
  /** 1-based; whether it exists depends on the result count (see `pageCount`). */
  page: number
}

// SPEC §3 card occasions and calendar types; the rest of the kinds' value sets.
export const CALENDAR_CATEGORIES = ['familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender'] as const
export const MOTIF_CATEGORIES = ['natur', 'staedte', 'abstrakt', 'tiere', 'typografie', 'kinderzimmer', 'botanik', 'landkarten'] as const
export const COLORS = [
  'beige',
  'black',
  'blue',
  'brown',
  'gold',
  'green',
  'grey',
  'orange',
  'pink',
  'purple',
  'red',
  'silver',
  'white',
  'yellow',
] as const
export const LABELS = ['neu', 'bestseller', 'nachhaltig'] as const
export const PUNCHINGS = ['ohne', 'rund', 'welle', 'herz'] as const
export const STYLES = ['klassisch', 'modern', 'verspielt', 'elegant', 'natuerlich'] as const

const COMMON = { aspectRatio: FORMAT_RATIOS, color: COLORS, label: LABELS, style: STYLES } as const

/** `karten-designen`: card designs; the product is fixed (cards), so it is not a filter. */
export const CARD_LISTING: ListingConfig = {
  filters: { ...COMMON, category: CARD_OCCASIONS, punching: PUNCHINGS },
  defaultSort: 'popularity',
  defaultPageSize: 12,
}

/** `alle-fotokalender`: calendar designs by calendar type. */
export const CALENDAR_LISTING: ListingConfig = {
  filters: { ...COMMON, category: CALENDAR_CATEGORIES },
  defaultSort: 'popularity',
  defaultPageSize: 12,
}

/** The themes overview: every design of the brand, so the product is a filter too. */
export const THEMES_OVERVIEW: ListingConfig = {
  filters: {
    ...COMMON,
    category: [...CARD_OCCASIONS, ...CALENDAR_CATEGORIES, ...MOTIF_CATEGORIES],
    product: PRODUCT_TYPES,
    punching: PUNCHINGS,
  },
  defaultSort: 'popularity',
  defaultPageSize: 12,
}

const PAGE = /^[1-9]\d{0,3}$/

function first(params: URLSearchParams, name: string): string | undefined {
  return params.get(name) ?? undefined
}

/** The listing state a query names; anything unknown or malformed falls back to the default. */
export function parseListingState(search: string | URLSearchParams, config: ListingConfig): ListingState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const filters: Partial<Record<FilterKind, string>> = {}
  for (const kind of FILTER_KINDS) {
    const value = first(params, kind)
    if (value !== undefined && config.filters[kind]?.includes(value)) filters[kind] = value
  }
  const sort = first(params, 'sort')
  const size = first(params, 'pageSize')
  const page = first(params, 'page')
  return {
    filters,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : config.defaultSort,
    pageSize: size === '12' ? 12 : size === '48' ? 48 : config.defaultPageSize,
    page: page !== undefined && PAGE.test(page) ? Number(page) : 1,
  }
}

/** `?category=hochzeit&sort=created&page=2`: the canonical query of a state (`''` for the default state). */
export function listingSearch(state: ListingState, config: ListingConfig): string {
  const params = new URLSearchParams()
  for (const kind of FILTER_KINDS) {
    const value = state.filters[kind]
    if (value !== undefined && config.filters[kind]?.includes(value)) params.set(kind, value)
  }
  if (state.sort !== config.defaultSort) params.set('sort', state.sort)
  if (state.pageSize !== config.defaultPageSize) params.set('pageSize', String(state.pageSize))
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A filter value chosen, or cleared with `undefined`; the result set changes, so paging starts over. */
export function withFilter(state: ListingState, kind: FilterKind, value: string | undefined): ListingState {
  const filters = { ...state.filters }
  if (value === undefined) delete filters[kind]
  else filters[kind] = value
  return { ...state, filters, page: 1 }
}

export const withSort = (state: ListingState, sort: Sort): ListingState => ({ ...state, sort, page: 1 })
export const withPageSize = (state: ListingState, pageSize: PageSize): ListingState => ({ ...state, pageSize, page: 1 })
export const withPage = (state: ListingState, page: number): ListingState => ({ ...state, page })

/** Pages a result set fills; an empty result still has its first page (which says so). */
export function pageCount(total: number, pageSize: PageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
}

/** The page numbers a pager shows: first, last and two either side of the current one; `0` marks a gap. */
export function pagerPages(page: number, count: number): number[] {
  const shown = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= count))
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? [0, n] : [n]))
}
