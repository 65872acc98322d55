// Shipping costs (SPEC §7 /web-api/shipping-information) from D1 (migration 0020): the brand's delivery to the
// X-Locale's country, in that country's currency.
import { countryOf } from '../domain/locales'
import type { ShippingInformation } from '../shop-contract/shipping'
import type { ShopRequest } from './http'

interface Row {
  country: ShippingInformation['country']
  currency: ShippingInformation['currency']
  cost: number
  free_from: number | null
}

/** The delivery of `shop`'s brand to its locale's country; undefined when the brand does not deliver there. */
export async function loadShipping(db: D1Database, shop: ShopRequest): Promise<ShippingInformation | undefined> {
  const row = await db
    .prepare('SELECT country, currency, cost, free_from FROM shipping_rates WHERE brand = ? AND country = ? AND currency = ?')
    .bind(shop.brand, countryOf(shop.locale), shop.currency)
    .first<Row>()
  if (!row) return undefined
  return {
    country: row.country,
    currency: row.currency,
    cost: row.cost / 100,
    freeFrom: row.free_from === null ? null : row.free_from / 100,
  }
}
