// The calculator's answer (SPEC §3 Calculator: materials, their formats and prices, labels) and the sku container.
import * as z from 'zod/mini'
import { PRODUCT_TYPES } from '../domain/commerce/catalogue-enums'
import type { ShopCallSpec } from './envelope'
import { amount, color, count, currency, formatOptionSchema, formatType, formatValue, material, shopPicture } from './fields'

/** SPEC §3 material option: value, labelTranslationKey, context, formats, initiallySelectedFormat. */
export const materialOptionSchema = z.object({
  value: material,
  labelTranslationKey: z.string(),
  context: z.object({ materialType: material }),
  formats: z.array(formatOptionSchema),
  initiallySelectedFormat: formatValue,
})
export type MaterialOption = z.infer<typeof materialOptionSchema>

/** SPEC §3: "… or a group with options" (e.g. the glass group: acrylglas, echtglas). */
export const materialGroupSchema = z.object({
  value: z.string(),
  labelTranslationKey: z.string(),
  options: z.array(materialOptionSchema),
})
export type MaterialGroup = z.infer<typeof materialGroupSchema>

export type CalculatorOption = MaterialOption | MaterialGroup

export function isMaterialGroup(option: CalculatorOption): option is MaterialGroup {
  return 'options' in option
}

/** SPEC §3 Label: index (of the top-level option it marks), text (a translation key), backgroundColor, textColor. */
export const calculatorLabelSchema = z.object({ index: count, text: z.string(), backgroundColor: color, textColor: color })
export type CalculatorLabel = z.infer<typeof calculatorLabelSchema>

/** SPEC §3 Calculator: product, options (material groups), selectedValue, labels, isCollage; plus the prices' currency. */
export const calculatorSchema = z.object({
  product: z.enum(PRODUCT_TYPES),
  isCollage: z.boolean(),
  currency,
  selectedValue: material,
  options: z.array(z.union([materialOptionSchema, materialGroupSchema])),
  labels: z.array(calculatorLabelSchema),
})
export type Calculator = z.infer<typeof calculatorSchema>

/** `/web-api/sku/container`: a sku's format and its SPEC §3 sku context (formatType, materialType, prices). */
export const skuContainerSchema = z.object({
  sku: z.string(),
  format: formatValue,
  currency,
  context: z.object({ formatType, materialType: material, priceCurrent: amount, priceOriginal: amount }),
  /** The article's picture (a site path or a URL on the backend's picture host); without one the tile shows none. */
  image: z.optional(shopPicture),
})
export type SkuContainer = z.infer<typeof skuContainerSchema>

export const CALCULATOR_CALLS = {
  calculatorReference: { path: '/web-api/calculator/reference', payload: calculatorSchema },
  skuContainer: { path: '/web-api/sku/container', payload: skuContainerSchema },
} as const satisfies Record<string, ShopCallSpec>
