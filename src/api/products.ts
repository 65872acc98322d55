// The products of one family from D1 (migration 0007): pictures, designer options, formats and prices in the shopper's
// currency, cheapest format first as the "from" price. Answers the family's SPEC §7 price call.
import type { Product, ProductFamily, Products } from '../shop-contract/products'
import { loadAccessoryProducts } from './card-accessories'
import { toMajor } from './catalogue'
import type { ShopRequest } from './http'

interface ProductRow {
  id: string
  family: ProductFamily
  accessory_kind: Product['accessoryKind'] | null
  image: string
  has_3d: 0 | 1
  designer: string
  format: string
  price_original: number
  price_current: number
}

export async function loadProducts(db: D1Database, shop: ShopRequest, family: ProductFamily, id?: string): Promise<Products> {
  // Card accessories are priced by the one rule the cart charges (SPEC §9 size classes per country, ribbons per currency).
  if (family === 'accessory') return loadAccessoryProducts(db, shop, id)
  const { results } = await db
    .prepare(
      `SELECT p.id, p.family, p.accessory_kind, p.image, p.has_3d, p.designer, f.format, f.price_original, f.price_current
       FROM catalogue_products p JOIN catalogue_product_prices f ON f.product_id = p.id AND f.currency = ?
       WHERE p.family = ? AND (?3 IS NULL OR p.id = ?3) ORDER BY p.sort_order, f.sort_order`,
    )
    .bind(shop.currency, family, id ?? null)
    .all<ProductRow>()
  const products = new Map<string, Product>()
  for (const row of results) {
    let product = products.get(row.id)
    if (!product) {
      product = {
        id: row.id,
        family: row.family,
        ...(row.accessory_kind ? { accessoryKind: row.accessory_kind } : {}),
        image: row.image,
        has3d: row.has_3d === 1,
        designer: JSON.parse(row.designer) as Product['designer'],
        priceFrom: { priceCurrent: Infinity, priceOriginal: Infinity },
        formats: [],
      }
      products.set(row.id, product)
    }
    const price = { priceCurrent: toMajor(row.price_current), priceOriginal: toMajor(row.price_original) }
    product.formats.push({ value: row.format, ...price })
    if (price.priceCurrent < product.priceFrom.priceCurrent) product.priceFrom = price
  }
  return { family, currency: shop.currency, products: [...products.values()] }
}

/**
 * The cheapest price per product type: a family's products, photo frames by the poster material's formats. A card
 * design is ordered on the first card (the theme page's card options), so a card theme's "from" price is that card's.
 */
export async function loadPricesFrom(
  db: D1Database,
  currency: string,
): Promise<Map<string, { priceCurrent: number; priceOriginal: number }>> {
  const { results } = await db
    .prepare(
      `SELECT family AS product, price_current, price_original FROM (
         SELECT p.family, f.price_current, f.price_original,
           ROW_NUMBER() OVER (PARTITION BY p.family ORDER BY f.price_current) AS n
         FROM catalogue_products p JOIN catalogue_product_prices f ON f.product_id = p.id AND f.currency = ?1
         WHERE p.family <> 'card' OR p.id = (SELECT id FROM catalogue_products WHERE family = 'card' ORDER BY sort_order LIMIT 1))
       WHERE n = 1
       UNION ALL
       SELECT 'photoframe', price_current, price_original FROM catalogue_prices
       WHERE material_type = 'poster' AND currency = ?1 AND price_current = (
         SELECT MIN(price_current) FROM catalogue_prices WHERE material_type = 'poster' AND currency = ?1)`,
    )
    .bind(currency)
    .all<{ product: string; price_current: number; price_original: number }>()
  return new Map(
    results.map((row) => [row.product, { priceCurrent: toMajor(row.price_current), priceOriginal: toMajor(row.price_original) }]),
  )
}
