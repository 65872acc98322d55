// Card options: the envelopes, inlays and ribbons a card order can carry, and the order's total (SPEC §3 sku parts,
// §5 envelope order, §9 prices).
import * as z from 'zod/mini'
import { CARD_ACCESSORY_SLOTS } from '../domain/commerce/card-total'
import { CARD_FOLDS, ENVELOPE_CLASSES, ENVELOPE_FAMILIES } from '../domain/commerce/envelope'
import type { ShopCallSpec } from './envelope'
import { amount, count, currency } from './fields'

const cardSku = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+){1,6}$/, 'an accessory sku'))

/** One accessory a shopper can pick: its sku, its name in the X-Locale's language and its price per piece. */
export const accessoryChoiceSchema = z.object({
  sku: cardSku,
  kind: z.enum(CARD_ACCESSORY_SLOTS),
  label: z.string(),
  unitPrice: amount,
})
export type AccessoryChoice = z.infer<typeof accessoryChoiceSchema>

/** SPEC §3 envelope size record (width, height, subType, sku list) with its SPEC §5 family and SPEC §9 price class. */
export const envelopeSizeSchema = z.object({
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  subType: z.string(),
  family: z.enum(ENVELOPE_FAMILIES),
  sizeClass: z.enum(ENVELOPE_CLASSES),
  skus: z.array(cardSku),
  choices: z.array(accessoryChoiceSchema),
})
export type EnvelopeSizeAnswer = z.infer<typeof envelopeSizeSchema>

/**
 * `/web-api/card-accessories?card=`: what a card order can carry, priced for the X-Locale's country and currency.
 * Envelopes in any order (the storefront puts them in SPEC §5 dropdown order); none where SPEC §9 names no price (GB, US).
 */
export const cardAccessoriesSchema = z.object({
  card: z.string(),
  fold: z.enum(CARD_FOLDS),
  currency,
  /** The card's price per piece (its cheapest format). */
  cardPrice: amount,
  envelopes: z.array(envelopeSizeSchema),
  inlays: z.array(accessoryChoiceSchema),
  ribbons: z.array(accessoryChoiceSchema),
})
export type CardAccessories = z.infer<typeof cardAccessoriesSchema>

export const accessoryLineSchema = z.object({
  kind: z.enum(CARD_ACCESSORY_SLOTS),
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

export const CARD_CALLS = {
  // The same path as the accessory products' call (PRODUCT_CALLS.accessory): with `card` it answers that card's options.
  cardAccessories: { path: '/web-api/card-accessories', payload: cardAccessoriesSchema },
  cardAccessoryPrice: { path: '/web-api/card-accessory-price', payload: cardAccessoryPriceSchema },
} as const satisfies Record<string, ShopCallSpec>
