// The own-format rule set (SPEC §2/§4 own-format dialog): width × height typed in the site's unit, checked against the
// material's limits (`/web-api/product-selection-photo-frame/format-limits`). Defined ONCE as a valibot schema: the
// browser's dialog validates with it before it prices, the Worker's no-JavaScript form and API with the same one, so
// both sides always agree. valibot because it ships to the browser; each issue's message is a code, worded elsewhere.
import * as v from 'valibot'
import { unitOf, type Locale } from '../locales'
import { parseFormat, type Format } from './format'

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

const TENTHS_PER_UNIT = { cm: 100, inch: 254 } as const

/** Tenths of millimetres per unit of the site (SPEC §9: inch for en-US, cm elsewhere). */
export function tenthsPerUnit(locale: Locale): number {
  return TENTHS_PER_UNIT[unitOf(locale)]
}

/** A side typed in the site's unit (`45`, `45,5`, `17.5`) in tenths of millimetres; undefined when it is no length. */
export function parseSideText(text: string, locale: Locale): number | undefined {
  const normalised = text.trim().replace(',', '.')
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normalised)) return undefined
  const tenths = Math.round(Number(normalised) * tenthsPerUnit(locale))
  return tenths > 0 ? tenths : undefined
}

/** The limits in the site's unit, one decimal, rounded inwards (so the text never promises a size that fails). */
export function limitsInUnit(limits: FormatLimits, locale: Locale): { min: number; maxShort: number; maxLong: number } {
  const per = tenthsPerUnit(locale)
  const down = (tenths: number) => Math.floor((tenths / per) * 10) / 10
  return { min: Math.ceil((limits.minSide / per) * 10) / 10, maxShort: down(limits.maxShort), maxLong: down(limits.maxLong) }
}

/** Whether a format (in tenths of mm) is within the limits, in either orientation. */
export function withinLimits(format: Format, limits: FormatLimits): OwnFormatProblem | undefined {
  const short = Math.min(format.width, format.height)
  const long = Math.max(format.width, format.height)
  // Half a unit of slack: 29.7 cm typed is 2970 tenths exactly, but 11.7 in is 2971.8.
  if (short < limits.minSide - 0.5) return 'too-small'
  if (short > limits.maxShort + 0.5 || long > limits.maxLong + 0.5) return 'too-large'
  return undefined
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
    v.check((format) => withinLimits(format, limits) !== 'too-small', 'too-small' satisfies OwnFormatProblem),
    v.check((format) => withinLimits(format, limits) !== 'too-large', 'too-large' satisfies OwnFormatProblem),
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
