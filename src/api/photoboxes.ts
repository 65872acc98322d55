// Reads photo prints and photo boxes from D1 (migration 0014) for `/web-api/photobox-data` and `/price-api/photoboxes`.
// Cents in D1, major units in the answers, as in ./catalogue.
import type { PhotoboxType } from '../domain/commerce/catalogue-enums'
import type { PhotoboxData, PhotoboxPrices } from '../shop-contract/photo'
import { toMajor } from './catalogue'
import type { ShopRequest } from './http'

const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[]

type Paper = PhotoboxPrices['prices'][number]['paper']

/** Every kind (or the one asked for) with its formats and papers; empty types when the kind is unknown. */
export async function loadPhotoboxData(db: D1Database, type?: PhotoboxType): Promise<PhotoboxData> {
  const [types, formats, papers] = await db.batch([
    db
      .prepare(
        'SELECT photobox_type, label_key, capacity FROM catalogue_photobox_types WHERE ? IS NULL OR photobox_type = ? ORDER BY sort_order',
      )
      .bind(type ?? null, type ?? null),
    db.prepare(
      `SELECT f.photobox_type, f.format, p.inch_name, f.is_initial FROM catalogue_photobox_formats f
       JOIN catalogue_photo_formats p ON p.format = f.format ORDER BY p.sort_order`,
    ),
    db.prepare(
      `SELECT o.photobox_type, o.paper, p.label_key, o.is_default FROM catalogue_photobox_paper_offers o
       JOIN catalogue_photobox_papers p ON p.paper = o.paper ORDER BY p.sort_order`,
    ),
  ])
  const formatRows = rowsOf<{ photobox_type: PhotoboxType; format: string; inch_name: string; is_initial: 0 | 1 }>(formats)
  const paperRows = rowsOf<{ photobox_type: PhotoboxType; paper: Paper; label_key: string; is_default: 0 | 1 }>(papers)
  return {
    types: rowsOf<{ photobox_type: PhotoboxType; label_key: string; capacity: number | null }>(types).map((row) => ({
      photoboxType: row.photobox_type,
      labelTranslationKey: row.label_key,
      capacity: row.capacity,
      formats: formatRows
        .filter((f) => f.photobox_type === row.photobox_type)
        .map((f) => {
          const [width, height] = f.format.split('x').map(Number)
          return { value: f.format, width: width ?? 0, height: height ?? 0, inchName: f.inch_name, isInitial: f.is_initial === 1 }
        }),
      papers: paperRows
        .filter((p) => p.photobox_type === row.photobox_type)
        .map((p) => ({ paper: p.paper, labelTranslationKey: p.label_key, isDefault: p.is_default === 1 })),
    })),
  }
}

/** A kind's prices in the shop's currency, per format and paper, in the shop's format and paper order. */
export async function loadPhotoboxPrices(db: D1Database, shop: ShopRequest, type: PhotoboxType): Promise<PhotoboxPrices> {
  const { results } = await db
    .prepare(
      `SELECT x.format, x.paper, x.price_original, x.price_current FROM catalogue_photobox_prices x
       JOIN catalogue_photo_formats f ON f.format = x.format JOIN catalogue_photobox_papers p ON p.paper = x.paper
       WHERE x.photobox_type = ? AND x.currency = ? ORDER BY f.sort_order, p.sort_order`,
    )
    .bind(type, shop.currency)
    .all<{ format: string; paper: Paper; price_original: number; price_current: number }>()
  return {
    photoboxType: type,
    currency: shop.currency,
    prices: results.map((row) => ({
      format: row.format,
      paper: row.paper,
      priceCurrent: toMajor(row.price_current),
      priceOriginal: toMajor(row.price_original),
    })),
  }
}
