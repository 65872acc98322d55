// Links into the product designers (SPEC §2 designer paths, §3 selected options and product identity) and back.
import type { Brand } from '../countries'
import type { Locale } from '../locales'
import { withChannelDefaults } from './channel-defaults'
import { isOptionName, type OptionName, type ProductIdentity, type SelectedOptions } from './designer-options'
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
  const locale = options.locale === undefined || options.locale === null || options.locale === '' ? context.locale : options.locale
  const query = buildQueryString({ ...withChannelDefaults(product, context.brand, options), locale })
  return `${context.basePath}${DESIGNER_PATHS[product]}?${query}`
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
