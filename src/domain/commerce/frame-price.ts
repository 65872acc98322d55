// The price of a framed picture (SPEC §3 photo frame: frame type, mat, glass), one rule for the built-in API's
// `price-article` and `prices-formats` answers and the frame-selection island: picture + frame + mat + glass, where
// glass and mat cost a rate per square metre of the picture with a minimum. Amounts are in cents, so sums are exact.
import { parseFormat } from './format'

export interface Surcharge {
  /** Cents per square metre of picture. */
  perSquareMetre: number
  /** Cents at least. */
  minimum: number
}

export interface PricePair {
  priceCurrent: number
  priceOriginal: number
}

/** Square metres of a format (tenths of millimetres): 5000x7000 -> 0.35. */
export function squareMetres(format: string): number {
  const { width, height } = parseFormat(format)
  return (width / 10_000) * (height / 10_000)
}

/** A surcharge for a format, in whole cents. */
export function surchargeFor(format: string, surcharge: Surcharge): number {
  return Math.max(surcharge.minimum, Math.round(squareMetres(format) * surcharge.perSquareMetre))
}

export interface ArticleParts {
  format: string
  /** Picture and frame, each in cents; reductions apply to them only. */
  picture: PricePair
  frame: PricePair
  /** The chosen mat's surcharge, when it is a mat at all. */
  mat?: Surcharge | undefined
  /** The chosen glass's surcharge, when the family is glazed. */
  glass?: Surcharge | undefined
}

/** The framed picture's price in cents: current and original each summed; surcharges are never reduced. */
export function articlePrice(parts: ArticleParts): PricePair {
  const extras = (parts.mat ? surchargeFor(parts.format, parts.mat) : 0) + (parts.glass ? surchargeFor(parts.format, parts.glass) : 0)
  return {
    priceCurrent: parts.picture.priceCurrent + parts.frame.priceCurrent + extras,
    priceOriginal: parts.picture.priceOriginal + parts.frame.priceOriginal + extras,
  }
}

/** Cents to a decimal amount of major units: 1299 -> 12.99. */
export function centsToMajor(cents: number): number {
  return Math.round(cents) / 100
}

/** A decimal amount of major units to cents: 12.99 -> 1299 (rounded, never 1298.9999). */
export function majorToCents(amount: number): number {
  return Math.round(amount * 100)
}
