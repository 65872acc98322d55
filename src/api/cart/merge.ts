// What becomes of a guest cart when its shopper logs in or signs up: the plan of which guest lines fold into an
// identical line of the customer's cart (quantities and totals summed) and which move over as they are. Pure, so the
// rules are tested on their own; store.ts turns the plan into one D1 batch.
import { readLineQuantity } from '../../domain/commerce/voucher'
import type { Currency } from '../../domain/locales'

/** A cart line as D1 stores it (cart_lines), as the merge plans with it and the store reads it. */
export interface LineRow {
  id: number
  kind: 'voucher' | 'accessory'
  sku: string | null
  label: string
  quantity: number
  /** The line's total in cents. */
  amount: number
  currency: Currency
}

export type MergeStep =
  { fold: number; into: number; fromQuantity: number; quantity: number; amount: number; label: string } | { move: number }

/**
 * Identical lines: the same accessory (sku), or vouchers of the same value, in the same currency. Their totals are
 * linear in the quantity (a unit price, a voucher's value), so summing totals is pricing the summed quantity.
 */
function identity(line: LineRow): string {
  return line.kind === 'accessory' ? `${line.currency}:a:${line.sku}` : `${line.currency}:v:${line.amount / line.quantity}`
}

/** An accessory's label starts with its quantity (`100 × Envelope C6`); a voucher's is its value. */
function relabel(line: LineRow, quantity: number): string {
  return line.kind === 'accessory' ? line.label.replace(/^\d+ × /, `${quantity} × `) : line.label
}

/**
 * The steps, oldest guest line first. A cart holds one currency (cart/routes.ts refuses another): only guest lines in
 * the customer's cart's currency (or, when that cart is empty, the guest's first line's) take part; the others stay in
 * the guest cart, never merged silently into another currency. A fold whose summed quantity leaves the line's bounds
 * becomes a move; a move needs room under `maxLines`. What takes no part stays in the guest cart.
 */
export function planMerge(guest: readonly LineRow[], customer: readonly LineRow[], maxLines: number): MergeStep[] {
  const currency = customer[0]?.currency ?? guest[0]?.currency
  const targets = new Map<string, { id: number; quantity: number; amount: number; line: LineRow }>()
  for (const line of customer)
    if (!targets.has(identity(line))) targets.set(identity(line), { id: line.id, quantity: line.quantity, amount: line.amount, line })
  let lines = customer.length
  const steps: MergeStep[] = []
  for (const line of guest) {
    if (line.currency !== currency) continue
    const target = targets.get(identity(line))
    const quantity = target && readLineQuantity(line.kind, target.quantity + line.quantity)
    if (target && quantity !== undefined) {
      const amount = target.amount + line.amount
      steps.push({ fold: line.id, into: target.id, fromQuantity: target.quantity, quantity, amount, label: relabel(target.line, quantity) })
      Object.assign(target, { quantity, amount })
    } else if (lines < maxLines) {
      steps.push({ move: line.id })
      lines += 1
      if (!target) targets.set(identity(line), { id: line.id, quantity: line.quantity, amount: line.amount, line })
    }
  }
  return steps
}
