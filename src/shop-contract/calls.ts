// Every shop call of the contract in one table (SPEC §7), and the routes that answer them: the shop client builds its
// typed methods on the table, the built-in API registers its routes from it, and the storefront passes exactly these
// paths on to the shop API.
import { CALCULATOR_CALLS } from './calculator'
import { CARD_CALLS } from './cards'
import { CART_CALL_PATHS, CART_CALLS } from './cart'
import { CUSTOMER_CALL_PATHS, CUSTOMER_CALLS } from './customers'
import type { ShopCallSpec } from './envelope'
import { FRAME_CALLS } from './frames'
import { PHOTO_CALLS } from './photo'
import { PRICE_CALLS } from './prices'
import { PRODUCT_CALLS } from './products'
import { SHIPPING_CALLS } from './shipping'
import { THEME_CALLS } from './themes'

/** The shop calls by the client method that makes them (the product families' calls are PRODUCT_CALLS). */
export const SHOP_CALLS = {
  ...CALCULATOR_CALLS,
  ...PRICE_CALLS,
  ...THEME_CALLS,
  ...CARD_CALLS,
  ...FRAME_CALLS,
  ...PHOTO_CALLS,
  ...SHIPPING_CALLS,
} as const satisfies Record<string, ShopCallSpec>

function routeOf(call: ShopCallSpec): string {
  return call.byId ? `${call.path}/:id` : call.path
}

/**
 * The GET routes of the shop calls (Hono patterns), answered by X-Channel and X-Locale whatever the host. A page's
 * loaders make these calls through the shop client; islands make some of them from the browser.
 */
export const SHOP_CALL_ROUTES: readonly string[] = [
  ...new Set([...Object.values<ShopCallSpec>(SHOP_CALLS), ...Object.values(PRODUCT_CALLS)].map(routeOf)),
]

/** The paths of the calls a page of a site posts or fetches for that site (customers, newsletter, wishlist, cart). */
export const SITE_CALL_PATHS: readonly string[] = [...CUSTOMER_CALL_PATHS, ...CART_CALL_PATHS]

/** Those calls one by one: method and route (Hono pattern), under the site's markers. */
export const SITE_CALLS: readonly (readonly [method: string, route: string])[] = [...CUSTOMER_CALLS, ...CART_CALLS]
