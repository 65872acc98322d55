// Reads the more-formats list, the own-format limits and the photo-frame selection from D1 (migrations 0002/0003,
// 0005, 0013) for `/price-api/prices/format-group-prices-images` and `/web-api/product-selection-photo-frame/*`.
// Cents in D1, major units in the answers; a framed picture is priced by the shared rule in domain/commerce/frame-price.
import { type FormatRatio, type FrameFamily, type Mat, type Material, type MatSize, type MatType } from '../domain/commerce/catalogue-enums'
import { articlePrice, centsToMajor, type PricePair, type Surcharge } from '../domain/commerce/frame-price'
import { groupByRatio } from '../domain/commerce/format-groups'
import { unitOf } from '../domain/locales'
import type {
  FrameColor,
  FramePriceArticle,
  FramePricesFormats,
  FramePricesFrom,
  FrameSelectionData,
  GlassType,
  OptionGroup,
  OptionGroupAnswer,
} from '../shop-contract/frames'
import type { FormatGroupImages, FormatLimitsAnswer } from '../shop-contract/prices'
import { toMajor } from './catalogue'
import { ApiError, type ShopRequest } from './http'

const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[]

interface PictureRow {
  format: string
  format_type: FormatRatio
  price_original: number
  price_current: number
}

const SOLD = 'EXISTS (SELECT 1 FROM catalogue_offers o WHERE o.brand = ? AND o.material_type = ?)'

// The teaser's formats and the ones beyond it, in that order; both priced in the shop's currency.
const PICTURES = `SELECT f.format, f.format_type, p.price_original, p.price_current, 0 AS more, f.sort_order FROM catalogue_formats f
    JOIN catalogue_prices p ON p.material_type = f.material_type AND p.format = f.format AND p.currency = ?
    WHERE f.material_type = ? AND ${SOLD}
  UNION ALL
  SELECT f.format, f.format_type, p.price_original, p.price_current, 1 AS more, f.sort_order FROM catalogue_more_formats f
    JOIN catalogue_more_prices p ON p.material_type = f.material_type AND p.format = f.format AND p.currency = ?
    WHERE f.material_type = ? AND ${SOLD}
  ORDER BY more, sort_order`

function pictures(db: D1Database, shop: ShopRequest, material: Material): D1PreparedStatement {
  return db.prepare(PICTURES).bind(shop.currency, material, shop.brand, material, shop.currency, material, shop.brand, material)
}

/** Every format of a material the brand sells, grouped by ratio with the ratio's picture; null when it does not sell it. */
export async function loadFormatGroupImages(db: D1Database, shop: ShopRequest, material: Material): Promise<FormatGroupImages | null> {
  const [rows, images] = await db.batch([
    pictures(db, shop, material),
    db.prepare('SELECT format_type, image FROM catalogue_format_group_images ORDER BY sort_order'),
  ])
  const formats = rowsOf<PictureRow>(rows).map((row) => ({
    value: row.format,
    priceCurrent: toMajor(row.price_current),
    priceOriginal: toMajor(row.price_original),
    formatType: row.format_type,
  }))
  if (formats.length === 0) return null
  const imageOf = new Map(rowsOf<{ format_type: FormatRatio; image: string }>(images).map((row) => [row.format_type, row.image]))
  const order = [...imageOf.keys()]
  return {
    materialType: material,
    currency: shop.currency,
    groups: groupByRatio(formats, order).map((group) => ({
      formatType: group.formatType,
      image: imageOf.get(group.formatType) ?? '/demo/shop/ratio-standard.svg',
      priceFrom: group.priceFrom,
      formats: group.formats.map(({ formatType, ...format }) => ({ ...format, context: { formatType } })),
    })),
  }
}

/** A material's own-format limits; null when the brand does not sell it or it has none. */
export async function loadFormatLimits(db: D1Database, shop: ShopRequest, material: Material): Promise<FormatLimitsAnswer | null> {
  const row = await db
    .prepare(`SELECT min_side, max_short, max_long FROM catalogue_format_limits WHERE material_type = ? AND ${SOLD}`)
    .bind(material, shop.brand, material)
    .first<{ min_side: number; max_short: number; max_long: number }>()
  return row && { materialType: material, minSide: row.min_side, maxShort: row.max_short, maxLong: row.max_long }
}

// ---------------------------------------------------------------------------------------------------------------
// Photo-frame selection

interface FamilyRow {
  frame_family: FrameFamily
  label_key: string
  mat_type: MatType
  mat_size: MatSize
}
interface TypeRow {
  frame_type: string
  frame_family: FrameFamily
  color: FrameColor
  label_key: string
  is_default: 0 | 1
}
interface SurchargeRow {
  part: Mat | GlassType
  per_square_metre: number
  minimum: number
}

const OFFERED = 'EXISTS (SELECT 1 FROM catalogue_frame_offers o WHERE o.brand = ? AND o.frame_family = f.frame_family)'
const SOLD_MATERIAL = 'EXISTS (SELECT 1 FROM catalogue_offers o WHERE o.brand = ? AND o.material_type = fm.material_type)'

function byFamily<T extends { frame_family: FrameFamily }>(rows: T[]): Map<FrameFamily, T[]> {
  const map = new Map<FrameFamily, T[]>()
  for (const row of rows) map.set(row.frame_family, [...(map.get(row.frame_family) ?? []), row])
  return map
}

async function loadSurcharges(db: D1Database, shop: ShopRequest): Promise<Record<SurchargeRow['part'], Surcharge>> {
  const { results } = await db
    .prepare('SELECT part, per_square_metre, minimum FROM catalogue_part_surcharges WHERE currency = ?')
    .bind(shop.currency)
    .all<SurchargeRow>()
  const of = (part: SurchargeRow['part']): Surcharge => {
    const row = results.find((r) => r.part === part)
    if (!row) throw new Error(`No ${part} surcharge in ${shop.currency}`)
    return { perSquareMetre: row.per_square_metre, minimum: row.minimum }
  }
  return {
    'mat-weiss': of('mat-weiss'),
    'mat-schwarz': of('mat-schwarz'),
    'mat-creme': of('mat-creme'),
    'museum-glass': of('museum-glass'),
    'museum-acrylic': of('museum-acrylic'),
  }
}

const surchargeAnswer = (s: Surcharge) => ({ perSquareMetre: toMajor(s.perSquareMetre), minimum: toMajor(s.minimum) })

/** The frame families the brand sells with everything the selection steps through (SPEC §3 frames, mats, glass, options). */
export async function loadFrameSelection(db: D1Database, shop: ShopRequest): Promise<FrameSelectionData> {
  const [families, types, mats, glasses, materials, options] = await db.batch([
    db
      .prepare(
        `SELECT f.frame_family, f.label_key, f.mat_type, f.mat_size FROM catalogue_frame_families f WHERE ${OFFERED} ORDER BY f.sort_order`,
      )
      .bind(shop.brand),
    db
      .prepare(
        `SELECT t.frame_type, t.frame_family, t.color, t.label_key, t.is_default FROM catalogue_frame_types t
       JOIN catalogue_frame_families f ON f.frame_family = t.frame_family WHERE ${OFFERED} ORDER BY t.frame_family, t.sort_order`,
      )
      .bind(shop.brand),
    db.prepare(`SELECT frame_family, mat_type, mat_size, label_key FROM catalogue_mat_choices ORDER BY sort_order`),
    db.prepare(
      `SELECT g.frame_family, g.glass_type, c.label_key, g.is_default FROM catalogue_frame_glasses g
       JOIN catalogue_glasses c ON c.glass_type = g.glass_type ORDER BY c.sort_order`,
    ),
    db
      .prepare(
        `SELECT fm.frame_family, fm.material_type, cm.label_key FROM catalogue_frame_materials fm
       JOIN catalogue_materials cm ON cm.material_type = fm.material_type WHERE ${SOLD_MATERIAL} ORDER BY cm.sort_order`,
      )
      .bind(shop.brand),
    db
      .prepare(
        `SELECT gm.material_type, g.option_group, g.label_key AS group_label_key, o.value, o.label_key, o.is_default
       FROM catalogue_option_group_materials gm
       JOIN catalogue_option_groups g ON g.option_group = gm.option_group
       JOIN catalogue_options o ON o.option_group = g.option_group
       WHERE (o.material_type IS NULL OR o.material_type = gm.material_type) AND (o.unit IS NULL OR o.unit = ?)
       ORDER BY g.sort_order, o.sort_order`,
      )
      .bind(unitOf(shop.locale)),
  ])
  const typesOf = byFamily(rowsOf<TypeRow>(types))
  const matsOf = byFamily(rowsOf<FamilyRow & { label_key: string }>(mats))
  const glassesOf = byFamily(rowsOf<{ frame_family: FrameFamily; glass_type: GlassType; label_key: string; is_default: 0 | 1 }>(glasses))
  const materialRows = rowsOf<{ frame_family: FrameFamily; material_type: Material; label_key: string }>(materials)
  const materialsOf = byFamily(materialRows)
  const optionRows = rowsOf<{
    material_type: Material
    option_group: OptionGroup
    group_label_key: string
    value: string
    label_key: string
    is_default: 0 | 1
  }>(options)
  const framed = [...new Map(materialRows.map((row) => [row.material_type, row.label_key])).entries()]
  return {
    currency: shop.currency,
    families: rowsOf<FamilyRow>(families).flatMap((row) => {
      const frameTypes = typesOf.get(row.frame_family) ?? []
      const defaultType = frameTypes.find((t) => t.is_default === 1)
      if (!defaultType) return []
      return [
        {
          frameFamily: row.frame_family,
          labelTranslationKey: row.label_key,
          defaultFrameType: defaultType.frame_type,
          matType: row.mat_type,
          matSize: row.mat_size,
          frameTypes: frameTypes.map((t) => ({
            value: t.frame_type,
            color: t.color,
            labelTranslationKey: t.label_key,
            isDefault: t.is_default === 1,
          })),
          mats: (matsOf.get(row.frame_family) ?? []).map((m) => ({
            matType: m.mat_type,
            matSize: m.mat_size,
            labelTranslationKey: m.label_key,
          })),
          glasses: (glassesOf.get(row.frame_family) ?? []).map((g) => ({
            glassType: g.glass_type,
            labelTranslationKey: g.label_key,
            isDefault: g.is_default === 1,
          })),
          materials: (materialsOf.get(row.frame_family) ?? []).map((m) => m.material_type),
        },
      ]
    }),
    materials: framed.map(([materialType, labelTranslationKey]) => {
      const groups = new Map<OptionGroup, OptionGroupAnswer>()
      for (const row of optionRows.filter((r) => r.material_type === materialType)) {
        const group = groups.get(row.option_group) ?? { value: row.option_group, labelTranslationKey: row.group_label_key, options: [] }
        group.options.push({ value: row.value, labelTranslationKey: row.label_key, isDefault: row.is_default === 1 })
        groups.set(row.option_group, group)
      }
      return { materialType, labelTranslationKey, optionGroups: [...groups.values()] }
    }),
    surcharges: await loadSurcharges(db, shop).then((s) => ({
      'mat-weiss': surchargeAnswer(s['mat-weiss']),
      'mat-schwarz': surchargeAnswer(s['mat-schwarz']),
      'mat-creme': surchargeAnswer(s['mat-creme']),
      'museum-glass': surchargeAnswer(s['museum-glass']),
      'museum-acrylic': surchargeAnswer(s['museum-acrylic']),
    })),
  }
}

interface FramedFormat {
  value: string
  picture: PricePair
  frame: PricePair
}

/** The formats in which both the picture and the frame family exist, each priced apart in cents, in the frame's order. */
async function framedFormats(db: D1Database, shop: ShopRequest, family: FrameFamily, material: Material): Promise<FramedFormat[]> {
  const [pictureRows, frameRows] = await db.batch([
    pictures(db, shop, material),
    db
      .prepare(
        `SELECT x.format, p.price_original, p.price_current FROM catalogue_frame_formats x
       JOIN catalogue_frame_prices p ON p.frame_family = x.frame_family AND p.format = x.format AND p.currency = ?
       WHERE x.frame_family = ? ORDER BY x.sort_order`,
      )
      .bind(shop.currency, family),
  ])
  const pictureOf = new Map(rowsOf<PictureRow>(pictureRows).map((row) => [row.format, row]))
  return rowsOf<{ format: string; price_original: number; price_current: number }>(frameRows).flatMap((row) => {
    const picture = pictureOf.get(row.format)
    if (!picture) return []
    return [
      {
        value: row.format,
        picture: { priceCurrent: picture.price_current, priceOriginal: picture.price_original },
        frame: { priceCurrent: row.price_current, priceOriginal: row.price_original },
      },
    ]
  })
}

const major = (pair: PricePair): PricePair => ({
  priceCurrent: centsToMajor(pair.priceCurrent),
  priceOriginal: centsToMajor(pair.priceOriginal),
})

type SelectionFamily = FrameSelectionData['families'][number]

/** The family of a frame type the brand sells that frames `material`; 404s otherwise. */
function familyOf(data: FrameSelectionData, shop: ShopRequest, frameType: string, material: Material): SelectionFamily {
  const family = data.families.find((f) => f.frameTypes.some((t) => t.value === frameType))
  if (!family) throw new ApiError(404, `The ${shop.brand} brand has no frame type ${frameType}`)
  if (!family.materials.includes(material))
    throw new ApiError(404, `The frame type ${frameType} does not frame ${material} for the ${shop.brand} brand`)
  return family
}

/** The formats of a framed picture with picture and frame priced apart; errors for unknown or unframed combinations. */
export async function loadFramePricesFormats(
  db: D1Database,
  shop: ShopRequest,
  frameType: string,
  material: Material,
): Promise<FramePricesFormats> {
  const family = familyOf(await loadFrameSelection(db, shop), shop, frameType, material)
  const formats = await framedFormats(db, shop, family.frameFamily, material)
  return {
    frameType,
    materialType: material,
    currency: shop.currency,
    formats: formats.map((format) => ({ value: format.value, picture: major(format.picture), frame: major(format.frame) })),
  }
}

/**
 * Each family's "from" price: the cheapest framed picture the selection sells, over its materials, formats, mats (none
 * where the family takes none) and glasses, so no choice on the page costs less than what it says.
 */
export async function loadFramePricesFrom(db: D1Database, shop: ShopRequest): Promise<FramePricesFrom> {
  const [data, surcharges] = await Promise.all([loadFrameSelection(db, shop), loadSurcharges(db, shop)])
  const families: FramePricesFrom['families'] = []
  for (const family of data.families) {
    const mats = family.mats.map((m) => (m.matType === 'mat-none' ? undefined : surcharges[m.matType]))
    const glasses = family.glasses.length > 0 ? family.glasses.map((g) => surcharges[g.glassType]) : [undefined]
    let cheapest: { price: PricePair; materialType: Material } | undefined
    for (const material of family.materials) {
      for (const format of await framedFormats(db, shop, family.frameFamily, material))
        for (const mat of mats.length > 0 ? mats : [undefined])
          for (const glass of glasses) {
            const price = articlePrice({ format: format.value, picture: format.picture, frame: format.frame, mat, glass })
            if (!cheapest || price.priceCurrent < cheapest.price.priceCurrent) cheapest = { price, materialType: material }
          }
    }
    if (cheapest) families.push({ frameFamily: family.frameFamily, materialType: cheapest.materialType, priceFrom: major(cheapest.price) })
  }
  return { currency: shop.currency, families }
}

export interface ArticleQuery {
  frameType: string
  materialType: Material
  formatType: string
  matType: MatType
  matSize: MatSize
  glassType?: GlassType | undefined
}

/** One framed picture's price; 404 for what is not sold, 400 for a mat or glass the frame does not take. */
export async function loadFramePriceArticle(db: D1Database, shop: ShopRequest, query: ArticleQuery): Promise<FramePriceArticle> {
  const [data, surcharges] = await Promise.all([loadFrameSelection(db, shop), loadSurcharges(db, shop)])
  const family = familyOf(data, shop, query.frameType, query.materialType)
  if (!family.mats.some((m) => m.matType === query.matType && m.matSize === query.matSize)) {
    throw new ApiError(400, `The frame type ${query.frameType} takes no mat ${query.matType} of size ${query.matSize}`)
  }
  if (query.glassType && !family.glasses.some((g) => g.glassType === query.glassType)) {
    throw new ApiError(
      400,
      `The frame type ${query.frameType} takes no ${query.glassType}${family.glasses.length === 0 ? ' (it is not glazed)' : ''}`,
    )
  }
  const glass = query.glassType ?? family.glasses.find((g) => g.isDefault)?.glassType
  const format = (await framedFormats(db, shop, family.frameFamily, query.materialType)).find((f) => f.value === query.formatType)
  if (!format) throw new ApiError(404, `The frame type ${query.frameType} is not made in ${query.formatType} for ${query.materialType}`)
  const price = articlePrice({
    format: format.value,
    picture: format.picture,
    frame: format.frame,
    mat: query.matType === 'mat-none' ? undefined : surcharges[query.matType],
    glass: glass ? surcharges[glass] : undefined,
  })
  return {
    frameType: query.frameType,
    materialType: query.materialType,
    formatType: query.formatType,
    matType: query.matType,
    matSize: query.matSize,
    glassType: glass ?? null,
    currency: shop.currency,
    ...major(price),
  }
}
