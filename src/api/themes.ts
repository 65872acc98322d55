// The theme listing from D1: a brand's themes filtered by category, colour, aspect ratio and product, sorted by
// popularity or creation date (highest first, then by id so pages never overlap), one page plus the total.
import type { Brand } from '../domain/countries'
import type { Theme, ThemesPage } from '../shop/schemas'
import type { ThemesQuery } from './queries'

interface ThemeRow {
  id: string
  name: string
  product: Theme['product']
  category: string
  popularity: number
  created_at: string
  aspect_ratio: Theme['aspectRatio']
  /** JSON array of colours, dominant first. */
  colors: string
}

const ORDER: Readonly<Record<ThemesQuery['sort'], string>> = {
  popularity: 't.popularity DESC, t.id',
  created: 't.created_at DESC, t.id',
}

export async function loadThemes(db: D1Database, brand: Brand, query: ThemesQuery): Promise<ThemesPage> {
  // Only fixed fragments go into the SQL text; every value is bound.
  const filters: [string, string | undefined][] = [
    ['t.brand = ?', brand],
    ['t.category = ?', query.category],
    ['t.product = ?', query.product],
    ['t.aspect_ratio = ?', query.aspectRatio],
    ['EXISTS (SELECT 1 FROM catalogue_theme_colors c WHERE c.theme_id = t.id AND c.color = ?)', query.color],
  ]
  const active = filters.filter((filter): filter is [string, string] => filter[1] !== undefined)
  const where = active.map(([condition]) => condition).join(' AND ')
  const values = active.map(([, value]) => value)
  const [page, count] = await db.batch([
    db.prepare(
      `SELECT t.id, t.name, t.product, t.category, t.popularity, t.created_at, t.aspect_ratio,
         (SELECT json_group_array(color) FROM
           (SELECT c.color FROM catalogue_theme_colors c WHERE c.theme_id = t.id ORDER BY c.position)) AS colors
       FROM catalogue_themes t WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
    ).bind(...values, query.pageSize, (query.page - 1) * query.pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM catalogue_themes t WHERE ${where}`).bind(...values),
  ])
  const rows = (page?.results ?? []) as ThemeRow[]
  const total = ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      product: row.product,
      category: row.category,
      colors: JSON.parse(row.colors) as Theme['colors'],
      popularity: row.popularity,
      createdAt: row.created_at,
      aspectRatio: row.aspect_ratio,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}
