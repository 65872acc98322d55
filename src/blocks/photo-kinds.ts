// The photo kinds (SPEC §3 photobox kinds with their formats and papers) as the photo calculator and the photo detail
// block show them: names in the site's language from the shop's keys.
import type { PhotoboxType } from '../domain/commerce/catalogue-enums'
import type { Language } from '../domain/locales'
import { hasMessage, translateLoose } from '../i18n/translate'
import type { PhotoCalculatorProps } from '../views/islands/photo-calculator-view'
import type { PhotoboxData } from '../shop-contract/photo'

/** `photobox.types.small` and `photobox.papers.posterGlossy` are ours; an unknown key shows its value, unlogged. */
export function photoboxLabel(language: Language, key: string, fallback: string): string {
  return hasMessage(language, key) ? translateLoose(language, key) : fallback
}

export function photoKinds(language: Language, data: PhotoboxData, kinds: readonly PhotoboxType[]): PhotoCalculatorProps['kinds'] {
  return data.types
    .filter((type) => kinds.includes(type.photoboxType))
    .map((type) => ({
      photoboxType: type.photoboxType,
      name: photoboxLabel(language, type.labelTranslationKey, type.photoboxType),
      capacity: type.capacity,
      formats: type.formats.map((f) => ({ value: f.value, isInitial: f.isInitial })),
      papers: type.papers.map((p) => ({ paper: p.paper, isDefault: p.isDefault })),
      paperNames: Object.fromEntries(type.papers.map((p) => [p.paper, photoboxLabel(language, p.labelTranslationKey, p.paper)])),
    }))
}
