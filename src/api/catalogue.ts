// Reads the catalogue from D1 (migrations 0002/0003) and builds the calculator and price answers. Prices are stored in
// cents and converted to major units here, once; rows are trusted as the migration's CHECK constraints shaped them.
import type { FormatRatio, Material, ProductType } from '../domain/commerce/catalogue-enums'
import {
  isMaterialGroup,
  type Calculator,
  type CalculatorLabel,
  type CalculatorOption,
  type MaterialOption,
  type SkuContainer,
} from '../shop-contract/calculator'
import type { FormatOption } from '../shop-contract/fields'
import type { ShopRequest } from './http'
import { skuOf, type SkuParts } from './sku'

interface MaterialRow {
  material_type: Material
  label_key: string
  group_key: string
}

interface FormatRow {
  material_type: Material
  format: string
  format_type: FormatRatio
  is_initial: 0 | 1
  price_original: number
  price_current: number
}

interface LabelRow {
  label_index: number
  text_key: string
  background_color: string
  text_color: string
}

/** Cents to a decimal amount: 1299 -> 12.99. */
export function toMajor(cents: number): number {
  return cents / 100
}

function formatOption(row: FormatRow): FormatOption {
  return {
    value: row.format,
    priceCurrent: toMajor(row.price_current),
    priceOriginal: toMajor(row.price_original),
    context: { formatType: row.format_type },
  }
}

/** The initial format of a material's list; the first one when none is flagged. */
function initialFormat(rows: FormatRow[]): string | undefined {
  return (rows.find((row) => row.is_initial === 1) ?? rows[0])?.format
}

const FORMAT_COLUMNS = 'f.material_type, f.format, f.format_type, f.is_initial, p.price_original, p.price_current'
const PRICE_JOIN = 'JOIN catalogue_prices p ON p.material_type = f.material_type AND p.format = f.format AND p.currency = ?'

/**
 * The calculator of a brand's product with its first material selected, or null when the brand offers the product on
 * no material. Materials sharing a group become one group option; a group's lone member stands alone.
 */
export async function loadCalculator(db: D1Database, shop: ShopRequest, product: ProductType): Promise<Calculator | null> {
  const [materials, formats, labels] = await db.batch([
    db
      .prepare(
        `SELECT m.material_type, m.label_key, m.group_key FROM catalogue_offers o
       JOIN catalogue_materials m ON m.material_type = o.material_type
       WHERE o.brand = ? AND o.product = ? ORDER BY m.sort_order`,
      )
      .bind(shop.brand, product),
    db
      .prepare(
        `SELECT ${FORMAT_COLUMNS} FROM catalogue_offers o
       JOIN catalogue_formats f ON f.material_type = o.material_type ${PRICE_JOIN}
       WHERE o.brand = ? AND o.product = ? ORDER BY f.material_type, f.sort_order`,
      )
      .bind(shop.currency, shop.brand, product),
    db
      .prepare(
        `SELECT label_index, text_key, background_color, text_color FROM catalogue_labels
       WHERE brand = ? AND product = ? ORDER BY label_index`,
      )
      .bind(shop.brand, product),
  ])
  const formatsOf = new Map<Material, FormatRow[]>()
  for (const row of (formats?.results ?? []) as FormatRow[]) {
    formatsOf.set(row.material_type, [...(formatsOf.get(row.material_type) ?? []), row])
  }
  const groups = new Map<string, MaterialOption[]>()
  for (const row of (materials?.results ?? []) as MaterialRow[]) {
    const rows = formatsOf.get(row.material_type) ?? []
    const initial = initialFormat(rows)
    // A material without a price in this currency cannot be sold here.
    if (initial === undefined) continue
    const option: MaterialOption = {
      value: row.material_type,
      labelTranslationKey: row.label_key,
      context: { materialType: row.material_type },
      formats: rows.map(formatOption),
      initiallySelectedFormat: initial,
    }
    groups.set(row.group_key, [...(groups.get(row.group_key) ?? []), option])
  }
  const options = [...groups].map(([group, members]): CalculatorOption =>
    members.length === 1 && members[0] ? members[0] : { value: group, labelTranslationKey: `materialGroups.${group}`, options: members },
  )
  const first = [...groups.values()][0]?.[0]
  if (!first) return null
  return {
    product,
    isCollage: product === 'collage',
    currency: shop.currency,
    selectedValue: first.value,
    options,
    labels: ((labels?.results ?? []) as LabelRow[])
      .filter((row) => row.label_index < options.length)
      .map((row): CalculatorLabel => ({
        index: row.label_index,
        text: row.text_key,
        backgroundColor: row.background_color,
        textColor: row.text_color,
      })),
  }
}

/** Every material value the calculator offers, groups included. */
export function offeredMaterials(calculator: Calculator): Material[] {
  return calculator.options.flatMap((option) => (isMaterialGroup(option) ? option.options : [option])).map((m) => m.value)
}

export interface MaterialFormats {
  initiallySelectedFormat: string
  formats: FormatOption[]
}

/**
 * The priced formats of a material the brand sells (in any product), optionally of one format type; null when the
 * brand does not sell the material or no format matches.
 */
export async function loadFormats(
  db: D1Database,
  shop: ShopRequest,
  materialType: Material,
  formatType?: FormatRatio,
): Promise<MaterialFormats | null> {
  const { results } = await db
    .prepare(
      `SELECT ${FORMAT_COLUMNS} FROM catalogue_formats f ${PRICE_JOIN}
       WHERE f.material_type = ? AND (? IS NULL OR f.format_type = ?)
         AND EXISTS (SELECT 1 FROM catalogue_offers o WHERE o.brand = ? AND o.material_type = f.material_type)
       ORDER BY f.sort_order`,
    )
    .bind(shop.currency, materialType, formatType ?? null, formatType ?? null, shop.brand)
    .all<FormatRow>()
  const initial = initialFormat(results)
  return initial === undefined ? null : { initiallySelectedFormat: initial, formats: results.map(formatOption) }
}

/** The cheapest format by current price (its original alongside, for a struck-through "from" price). */
export function priceFrom(formats: FormatOption[]): { priceCurrent: number; priceOriginal: number } | undefined {
  const cheapest = formats.reduce<FormatOption | undefined>(
    (min, format) => (min && min.priceCurrent <= format.priceCurrent ? min : format),
    undefined,
  )
  return cheapest && { priceCurrent: cheapest.priceCurrent, priceOriginal: cheapest.priceOriginal }
}

/** A sku's format and price, or null when the brand does not sell that material in that format. */
export async function loadSku(db: D1Database, shop: ShopRequest, parts: SkuParts): Promise<SkuContainer | null> {
  const row = await db
    .prepare(
      `SELECT ${FORMAT_COLUMNS} FROM catalogue_formats f ${PRICE_JOIN}
       WHERE f.material_type = ? AND f.format = ?
         AND EXISTS (SELECT 1 FROM catalogue_offers o WHERE o.brand = ? AND o.material_type = f.material_type)`,
    )
    .bind(shop.currency, parts.materialType, parts.format, shop.brand)
    .first<FormatRow>()
  if (!row) return null
  return {
    sku: skuOf(parts),
    format: row.format,
    currency: shop.currency,
    context: {
      formatType: row.format_type,
      materialType: row.material_type,
      priceCurrent: toMajor(row.price_current),
      priceOriginal: toMajor(row.price_original),
    },
    // The built-in catalogue's pictures are the demo's drawings, one per material.
    image: `/demo/shop/sku-${row.material_type === 'leinwand' ? 'canvas' : 'poster'}.svg`,
  }
}
