// Card envelopes and inlays (SPEC §3, §5, §9): size classes and unit prices, envelope sku parts, and the dropdown order.
// Envelope sizes are whole millimetres (`114x162` is C6), unlike product formats, which are tenths of millimetres.
import type { Country } from '../countries'
import type { Currency } from '../locales'

export const ENVELOPE_CLASSES = ['standard', 'compact', 'large'] as const
export type EnvelopeSizeClass = (typeof ENVELOPE_CLASSES)[number]
/** The card's fold: pocketfold and booklet cards have their own envelope price rule (SPEC §9). */
export const CARD_FOLDS = ['single', 'pocketfold', 'booklet'] as const
export type CardFold = (typeof CARD_FOLDS)[number]

// SPEC §9 names the table's range (88x107 up to 225x110, i.e. ordered by width) but not its rows. These rows are the
// usual greeting-card envelopes: ISO C6, B6 and DL in both orientations plus square and mini sizes. Standard are the
// ISO sizes, compact the small and small-square ones, large C5, big squares and the oversize long envelope.
export const ENVELOPE_SIZE_CLASSES: Readonly<Record<string, EnvelopeSizeClass>> = {
  '88x107': 'compact',
  '105x148': 'compact',
  '110x220': 'standard',
  '114x162': 'standard',
  '125x125': 'compact',
  '125x176': 'standard',
  '148x105': 'compact',
  '148x148': 'compact',
  '162x114': 'standard',
  '162x229': 'large',
  '170x170': 'large',
  '176x125': 'standard',
  '220x110': 'standard',
  '225x110': 'large',
}

export function envelopeSizeClass(width: number, height: number): EnvelopeSizeClass | undefined {
  return ENVELOPE_SIZE_CLASSES[`${width}x${height}`]
}

type PriceColumn = 'AT' | 'CH' | 'DE'

// SPEC §9: unit price per size class for Austria, Switzerland and Germany.
const UNIT_PRICES: Readonly<Record<PriceColumn, Readonly<Record<EnvelopeSizeClass, number>>>> = {
  AT: { large: 1.5, compact: 1.5, standard: 1.0 },
  CH: { large: 2.9, compact: 1.2, standard: 1.0 },
  DE: { large: 1.8, compact: 1.1, standard: 0.95 },
}

// SPEC §9 gives only three countries. Liechtenstein pays in francs like Switzerland; the other euro countries take the
// German column; GB and US have no envelope price in their currency.
const COLUMN_OF: Readonly<Partial<Record<Country, PriceColumn>>> = {
  AT: 'AT',
  CH: 'CH',
  LI: 'CH',
  DE: 'DE',
  IT: 'DE',
  LU: 'DE',
  ES: 'DE',
  FR: 'DE',
  BE: 'DE',
  NL: 'DE',
}

export interface UnitPrice {
  readonly amount: number
  readonly currency: Currency
}

/** The price of one envelope or inlay for a card of `fold` in `country`; undefined where none is sold. */
export function envelopeUnitPrice(sizeClass: EnvelopeSizeClass, fold: CardFold, country: Country): UnitPrice | undefined {
  const column = COLUMN_OF[country]
  if (!column) return undefined
  const currency: Currency = column === 'CH' ? 'chf' : 'eur'
  // SPEC §9: pocketfold and booklet use the compact price, with 1.40 CHF for pocketfold in Switzerland.
  if (fold === 'pocketfold' && column === 'CH') return { amount: 1.4, currency }
  const priceClass = fold === 'single' ? sizeClass : 'compact'
  return { amount: UNIT_PRICES[column][priceClass], currency }
}

// SPEC §3: envelope sku parts are type, colour and the WxH size: `straight-dark-blue-114x162`. The type is one word,
// the colour may hold dashes, the size is last.
const SKU_PATTERN = /^([a-z0-9]+)-([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9]\d{0,3})x([1-9]\d{0,3})$/

export interface EnvelopeSku {
  readonly type: string
  readonly colour: string
  readonly width: number
  readonly height: number
}

export function parseEnvelopeSku(sku: string): EnvelopeSku | undefined {
  const match = SKU_PATTERN.exec(sku)
  if (!match) return undefined
  const [, type = '', colour = '', width = '', height = ''] = match
  return { type, colour, width: Number(width), height: Number(height) }
}

/** The sku of the parts, or undefined when they would not read back the same (an empty part, a dash in the type). */
export function buildEnvelopeSku(parts: EnvelopeSku): string | undefined {
  const sku = `${parts.type}-${parts.colour}-${parts.width}x${parts.height}`
  const back = parseEnvelopeSku(sku)
  return back && back.type === parts.type && back.colour === parts.colour ? sku : undefined
}

/** An entry of the envelope dropdown: one size and flap style with the skus of its colours. */
export interface EnvelopeSize {
  readonly width: number
  readonly height: number
  readonly subType: string
  readonly skus: readonly string[]
}

export const ENVELOPE_FAMILIES = ['C6', 'B6', 'DL', 'other'] as const
export type EnvelopeFamily = (typeof ENVELOPE_FAMILIES)[number]
const FAMILY_SIDES: readonly (readonly [EnvelopeFamily, number, number])[] = [
  ['C6', 114, 162],
  ['B6', 125, 176],
  ['DL', 110, 220],
]

/** The ISO envelope size in either orientation, exactly; everything else (225x110 too) is `other`. */
export function envelopeFamily(width: number, height: number): EnvelopeFamily {
  const short = Math.min(width, height)
  const long = Math.max(width, height)
  return FAMILY_SIDES.find(([, a, b]) => a === short && b === long)?.[0] ?? 'other'
}

// SPEC §5: size class (C6, then B6, then DIN long, then other: ENVELOPE_FAMILIES' order), then straight before other,
// then width descending.
const rank = (size: EnvelopeSize) =>
  ENVELOPE_FAMILIES.indexOf(envelopeFamily(size.width, size.height)) * 2 + Number(size.subType !== 'straight')

export function compareEnvelopeSizes(a: EnvelopeSize, b: EnvelopeSize): number {
  return rank(a) - rank(b) || b.width - a.width
}
