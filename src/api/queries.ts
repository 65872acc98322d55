// The query of each built-in shop call, parsed from strings with zod; every message names the parameter and what it takes.
import * as z from 'zod/mini'
import { isCardQuantity } from '../domain/commerce/card-quantity'
import { FORMAT_RATIOS, MAT_TYPES, MATERIALS, PHOTOBOX_TYPES, PRODUCT_TYPES, type MatSize } from '../domain/commerce/catalogue-enums'
import { COLORS, LABELS, PAGE_SIZES, PUNCHINGS, SORTS, STYLES, type PageSize } from '../domain/listing'
import { FRAME_TYPE_PATTERN, GLASS_TYPES } from '../shop-contract/frames'
import { parseSku } from './sku'

const received = (input: unknown) => (typeof input === 'string' ? ` (got "${input.slice(0, 40)}")` : '')

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}${received(issue.input)}`),
  })
}

const requiredText = z.string({ error: 'is required' })

export const calculatorQuery = z.object({
  product: oneOf(PRODUCT_TYPES),
  materialType: z.optional(oneOf(MATERIALS)),
})

export const formatsQuery = z.object({ materialType: oneOf(MATERIALS) })

export const formatGroupQuery = z.object({ materialType: oneOf(MATERIALS), formatType: oneOf(FORMAT_RATIOS) })

export const themesQuery = z.object({
  category: z.optional(
    z
      .string()
      .check(
        z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a category slug such as hochzeit or weihnachten/privat'),
        z.maxLength(64, 'is too long'),
      ),
  ),
  color: z.optional(oneOf(COLORS)),
  aspectRatio: z.optional(oneOf(FORMAT_RATIOS)),
  product: z.optional(oneOf(PRODUCT_TYPES)),
  label: z.optional(oneOf(LABELS)),
  punching: z.optional(oneOf(PUNCHINGS)),
  style: z.optional(oneOf(STYLES)),
  sort: z._default(oneOf(SORTS), 'popularity'),
  page: z._default(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1 to 9999')), z.transform(Number)), 1),
  // SPEC §9: page sizes 12 and 48.
  pageSize: z._default(
    z.pipe(
      z.enum(['12', '48'], { error: `must be ${PAGE_SIZES.join(' or ')}` }),
      z.transform((size): PageSize => (size === '48' ? 48 : 12)),
    ),
    12,
  ),
})
export type ThemesQuery = z.output<typeof themesQuery>

export const skuQuery = z.object({
  sku: z.pipe(
    requiredText,
    z.transform((sku, ctx) => {
      const parts = parseSku(sku)
      if (parts) return { sku, ...parts }
      const message = `must be MATERIAL-WIDTHxHEIGHT, e.g. poster-3000x4000${received(sku)}`
      ctx.issues.push({ code: 'custom', message, input: sku })
      return z.NEVER
    }),
  ),
})

export const frameQuery = z.object({
  frameType: requiredText.check(
    z.maxLength(64, 'is too long'),
    z.regex(FRAME_TYPE_PATTERN, 'must be a frame type such as holzrahmen-schwarz'),
  ),
})

export const frameVariantsQuery = z.object({ materialType: oneOf(MATERIALS) })

/** A product id of the family calls (`?id=klappkarte`); absent: every product of the family. */
export const productsQuery = z.object({
  id: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'must be a product id such as wandkalender'))),
})

export const themeIdParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a theme id'))

const cardId = z.string({ error: 'is required' }).check(z.regex(/^[a-z0-9-]{1,64}$/, 'must be a card product id such as klappkarte'))
const accessorySku = z.optional(
  z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+){1,6}$/, 'must be an accessory sku such as straight-white-114x162')),
)

/** `/web-api/card-accessories?card=klappkarte`: the card options (without `card`: the accessory products). */
export const cardAccessoriesQuery = z.object({ card: cardId })

/** `/web-api/card-accessory-price`: a card, one of SPEC §9's quantities and the chosen accessories. */
export const cardAccessoryPriceQuery = z.object({
  card: cardId,
  quantity: z.pipe(
    z.string({ error: 'is required' }),
    z.transform((value, ctx) => {
      const quantity = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN
      if (!isCardQuantity(quantity)) {
        ctx.issues.push({ code: 'custom', input: value, message: `must be a card quantity (5, 9, 13 … 5000; got "${value.slice(0, 12)}")` })
        return z.NEVER
      }
      return quantity
    }),
  ),
  envelope: accessorySku,
  inlay: accessorySku,
  ribbon: accessorySku,
})
export const materialQuery = z.object({ materialType: oneOf(MATERIALS) })

const frameTypeParam = requiredText.check(
  z.maxLength(64, 'is too long'),
  z.regex(FRAME_TYPE_PATTERN, 'must be a frame type such as holzrahmen-schwarz'),
)

export const framePricesFormatsQuery = z.object({ frameType: frameTypeParam, materialType: oneOf(MATERIALS) })

export const framePriceArticleQuery = z.object({
  frameType: frameTypeParam,
  materialType: oneOf(MATERIALS),
  formatType: requiredText.check(
    z.regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, 'must be a format WIDTHxHEIGHT in tenths of millimetres, e.g. 5000x7000'),
  ),
  matType: oneOf(MAT_TYPES),
  matSize: z.pipe(
    z.enum(['0', '30'], { error: 'must be 0 or 30' }),
    z.transform((size): MatSize => (size === '30' ? 30 : 0)),
  ),
  glassType: z.optional(oneOf(GLASS_TYPES)),
})

export const photoboxDataQuery = z.object({ photoboxType: z.optional(oneOf(PHOTOBOX_TYPES)) })

export const photoboxPricesQuery = z.object({ photoboxType: oneOf(PHOTOBOX_TYPES) })
