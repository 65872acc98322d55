// A material's formats and prices (SPEC §3 "Formats and prices"): all of them, one format type's, grouped by stored
// ratio with pictures (the calculator's more-formats dialog), and its own-format limits.
import * as z from 'zod/mini'
import type { ShopCallSpec } from './envelope'
import { amount, currency, formatOptionSchema, formatType, formatValue, material, priceFrom, sitePath } from './fields'

/** `/price-api/prices/formats`: every format of a material with its price. */
export const formatPricesSchema = z.object({
  materialType: material,
  currency,
  initiallySelectedFormat: formatValue,
  formats: z.array(formatOptionSchema),
})
export type FormatPrices = z.infer<typeof formatPricesSchema>

/** `/price-api/prices/format-group`: the formats of one format type, and the cheapest price for a "from" text. */
export const formatGroupPricesSchema = z.object({
  materialType: material,
  formatType,
  currency,
  priceFrom: z.object({ priceCurrent: amount, priceOriginal: amount }),
  formats: z.array(formatOptionSchema),
})
export type FormatGroupPrices = z.infer<typeof formatGroupPricesSchema>

/** `/price-api/prices/format-group-prices-images?materialType=`: every format of a material, grouped by stored ratio. */
export const formatGroupImagesSchema = z.object({
  materialType: material,
  currency,
  groups: z.array(
    z.object({
      formatType,
      /** A site path of the ratio's picture. */
      image: sitePath,
      priceFrom,
      formats: z.array(formatOptionSchema),
    }),
  ),
})
export type FormatGroupImages = z.infer<typeof formatGroupImagesSchema>

/** `…/format-limits?materialType=`: own-format limits in tenths of millimetres, either orientation. */
export const formatLimitsSchema = z.object({
  materialType: material,
  minSide: z.int().check(z.gt(0)),
  maxShort: z.int().check(z.gt(0)),
  maxLong: z.int().check(z.gt(0)),
})
export type FormatLimitsAnswer = z.infer<typeof formatLimitsSchema>

export const PRICE_CALLS = {
  formatPrices: { path: '/price-api/prices/formats', payload: formatPricesSchema },
  formatGroupPrices: { path: '/price-api/prices/format-group', payload: formatGroupPricesSchema },
  formatGroupImages: { path: '/price-api/prices/format-group-prices-images', payload: formatGroupImagesSchema },
  formatLimits: { path: '/web-api/product-selection-photo-frame/format-limits', payload: formatLimitsSchema },
} as const satisfies Record<string, ShopCallSpec>
