// Placeholders in editorial copy (docs/editors.md): `{price:…}` and `{size:…}`, filled for the site that shows the text,
// so copy one language's folder lends to other countries (SPEC §9 fallback locales) never carries a currency or unit
// those countries do not use. Pure: which shop answer a `{price:…}` names is the page's loader's to look up, and
// `interpolate` (./interpolate.ts) fills them.
import { formatDimensions, formatLength, parseFormat } from './commerce/format'
import type { Locale } from './locales'

/** A kind, a colon and names (`{price:calendar/wandkalender}`, `{size:2100x2970}`), as `interpolate` fills them. */
const PLACEHOLDER = /\{[a-z]+:[\w:/-]*\}/g
/** One or two names: a product family and one of its products, or a material and one of its formats. */
const PRICE_PATH = /^[\w-]+(\/[\w-]+)?$/

/** The placeholders in a text, as written. */
export function placeholdersIn(text: string): string[] {
  return text.match(PLACEHOLDER) ?? []
}

/**
 * What a placeholder stands for on a site: a size as its text (the shop's format string, width x height in tenths of
 * millimetres, or one length in the same tenths, shown in the site's unit), a price as the names to look it up by;
 * undefined for one this shop does not know (a typo, an unknown kind).
 */
export function readPlaceholder(token: string, locale: Locale): string | string[] | undefined {
  const [kind, body = ''] = token.slice(1, -1).split(/:(.*)/)
  if (kind === 'price') return PRICE_PATH.test(body) ? body.split('/') : undefined
  if (kind !== 'size') return undefined
  return (/^[1-9]\d*$/.test(body) ? formatLength(Number(body), locale) : formatDimensions(parseFormat(body), locale)) || undefined
}
