// Reads frames, mats and option groups from D1 (migration 0005) for `/price-api/frame` and
// `/web-api/variants-for-frame-types`. Prices are cents in D1 and major units in the answers, as in ./catalogue.
import type { FrameFamily, Material, MatSize, MatType } from '../domain/commerce/catalogue-enums'
import { unitOf } from '../domain/locales'
import type { FramePrice } from '../shop-contract/fields'
import type { FrameColor, FramePrices, FrameType, FrameVariants, Mat, OptionGroup, OptionGroupAnswer } from '../shop-contract/frames'
import { toMajor } from './catalogue'
import type { ShopRequest } from './http'

interface FrameTypeRow {
  frame_type: string
  frame_family: FrameFamily
  color: FrameColor
  label_key: string
  is_default: 0 | 1
}

interface FamilyRow {
  frame_family: FrameFamily
  label_key: string
  mat_type: MatType
  mat_size: MatSize
}

interface MatRow {
  frame_family: FrameFamily
  mat_type: MatType
  mat_size: MatSize
  label_key: string
}

interface PriceRow {
  frame_family: FrameFamily
  format: string
  price_original: number
  price_current: number
}

interface OptionRow {
  option_group: OptionGroup
  group_label_key: string
  value: string
  label_key: string
  is_default: 0 | 1
}

const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[]

function byFamily<T extends { frame_family: FrameFamily }>(rows: T[]): Map<FrameFamily, T[]> {
  const map = new Map<FrameFamily, T[]>()
  for (const row of rows) map.set(row.frame_family, [...(map.get(row.frame_family) ?? []), row])
  return map
}

const mat = (row: MatRow): Mat => ({ matType: row.mat_type, matSize: row.mat_size, labelTranslationKey: row.label_key })
const price = (row: PriceRow): FramePrice => ({
  value: row.format,
  priceCurrent: toMajor(row.price_current),
  priceOriginal: toMajor(row.price_original),
})
const frameType = (row: FrameTypeRow): FrameType => ({
  value: row.frame_type,
  color: row.color,
  labelTranslationKey: row.label_key,
  isDefault: row.is_default === 1,
})

/** The cheapest format by current price, its original alongside (for a struck-through "from" price). */
function cheapest(formats: FramePrice[]): { priceCurrent: number; priceOriginal: number } | undefined {
  const min = formats.reduce<FramePrice | undefined>(
    (best, format) => (best && best.priceCurrent <= format.priceCurrent ? best : format),
    undefined,
  )
  return min && { priceCurrent: min.priceCurrent, priceOriginal: min.priceOriginal }
}

// Every statement below is limited to families the brand sells.
const OFFERED = 'EXISTS (SELECT 1 FROM catalogue_frame_offers o WHERE o.brand = ? AND o.frame_family = f.frame_family)'
// Every mat a family takes, the coloured ones too (migration 0019's view).
const MAT_COLUMNS = 'm.frame_family, m.mat_type, m.mat_size, m.label_key'
const PRICE_COLUMNS = 'p.frame_family, p.format, p.price_original, p.price_current'
const PRICE_JOIN = 'JOIN catalogue_frame_prices p ON p.frame_family = x.frame_family AND p.format = x.format AND p.currency = ?'

/**
 * A frame type the brand sells, with its family's mat, the mats and materials it takes and its price per format in the
 * shop's currency; null when the brand sells no such frame type (or has no price for it in this currency).
 */
export async function loadFrame(db: D1Database, shop: ShopRequest, type: string): Promise<FramePrices | null> {
  const family = `(SELECT frame_family FROM catalogue_frame_types WHERE frame_type = ?)`
  const [types, mats, materials, prices] = await db.batch([
    db
      .prepare(
        `SELECT t.frame_type, t.frame_family, t.color, t.label_key, t.is_default, f.mat_type, f.mat_size FROM catalogue_frame_types t
       JOIN catalogue_frame_families f ON f.frame_family = t.frame_family WHERE t.frame_type = ? AND ${OFFERED}`,
      )
      .bind(type, shop.brand),
    db.prepare(`SELECT ${MAT_COLUMNS} FROM catalogue_mat_choices m WHERE m.frame_family = ${family} ORDER BY m.sort_order`).bind(type),
    // Only materials the brand sells (in any product).
    db
      .prepare(
        `SELECT fm.material_type FROM catalogue_frame_materials fm JOIN catalogue_materials cm ON cm.material_type = fm.material_type
       WHERE fm.frame_family = ${family} AND EXISTS (SELECT 1 FROM catalogue_offers o WHERE o.brand = ? AND o.material_type = fm.material_type)
       ORDER BY cm.sort_order`,
      )
      .bind(type, shop.brand),
    db
      .prepare(
        `SELECT ${PRICE_COLUMNS} FROM catalogue_frame_formats x ${PRICE_JOIN} WHERE x.frame_family = ${family} ORDER BY x.sort_order`,
      )
      .bind(shop.currency, type),
  ])
  const row = rowsOf<FrameTypeRow & FamilyRow>(types)[0]
  const formats = rowsOf<PriceRow>(prices).map(price)
  const from = cheapest(formats)
  if (!row || !from) return null
  return {
    frameType: row.frame_type,
    frameFamily: row.frame_family,
    color: row.color,
    labelTranslationKey: row.label_key,
    isDefault: row.is_default === 1,
    matType: row.mat_type,
    matSize: row.mat_size,
    currency: shop.currency,
    mats: rowsOf<MatRow>(mats).map(mat),
    materials: rowsOf<{ material_type: Material }>(materials).map((m) => m.material_type),
    priceFrom: from,
    formats,
  }
}

/**
 * The frame families that frame `materialType` for the brand (default black frame type, mat, colours, "from" price) and
 * the material's option groups, options limited to the material and the site's unit (SPEC §9: inch for en-US). Null
 * when the brand does not sell the material; a material nothing frames has no variants.
 */
export async function loadFrameVariants(db: D1Database, shop: ShopRequest, materialType: Material): Promise<FrameVariants | null> {
  const families = `SELECT fm.frame_family FROM catalogue_frame_materials fm JOIN catalogue_frame_families f ON f.frame_family = fm.frame_family
    WHERE fm.material_type = ? AND ${OFFERED}`
  const [sold, familyRows, typeRows, matRows, priceRows, optionRows] = await db.batch([
    db.prepare('SELECT 1 AS sold FROM catalogue_offers WHERE brand = ? AND material_type = ? LIMIT 1').bind(shop.brand, materialType),
    db
      .prepare(
        `SELECT f.frame_family, f.label_key, f.mat_type, f.mat_size FROM catalogue_frame_families f
       WHERE f.frame_family IN (${families}) ORDER BY f.sort_order`,
      )
      .bind(materialType, shop.brand),
    db
      .prepare(
        `SELECT t.frame_type, t.frame_family, t.color, t.label_key, t.is_default FROM catalogue_frame_types t
       WHERE t.frame_family IN (${families}) ORDER BY t.frame_family, t.sort_order`,
      )
      .bind(materialType, shop.brand),
    db
      .prepare(`SELECT ${MAT_COLUMNS} FROM catalogue_mat_choices m WHERE m.frame_family IN (${families}) ORDER BY m.sort_order`)
      .bind(materialType, shop.brand),
    db
      .prepare(
        `SELECT ${PRICE_COLUMNS} FROM catalogue_frame_formats x ${PRICE_JOIN} WHERE x.frame_family IN (${families}) ORDER BY x.sort_order`,
      )
      .bind(shop.currency, materialType, shop.brand),
    db
      .prepare(
        `SELECT g.option_group, g.label_key AS group_label_key, o.value, o.label_key, o.is_default FROM catalogue_option_group_materials gm
       JOIN catalogue_option_groups g ON g.option_group = gm.option_group
       JOIN catalogue_options o ON o.option_group = g.option_group
       WHERE gm.material_type = ? AND (o.material_type IS NULL OR o.material_type = ?) AND (o.unit IS NULL OR o.unit = ?)
       ORDER BY g.sort_order, o.sort_order`,
      )
      .bind(materialType, materialType, unitOf(shop.locale)),
  ])
  if (rowsOf(sold).length === 0) return null
  const types = byFamily(rowsOf<FrameTypeRow>(typeRows))
  const mats = byFamily(rowsOf<MatRow>(matRows))
  const prices = byFamily(rowsOf<PriceRow>(priceRows))
  const variants = rowsOf<FamilyRow>(familyRows).flatMap((row): FrameVariants['variants'] => {
    const familyTypes = types.get(row.frame_family) ?? []
    const defaultType = familyTypes.find((t) => t.is_default === 1)
    const from = cheapest((prices.get(row.frame_family) ?? []).map(price))
    // A family without a default frame type or a price in this currency cannot be sold here.
    if (!defaultType || !from) return []
    return [
      {
        frameFamily: row.frame_family,
        labelTranslationKey: row.label_key,
        defaultFrameType: defaultType.frame_type,
        matType: row.mat_type,
        matSize: row.mat_size,
        frameTypes: familyTypes.map(frameType),
        mats: (mats.get(row.frame_family) ?? []).map(mat),
        priceFrom: from,
        // The built-in catalogue's pictures are the demo's drawings: wood, or the classic frame.
        image: `/demo/shop/frame-${row.frame_family === 'holzrahmen' ? 'wood' : 'classic'}.svg`,
      },
    ]
  })
  const groups = new Map<OptionGroup, OptionGroupAnswer>()
  for (const row of rowsOf<OptionRow>(optionRows)) {
    const group = groups.get(row.option_group) ?? { value: row.option_group, labelTranslationKey: row.group_label_key, options: [] }
    group.options.push({ value: row.value, labelTranslationKey: row.label_key, isDefault: row.is_default === 1 })
    groups.set(row.option_group, group)
  }
  return { materialType, currency: shop.currency, variants, optionGroups: [...groups.values()] }
}
