// The one rounding rule for a length shown in the site's unit (SPEC §9: inch for en-US, cm elsewhere): to the nearest
// tenth of the unit, half up. Format lists, own-format limits and the own-format check all use it, so a format the
// list sells (80 x 120 cm: 31.5 x 47.2 in) is never beyond the limits the hint states or the check accepts.
import { unitOf, type Locale } from '../locales'

const TENTHS_PER_UNIT = { cm: 100, inch: 254 } as const

/** Tenths of millimetres per unit of the site. */
export function tenthsPerUnit(locale: Locale): number {
  return TENTHS_PER_UNIT[unitOf(locale)]
}

/**
 * A length in tenths of millimetres as the site shows it: in its unit to one decimal, half up (800 mm is 31.496 in,
 * shown 31.5; 795 mm is 31.299 in, shown 31.3). Computed in whole tenths of the unit, so no float drift decides a half.
 */
export function shownLength(tenths: number, locale: Locale): number {
  const per = tenthsPerUnit(locale)
  // tenths × 10 / per tenths of the unit, rounded half up: floor((2 × tenths × 10 + per) / (2 × per)).
  return Math.floor((20 * tenths + per) / (2 * per)) / 10
}
