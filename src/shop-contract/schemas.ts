// One schema per shop API answer (SPEC §3 "Formats and prices", calculator fields, themes, sku context), shared by the
// built-in API (which builds these shapes) and the shop client (which parses every answer with them).
import * as z from 'zod/mini'
import {
  FORMAT_RATIOS,
  FRAME_FAMILIES,
  MATERIALS,
  MAT_SIZES,
  MAT_TYPES,
  PHOTOBOX_TYPES,
  PRODUCT_TYPES,
} from '../domain/commerce/catalogue-enums'
import { parseFormat, printFormat } from '../domain/commerce/format'
import { COLORS } from '../domain/listing'

export const CURRENCIES = ['chf', 'eur', 'gbp', 'usd'] as const

/** Colours a theme can be filtered by: SPEC §3's colour kind, as the listings filter it. */
export const THEME_COLORS = COLORS
export type ThemeColor = (typeof THEME_COLORS)[number]

/** SPEC §3 filter kinds of the theme listings. */
export const THEME_FILTER_KINDS = ['aspectRatio', 'category', 'color', 'label', 'product', 'punching', 'style'] as const
export type ThemeFilterKind = (typeof THEME_FILTER_KINDS)[number]
/** A theme's badge, its card's die cut (`ohne`: straight edges) and its style. */
export const THEME_LABELS = ['neu', 'bestseller', 'nachhaltig'] as const
export const THEME_PUNCHINGS = ['ohne', 'rund', 'welle', 'herz'] as const
export const THEME_STYLES = ['klassisch', 'modern', 'verspielt', 'elegant', 'natuerlich'] as const

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
  // Optional, because an external backend may not send them: the other SPEC §3 filter kinds, a picture and the
  // cheapest price of the theme's product in the page's currency.
  label: z.optional(z.nullable(z.enum(THEME_LABELS))),
  punching: z.optional(z.enum(THEME_PUNCHINGS)),
  style: z.optional(z.enum(THEME_STYLES)),
  image: z.optional(z.string()),
  priceFrom: z.optional(z.object({ priceCurrent: amount, priceOriginal: amount })),
  /** One theme's answer: the shopper-facing names of its values in the X-Locale's language. */
  labels: z.optional(z.record(z.string(), z.string())),
})
export type Theme = z.infer<typeof themeSchema>

/** `/web-api/themes`: one page of the listing and the number of themes matching the filters. */
export const themesPageSchema = z.object({
  items: z.array(themeSchema),
  total: count,
  page: z.int().check(z.gte(1)),
  pageSize: z.union([z.literal(12), z.literal(48)]),
  /** The currency of the themes' `priceFrom`. */
  currency: z.optional(currency),
  /** Every value of each filter kind among the listing's themes (its brand and product), with its count. */
  facets: z.optional(z.array(z.object({ kind: z.enum(THEME_FILTER_KINDS), value: z.string(), count }))),
  /** The shopper-facing names of the values in items and facets, in the X-Locale's language (`hochzeit` -> Hochzeit). */
  labels: z.optional(z.record(z.string(), z.string())),
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
  'drilling',
  'print-method',
  'material-finish',
  'frame-light',
  'milling',
  'adhesive-film-finish',
  'canvas-stretcher-depth',
  'canvas-edge',
  'poster-lamination',
  'poster-paper',
  'pvc-eyelets',
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

// ---- Products of the shop blocks: calendars, photo books, collages, cards and card accessories

/** Families of the product calls; `accessory` are card accessories (SPEC §3 card accessory kinds). */
export const PRODUCT_FAMILIES = ['calendar', 'card', 'collage', 'photobook', 'accessory'] as const
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number]
export const ACCESSORY_KINDS = ['bow', 'box', 'envelope', 'inlay', 'posterbar', 'ribbon', 'screw', 'standard'] as const

const designerValue = z.union([z.string(), z.number(), z.boolean()])

export const productSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'a product id')),
  family: z.enum(PRODUCT_FAMILIES),
  accessoryKind: z.optional(z.enum(ACCESSORY_KINDS)),
  /** A site path of the product picture. */
  image: z.string().check(z.regex(/^\/[^/]/, 'a site path')),
  has3d: z.boolean(),
  /** SPEC §3 selected options that open this product in its designer. */
  designer: z.record(z.string(), designerValue),
  priceFrom: priceFrom,
  formats: z.array(framePriceSchema),
})
export type Product = z.infer<typeof productSchema>

/** `/web-api/calendar-price`, `/web-api/photobook-price`, `/web-api/card-price`, `/web-api/card-accessories`, `/web-api/collage-designer-design-groups`. */
export const productsSchema = z.object({ family: z.enum(PRODUCT_FAMILIES), currency, products: z.array(productSchema) })
export type Products = z.infer<typeof productsSchema>

/** Every answer wraps its data in `payload`. */
export function answerSchema<T extends z.ZodMiniType>(payload: T) {
  return z.object({ payload })
}

/** Every error answer: `{ message: { text } }` (SPEC §7, as login and sign-up answer). */
export const errorAnswerSchema = z.object({ message: z.object({ text: z.string() }) })
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>

// ---- Card options: envelopes, inlays and ribbons of a card order (SPEC §3 sku parts, §5 envelope order, §9 prices)

export const CARD_ACCESSORY_CHOICE_KINDS = ['envelope', 'inlay', 'ribbon'] as const
const cardSku = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+){1,6}$/, 'an accessory sku'))

/** One accessory a shopper can pick: its sku, its name in the X-Locale's language and its price per piece. */
export const accessoryChoiceSchema = z.object({
  sku: cardSku,
  kind: z.enum(CARD_ACCESSORY_CHOICE_KINDS),
  label: z.string(),
  unitPrice: amount,
})
export type AccessoryChoice = z.infer<typeof accessoryChoiceSchema>

/** SPEC §3 envelope size record (width, height, subType, sku list) with its SPEC §5 family and SPEC §9 price class. */
export const envelopeSizeSchema = z.object({
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  subType: z.string(),
  family: z.enum(['C6', 'B6', 'DL', 'other']),
  sizeClass: z.enum(['standard', 'compact', 'large']),
  skus: z.array(cardSku),
  choices: z.array(accessoryChoiceSchema),
})
export type EnvelopeSizeAnswer = z.infer<typeof envelopeSizeSchema>

/**
 * `/web-api/card-accessories?card=`: what a card order can carry, priced for the X-Locale's country and currency.
 * Envelopes in SPEC §5 dropdown order; none where SPEC §9 names no price (GB, US).
 */
export const cardAccessoriesSchema = z.object({
  card: z.string(),
  fold: z.enum(['single', 'pocketfold', 'booklet']),
  currency,
  /** The card's price per piece (its cheapest format). */
  cardPrice: amount,
  envelopes: z.array(envelopeSizeSchema),
  inlays: z.array(accessoryChoiceSchema),
  ribbons: z.array(accessoryChoiceSchema),
})
export type CardAccessories = z.infer<typeof cardAccessoriesSchema>

export const accessoryLineSchema = z.object({
  kind: z.enum(CARD_ACCESSORY_CHOICE_KINDS),
  sku: cardSku,
  label: z.string(),
  unitPrice: amount,
  quantity: count,
  total: amount,
})
export type AccessoryLine = z.infer<typeof accessoryLineSchema>

/** `/web-api/card-accessory-price`: a card order's total (quantity × card price + accessories), line by line. */
export const cardAccessoryPriceSchema = z.object({
  card: z.string(),
  currency,
  quantity: count,
  cardPrice: amount,
  lines: z.array(accessoryLineSchema),
  total: amount,
})
export type CardAccessoryPrice = z.infer<typeof cardAccessoryPriceSchema>

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
/** `/web-api/voucher`, `/web-api/card-accessory-order`: the added line and the cart's new article count. */
export const cartAnswerSchema = z.object({ line: cartLineSchema, cartArticlesAmount: count })
export type CartAnswer = z.infer<typeof cartAnswerSchema>
// ---- The calculator's dialogs and the photo-frame selection (SPEC §7 `/price-api/prices/format-group-prices-images`,
// `/web-api/product-selection-photo-frame/{format-limits,data,prices-from,prices-formats,price-article}`)

/** `/price-api/prices/format-group-prices-images?materialType=`: every format of a material, grouped by stored ratio. */
export const formatGroupImagesSchema = z.object({
  materialType: material,
  currency,
  groups: z.array(
    z.object({
      formatType,
      /** A site path of the ratio's picture. */
      image: z.string().check(z.regex(/^\/[^/]/, 'a site path')),
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

/** SPEC §3 glass: museum glass, museum acrylic. */
export const GLASS_TYPES = ['museum-glass', 'museum-acrylic'] as const
export type GlassType = (typeof GLASS_TYPES)[number]
const glassType = z.enum(GLASS_TYPES)
const surcharge = z.object({ perSquareMetre: amount, minimum: amount })

/** `…/data`: the frame families the brand sells, each with its types, mats, glasses and the materials it frames. */
export const frameSelectionDataSchema = z.object({
  currency,
  families: z.array(
    z.object({
      frameFamily,
      labelTranslationKey: z.string(),
      defaultFrameType: frameTypeValue,
      /** The mat the family comes with. */
      matType,
      matSize,
      frameTypes: z.array(frameTypeSchema),
      mats: z.array(matSchema),
      glasses: z.array(z.object({ glassType, labelTranslationKey: z.string(), isDefault: z.boolean() })),
      /** Materials the brand sells that the family frames, in the shop's order (the first is the default). */
      materials: z.array(material),
    }),
  ),
  /** Every framed material's label and option groups (options limited to the material and the site's unit). */
  materials: z.array(z.object({ materialType: material, labelTranslationKey: z.string(), optionGroups: z.array(optionGroupSchema) })),
  /** Surcharges of the white mat and of each glass, per square metre of picture with a minimum. */
  surcharges: z.object({ 'mat-weiss': surcharge, 'museum-glass': surcharge, 'museum-acrylic': surcharge }),
})
export type FrameSelectionData = z.infer<typeof frameSelectionDataSchema>

/** `…/prices-from`: each family's cheapest framed picture (default material, default mat and glass). */
export const framePricesFromSchema = z.object({
  currency,
  families: z.array(z.object({ frameFamily, materialType: material, priceFrom })),
})
export type FramePricesFrom = z.infer<typeof framePricesFromSchema>

const pricePair = z.object({ priceCurrent: amount, priceOriginal: amount })

/** `…/prices-formats?frameType=&materialType=`: the formats a framed picture is made in, picture and frame priced apart. */
export const framePricesFormatsSchema = z.object({
  frameType: frameTypeValue,
  materialType: material,
  currency,
  formats: z.array(z.object({ value: formatValue, picture: pricePair, frame: pricePair })),
})
export type FramePricesFormats = z.infer<typeof framePricesFormatsSchema>

/** `…/price-article?frameType=&materialType=&formatType=&matType=&matSize=&glassType=`: one framed picture's price. */
export const framePriceArticleSchema = z.object({
  frameType: frameTypeValue,
  materialType: material,
  formatType: formatValue,
  matType,
  matSize,
  glassType: z.nullable(glassType),
  currency,
  priceCurrent: amount,
  priceOriginal: amount,
})
export type FramePriceArticle = z.infer<typeof framePriceArticleSchema>

// ---- Photo prints and photo boxes (SPEC §3 photobox kinds and papers; `/web-api/photobox-data`, `/price-api/photoboxes`)

export const PHOTOBOX_PAPERS = ['simple', 'poster-glossy', 'fotopapier-matt', 'hahnemuehle'] as const
const photoboxType = z.enum(PHOTOBOX_TYPES)
const photoboxPaper = z.enum(PHOTOBOX_PAPERS)
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
