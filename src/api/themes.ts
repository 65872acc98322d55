// The theme listing from D1: a brand's themes filtered by the SPEC §3 filter kinds (category, colour, aspect ratio,
// product, label, punching, style), sorted by popularity or creation date (highest first, then by id so pages never
// overlap), one page plus the total, each theme's picture and "from" price, and the listing's facets.
import { languageOf } from '../domain/locales'
import type { ShopRequest } from './http'
import { FILTER_KINDS, type FilterKind } from '../domain/listing'
import type { Theme, ThemesPage } from '../shop-contract/themes'
import { loadPricesFrom } from './products'
import type { ThemesQuery } from './queries'

interface ThemeRow {
  id: string
  name: string
  product: Theme['product']
  category: string
  popularity: number
  created_at: string
  aspect_ratio: Theme['aspectRatio']
  label: Theme['label']
  punching: NonNullable<Theme['punching']>
  style: NonNullable<Theme['style']>
  /** JSON array of colours, dominant first. */
  colors: string
}

const COLUMNS = `t.id, t.name, t.product, t.category, t.popularity, t.created_at, t.aspect_ratio, t.label, t.punching, t.style,
  (SELECT json_group_array(color) FROM
    (SELECT c.color FROM catalogue_theme_colors c WHERE c.theme_id = t.id ORDER BY c.position)) AS colors`

const PICTURED = new Set(['card', 'calendar', 'collage', 'photoframe'])

function themeOf(row: ThemeRow, prices: Map<string, Theme['priceFrom']>): Theme {
  const priceFrom = prices.get(row.product)
  return {
    id: row.id,
    name: row.name,
    product: row.product,
    category: row.category,
    colors: JSON.parse(row.colors) as Theme['colors'],
    popularity: row.popularity,
    createdAt: row.created_at,
    aspectRatio: row.aspect_ratio,
    label: row.label,
    punching: row.punching,
    style: row.style,
    image: `/demo/shop/theme-${PICTURED.has(row.product) ? row.product : 'card'}.svg`,
    ...(priceFrom ? { priceFrom } : {}),
  }
}

/** A row's values per filter kind (colours: several). */
function valuesOf(row: ThemeRow): Record<FilterKind, readonly string[]> {
  return {
    aspectRatio: [row.aspect_ratio],
    category: [row.category],
    color: JSON.parse(row.colors) as string[],
    label: row.label ? [row.label] : [],
    product: [row.product],
    punching: [row.punching],
    style: [row.style],
  }
}

/**
 * Faceted counts: for each kind, how many themes each value would leave with the other kinds' filters as they are
 * (so a count is what a click on it shows). Computed here over the brand's (and product's) few dozen themes.
 */
function facetsOf(rows: ThemeRow[], query: ThemesQuery): NonNullable<ThemesPage['facets']> {
  const rowValues = rows.map(valuesOf)
  const facets: NonNullable<ThemesPage['facets']> = []
  for (const kind of FILTER_KINDS) {
    const counts = new Map<string, number>()
    for (const values of rowValues) {
      const others = FILTER_KINDS.every((other) => other === kind || query[other] === undefined || values[other].includes(query[other]))
      if (others) for (const value of values[kind]) counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    for (const [value, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) facets.push({ kind, value, count })
  }
  return facets
}

const ORDER: Readonly<Record<ThemesQuery['sort'], string>> = {
  popularity: 't.popularity DESC, t.id',
  created: 't.created_at DESC, t.id',
}

/** The shopper-facing names of the values the answer mentions, in the request's language (migration 0007). */
async function labelsOf(db: D1Database, shop: ShopRequest, values: Iterable<string>): Promise<Record<string, string>> {
  const wanted = new Set(values)
  const { results } = await db
    .prepare('SELECT value, label FROM catalogue_value_labels WHERE language = ?')
    .bind(languageOf(shop.locale))
    .all<{ value: string; label: string }>()
  return Object.fromEntries(results.filter((row) => wanted.has(row.value)).map((row) => [row.value, row.label]))
}

function mentioned(theme: Theme): string[] {
  return [theme.product, theme.category, theme.aspectRatio, ...theme.colors, theme.label ?? '', theme.punching ?? '', theme.style ?? '']
}

export async function loadThemes(db: D1Database, shop: ShopRequest, query: ThemesQuery): Promise<ThemesPage> {
  const { brand, currency } = shop
  // Only fixed fragments go into the SQL text; every value is bound.
  const filters: [string, string | undefined][] = [
    ['t.brand = ?', brand],
    ['t.category = ?', query.category],
    ['t.product = ?', query.product],
    ['t.aspect_ratio = ?', query.aspectRatio],
    ['t.label = ?', query.label],
    ['t.punching = ?', query.punching],
    ['t.style = ?', query.style],
    ['EXISTS (SELECT 1 FROM catalogue_theme_colors c WHERE c.theme_id = t.id AND c.color = ?)', query.color],
  ]
  const active = filters.filter((filter): filter is [string, string] => filter[1] !== undefined)
  const where = active.map(([condition]) => condition).join(' AND ')
  const values = active.map(([, value]) => value)
  const scope =
    query.product === undefined ? (['t.brand = ?', [brand]] as const) : (['t.brand = ? AND t.product = ?', [brand, query.product]] as const)
  const [page, count, all] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM catalogue_themes t WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`)
      .bind(...values, query.pageSize, (query.page - 1) * query.pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM catalogue_themes t WHERE ${where}`).bind(...values),
    db.prepare(`SELECT ${COLUMNS} FROM catalogue_themes t WHERE ${scope[0]}`).bind(...scope[1]),
  ])
  const prices = await loadPricesFrom(db, currency)
  const rows = (page?.results ?? []) as ThemeRow[]
  const total = ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0
  const items = rows.map((row) => themeOf(row, prices))
  const facets = facetsOf((all?.results ?? []) as ThemeRow[], query)
  const labels = await labelsOf(db, shop, [...items.flatMap(mentioned), ...facets.map((facet) => facet.value)])
  return { items, total, page: query.page, pageSize: query.pageSize, currency, facets, labels }
}

/** One theme of the brand by id; null when the brand has none with that id. */
export async function loadTheme(db: D1Database, shop: ShopRequest, id: string): Promise<Theme | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM catalogue_themes t WHERE t.brand = ? AND t.id = ?`)
    .bind(shop.brand, id)
    .first<ThemeRow>()
  if (!row) return null
  const theme = themeOf(row, await loadPricesFrom(db, shop.currency))
  return { ...theme, labels: await labelsOf(db, shop, mentioned(theme)) }
}
