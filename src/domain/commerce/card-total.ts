// A card order's total (quantity × card price + accessories) and the shopper's card selection read from a query: one
// rule for the built-in API's price call, the page's no-JavaScript form and the card-options island.
import { CARD_QUANTITIES, DEFAULT_CARD_QUANTITY, roundUpCardQuantity } from './card-quantity'

/** The accessories a card order can carry besides the cards (SPEC §3 sku parts). */
export const CARD_ACCESSORY_SLOTS = ['envelope', 'inlay', 'ribbon'] as const
export type CardAccessorySlot = (typeof CARD_ACCESSORY_SLOTS)[number]

export interface CardSelection {
  quantity: number
  envelope?: string | undefined
  inlay?: string | undefined
  ribbon?: string | undefined
}

/** Whole cents, so that 77 × 0.95 is 73.15 and not 73.14999999999999. */
function cents(amount: number): number {
  return Math.round(amount * 100)
}

/**
 * SPEC: the total is quantity × card price + accessories, each accessory once per card. Undefined when an amount is
 * not a finite, non-negative number or the quantity is not a whole positive number.
 */
export function cardTotal(quantity: number, cardPrice: number, accessoryUnitPrices: readonly number[]): number | undefined {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return undefined
  const prices = [cardPrice, ...accessoryUnitPrices]
  if (prices.some((price) => !Number.isFinite(price) || price < 0)) return undefined
  return (quantity * prices.reduce((sum, price) => sum + cents(price), 0)) / 100
}

/** The price of `quantity` pieces of one accessory bought alone. */
export function lineTotal(quantity: number, unitPrice: number): number | undefined {
  return cardTotal(quantity, unitPrice, [])
}

const SKU = /^[a-z0-9]+(?:-[a-z0-9]+){1,6}$/

/**
 * The selection a card page's form or link asks for (`?quantity=77&envelope=straight-white-114x162`): a quantity
 * that is no SPEC §9 option rounds up to the next one (75 → 77), none is the default (45); a value that is no sku
 * (or `none`) means no such accessory. Whether a sku is sold is the shop's to say.
 */
export function readCardSelection(query: URLSearchParams): CardSelection {
  const raw = query.get('quantity')
  const number = raw !== null && /^\d{1,5}$/.test(raw.trim()) ? Number(raw) : Number.NaN
  const quantity = Number.isFinite(number) && number > 0 ? roundUpCardQuantity(number) : DEFAULT_CARD_QUANTITY
  const selection: CardSelection = { quantity }
  for (const slot of CARD_ACCESSORY_SLOTS) {
    const value = query.get(slot)?.trim()
    if (value && SKU.test(value)) selection[slot] = value
  }
  return selection
}

export { CARD_QUANTITIES, DEFAULT_CARD_QUANTITY }

/** What the cart carries beside the card: the ribbon is made into the card by the designer, which prices it. */
export const CART_SLOTS = ['envelope', 'inlay'] as const

/**
 * The card's designer options with the shopper's quantity and ribbon (SPEC §3 card options `quantity`, `ribbon`,
 * `ribbonColor`; the ribbon sku's parts are its type and colour, `ribbon-satin-red`). Envelopes and inlays are no
 * designer option: they go into the cart as lines of their own, so what the page priced is ordered once.
 */
export function cardDesignerOptions<T extends object>(
  base: T,
  selection: CardSelection,
): T & { quantity: number; ribbon?: string; ribbonColor?: string } {
  const ribbon = /^ribbon-([a-z0-9]+)-(.+)/.exec(selection.ribbon ?? '')
  return { ...base, quantity: selection.quantity, ...(ribbon && { ribbon: ribbon[1], ribbonColor: ribbon[2] }) }
}
