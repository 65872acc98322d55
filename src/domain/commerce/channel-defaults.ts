// Per-brand defaults a designer URL takes when the shopper chose nothing else (SPEC §9 channel defaults).
import type { Brand } from '../countries'
import type { ProductIdentity, SelectedOptions } from './designer-options'

// SPEC §9: default collage id 13 (cards brand: 1). The collage designer reads it as its design, hence `designId`.
export function defaultCollageId(brand: Brand): number {
  return brand === 'cards' ? 1 : 13
}

/** The options a product's designer URL gets by default on a brand. */
export function channelDefaults(product: ProductIdentity, brand: Brand): SelectedOptions {
  switch (product) {
    case 'collage':
      return { designId: defaultCollageId(brand) }
    case 'photobook':
      return {
        // SPEC §9: photobook cover lamination glossy (cards brand: matt).
        photobookCoverLamination: brand === 'cards' ? 'matt' : 'glossy',
        // SPEC §9: the poster channel defaults photobook refinement to gold.
        ...(brand === 'poster' ? { refinementType: 'gold' } : {}),
      }
    default:
      return {}
  }
}

/** `options` with each channel default filled in where the option is absent (null or undefined). */
export function withChannelDefaults(product: ProductIdentity, brand: Brand, options: SelectedOptions): SelectedOptions {
  const filled: Record<string, SelectedOptions[keyof SelectedOptions]> = { ...options }
  for (const [name, value] of Object.entries(channelDefaults(product, brand))) filled[name] ??= value
  return filled
}
