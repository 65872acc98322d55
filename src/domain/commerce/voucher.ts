// Gift voucher amounts (SPEC §1 gift vouchers): what the cart accepts as a voucher's value in the site's currency.
// SPEC names no bounds; we chose 5 to 1000 in whole cents, which covers the editors' amounts (the Voucher block) and
// keeps a typing slip (50000) out of the cart.

export const VOUCHER_MIN_AMOUNT = 5
export const VOUCHER_MAX_AMOUNT = 1000

/** A voucher amount from a form field or JSON (`50`, `"50"`, `"49.90"`); undefined when it is none. */
export function readVoucherAmount(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,4}(?:\.\d{1,2})?$/.test(text)) return undefined
  const amount = Number(text)
  return amount >= VOUCHER_MIN_AMOUNT && amount <= VOUCHER_MAX_AMOUNT ? amount : undefined
}

/** A quantity of accessories bought alone: a whole number of pieces, 1 to 5000 (the card quantities' ceiling). */
export function readAccessoryQuantity(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,4}$/.test(text)) return undefined
  const quantity = Number(text)
  return quantity >= 1 && quantity <= 5000 ? quantity : undefined
}

/**
 * A cart line's new quantity on the cart page: accessories 1 to 5000 pieces as when added; vouchers 1 to 10 of the
 * same value (SPEC names no bound; ten is more than anyone gives at once, and keeps a typing slip out of the order).
 */
export const VOUCHER_MAX_QUANTITY = 10

export function readLineQuantity(kind: 'voucher' | 'accessory', value: unknown): number | undefined {
  const quantity = readAccessoryQuantity(value)
  return quantity !== undefined && (kind === 'accessory' || quantity <= VOUCHER_MAX_QUANTITY) ? quantity : undefined
}
