// Photo prints and photo boxes (SPEC §3 photobox kinds and papers): the kinds with formats and papers, and their prices.
import * as z from 'zod/mini'
import { PHOTOBOX_TYPES, PHOTOPRINT_PAPERS } from '../domain/commerce/catalogue-enums'
import type { ShopCallSpec } from './envelope'
import { amount, currency } from './fields'

const photoboxType = z.enum(PHOTOBOX_TYPES)
const photoboxPaper = z.enum(PHOTOPRINT_PAPERS)
/** `WIDTHxHEIGHT` in millimetres (the photo-box designer's photoboxFormat). */
const photoFormat = z.string().check(z.regex(/^[1-9]\d{0,4}x[1-9]\d{0,4}$/, 'a photo format WIDTHxHEIGHT in mm'))

/** `/web-api/photobox-data`: the kinds with their formats (nominal inch names) and papers. */
export const photoboxDataSchema = z.object({
  types: z.array(
    z.object({
      photoboxType,
      labelTranslationKey: z.string(),
      /** Prints a box holds; null for loose prints. */
      capacity: z.nullable(z.int().check(z.gt(0))),
      formats: z.array(z.object({ value: photoFormat, width: z.int(), height: z.int(), inchName: z.string(), isInitial: z.boolean() })),
      papers: z.array(z.object({ paper: photoboxPaper, labelTranslationKey: z.string(), isDefault: z.boolean() })),
    }),
  ),
})
export type PhotoboxData = z.infer<typeof photoboxDataSchema>

/** `/price-api/photoboxes?photoboxType=`: a kind's price per format and paper (a print per piece, a box per box). */
export const photoboxPricesSchema = z.object({
  photoboxType,
  currency,
  prices: z.array(z.object({ format: photoFormat, paper: photoboxPaper, priceCurrent: amount, priceOriginal: amount })),
})
export type PhotoboxPrices = z.infer<typeof photoboxPricesSchema>

export const PHOTO_CALLS = {
  photoboxData: { path: '/web-api/photobox-data', payload: photoboxDataSchema },
  photoboxPrices: { path: '/price-api/photoboxes', payload: photoboxPricesSchema },
} as const satisfies Record<string, ShopCallSpec>
