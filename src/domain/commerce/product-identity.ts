// Which product, and so which designer, a set of selected options is for (SPEC §3 "Product identity").
import type { ProductIdentity, QueryValue, SelectedOptions } from './designer-options'

function given(value: QueryValue): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
}

/**
 * The first rule that matches, in SPEC §3 order; undefined when none does. `isCollage` is the calculator's collage
 * flag (SPEC §3 calculator), which makes a material or frame a collage even without a design.
 */
export function productOf(options: SelectedOptions, isCollage = false): ProductIdentity | undefined {
  // SPEC §3: photoboxType gives photo box or photo prints.
  if (given(options.photoboxType)) return options.photoboxType === 'photoprint' ? 'photoprint' : 'photobox'
  // SPEC §3: materialType or frameType gives a collage if designId exists (or the collage flag is set), else a photo frame.
  if (given(options.materialType) || given(options.frameType)) {
    return given(options.designId) || isCollage ? 'collage' : 'photoframe'
  }
  if (given(options.calendarType)) return 'calendar'
  if (given(options.photobookType) || given(options.photobookPrinting)) return 'photobook'
  if (given(options.themeId)) return 'card'
  // Card accessories (bows, envelopes, ribbons …) are identified by their sku alone.
  if (given(options.sku)) return 'accessory'
  return undefined
}
