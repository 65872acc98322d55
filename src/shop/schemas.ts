// One schema per shop API answer (SPEC §3 "Formats and prices", calculator fields, themes, sku context), shared by the
// built-in API (which builds these shapes) and the shop client (which parses every answer with them).
import * as z from 'zod/mini'
import { FORMAT_RATIOS, FRAME_FAMILIES, MATERIALS, MAT_SIZES, MAT_TYPES, PRODUCT_TYPES } from '../domain/commerce/catalogue-enums'
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

// ---- Frames, mats and option groups (SPEC §3 "Enumerations"; `/price-api/frame`, `/web-api/variants-for-frame-types`)

/** Colours of the built-in frame types; every family's default frame type is black. */
export const FRAME_COLORS = ['black', 'oak', 'silver', 'white'] as const
export type FrameColor = (typeof FRAME_COLORS)[number]

/** SPEC §3 option groups (drilling, print method, … PVC eyelets), as the built-in catalogue names them. */
export const OPTION_GROUPS = [
  'drilling', 'print-method', 'material-finish', 'frame-light', 'milling', 'adhesive-film-finish',
  'canvas-stretcher-depth', 'canvas-edge', 'poster-lamination', 'poster-paper', 'pvc-eyelets',
] as const
export type OptionGroup = (typeof OPTION_GROUPS)[number]

/** A frame type (`frameType` of a designer URL): lowercase words joined by dashes, e.g. `holzrahmen-eiche`. */
export const FRAME_TYPE_PATTERN = /^[a-z]+(-[a-z]+)*$/
const frameTypeValue = z.string().check(z.regex(FRAME_TYPE_PATTERN, 'a frame type'), z.maxLength(64))
const frameFamily = z.enum(FRAME_FAMILIES)
const matType = z.enum(MAT_TYPES)
const matSize = z.union([z.literal(MAT_SIZES[0]), z.literal(MAT_SIZES[1])])
const priceFrom = z.object({ priceCurrent: amount, priceOriginal: amount })

/** A mat: SPEC §3 matType and matSize (no mat: mat-none, 0). */
export const matSchema = z.object({ matType, matSize, labelTranslationKey: z.string() })
export type Mat = z.infer<typeof matSchema>

export const frameTypeSchema = z.object({
  value: frameTypeValue,
  color: z.enum(FRAME_COLORS),
  labelTranslationKey: z.string(),
  isDefault: z.boolean(),
})
export type FrameType = z.infer<typeof frameTypeSchema>

/** A frame's price in one format (the frame alone, added to the picture's price). */
export const framePriceSchema = z.object({ value: formatValue, priceCurrent: amount, priceOriginal: amount })
export type FramePrice = z.infer<typeof framePriceSchema>

/**
 * `/price-api/frame?frameType=`: a frame type with its family, the mat it comes with (SPEC §3 "each family has a
 * default black frame type, a matSize and a matType"), the mats and materials it takes, and its price per format.
 */
export const framePricesSchema = z.object({
  frameType: frameTypeValue,
  frameFamily,
  color: z.enum(FRAME_COLORS),
  labelTranslationKey: z.string(),
  isDefault: z.boolean(),
  matType,
  matSize,
  currency,
  mats: z.array(matSchema),
  materials: z.array(material),
  priceFrom,
  formats: z.array(framePriceSchema),
})
export type FramePrices = z.infer<typeof framePricesSchema>

/** One frame family offered for a material: its default (black) frame type and mat, its colours and "from" price. */
export const frameVariantSchema = z.object({
  frameFamily,
  labelTranslationKey: z.string(),
  defaultFrameType: frameTypeValue,
  matType,
  matSize,
  frameTypes: z.array(frameTypeSchema),
  mats: z.array(matSchema),
  priceFrom,
})
export type FrameVariant = z.infer<typeof frameVariantSchema>

export const optionSchema = z.object({ value: z.string(), labelTranslationKey: z.string(), isDefault: z.boolean() })
export const optionGroupSchema = z.object({
  value: z.enum(OPTION_GROUPS),
  labelTranslationKey: z.string(),
  options: z.array(optionSchema),
})
export type OptionGroupAnswer = z.infer<typeof optionGroupSchema>

/** `/web-api/variants-for-frame-types?materialType=`: the frame families and option groups a material offers. */
export const frameVariantsSchema = z.object({
  materialType: material,
  currency,
  variants: z.array(frameVariantSchema),
  optionGroups: z.array(optionGroupSchema),
})
export type FrameVariants = z.infer<typeof frameVariantsSchema>

/** Every answer wraps its data in `payload`. */
export function answerSchema<T extends z.ZodMiniType>(payload: T) {
  return z.object({ payload })
}

/** Every error answer: `{ message: { text } }` (SPEC §7, as login and sign-up answer). */
export const errorAnswerSchema = z.object({ message: z.object({ text: z.string() }) })
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>
