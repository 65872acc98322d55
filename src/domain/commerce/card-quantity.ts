// The card quantity dropdown (SPEC §9): every quantity a shopper can order, from 5 up to 5000, and the default.
//
// SPEC §9 says "steps of 4 up to 250, 5 up to 1000, 10 up to 3000, 100 up to 5000, then 250 above". Read here as tiers:
// each tier adds its step to the last value while the result stays within the tier's bound, and each bound is itself
// an option, so the next tier starts from a round number:
//   5, 9, 13, … 249 (+4), 250, 255, … 1000 (+5), 1010, … 3000 (+10), 3100, … 5000 (+100)
// "250 above" would only continue past 5000, where the list ends (SPEC: options run from 5 up to 5000).

export const MIN_CARD_QUANTITY = 5
export const MAX_CARD_QUANTITY = 5000

const TIERS: readonly { readonly upTo: number; readonly step: number }[] = [
  { upTo: 250, step: 4 },
  { upTo: 1000, step: 5 },
  { upTo: 3000, step: 10 },
  { upTo: MAX_CARD_QUANTITY, step: 100 },
]

function buildQuantities(): readonly number[] {
  const quantities = [MIN_CARD_QUANTITY]
  let last = MIN_CARD_QUANTITY
  for (const { upTo, step } of TIERS) {
    while (last + step <= upTo) {
      last += step
      quantities.push(last)
    }
    if (last < upTo) {
      last = upTo
      quantities.push(last)
    }
  }
  return Object.freeze(quantities)
}

export const CARD_QUANTITIES: readonly number[] = buildQuantities()

// SPEC §9: the default is the 11th entry (45).
export const DEFAULT_CARD_QUANTITY: number = CARD_QUANTITIES[10] ?? MIN_CARD_QUANTITY

export function isCardQuantity(value: number): boolean {
  return CARD_QUANTITIES.includes(value)
}

/** The first option at or above `value` (a typed-in 7 becomes 9); 5000 beyond it; the default for a non-finite value. */
export function roundUpCardQuantity(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CARD_QUANTITY
  return CARD_QUANTITIES.find((quantity) => quantity >= value) ?? MAX_CARD_QUANTITY
}

/**
 * The option one step below (`by` -1) or above (`by` 1) `value` in SPEC §9's tiers (45 → 41 or 49, 250 → 249 or 255),
 * held at 5 and 5000: the − and + of the quantity field. A value between options steps from its rounded-up option
 * down (100 → 97) or to it (100 → 101).
 */
export function stepCardQuantity(value: number, by: -1 | 1): number {
  const rounded = roundUpCardQuantity(value)
  return by > 0 && rounded !== value ? rounded : (CARD_QUANTITIES[CARD_QUANTITIES.indexOf(rounded) + by] ?? rounded)
}
