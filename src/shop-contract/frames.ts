// Frames, mats, glasses and option groups (SPEC §3 "Enumerations"): a frame type's prices, the frame families a
// material offers, and the photo-frame selection with its prices.
import * as z from 'zod/mini'
import { FRAME_FAMILIES, MAT_SIZES, MAT_TYPES } from '../domain/commerce/catalogue-enums'
import type { ShopCallSpec } from './envelope'
import { amount, currency, framePriceSchema, formatValue, material, priceFrom, shopPicture } from './fields'

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
  /** The family's picture (a site path or a URL on the backend's picture host); without one the block shows none. */
  image: z.optional(shopPicture),
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
  surcharges: z.object({
    'mat-weiss': surcharge,
    'mat-schwarz': surcharge,
    'mat-creme': surcharge,
    'museum-glass': surcharge,
    'museum-acrylic': surcharge,
  }),
})
export type FrameSelectionData = z.infer<typeof frameSelectionDataSchema>

/** `…/prices-from`: each family's cheapest framed picture (default material, default mat and glass). */
export const framePricesFromSchema = z.object({
  currency,
  families: z.array(z.object({ frameFamily, materialType: material, priceFrom })),
})
export type FramePricesFrom = z.infer<typeof framePricesFromSchema>

/** `…/prices-formats?frameType=&materialType=`: the formats a framed picture is made in, picture and frame priced apart. */
export const framePricesFormatsSchema = z.object({
  frameType: frameTypeValue,
  materialType: material,
  currency,
  formats: z.array(z.object({ value: formatValue, picture: priceFrom, frame: priceFrom })),
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

const FRAME_SELECTION = '/web-api/product-selection-photo-frame'

export const FRAME_CALLS = {
  frame: { path: '/price-api/frame', payload: framePricesSchema },
  frameVariants: { path: '/web-api/variants-for-frame-types', payload: frameVariantsSchema },
  frameSelection: { path: `${FRAME_SELECTION}/data`, payload: frameSelectionDataSchema },
  framePricesFrom: { path: `${FRAME_SELECTION}/prices-from`, payload: framePricesFromSchema },
  framePricesFormats: { path: `${FRAME_SELECTION}/prices-formats`, payload: framePricesFormatsSchema },
  framePriceArticle: { path: `${FRAME_SELECTION}/price-article`, payload: framePriceArticleSchema },
} as const satisfies Record<string, ShopCallSpec>
