// Placeholders in editorial copy (docs/editors.md): `{price:…}` and `{size:…}`, filled for the site that shows the text,
// so copy one language's folder lends to other countries (SPEC §9 fallback locales) never carries a currency or unit
// those countries do not use. Pure: which shop answer a `{price:…}` names is the page's loader's to look up.
import { formatDimensions, formatLength, isValidFormat, parseFormat } from './commerce/format'
import type { Locale } from './locales'

/** A kind, a colon and a body without spaces or braces: `{price:calendar/wandkalender}`, `{size:2100x2970}`. */
const PLACEHOLDER = /\{[a-z]+:[^\s{}]*\}/g
/** The same with the space before it, which goes with a placeholder that is dropped. */
const SPACED_PLACEHOLDER = / ?\{[a-z]+:[^\s{}]*\}/g
/** One to three names: a product family, product or material, then optionally a product and a format. */
const PRICE_PATH = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,2}$/
const LENGTH = /^[1-9]\d{0,5}$/

export type Placeholder =
  | { kind: 'price'; path: readonly string[] }
  | { kind: 'size'; text: (locale: Locale) => string }

/** The placeholders in a text, as written. */
export function placeholdersIn(text: string): string[] {
  return text.includes('{') ? (text.match(PLACEHOLDER) ?? []) : []
}

/** What a placeholder asks for; undefined for one this shop does not know (a typo, an unknown kind). */
export function readPlaceholder(token: string): Placeholder | undefined {
  const colon = token.indexOf(':')
  const kind = token.slice(1, colon)
  const body = token.slice(colon + 1, -1)
  if (kind === 'price') return PRICE_PATH.test(body) ? { kind, path: body.split('/') } : undefined
  if (kind !== 'size') return undefined
  // A size is the shop's format string (width x height in tenths of millimetres) or one length in the same tenths.
  if (LENGTH.test(body)) return { kind, text: (locale) => formatLength(Number(body), locale) }
  const format = parseFormat(body)
  return isValidFormat(format) ? { kind, text: (locale) => formatDimensions(format, locale) } : undefined
}

/** The text with each placeholder replaced by its value; one without a value is left out, with the space before it. */
export function fillPlaceholders(text: string, valueOf: (token: string) => string | undefined): string {
  return text.replace(SPACED_PLACEHOLDER, (match) => {
    const value = valueOf(match.trimStart())
    return value === undefined ? '' : match.slice(0, match.indexOf('{')) + value
  })
}
