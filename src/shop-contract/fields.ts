// The fields every shop answer is built from (SPEC §3 "Formats and prices"): currency, material, format, amounts, prices.
import * as z from 'zod/mini'
import { FORMAT_RATIOS, MATERIALS } from '../domain/commerce/catalogue-enums'
import { parseFormat, printFormat } from '../domain/commerce/format'
import { CURRENCIES } from '../domain/locales'

export const currency = z.enum(CURRENCIES)
export const material = z.enum(MATERIALS)
export const formatType = z.enum(FORMAT_RATIOS)
/** SPEC §3/§5: `WIDTHxHEIGHT` in tenths of millimetres; anything that does not print back unchanged is not a format. */
export const formatValue = z.string().check(z.refine((value) => printFormat(parseFormat(value)) === value, 'a format WIDTHxHEIGHT'))
/** Decimal amount in major units (12.99), never cents. */
export const amount = z.number().check(z.gte(0))
export const count = z.int().check(z.gte(0))
export const color = z.string().check(z.regex(/^#[0-9a-f]{3,8}$/i, 'a hex colour'))
/** A price now and before (equal when nothing is reduced). */
export const priceFrom = z.object({ priceCurrent: amount, priceOriginal: amount })
/** A site path of a picture. */
export const sitePath = z.string().check(z.regex(/^\/[^/]/, 'a site path'))
/**
 * A picture the shop backend names (theme, product, frame, SKU): a path on our own host, or an https URL (its CDN).
 * Whether its host is one of ours (SHOP_IMAGE_HOSTS) is the image builder's question when the page renders: a picture
 * on another host is left out alone, never its product.
 */
export const shopPicture = z.string().check(z.maxLength(2000), z.regex(/^(?:\/[^/\\]|https:\/\/)/, 'a site path or an https URL'))

/** SPEC §3 Format: value, priceCurrent, priceOriginal, context including formatType. */
export const formatOptionSchema = z.object({
  value: formatValue,
  priceCurrent: amount,
  priceOriginal: amount,
  context: z.object({ formatType }),
})
export type FormatOption = z.infer<typeof formatOptionSchema>

/** A price in one format (a product's, or a frame's alone, added to the picture's price). */
export const framePriceSchema = z.object({ value: formatValue, priceCurrent: amount, priceOriginal: amount })
export type FramePrice = z.infer<typeof framePriceSchema>
