// Photobook rules for product calls (SPEC §5): which refinement is sent and which template orientation a format has.
import type { TemplateOrientation } from './catalogue-enums'

// SPEC §5: refinement is sent only if it is neither none nor ohne (nor empty, which says the same).
export function photobookRefinement(refinementType: string | null | undefined): string | undefined {
  return refinementType && refinementType !== 'none' && refinementType !== 'ohne' ? refinementType : undefined
}

// SPEC §5: landscape if the format contains -quer, portrait if it contains -hoch, otherwise square.
export function templateOrientation(photobookFormat: string): TemplateOrientation {
  if (photobookFormat.includes('-quer')) return 'din-landscape'
  if (photobookFormat.includes('-hoch')) return 'din-portrait'
  return 'square'
}
