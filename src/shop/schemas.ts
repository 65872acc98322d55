// One schema per shop API answer (SPEC §3 "Formats and prices", calculator fields, themes, sku context), shared by the
// built-in API (which builds these shapes) and the shop client (which parses every answer with them).
import * as z from 'zod/mini'
import { FORMAT_RATIOS, MATERIALS, PRODUCT_TYPES } from '../domain/commerce/catalogue-enums'
import { parseFormat, printFormat } from '../domain/commerce/format'

export const CURRENCIES = ['chf', 'eur', 'gbp', 'usd'] as const

/** Colours a theme can be filtered by. */
export const THEME_COLORS = [
  'beige', 'black', 'blue', 'brown', 'gold', 'green', 'grey', 'orange', 'pink', 'purple', 'red', 'silver', 'white', 'yellow',
] as const
export type ThemeColor = (typeof THEME_COLORS)[number]

/** SPEC §3 sort options of the theme listing; both put the highest first. */
export const THEME_SORTS = ['popularity', 'created'] as const
export type ThemeSort = (typeof THEME_SORTS)[number]

/** SPEC §9: page sizes 12 and 48. */
export const PAGE_SIZES = [12, 48] as const
export type PageSize = (typeof PAGE_SIZES)[number]

const currency = z.enum(CURRENCIES)
const material = z.enum(MATERIALS)
const formatType = z.enum(FORMAT_RATIOS)
/** SPEC §3/§5: `WIDTHxHEIGHT` in tenths of millimetres; anything that does not print back unchanged is not a format. */
const formatValue = z.string().check(z.refine((value) => printFormat(parseFormat(value)) === value, 'a format WIDTHxHEIGHT'))
/** Decimal amount in major units (12.99), never cents. */
const amount = z.number().check(z.gte(0))
const count = z.int().check(z.gte(0))
const color = z.string().check(z.regex(/^#[0-9a-f]{3,8}$/i, 'a hex colour'))

/** SPEC §3 Format: value, priceCurrent, priceOriginal, context including formatType. */
export const formatOptionSchema = z.object({
  value: formatValue,
  priceCurrent: amount,
  priceOriginal: amount,
  context: z.object({ formatType }),
})
export type FormatOption = z.infer<typeof formatOptionSchema>

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

export const themeSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a theme id')),
  name: z.string(),
  product: z.enum(PRODUCT_TYPES),
  category: z.string(),
  colors: z.array(z.enum(THEME_COLORS)),
  popularity: count,
  /** ISO date `2025-10-02`. */
  createdAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date')),
  aspectRatio: formatType,
})
export type Theme = z.infer<typeof themeSchema>

/** `/web-api/themes`: one page of the listing and the number of themes matching the filters. */
export const themesPageSchema = z.object({
  items: z.array(themeSchema),
  total: count,
  page: z.int().check(z.gte(1)),
  pageSize: z.union([z.literal(12), z.literal(48)]),
})
export type ThemesPage = z.infer<typeof themesPageSchema>

/** `/web-api/sku/container`: a sku's format and its SPEC §3 sku context (formatType, materialType, prices). */
export const skuContainerSchema = z.object({
  sku: z.string(),
  format: formatValue,
  currency,
  context: z.object({ formatType, materialType: material, priceCurrent: amount, priceOriginal: amount }),
})
export type SkuContainer = z.infer<typeof skuContainerSchema>

/** Every answer wraps its data in `payload`. */
export function answerSchema<T extends z.ZodMiniType>(payload: T) {
  return z.object({ payload })
}

/** Every error answer: `{ message: { text } }` (SPEC §7, as login and sign-up answer). */
export const errorAnswerSchema = z.object({ message: z.object({ text: z.string() }) })
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>
