// The options a designer URL carries (SPEC §3 "Selected options for a designer URL"): names per product and value shapes.

type Scalar = string | number | boolean
export type QueryScalar = Scalar | null | undefined
/** A scalar, a list (`name[]=a&name[]=b`) or a flat record (`name[key]=v`); null and undefined are left out. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | Readonly<Record<string, QueryScalar>>

const PHOTOBOX_FIELDS = ['photoboxFormat', 'photoboxType'] as const

export const DESIGNER_FIELDS = {
  card: [
    'bow',
    'card',
    'category',
    'designId',
    'occasion',
    'paper',
    'punching',
    'quantity',
    'refinementType',
    'ribbon',
    'ribbonColor',
    'isSample',
    'screw',
    'standard',
    'tag',
    'themeId',
  ],
  calendar: [
    'accessoryTypes',
    'designGroupId',
    'designId',
    'formatType',
    'mountingType',
    'paperType',
    'amount',
    'refinementType',
    'startDate',
    'startMonth',
    'year',
    'calendarType',
  ],
  collage: ['color', 'designId', 'formatType', 'frameType', 'materialType'],
  photoframe: ['addToCart', 'frameType', 'matSize', 'matType', 'materialType', 'optionTypes'],
  photobook: [
    'amount',
    'photobookBinding',
    'photobookCover',
    'photobookCoverLamination',
    'designGroupSetId',
    'photobookFormat',
    'graduationsPageCount',
    'photobookPageCount',
    'photobookPaper',
    'photobookPrinting',
    'photobookType',
    'quantity',
    'refinementType',
  ],
  // SPEC §3: photoboxFormat holds width and height, written photoboxFormat[width]=…&photoboxFormat[height]=….
  photobox: PHOTOBOX_FIELDS,
  photoprint: PHOTOBOX_FIELDS,
  accessory: ['sku', 'quantity'],
} as const

/** The product a set of options is for: the seven families plus card accessories (SPEC §3 product identity). */
export type ProductIdentity = keyof typeof DESIGNER_FIELDS

// SPEC §3 "Others": valid with every product.
export const COMMON_FIELDS = ['locale', 'gclid', 'productType', 's', 'tileCount', 'disableCache'] as const

export type OptionName = (typeof DESIGNER_FIELDS)[ProductIdentity][number] | (typeof COMMON_FIELDS)[number]

export type SelectedOptions = { readonly [Name in OptionName]?: QueryValue }

/** SPEC §5: the whitelist of known query parameters for product calls and designer URLs. */
export const KNOWN_OPTION_NAMES: ReadonlySet<string> = new Set<string>([...Object.values(DESIGNER_FIELDS).flat(), ...COMMON_FIELDS])

export function isOptionName(name: string): name is OptionName {
  return KNOWN_OPTION_NAMES.has(name)
}
