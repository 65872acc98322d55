// Shopper-facing words for listing values (occasions, colours, styles …): the `listing.values` table, else the value.
import type { Language } from '../../domain/locales'
import { translateLoose } from '../../i18n/translate'
import de from '../../i18n/messages/de'

const KNOWN: ReadonlySet<string> = new Set(Object.keys(de.listing.values))

export function valueLabel(language: Language, value: string): string {
  // Format ratios such as 3:2 are their own name; an unknown value (a new category from an external shop) shows itself.
  return KNOWN.has(value) ? translateLoose(language, `listing.values.${value}`) : value
}
