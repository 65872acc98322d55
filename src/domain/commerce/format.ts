// Format strings `WIDTHxHEIGHT` in tenths of millimetres (SPEC §3, §5): parse, print, paper sizes, orientation, display.
// Every format in the shop passes through `parseFormat`, so nothing else re-checks it.
import { formatNumber } from '../number-format'
import { languageOf, unitOf, type Language, type Locale } from '../locales'
import { shownLength } from './unit-length'

export interface Format {
  readonly width: number
  readonly height: number
}

export const ZERO_FORMAT: Format = Object.freeze({ width: 0, height: 0 })

// SPEC §5: positive integer, the separator x, positive integer, no leading zero.
const FORMAT_PATTERN = /^([1-9]\d*)x([1-9]\d*)$/

/** Both sides positive integers small enough to print back exactly. */
export function isValidFormat(format: Format): boolean {
  return [format.width, format.height].every((side) => Number.isSafeInteger(side) && side > 0)
}

/** `'2100x2970'` -> 2100 by 2970; anything else reads as 0 by 0 (SPEC §3, §5). Never throws. */
export function parseFormat(text: string | null | undefined): Format {
  const match = FORMAT_PATTERN.exec(text ?? '')
  if (!match) return ZERO_FORMAT
  const format = { width: Number(match[1]), height: Number(match[2]) }
  // Digits beyond 2^53 would not print back to the same string, so they are as invalid as any other garbage.
  return isValidFormat(format) ? format : ZERO_FORMAT
}

/** The inverse of `parseFormat`; an invalid format prints as `0x0`, which reads back as 0 by 0. */
export function printFormat(format: Format): string {
  return isValidFormat(format) ? `${format.width}x${format.height}` : '0x0'
}

// SPEC §3: named paper sizes A8 to A0 (ISO 216, portrait, millimetres times ten).
export const PAPER_SIZES = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'] as const
export type PaperSize = (typeof PAPER_SIZES)[number]

export const PAPER_FORMATS: Readonly<Record<PaperSize, Format>> = {
  A0: { width: 8410, height: 11890 },
  A1: { width: 5940, height: 8410 },
  A2: { width: 4200, height: 5940 },
  A3: { width: 2970, height: 4200 },
  A4: { width: 2100, height: 2970 },
  A5: { width: 1480, height: 2100 },
  A6: { width: 1050, height: 1480 },
  A7: { width: 740, height: 1050 },
  A8: { width: 520, height: 740 },
}

/** The named paper size of a format in either orientation: 2970x2100 -> A4. */
export function paperSizeOf(format: Format): PaperSize | undefined {
  const upright = toOrientation(format, 'portrait')
  return PAPER_SIZES.find((size) => PAPER_FORMATS[size].width === upright.width && PAPER_FORMATS[size].height === upright.height)
}

export type Orientation = 'portrait' | 'landscape' | 'square'

export function orientationOf(format: Format): Orientation {
  if (format.width === format.height) return 'square'
  return format.width < format.height ? 'portrait' : 'landscape'
}

// SPEC §4 calculator: portrait and landscape can be swapped and the format converted to the swapped orientation.
export function swapOrientation(format: Format): Format {
  return { width: format.height, height: format.width }
}

/** The format turned to `orientation`; a square format, or a request for `square`, leaves it as it is. */
export function toOrientation(format: Format, orientation: Orientation): Format {
  const current = orientationOf(format)
  return current === 'square' || orientation === 'square' || current === orientation ? format : swapOrientation(format)
}

// SPEC §3: displayed dimensions are the value divided by 10, i.e. millimetres.
export function toMillimetres(format: Format): Format {
  return { width: format.width / 10, height: format.height / 10 }
}

const UNIT_LABEL = { cm: 'cm', inch: 'in' } as const

/**
 * `21 x 29,7 cm` (de-DE) or `8.3 x 11.7 in` (en-US) for A4, each side by the one rounding rule (./unit-length); empty
 * text for an invalid format. Wall formats are made in centimetres, so en-US shows them converted.
 */
export function formatDimensions(format: Format, locale: Locale): string {
  if (!isValidFormat(format)) return ''
  return `${formatNumber(locale, shownLength(format.width, locale))} x ${formatLength(format.height, locale)}`
}

/** One length in tenths of millimetres, in the site's unit by the same rounding rule: 200 -> `2 cm` or `0.8 in`. */
export function formatLength(tenths: number, locale: Locale): string {
  return `${formatNumber(locale, shownLength(tenths, locale))} ${UNIT_LABEL[unitOf(locale)]}`
}

// The word between the bounds of a size range. Callers with a translator pass their own; these keep the function total.
const RANGE_WORD: Readonly<Record<Language, string>> = { de: 'bis', en: 'to', es: 'a', fr: 'à', it: 'a', nl: 'tot' }

/**
 * SPEC §9: size range text 'MIN to MAX cm'; US English omits cm. The bounds are already in the site's unit;
 * a bound that is not a finite number gives empty text.
 */
export function sizeRangeText(min: number, max: number, locale: Locale, to: string = RANGE_WORD[languageOf(locale)]): string {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return ''
  const range = `${formatNumber(locale, min)} ${to} ${formatNumber(locale, max)}`
  return locale === 'en-US' ? range : `${range} cm`
}
