// Links into the product designers (SPEC §2 designer paths, §3 selected options and product identity) and back.
import { TRAILING_SLASH, type Brand } from '../countries'
import { withSlashRule } from '../links'
import type { Locale } from '../locales'
import { withChannelDefaults } from './channel-defaults'
import { isOptionName, type OptionName, type ProductIdentity, type SelectedOptions } from './designer-options'
import { calendarMountingType, calendarQuantity, calendarStart } from './calendar'
import { photobookRefinement, templateOrientation } from './photobook'
import { productOf } from './product-identity'
import { buildQueryString, parseQueryString, type ParsedQueryValue } from './query-string'

export type DesignerProduct = Exclude<ProductIdentity, 'accessory'>

// SPEC §2: the designer paths. Photo prints are made in the photo-box designer.
export const DESIGNER_PATHS: Readonly<Record<DesignerProduct, string>> = {
  calendar: '/configurator-calendar/',
  card: '/configurator-card/',
  collage: '/configurator-collage/',
  photoframe: '/configurator-photo-frame/',
  photobook: '/configurator-photobook/',
  photobox: '/configurator-photobox/',
  photoprint: '/configurator-photobox/',
}

export interface DesignerContext {
  locale: Locale
  brand: Brand
  /** The request's path markers (`''`, `/fr`, `/d/fr`), kept in front of the designer path. */
  basePath: string
  /** SPEC §3: the calculator's collage flag. */
  isCollage?: boolean
  /** The request's clock: a calendar without a start month and year starts today (SPEC §5). */
  today?: Date
}

// Names the designer reads beside SPEC §3's options: the photobook template's orientation (SPEC §5). A card's
// envelopes and inlays go into the cart as lines of their own, never into the designer's URL.
export const DESIGNER_CUSTOM_NAMES: readonly string[] = ['templateOrientation']

function text(value: SelectedOptions[keyof SelectedOptions]): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/** SPEC §5's photobook and calendar rules and SPEC §3's mats, applied after the channel defaults. */
export function withProductRules(product: DesignerProduct, options: SelectedOptions, today: Date): SelectedOptions {
  if (product === 'photobook') {
    // SPEC §5: the refinement is sent only if it is neither none nor ohne; the template orientation comes from the format.
    const format = text(options.photobookFormat)
    const rest: Record<string, SelectedOptions[keyof SelectedOptions]> = {
      ...options,
      refinementType: photobookRefinement(text(options.refinementType)),
    }
    if (format) rest.templateOrientation = templateOrientation(format)
    return rest
  }
  if (product === 'calendar') {
    // SPEC §5: start month and year if both are given, else from startDate, else today.
    const start = calendarStart(
      { startMonth: text(options.startMonth), year: text(options.year), startDate: text(options.startDate) },
      today,
    )
    const filled: Record<string, SelectedOptions[keyof SelectedOptions]> = {
      ...options,
      startDate: undefined,
      startMonth: start.month,
      year: start.year,
    }
    // SPEC §5: an unknown mounting type falls back to ohne.
    if (options.mountingType !== undefined && options.mountingType !== null)
      filled.mountingType = calendarMountingType(text(options.mountingType))
    // SPEC §5: a sample quantity is replaced by 1.
    const sample = options.isSample === true || options.isSample === 'true'
    if (sample || options.amount !== undefined) filled.amount = calendarQuantity(Number(text(options.amount) ?? 1), sample)
    return filled
  }
  // SPEC §3: the designer's mat types are mat-none and mat-weiss. The shop's black and cream mats are none of its names,
  // so the designer receives no mat (nor its size) for them and opens on its own, never on a white one they did not pick.
  if (/^mat-(?!none$|weiss$)/.test(String(options.matType))) return { ...options, matType: undefined, matSize: undefined }
  return options
}

/**
 * `/fr/configurator-card/?themeId=12&locale=fr-CH`: the designer of the product the options identify, with the
 * brand's defaults where an option is absent (SPEC §9) and `locale` added when missing (SPEC §2). Undefined when the
 * options identify no product, or only a card accessory, which has no designer.
 */
export function designerUrl(options: SelectedOptions, context: DesignerContext): string | undefined {
  const product = productOf(options, context.isCollage)
  if (product === undefined || product === 'accessory') return undefined
  // SPEC §2: locale added to the link when missing.
  const locale = text(options.locale) || context.locale
  const filled = withProductRules(product, withChannelDefaults(product, context.brand, options), context.today ?? new Date())
  // Written into hrefs: brackets percent-encoded (SPEC §5's `name[]` and `name[key]`, as valid HTML needs them).
  const query = buildQueryString({ ...filled, locale }, DESIGNER_CUSTOM_NAMES, { brackets: 'encoded' })
  // In the brand's slash form (`/configurator-photo-frame?…` on the poster brand), which its designer answers without
  // a redirect.
  return `${withSlashRule(context.basePath + DESIGNER_PATHS[product], TRAILING_SLASH[context.brand])}?${query}`
}

export interface ParsedDesignerUrl {
  product: DesignerProduct
  options: Partial<Record<OptionName, ParsedQueryValue>>
}

// Path markers (desktop `d`, web `w`, a two-letter locale) and then one designer segment.
const DESIGNER_PATH = /^(?:\/(?:[a-z]{1,2}))*\/(configurator-[a-z-]+)\/?$/
const PRODUCT_OF_SEGMENT: ReadonlyMap<string, DesignerProduct> = new Map(
  Object.entries(DESIGNER_PATHS).map(([product, path]) => [path.slice(1, -1), product as DesignerProduct] as const),
)

/** The inverse of `designerUrl`: the product and the known options of a designer path and query; unknown names are dropped. */
export function parseDesignerUrl(path: string, search: string): ParsedDesignerUrl | undefined {
  const segment = DESIGNER_PATH.exec(path)?.[1]
  let product = segment === undefined ? undefined : PRODUCT_OF_SEGMENT.get(segment)
  if (product === undefined) return undefined
  const options: ParsedDesignerUrl['options'] = {}
  for (const [name, value] of Object.entries(parseQueryString(search))) if (isOptionName(name)) options[name] = value
  // One designer makes photo boxes and photo prints; photoboxType tells them apart (SPEC §3).
  if (product === 'photobox' || product === 'photoprint') product = options.photoboxType === 'photoprint' ? 'photoprint' : 'photobox'
  return { product, options }
}
