// Query strings for product calls and designer URLs (SPEC §5): `name[]` lists, `name[key]` records, the whitelist.
import { KNOWN_OPTION_NAMES, type QueryScalar, type QueryValue } from './designer-options'

export type ParsedQueryValue = string | string[] | Record<string, string>
export type ParsedQuery = Record<string, ParsedQueryValue>

function isList(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value)
}

// A lone surrogate would make encodeURIComponent throw; like URLSearchParams, write U+FFFD instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))
}

function isDroppedRefinement(name: string, value: QueryValue): boolean {
  // SPEC §5: a refinement of none or empty is dropped.
  return name === 'refinementType' && (value === 'none' || value === '')
}

/**
 * `quantity=5&accessoryTypes[]=a&photoboxFormat[width]=100`, without the `?`. Only known parameters (SPEC §5) and
 * the `custom` names survive; null, undefined and non-finite numbers are dropped. Everything but the brackets is
 * percent-encoded; `brackets: 'encoded'` encodes them too (`name%5B%5D`), as an `href` must be written (HTML allows
 * no literal `[` in a URL's query; a reader's URLSearchParams decodes both forms alike). A record entry with an empty
 * key is dropped, since `name[]` would read back as a list.
 */
export function buildQueryString(
  params: Readonly<Record<string, QueryValue>>,
  custom: readonly string[] = [],
  { brackets = 'literal' }: { brackets?: 'literal' | 'encoded' } = {},
): string {
  const [open, close] = brackets === 'encoded' ? ['%5B', '%5D'] : ['[', ']']
  const pairs: string[] = []
  const add = (key: string, value: QueryScalar): void => {
    if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return
    pairs.push(`${key}=${encode(String(value))}`)
  }
  for (const [name, value] of Object.entries(params)) {
    if (!(KNOWN_OPTION_NAMES.has(name) || custom.includes(name)) || isDroppedRefinement(name, value)) continue
    const key = encode(name)
    if (isList(value)) for (const item of value) add(`${key}${open}${close}`, item)
    else if (typeof value === 'object' && value !== null) {
      for (const [field, item] of Object.entries(value)) if (field !== '') add(`${key}${open}${encode(field)}${close}`, item)
    } else add(key, value)
  }
  return pairs.join('&')
}

/**
 * Names the shop calls take beyond the designer options (SPEC §5 "plus custom ones"): listing filters and paging,
 * product and article ids, the card-accessory selection, the frame article's glass, and the photobook calls'
 * `categoryIds[]`. Every shop call's
 * query passes the same whitelist, so a misspelt or foreign parameter never reaches the shop.
 */
export const SHOP_CALL_NAMES: readonly string[] = [
  'id',
  'product',
  'sort',
  'page',
  'pageSize',
  'label',
  'style',
  'aspectRatio',
  'categoryIds',
  'kind',
  'envelope',
  'inlay',
  'envelopeQuantity',
  'glassType',
]

/** One shop call's address: `{base}{path}/{id}?query` (SPEC §7) with the query written by `buildQueryString`. */
export function shopCallUrl(base: string, path: string, id: string | undefined, query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = buildQueryString(query, SHOP_CALL_NAMES)
  return `${base}${path}${id === undefined || id === '' ? '' : `/${encodeURIComponent(id)}`}${search ? `?${search}` : ''}`
}

/**
 * SPEC §7's photobook form: `categoryIds[]` as a list, an optional `designGroupSetId` as the path suffix, every other
 * parameter in the query; `refinementType` only when it is neither none nor ohne (SPEC §5).
 */
export function photobookCall(query: Readonly<Record<string, QueryValue>>): { id: string | undefined; query: Record<string, QueryValue> } {
  const { designGroupSetId, categoryIds, refinementType, ...rest } = query
  const id =
    designGroupSetId === null || designGroupSetId === undefined || designGroupSetId === ''
      ? undefined
      : String(designGroupSetId as string | number)
  const ids =
    categoryIds === null || categoryIds === undefined ? [] : Array.isArray(categoryIds) ? categoryIds : [categoryIds as QueryScalar]
  const refinement = refinementType === 'ohne' ? undefined : refinementType
  return {
    id,
    query: { ...rest, ...(ids.length ? { categoryIds: ids } : {}), ...(refinement === undefined ? {} : { refinementType: refinement }) },
  }
}

// `name[]` or `name[key]` once decoded: the name runs to the first `[`, the key to the last `]`.
const BRACKETED = /^([^[]+)\[(.*)\]$/s

/**
 * The inverse of `buildQueryString` for any query (with or without `?`): `name[]` collects a list, `name[key]` a
 * record, a plain name its last value. Objects have no prototype, so `__proto__` is just a name.
 */
export function parseQueryString(search: string): ParsedQuery {
  const result: ParsedQuery = Object.create(null) as ParsedQuery
  for (const [rawName, value] of new URLSearchParams(search)) {
    const match = BRACKETED.exec(rawName)
    const name = match?.[1]
    if (name === undefined || match?.[2] === undefined) {
      result[rawName] = value
      continue
    }
    const key = match[2]
    const current = result[name]
    if (key === '') {
      if (Array.isArray(current)) current.push(value)
      else result[name] = [value]
    } else {
      const record = typeof current === 'object' && !Array.isArray(current) ? current : (Object.create(null) as Record<string, string>)
      record[key] = value
      result[name] = record
    }
  }
  return result
}
