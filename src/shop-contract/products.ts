// The shop blocks' products (calendars, photo books, collages, cards, card accessories), each family under its SPEC §7
// price call.
import * as z from 'zod/mini'
import { CARD_ACCESSORY_KINDS } from '../domain/commerce/catalogue-enums'
import type { ShopCallSpec } from './envelope'
import { currency, framePriceSchema, priceFrom, shopPicture } from './fields'

/** Families of the product calls; `accessory` are card accessories (SPEC §3 card accessory kinds). */
export const PRODUCT_FAMILIES = ['calendar', 'card', 'collage', 'photobook', 'accessory'] as const
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number]

const designerValue = z.union([z.string(), z.number(), z.boolean()])

export const productSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'a product id')),
  family: z.enum(PRODUCT_FAMILIES),
  accessoryKind: z.optional(z.enum(CARD_ACCESSORY_KINDS)),
  /** The product picture: a site path or a URL on the backend's picture host. */
  image: shopPicture,
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

/** The SPEC §7 call that answers each product family (`?id=` narrows it to one product). */
export const PRODUCT_CALLS: Readonly<Record<ProductFamily, ShopCallSpec<typeof productsSchema>>> = {
  calendar: { path: '/web-api/calendar-price', payload: productsSchema },
  photobook: { path: '/web-api/photobook-price', payload: productsSchema },
  card: { path: '/web-api/card-price', payload: productsSchema },
  accessory: { path: '/web-api/card-accessories', payload: productsSchema },
  collage: { path: '/web-api/collage-designer-design-groups', payload: productsSchema },
}
