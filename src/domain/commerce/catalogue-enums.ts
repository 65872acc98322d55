// The catalogue's closed value sets from SPEC §3 "Enumerations", each defined once as an `as const` list with its union type.

/** Narrows an open string to a member of one of the lists below. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
}

// SPEC §3: product families. `accessory` is not a family but a product identity (card accessories, bought by sku).
export const PRODUCT_TYPES = ['calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export const MATERIALS = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const
export type Material = (typeof MATERIALS)[number]

export const COLLAGE_MATERIAL_TYPES = ['leinwand', 'mixed', 'poster', 'framedPoster'] as const
export type CollageMaterialType = (typeof COLLAGE_MATERIAL_TYPES)[number]

export const FRAME_FAMILIES = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const
export type FrameFamily = (typeof FRAME_FAMILIES)[number]

// SPEC §3 names the types mat-none and mat-weiss and labels mats none, white, black and cream: the black and cream
// mats are named like the white one.
export const MAT_TYPES = ['mat-none', 'mat-weiss', 'mat-schwarz', 'mat-creme'] as const
/** The mats a frame can carry (every type but none), each with its own surcharge. */
export const MATS = ['mat-weiss', 'mat-schwarz', 'mat-creme'] as const
export type Mat = (typeof MATS)[number]
export type MatType = (typeof MAT_TYPES)[number]

export const MAT_SIZES = [0, 30] as const
export type MatSize = (typeof MAT_SIZES)[number]

export const REFINEMENT_TYPES = ['gold', 'ohne', 'relief', 'rosegold', 'silber'] as const
export type RefinementType = (typeof REFINEMENT_TYPES)[number]

export const CALENDAR_TYPES = ['familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender'] as const
export type CalendarType = (typeof CALENDAR_TYPES)[number]

// SPEC §3: DIN formats a3 to a6, upright (hoch) or across (quer); free sizes such as 150-400 exist besides these.
export const CALENDAR_DIN_FORMATS = ['a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', 'a6-hoch', 'a6-quer'] as const
export type CalendarDinFormat = (typeof CALENDAR_DIN_FORMATS)[number]

export const CALENDAR_BINDINGS = ['holzblock', 'holzfuss', 'lochung', 'spirale'] as const
export type CalendarBinding = (typeof CALENDAR_BINDINGS)[number]

export const MOUNTING_TYPES = ['holzblock', 'holzfuss', 'ohne'] as const
export type MountingType = (typeof MOUNTING_TYPES)[number]

export const PHOTOBOOK_COVERS = ['hard', 'soft'] as const
export type PhotobookCover = (typeof PHOTOBOOK_COVERS)[number]

export const PHOTOBOOK_BINDINGS = ['heftbindung', 'layflat', 'pur'] as const
export type PhotobookBinding = (typeof PHOTOBOOK_BINDINGS)[number]

export const PHOTOBOOK_PAPERS = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const
export type PhotobookPaper = (typeof PHOTOBOOK_PAPERS)[number]

export const PHOTOBOOK_TYPES = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const
export type PhotobookType = (typeof PHOTOBOOK_TYPES)[number]

/** Cover finish, sent as `photobookCoverLamination`. */
export const PHOTOBOOK_LAMINATIONS = ['glossy', 'matt'] as const
export type PhotobookLamination = (typeof PHOTOBOOK_LAMINATIONS)[number]

export const PHOTOBOOK_FORMATS = ['200-200', '300-300', 'a3-quer', 'a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', 'a6-quer'] as const
export type PhotobookFormat = (typeof PHOTOBOOK_FORMATS)[number]

export const PHOTOBOOK_CATEGORIES = [1, 2, 3, 4, 5, 8, 9, 10, 12, 15, 16, 18, 20, 22, 41, 42, 43, 45] as const
export type PhotobookCategory = (typeof PHOTOBOOK_CATEGORIES)[number]

/** Template orientation (SPEC §3 "Orientation"). */
export const TEMPLATE_ORIENTATIONS = ['din-landscape', 'din-portrait', 'square'] as const
export type TemplateOrientation = (typeof TEMPLATE_ORIENTATIONS)[number]

// SPEC §3: photobox kinds small and photoprint, also large and MAX. `photoprint` is the photo-prints product (§3 identity).
export const PHOTOBOX_TYPES = ['small', 'large', 'MAX', 'photoprint'] as const
export type PhotoboxType = (typeof PHOTOBOX_TYPES)[number]

export const PHOTOPRINT_PAPERS = ['simple', 'poster-glossy', 'fotopapier-matt', 'hahnemuehle'] as const
export type PhotoprintPaper = (typeof PHOTOPRINT_PAPERS)[number]

export const FORMAT_RATIOS = [
  '16:9',
  '2:1',
  '3:1',
  '3:2',
  '4:1',
  '4:3',
  '5:1',
  '5:2',
  '5:4',
  '6:1',
  'din',
  'square',
  'standard',
  'wallpaper',
  'panoramic-wide',
  'panoramic-ultra-wide',
  'hidden',
] as const
export type FormatRatio = (typeof FORMAT_RATIOS)[number]

export const CARD_ACCESSORY_KINDS = ['bow', 'box', 'envelope', 'inlay', 'posterbar', 'ribbon', 'screw', 'standard'] as const
export type CardAccessoryKind = (typeof CARD_ACCESSORY_KINDS)[number]

export const CARD_OCCASIONS = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'hochzeit',
  'geburtstag/kindergeburtstag',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten/geschaeftlich',
  'weihnachten/privat',
] as const
export type CardOccasion = (typeof CARD_OCCASIONS)[number]

/** SPEC §3 button colour names, for the call to action. */
export const BUTTON_COLORS = [
  'black',
  'blue',
  'cool-gray',
  'dirty-white',
  'green',
  'orange',
  'pink',
  'red',
  'smashy1',
  'smashy2',
  'white',
  'yellow',
] as const
export type ButtonColor = (typeof BUTTON_COLORS)[number]
