// Photo print and photo box formats (SPEC §3: 100x100 … 300x200, shown in cm as 10x10 … 30x20 and on en-US by the
// nominal inch names 4x4, 4x4.5, 5x3.5, 6x4, 7x5, 12x8) and the photo-box designer's options (photoboxType,
// photoboxFormat with width and height). A photo format is WIDTHxHEIGHT in millimetres, unlike the tenths of
// wall-picture formats: it is the value the photo-box designer takes.
import { formatNumber } from '../number-format'
import { unitOf, type Locale } from '../locales'
import type { SelectedOptions } from './designer-options'
import type { PhotoboxType } from './catalogue-enums'

/** SPEC §3's photo formats with their nominal inch names, in the shop's order. */
export const PHOTO_FORMATS = [
  ['100x100', '4x4'],
  ['100x120', '4x4.5'],
  ['130x90', '5x3.5'],
  ['150x100', '6x4'],
  ['180x130', '7x5'],
  ['300x200', '12x8'],
] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number][0]

const INCH_NAMES: ReadonlyMap<string, string> = new Map(PHOTO_FORMATS)

export function isPhotoFormat(value: unknown): value is PhotoFormat {
  return typeof value === 'string' && INCH_NAMES.has(value)
}

/** Width and height in millimetres; undefined for anything that is not `WIDTHxHEIGHT` of positive integers. */
export function photoFormatSize(value: string): { width: number; height: number } | undefined {
  const match = /^([1-9]\d{0,4})x([1-9]\d{0,4})$/.exec(value)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

/**
 * The shopper-facing name: `10 x 15 cm` style in cm (`15 x 10 cm` for 150x100), and on en-US the nominal inch name
 * (`6 x 4 in`), which a print is sold by although 150 mm is 5.9 in. An unknown format prints its millimetres.
 */
export function photoFormatName(value: string, locale: Locale): string {
  const size = photoFormatSize(value)
  if (!size) return value
  const inch = INCH_NAMES.get(value)
  if (unitOf(locale) === 'inch' && inch) return `${inch.replace('x', ' x ')} in`
  return `${formatNumber(locale, size.width / 10)} x ${formatNumber(locale, size.height / 10)} cm`
}

/**
 * SPEC §3 photo-box designer options: the kind and the format's width and height (`photoboxFormat[width]=150`), and
 * what else the calculator priced, so the designer makes what the page priced: the paper (SPEC §3's paper variants,
 * under SPEC §3's option name `paper`) and, for loose prints, how many (`quantity`). A box is one piece.
 */
export function photoboxDesignerOptions(choice: {
  photoboxType: PhotoboxType
  format: string
  paper: string
  quantity: number
}): SelectedOptions {
  const size = photoFormatSize(choice.format)
  return {
    photoboxType: choice.photoboxType,
    ...(size ? { photoboxFormat: { width: size.width, height: size.height } } : {}),
    ...(choice.paper ? { paper: choice.paper } : {}),
    ...(choice.photoboxType === 'photoprint' ? { quantity: choice.quantity } : {}),
  }
}
