// The cart calls: the browser's voucher and card-accessory posts (SPEC §7 `/web-api/voucher`,
// `/web-api/card-accessory-order`), and the built-in shop's own cart read, quantity change and removal (SPEC §7 names
// no call for them; the cart page needs them: the contract's extension, ./extension.ts), with their answers.
import * as z from 'zod/mini'
import { amount, count, currency } from './fields'

/** The calls that put a line into the cart (SPEC §7). */
export const CART_ADD_PATHS = ['/web-api/voucher', '/web-api/card-accessory-order'] as const
export type CartAddPath = (typeof CART_ADD_PATHS)[number]
/** The built-in shop's cart page calls: read the cart, change a line's quantity, remove a line. */
export const CART_READ_PATH = '/web-api/cart'
export const CART_QUANTITY_PATH = '/web-api/cart/quantity'
export const CART_REMOVE_PATH = '/web-api/cart/remove'

/** The cart calls, made by a page of the site (markers included), answered for that site (route patterns). */
export const CART_CALL_PATHS = [...CART_ADD_PATHS, '/web-api/cart/*'] as const // the last also matches /web-api/cart
/** Each cart call as the built-in API answers it: method and route. */
export const CART_CALLS = [
  ...CART_ADD_PATHS.map((path) => ['POST', path] as const),
  ['GET', CART_READ_PATH],
  ['POST', CART_QUANTITY_PATH],
  ['POST', CART_REMOVE_PATH],
] as const

/** One cart line as the cart calls answer it. */
export const cartLineSchema = z.object({
  id: count,
  kind: z.enum(['voucher', 'accessory']),
  sku: z.nullable(z.string()),
  label: z.string(),
  quantity: count,
  total: amount,
  currency,
})
export type CartLine = z.infer<typeof cartLineSchema>
/**
 * `/web-api/voucher`, `/web-api/card-accessory-order`: the added line (a card order's last) and the cart's new article
 * count; a card order's answer lists all its lines.
 */
export const cartAnswerSchema = z.object({ line: cartLineSchema, lines: z.optional(z.array(cartLineSchema)), cartArticlesAmount: count })
export type CartAnswer = z.infer<typeof cartAnswerSchema>

/**
 * `/web-api/cart` and the answers of quantity and remove: every line (oldest first), the total in the cart's one
 * currency (null for an empty cart), and the article count the header shows.
 */
export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  total: amount,
  currency: z.nullable(currency),
  cartArticlesAmount: count,
})
export type Cart = z.infer<typeof cartSchema>
