// SPEC §9 number format: at most one decimal, no grouping, trailing zeros removed (2.5 -> "2,5" in de-DE, 3.0 -> "3").
import type { Locale } from './locales'

const formats = new Map<Locale, Intl.NumberFormat>()

function formatOf(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    // minimumFractionDigits defaults to 0, which drops trailing zeros; signDisplay 'negative' keeps "-0" away
    // when a small negative value rounds to zero.
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false, signDisplay: 'negative' })
    formats.set(locale, format)
  }
  return format
}

export function formatNumber(locale: Locale, value: number): string {
  if (!Number.isFinite(value)) return ''
  return formatOf(locale).format(value)
}
