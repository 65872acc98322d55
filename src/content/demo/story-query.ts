// The demo space's reading of a `cdn/stories` list query, as the Content Delivery API v2 documents it: `is_startpage`,
// `sort_by` (chained, typed, nulls last unless told) and `excluding_fields`. A query the shop sends gets Storyblok's
// answer, never a kinder one, so a parameter the shop forgets shows in the tests.

type Content = Record<string, unknown>

/** What a listed story offers to filters and sorting: its properties and its content. */
export interface Listed {
  full_slug: string
  is_startpage: boolean
  content: Content
  [property: string]: unknown
}

/** `is_startpage=false` (or `0`) leaves folders' start pages out, `true` (or `1`) keeps only them; absent, both. */
export function startpageFilter(value: string | null): (story: Listed) => boolean {
  if (value === 'false' || value === '0') return (story) => !story.is_startpage
  if (value === 'true' || value === '1') return (story) => story.is_startpage
  return () => true
}

interface SortKey {
  path: string[]
  descending: boolean
  type: 'string' | 'int' | 'float'
  nullsFirst: boolean
}

function parseSort(sortBy: string): SortKey[] {
  return sortBy
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [field = '', direction = 'asc', ...options] = part.split(':')
      const type = options.includes('int') ? 'int' : options.includes('float') ? 'float' : 'string'
      return { path: field.split('.'), descending: direction === 'desc', type, nullsFirst: options.includes('nulls_first') }
    })
}

function valueAt(story: Listed, path: readonly string[]): unknown {
  let value: unknown = story
  for (const key of path) value = value && typeof value === 'object' ? (value as Content)[key] : undefined
  return value
}

/** Storyblok sorts custom fields as text unless a type is given; an empty value counts as none. */
function sortValue(raw: unknown, type: SortKey['type']): string | number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  if (type === 'string') return String(raw)
  const number = type === 'int' ? Number.parseInt(String(raw), 10) : Number.parseFloat(String(raw))
  return Number.isNaN(number) ? undefined : number
}

/** The stories in `sort_by` order (stable: ties keep the space's order); unsorted without `sort_by`. */
export function sortStories<T extends Listed>(stories: readonly T[], sortBy: string | null): T[] {
  const keys = parseSort(sortBy ?? '')
  if (keys.length === 0) return [...stories]
  return [...stories].sort((a, b) => {
    for (const key of keys) {
      const x = sortValue(valueAt(a, key.path), key.type)
      const y = sortValue(valueAt(b, key.path), key.type)
      if (x === y) continue
      if (x === undefined) return key.nullsFirst ? -1 : 1
      if (y === undefined) return key.nullsFirst ? 1 : -1
      const order = x < y ? -1 : 1
      return key.descending ? -order : order
    }
    return 0
  })
}

/** The content without the fields `excluding_fields` names (top-level fields of the content type). */
export function withoutFields(content: Content, excluding: string | null): Content {
  const names = new Set((excluding ?? '').split(',').filter(Boolean))
  if (names.size === 0) return content
  return Object.fromEntries(Object.entries(content).filter(([name]) => !names.has(name)))
}

type Condition = (content: Content) => boolean

const IS: Record<string, (value: unknown) => boolean> = {
  empty_array: (v) => Array.isArray(v) && v.length === 0,
  not_empty_array: (v) => Array.isArray(v) && v.length > 0,
  empty: (v) => v === undefined || v === null || v === '',
  not_empty: (v) => v !== undefined && v !== null && v !== '',
  true: (v) => v === true,
  false: (v) => v === false,
  null: (v) => v === null,
  not_null: (v) => v !== null && v !== undefined,
}

function condition(field: string, operation: string, value: string): Condition | undefined {
  const list = value.split(',')
  switch (operation) {
    case 'in':
      return (content) => list.includes(String(content[field]))
    case 'not_in':
      return (content) => !list.includes(String(content[field]))
    case 'like': {
      // `*` is the only wildcard; the rest of the value matches as it is.
      const pattern = new RegExp(
        `^${value
          .split('*')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      )
      return (content) => typeof content[field] === 'string' && pattern.test(content[field])
    }
    case 'is': {
      const test = IS[value]
      return test && ((content) => test(content[field]))
    }
    default:
      return undefined
  }
}

/**
 * `filter_query` as the Content Delivery API v2 reads it, on content fields: `filter_query[field][operation]=value`
 * (all must hold) and `filter_query[__or][][field][operation]=value` (one of them must), with the operations `in`,
 * `not_in`, `like` (`*` wildcards) and `is` (`empty_array`, `not_empty_array`, `empty`, `not_empty`, `true`, `false`,
 * `null`, `not_null`). Undefined for a filter the demo space does not know, which it refuses rather than ignores.
 */
export function contentFilter(params: URLSearchParams): Condition | undefined {
  const all: Condition[] = []
  const any: Condition[] = []
  for (const [name, value] of params) {
    const parts = /^filter_query(\[__or\]\[\d*\])?\[([^\]]+)\]\[([^\]]+)\]$/.exec(name)
    if (!name.startsWith('filter_query')) continue
    const test = parts && parts[2] !== undefined && parts[3] !== undefined ? condition(parts[2], parts[3], value) : undefined
    if (!test) return undefined
    ;(parts?.[1] ? any : all).push(test)
  }
  return (content) => all.every((test) => test(content)) && (any.length === 0 || any.some((test) => test(content)))
}
