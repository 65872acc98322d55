// The photo calculator's rules (SPEC §3 photobox kinds, papers, photo formats): a kind, then one of its formats, then
// one of its papers, and for loose prints a quantity; a changed kind starts from its initial format and default paper.
// Shared by the Worker (the no-JavaScript form) and the photo-calculator island.
import { isOneOf, PHOTOBOX_TYPES, type PhotoboxType } from './catalogue-enums'

export interface PhotoboxKind {
  photoboxType: PhotoboxType
  formats: readonly { value: string; isInitial: boolean }[]
  papers: readonly { paper: string; isDefault: boolean }[]
}

export interface PhotoboxPrice {
  format: string
  paper: string
  priceCurrent: number
  priceOriginal: number
}

export interface PhotoboxChoice {
  photoboxType: PhotoboxType
  format: string
  paper: string
  /** Prints only; a box is one piece. */
  quantity: number
}

/** SPEC §9 sets no limit for prints; one order line takes 1 to 999. */
export const PRINT_QUANTITY = { min: 1, max: 999, initial: 20 } as const

export function kindStart(kind: PhotoboxKind): PhotoboxChoice {
  return {
    photoboxType: kind.photoboxType,
    format: (kind.formats.find((f) => f.isInitial) ?? kind.formats[0])?.value ?? '',
    paper: (kind.papers.find((p) => p.isDefault) ?? kind.papers[0])?.paper ?? '',
    quantity: kind.photoboxType === 'photoprint' ? PRINT_QUANTITY.initial : 1,
  }
}

/** A quantity typed in: a whole number within the limits, else the nearest limit; not a number: the initial one. */
export function printQuantity(text: string | null | undefined): number {
  const value = Number.parseInt((text ?? '').trim(), 10)
  if (!Number.isFinite(value)) return PRINT_QUANTITY.initial
  return Math.min(PRINT_QUANTITY.max, Math.max(PRINT_QUANTITY.min, value))
}

export interface PhotoboxRequest {
  photoboxType?: string | null | undefined
  /** The kind the form showed: another kind starts from its own defaults. */
  shownType?: string | null | undefined
  format?: string | null | undefined
  paper?: string | null | undefined
  quantity?: string | null | undefined
}

/** The choice a request asks for among `kinds` (the first kind when it names none of them). */
export function photoboxChoice(kinds: readonly PhotoboxKind[], request: PhotoboxRequest): PhotoboxChoice | undefined {
  const asked = isOneOf(PHOTOBOX_TYPES, request.photoboxType) ? kinds.find((k) => k.photoboxType === request.photoboxType) : undefined
  const kind = asked ?? kinds[0]
  if (!kind) return undefined
  const start = kindStart(kind)
  if (request.shownType && request.shownType !== kind.photoboxType) return start
  return {
    ...start,
    format: kind.formats.some((f) => f.value === request.format) ? (request.format as string) : start.format,
    paper: kind.papers.some((p) => p.paper === request.paper) ? (request.paper as string) : start.paper,
    quantity: kind.photoboxType === 'photoprint' && request.quantity ? printQuantity(request.quantity) : start.quantity,
  }
}

/** The choice's price: per piece times the quantity, in major units rounded to the cent; undefined without a price. */
export function photoboxTotal(
  choice: PhotoboxChoice,
  prices: readonly PhotoboxPrice[],
): { priceCurrent: number; priceOriginal: number } | undefined {
  const price = prices.find((p) => p.format === choice.format && p.paper === choice.paper)
  if (!price) return undefined
  const times = (amount: number) => Math.round(amount * 100 * choice.quantity) / 100
  return { priceCurrent: times(price.priceCurrent), priceOriginal: times(price.priceOriginal) }
}
