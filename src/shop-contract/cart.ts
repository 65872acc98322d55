// Into the cart: the browser's voucher and card-accessory posts (SPEC §7 `/web-api/voucher`,
// `/web-api/card-accessory-order`) and their answer.
import * as z from 'zod/mini'
import { amount, count, currency } from './fields'

/** The cart calls, posted by a page of the site (markers included), answered for that site. */
export const CART_CALL_PATHS = ['/web-api/voucher', '/web-api/card-accessory-order'] as const
export type CartCallPath = (typeof CART_CALL_PATHS)[number]
/** Each cart call as the built-in API answers it: method and route. */
export const CART_CALLS = CART_CALL_PATHS.map((path) => ['POST', path] as const)

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
/**
 * `/web-api/voucher`, `/web-api/card-accessory-order`: the added line (a card order's last) and the cart's new article
 * count; a card order's answer lists all its lines.
 */
export const cartAnswerSchema = z.object({ line: cartLineSchema, lines: z.optional(z.array(cartLineSchema)), cartArticlesAmount: count })
export type CartAnswer = z.infer<typeof cartAnswerSchema>
