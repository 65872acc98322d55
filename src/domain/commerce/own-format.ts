// The own-format rule set (SPEC §2/§4 own-format dialog): width × height typed in the site's unit, checked against the
// material's limits (`/web-api/product-selection-photo-frame/format-limits`). Defined ONCE as a valibot schema: the
// browser's dialog validates with it before it prices, the Worker's no-JavaScript form and API with the same one, so
// both sides always agree. valibot because it ships to the browser; each issue's message is a code, worded elsewhere.
import * as v from 'valibot'
import type { Locale } from '../locales'
import { parseFormat, type Format } from './format'
import { shownLength, tenthsPerUnit } from './unit-length'

export { tenthsPerUnit } from './unit-length'

/** A material's own-format limits in tenths of millimetres; either orientation is allowed. */
export interface FormatLimits {
  /** Each side at least this long. */
  minSide: number
  /** The shorter side at most this long. */
  maxShort: number
  /** The longer side at most this long. */
  maxLong: number
}

export type OwnFormatProblem = 'invalid' | 'too-small' | 'too-large'

/** A side typed in the site's unit (`45`, `45,5`, `17.5`) in tenths of millimetres; undefined when it is no length. */
export function parseSideText(text: string, locale: Locale): number | undefined {
  const normalised = text.trim().replace(',', '.')
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normalised)) return undefined
  const tenths = Math.round(Number(normalised) * tenthsPerUnit(locale))
  return tenths > 0 ? tenths : undefined
}

/** The limits in the site's unit, rounded as every length the site shows (./unit-length): as the format list shows them. */
export function limitsInUnit(limits: FormatLimits, locale: Locale): { min: number; maxShort: number; maxLong: number } {
  return {
    min: shownLength(limits.minSide, locale),
    maxShort: shownLength(limits.maxShort, locale),
    maxLong: shownLength(limits.maxLong, locale),
  }
}

/**
 * Whether a format (in tenths of mm) is within the limits, in either orientation, as the site shows lengths: a side
 * that reads as a limit is at that limit (31.5 in typed is 8001 tenths, and 800 mm is what the hint calls 31.5 in).
 */
export function withinLimits(format: Format, limits: FormatLimits, locale: Locale = 'de-DE'): OwnFormatProblem | undefined {
  const shown = (tenths: number) => shownLength(tenths, locale)
  const short = shown(Math.min(format.width, format.height))
  const long = shown(Math.max(format.width, format.height))
  if (short < shown(limits.minSide)) return 'too-small'
  if (short > shown(limits.maxShort) || long > shown(limits.maxLong)) return 'too-large'
  return undefined
}

/** A format within the limits as shown, moved onto them: what the hint calls the limit is the limit itself. */
function ontoLimits(format: Format, limits: FormatLimits): Format {
  const portrait = format.width <= format.height
  const clamp = (value: number, max: number) => Math.min(max, Math.max(limits.minSide, value))
  const short = clamp(Math.min(format.width, format.height), limits.maxShort)
  const long = clamp(Math.max(format.width, format.height), limits.maxLong)
  return portrait ? { width: short, height: long } : { width: long, height: short }
}

/**
 * The schema of the own-format inputs `{ width, height }` (text in the site's unit) for a material's limits; its
 * output is the format in tenths of millimetres. Issues carry an OwnFormatProblem as their message.
 */
export function ownFormatSchema(limits: FormatLimits, locale: Locale) {
  const side = v.pipe(
    v.string('invalid' satisfies OwnFormatProblem),
    v.transform((text) => parseSideText(text, locale)),
    v.number('invalid' satisfies OwnFormatProblem),
  )
  return v.pipe(
    v.object({ width: side, height: side }),
    v.transform(({ width, height }): Format => ({ width, height })),
    v.check((format) => withinLimits(format, limits, locale) !== 'too-small', 'too-small' satisfies OwnFormatProblem),
    v.check((format) => withinLimits(format, limits, locale) !== 'too-large', 'too-large' satisfies OwnFormatProblem),
    v.transform((format) => ontoLimits(format, limits)),
  )
}

export type OwnFormatCheck = { ok: true; format: Format } | { ok: false; problem: OwnFormatProblem }

/** Width and height typed in, checked with the schema above: the format, or the first problem. */
export function checkOwnFormat(limits: FormatLimits, locale: Locale, width: string, height: string): OwnFormatCheck {
  const result = v.safeParse(ownFormatSchema(limits, locale), { width, height })
  if (result.success) return { ok: true, format: result.output }
  return { ok: false, problem: (result.issues[0]?.message ?? 'invalid') as OwnFormatProblem }
}

/**
 * Limits when the shop sends none: each side from 10 cm up to the longest side of the listed formats, the rule the
 * calculator applied before the limits call existed.
 */
export function limitsOfFormats(formats: readonly { value: string }[], minSide: number): FormatLimits {
  const longest = Math.max(0, ...formats.map((f) => Math.max(parseFormat(f.value).width, parseFormat(f.value).height)))
  return { minSide, maxShort: longest, maxLong: longest }
}
