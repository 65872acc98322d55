// A stand-in external shop backend, written from SPEC §7 and the shop contract's answer shapes (src/shop-contract/), never
// from the built-in API's code: an operator's backend as the storefront meets it at SHOP_API_BASE. It knows only
// SPEC §7's calls (the list, and the calls of known shape: customer data, log-in, sign-up, password reset, log-out,
// newsletter), answers `{ payload }` or `{ message: { text } }`, takes the site from X-Channel and X-Locale and nothing
// else, and refuses a call without them or with a language or desktop prefix in its path. The contract's extension
// (the cart page's and account page's calls) it does not have: 404, as a backend without them answers.
import { vi } from 'vitest'
import type { Calculator, SkuContainer } from '../../src/shop-contract/calculator'
import type { CardAccessories, CardAccessoryPrice, EnvelopeSizeAnswer } from '../../src/shop-contract/cards'
import type { Cart, CartAnswer, CartLine } from '../../src/shop-contract/cart'
import type {
  FramePriceArticle,
  FramePrices,
  FramePricesFormats,
  FramePricesFrom,
  FrameSelectionData,
  FrameVariants,
  Mat,
  OptionGroupAnswer,
} from '../../src/shop-contract/frames'
import type { PhotoboxData, PhotoboxPrices } from '../../src/shop-contract/photo'
import type { FormatGroupImages, FormatGroupPrices, FormatLimitsAnswer, FormatPrices } from '../../src/shop-contract/prices'
import type { Product, Products } from '../../src/shop-contract/products'
import type { ShippingInformation } from '../../src/shop-contract/shipping'
import type { Theme, ThemesPage } from '../../src/shop-contract/themes'

export const EXTERNAL_SHOP_BASE = 'https://shop-backend.example/api/v3'

/** SPEC §7's shop calls (path only), all 47. */
export const SPEC_SHOP_CALLS = [
  '/accessory',
  '/price-api/accessory',
  '/web-api/aspect-ratio',
  '/web-api/calculator/reference',
  '/web-api/calendar-design-group',
  '/web-api/calendar-price',
  '/web-api/campaign-data',
  '/customer-picture/get',
  '/web-api/express-shop',
  '/price-api/prices/format-group-prices-images',
  '/price-api/frame',
  '/web-api/variants-for-frame-types',
  '/web-api/product-selection-photo-frame/price-article',
  '/price-api/photo-options-groups',
  '/web-api/photobook-design-group-set',
  '/web-api/photobook-price',
  '/web-api/photobox-data',
  '/web-api/product-selection-photo-frame/format-limits',
  '/web-api/product-selection-photo-frame/prices-format-group',
  '/web-api/product-selection-photo-frame/prices-formats',
  '/web-api/product-selection-photo-frame/prices-from',
  '/web-api/product-selection-photo-frame/data',
  '/price-api/prices/article',
  '/price-api/prices/format-group',
  '/price-api/prices/formats',
  '/price-api/photoboxes',
  '/web-api/localized-urls',
  '/web-api/shop-frontends-initial-data',
  '/web-api/sku/container',
  '/gift-voucher',
  '/web-api/voucher',
  '/web-api/card-accessories',
  '/web-api/card-accessory-order',
  '/web-api/card-accessory-price',
  '/web-api/card-price',
  '/api/get-location/',
  '/web-api/collage-designer-design-groups',
  '/web-api/collage-designer-design-group',
  '/web-api/feature-flags',
  '/web-api/newsletter-confirm',
  '/web-api/shipping-information',
  '/whitelabel/switch',
  '/web-api/themes',
  '/web-api/toolbox-convert-file',
  '/web-api/toolbox-convert-pdf',
  '/web-api/toolbox-download',
  '/web-api/toolbox-optimize-image',
] as const

/** SPEC §7's calls of known shape (customer data, log-in, sign-up, password reset, log-out, newsletter subscribe). */
export const SPEC_KNOWN_CALLS = [
  '/web-api/customer-data',
  '/web-api/customer-login',
  '/web-api/customer-signup',
  '/web-api/customer-password-reset',
  '/web-api/customer-logout',
  '/newsletter/subscribe',
] as const

const CHANNELS = ['cards', 'poster']
const LOCALE = /^(de|en|es|fr|it|nl)-(AT|CH|DE|IT|LI|LU|GB|US|ES|FR|BE|NL)$/
type Country = ShippingInformation['country']
type Currency = ShippingInformation['currency']

/** SPEC §9: chf for CH and LI, gbp for GB, usd for US, eur otherwise. */
function currencyOf(country: Country): Currency {
  return country === 'CH' || country === 'LI' ? 'chf' : country === 'GB' ? 'gbp' : country === 'US' ? 'usd' : 'eur'
}

/** This backend's price list is in euros; other currencies by a fixed rate, to the cent. */
const RATES: Record<Currency, number> = { eur: 1, chf: 1.1, gbp: 0.9, usd: 1.15 }

interface Shop {
  channel: string
  locale: string
  country: Country
  currency: Currency
  price: (euros: number) => number
}

export interface ExternalShopCall {
  method: string
  path: string
  query: string
  channel: string | null
  locale: string | null
  status: number
}

export interface ExternalShop {
  /** Every request the backend received, in order, with the status it answered. */
  calls: ExternalShopCall[]
  /** Requests that broke SPEC §7 (a path prefix, a missing header, a path SPEC §7 does not name). */
  violations: string[]
  /** The carts by cookie value: what the cart journey put in. */
  carts: Map<string, CartLine[]>
  restore(): void
}

// --- Catalogue -------------------------------------------------------------------------------------------------------

const WALL_FORMATS = [
  { value: '3000x4000', formatType: '4:3' as const, euros: 24.9 },
  { value: '4000x6000', formatType: '3:2' as const, euros: 34.9 },
  { value: '5000x7000', formatType: 'din' as const, euros: 44.9 },
  { value: '6000x9000', formatType: '3:2' as const, euros: 59.9 },
]
const MATERIAL_PRICE = { poster: 1, leinwand: 1.6 } as const
type WallMaterial = keyof typeof MATERIAL_PRICE
const isWallMaterial = (value: string | null): value is WallMaterial => value === 'poster' || value === 'leinwand'

function wallFormats(shop: Shop, material: WallMaterial) {
  return WALL_FORMATS.map((format) => {
    const current = shop.price(format.euros * MATERIAL_PRICE[material])
    const original = format.value === '6000x9000' ? shop.price(format.euros * MATERIAL_PRICE[material] * 1.2) : current
    return { value: format.value, priceCurrent: current, priceOriginal: original, context: { formatType: format.formatType } }
  })
}

function calculator(shop: Shop, product: string, selected: WallMaterial): Calculator {
  const option = (material: WallMaterial) => ({
    value: material,
    labelTranslationKey: `material.${material}`,
    context: { materialType: material },
    formats: wallFormats(shop, material),
    initiallySelectedFormat: '5000x7000',
  })
  return {
    product: product === 'collage' ? 'collage' : 'photoframe',
    isCollage: product === 'collage',
    currency: shop.currency,
    selectedValue: selected,
    options: [option('poster'), option('leinwand')],
    labels: [{ index: 1, text: 'label.bestseller', backgroundColor: '#1d2430', textColor: '#ffffff' }],
  }
}

const THEMES: Omit<Theme, 'priceFrom'>[] = [
  {
    id: 'winterzauber',
    name: 'Winterzauber',
    product: 'card',
    category: 'weihnachten/privat',
    colors: ['white', 'blue'],
    popularity: 980,
    createdAt: '2024-10-01',
    aspectRatio: 'din',
    label: 'bestseller',
    punching: 'ohne',
    style: 'klassisch',
    image: '/demo/themes/winterzauber.svg',
  },
  {
    id: 'ewige-liebe',
    name: 'Ewige Liebe',
    product: 'card',
    category: 'hochzeit',
    colors: ['pink', 'white'],
    popularity: 870,
    createdAt: '2024-03-12',
    aspectRatio: 'square',
    label: 'neu',
    punching: 'herz',
    style: 'elegant',
    image: '/demo/themes/ewige-liebe.svg',
  },
  {
    id: 'kleines-wunder',
    name: 'Kleines Wunder',
    product: 'card',
    category: 'geburt',
    colors: ['yellow'],
    popularity: 640,
    createdAt: '2023-11-20',
    aspectRatio: 'din',
    punching: 'rund',
    style: 'verspielt',
  },
  {
    id: 'jahreslauf',
    name: 'Jahreslauf',
    product: 'calendar',
    category: 'familie',
    colors: ['green'],
    popularity: 720,
    createdAt: '2024-08-02',
    aspectRatio: 'din',
    style: 'natuerlich',
  },
  {
    id: 'nordlicht',
    name: 'Nordlicht',
    product: 'calendar',
    category: 'reise',
    colors: ['blue', 'black'],
    popularity: 510,
    createdAt: '2024-09-15',
    aspectRatio: '4:3',
    style: 'modern',
  },
  {
    id: 'stadtlichter',
    name: 'Stadtlichter',
    product: 'photoframe',
    category: 'stadt',
    colors: ['black'],
    popularity: 430,
    createdAt: '2024-05-05',
    aspectRatio: '3:2',
    style: 'modern',
  },
  {
    id: 'mosaik',
    name: 'Mosaik',
    product: 'collage',
    category: 'familie',
    colors: ['orange', 'purple'],
    popularity: 390,
    createdAt: '2024-02-10',
    aspectRatio: 'square',
    style: 'verspielt',
  },
]
const THEME_EUROS: Record<string, number> = { card: 1.89, calendar: 19.99, photoframe: 24.9, collage: 29.9 }

function priced(shop: Shop, theme: Omit<Theme, 'priceFrom'>): Theme {
  const amount = shop.price(THEME_EUROS[theme.product] ?? 9.9)
  return { ...theme, priceFrom: { priceCurrent: amount, priceOriginal: amount } }
}

function themesPage(shop: Shop, query: URLSearchParams): ThemesPage {
  const product = query.get('product')
  const category = query.get('category')
  const color = query.get('color')
  let items = THEMES.filter((theme) => (!product || theme.product === product) && (!category || theme.category === category))
  items = items.filter((theme) => !color || (theme.colors as string[]).includes(color))
  items = [...items].sort((a, b) =>
    query.get('sort') === 'created' ? b.createdAt.localeCompare(a.createdAt) : b.popularity - a.popularity,
  )
  const pageSize = query.get('pageSize') === '48' ? 48 : 12
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1)
  const facets = [...new Set(items.map((theme) => theme.category))].map((value) => ({
    kind: 'category' as const,
    value,
    count: items.filter((theme) => theme.category === value).length,
  }))
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize).map((theme) => priced(shop, theme)),
    total: items.length,
    page,
    pageSize,
    currency: shop.currency,
    facets,
  }
}

interface ProductSeed {
  id: string
  euros: number
  designer: Product['designer']
  accessoryKind?: Product['accessoryKind']
  formats?: string[]
}
const PRODUCTS: Record<Products['family'], ProductSeed[]> = {
  photobook: [
    {
      id: 'fotobuch-hardcover',
      euros: 29.95,
      designer: { photobookType: 'digitalfotobuch', photobookCover: 'hard', photobookFormat: 'a4-hoch' },
      formats: ['2100x2970', '3000x3000'],
    },
    {
      id: 'fotobuch-softcover',
      euros: 19.95,
      designer: { photobookType: 'digitalfotobuch', photobookCover: 'soft', photobookFormat: 'a5-quer' },
      formats: ['2100x1480'],
    },
    { id: 'fotoheft', euros: 9.95, designer: { photobookType: 'fotoheft', photobookFormat: 'a5-hoch' }, formats: ['1480x2100'] },
  ],
  calendar: [
    {
      id: 'wandkalender',
      euros: 24.99,
      designer: { calendarType: 'wandkalender', formatType: 'a3-hoch', mountingType: 'spirale' },
      formats: ['2970x4200', '2100x2970'],
    },
    { id: 'tischkalender', euros: 14.99, designer: { calendarType: 'tischkalender', formatType: 'a5-quer' }, formats: ['2100x1480'] },
    { id: 'familienplaner', euros: 22.99, designer: { calendarType: 'familienplaner', formatType: 'a3-hoch' }, formats: ['2970x4200'] },
  ],
  collage: [
    {
      id: 'poster-collage',
      euros: 29.9,
      designer: { materialType: 'poster', designId: 'mosaik', formatType: '5000x7000' },
      formats: ['5000x7000'],
    },
    {
      id: 'leinwand-collage',
      euros: 49.9,
      designer: { materialType: 'leinwand', designId: 'mosaik', formatType: '4000x6000' },
      formats: ['4000x6000'],
    },
  ],
  card: [{ id: 'klappkarte', euros: 1.89, designer: { card: 'klappkarte', quantity: 45 }, formats: ['1480x1050'] }],
  accessory: [
    { id: 'umschlag-c6', euros: 0.95, accessoryKind: 'envelope', designer: { sku: 'straight-white-114x162', quantity: 10 } },
    { id: 'einleger-transparent', euros: 0.45, accessoryKind: 'inlay', designer: { sku: 'inlay-105x148-transparent', quantity: 10 } },
    { id: 'schleife-satin', euros: 0.8, accessoryKind: 'ribbon', designer: { sku: 'ribbon-satin-red', quantity: 10 } },
  ],
}

function products(shop: Shop, family: Products['family'], id: string | null): Products {
  const list = PRODUCTS[family].filter((product) => !id || product.id === id)
  return {
    family,
    currency: shop.currency,
    products: list.map((seed) => {
      const amount = shop.price(seed.euros)
      return {
        id: seed.id,
        family,
        ...(seed.accessoryKind ? { accessoryKind: seed.accessoryKind } : {}),
        image: `/demo/shop/${seed.id}.svg`,
        has3d: family === 'photobook',
        designer: seed.designer,
        priceFrom: { priceCurrent: amount, priceOriginal: amount },
        formats: (seed.formats ?? []).map((value, i) => ({
          value,
          priceCurrent: shop.price(seed.euros + i * 5),
          priceOriginal: shop.price(seed.euros + i * 5),
        })),
      }
    }),
  }
}

/** Card accessories by SPEC §3 sku parts: envelope type-colour-WxH, inlay size and paper, ribbon type and colour. */
function cardAccessories(shop: Shop, card: string): CardAccessories {
  const envelope = (sku: string, label: string, euros: number) => ({ sku, kind: 'envelope' as const, label, unitPrice: shop.price(euros) })
  const size = (
    width: number,
    height: number,
    subType: string,
    family: EnvelopeSizeAnswer['family'],
    sizeClass: EnvelopeSizeAnswer['sizeClass'],
    colours: [colour: string, label: string, euros: number][],
  ): EnvelopeSizeAnswer => {
    const choices = colours.map(([colour, label, euros]) => envelope(`${subType}-${colour}-${width}x${height}`, label, euros))
    return { width, height, subType, family, sizeClass, skus: choices.map((choice) => choice.sku), choices }
  }
  return {
    card,
    fold: 'single',
    currency: shop.currency,
    cardPrice: shop.price(1.89),
    envelopes:
      shop.country === 'GB' || shop.country === 'US'
        ? []
        : // A backend's own order (narrowest first, pointed flaps first), not SPEC §5's: the storefront orders them.
          [
            size(110, 220, 'straight', 'DL', 'compact', [['white', 'Weiß', 1.1]]),
            size(114, 162, 'pointed', 'C6', 'standard', [['white', 'Weiß', 0.95]]),
            size(114, 162, 'straight', 'C6', 'standard', [
              ['white', 'Weiß', 0.95],
              ['kraft', 'Kraftpapier', 0.95],
            ]),
            size(125, 176, 'straight', 'B6', 'large', [['white', 'Weiß', 1.8]]),
            size(162, 114, 'straight', 'C6', 'standard', [['white', 'Weiß', 0.95]]),
          ],
    inlays: [{ sku: 'inlay-105x148-transparent', kind: 'inlay', label: 'Transparent', unitPrice: shop.price(0.45) }],
    ribbons: [{ sku: 'ribbon-satin-red', kind: 'ribbon', label: 'Satin rot', unitPrice: shop.price(0.8) }],
  }
}

function cardAccessoryPrice(shop: Shop, query: URLSearchParams): CardAccessoryPrice {
  const options = cardAccessories(shop, query.get('card') ?? 'klappkarte')
  const quantity = Math.max(1, Number(query.get('quantity') ?? 45) || 45)
  const choices = [...options.envelopes.flatMap((size) => size.choices), ...options.inlays, ...options.ribbons]
  const lines = (['envelope', 'inlay', 'ribbon'] as const).flatMap((kind) => {
    const choice = choices.find((candidate) => candidate.kind === kind && candidate.sku === query.get(kind))
    if (!choice) return []
    const total = Math.round(choice.unitPrice * quantity * 100) / 100
    return [{ kind, sku: choice.sku, label: choice.label, unitPrice: choice.unitPrice, quantity, total }]
  })
  const cards = Math.round(options.cardPrice * quantity * 100) / 100
  const total = Math.round((cards + lines.reduce((sum, line) => sum + line.total, 0)) * 100) / 100
  return { card: options.card, currency: shop.currency, quantity, cardPrice: options.cardPrice, lines, total }
}

const MATS: Mat[] = [
  { matType: 'mat-none', matSize: 0, labelTranslationKey: 'mat.none' },
  { matType: 'mat-weiss', matSize: 30, labelTranslationKey: 'mat.white' },
]
const FAMILIES = [
  { frameFamily: 'holzrahmen' as const, euros: 19.9, types: ['holzrahmen-schwarz', 'holzrahmen-eiche'] },
  { frameFamily: 'fotorahmen' as const, euros: 12.9, types: ['fotorahmen-schwarz', 'fotorahmen-weiss'] },
  { frameFamily: 'alurahmen' as const, euros: 24.9, types: ['alurahmen-schwarz', 'alurahmen-silber'] },
]
const COLOUR_OF: Record<string, FramePrices['color']> = { schwarz: 'black', eiche: 'oak', weiss: 'white', silber: 'silver' }
const frameTypes = (types: string[]) =>
  types.map((value, i) => ({
    value,
    color: COLOUR_OF[value.split('-').pop() ?? ''] ?? 'black',
    labelTranslationKey: `frame.${value}`,
    isDefault: i === 0,
  }))
const OPTION_GROUPS: OptionGroupAnswer[] = [
  {
    value: 'poster-lamination',
    labelTranslationKey: 'option.posterLamination',
    options: [
      { value: 'none', labelTranslationKey: 'option.none', isDefault: true },
      { value: 'matt', labelTranslationKey: 'option.matt', isDefault: false },
    ],
  },
]

function framePrices(shop: Shop, frameType: string): FramePrices | undefined {
  const family = FAMILIES.find((candidate) => candidate.types.includes(frameType))
  if (!family) return undefined
  const amount = shop.price(family.euros)
  return {
    frameType,
    frameFamily: family.frameFamily,
    color: COLOUR_OF[frameType.split('-').pop() ?? ''] ?? 'black',
    labelTranslationKey: `frame.${frameType}`,
    isDefault: family.types[0] === frameType,
    matType: 'mat-none',
    matSize: 0,
    currency: shop.currency,
    mats: MATS,
    materials: ['poster'],
    priceFrom: { priceCurrent: amount, priceOriginal: amount },
    formats: WALL_FORMATS.map((format) => ({
      value: format.value,
      priceCurrent: shop.price(family.euros + format.euros / 4),
      priceOriginal: shop.price(family.euros + format.euros / 4),
    })),
  }
}

function frameVariants(shop: Shop, material: WallMaterial): FrameVariants {
  return {
    materialType: material,
    currency: shop.currency,
    variants: FAMILIES.map((family) => ({
      frameFamily: family.frameFamily,
      labelTranslationKey: `frameFamily.${family.frameFamily}`,
      defaultFrameType: family.types[0] ?? '',
      matType: 'mat-none',
      matSize: 0,
      frameTypes: frameTypes(family.types),
      mats: MATS,
      priceFrom: { priceCurrent: shop.price(family.euros), priceOriginal: shop.price(family.euros) },
    })),
    optionGroups: OPTION_GROUPS,
  }
}

function frameSelection(shop: Shop): FrameSelectionData {
  const surcharge = { perSquareMetre: shop.price(40), minimum: shop.price(5) }
  return {
    currency: shop.currency,
    families: FAMILIES.map((family) => ({
      frameFamily: family.frameFamily,
      labelTranslationKey: `frameFamily.${family.frameFamily}`,
      defaultFrameType: family.types[0] ?? '',
      matType: 'mat-none',
      matSize: 0,
      frameTypes: frameTypes(family.types),
      mats: MATS,
      glasses: [
        { glassType: 'museum-glass', labelTranslationKey: 'glass.museumGlass', isDefault: false },
        { glassType: 'museum-acrylic', labelTranslationKey: 'glass.museumAcrylic', isDefault: false },
      ],
      materials: ['poster'],
    })),
    materials: [{ materialType: 'poster', labelTranslationKey: 'material.poster', optionGroups: OPTION_GROUPS }],
    surcharges: {
      'mat-weiss': surcharge,
      'mat-schwarz': surcharge,
      'mat-creme': surcharge,
      'museum-glass': surcharge,
      'museum-acrylic': surcharge,
    },
  }
}

const PHOTOBOX_DATA: PhotoboxData = {
  types: [
    ['small', 'photobox.small', 30],
    ['large', 'photobox.large', 60],
    ['MAX', 'photobox.max', 120],
    ['photoprint', 'photobox.photoprint', null],
  ].map(([photoboxType, labelTranslationKey, capacity]) => ({
    photoboxType: photoboxType as PhotoboxData['types'][number]['photoboxType'],
    labelTranslationKey: labelTranslationKey as string,
    capacity: capacity as number | null,
    formats: [
      { value: '102x152', width: 102, height: 152, inchName: '4x6', isInitial: true },
      { value: '127x178', width: 127, height: 178, inchName: '5x7', isInitial: false },
    ],
    papers: [
      { paper: 'simple' as const, labelTranslationKey: 'paper.simple', isDefault: true },
      { paper: 'fotopapier-matt' as const, labelTranslationKey: 'paper.fotopapierMatt', isDefault: false },
    ],
  })),
}

function photoboxPrices(shop: Shop, type: PhotoboxPrices['photoboxType']): PhotoboxPrices {
  const box = { small: 19.9, large: 29.9, MAX: 49.9, photoprint: 0.19 }[type]
  const prices = ['102x152', '127x178'].flatMap((format, i) =>
    (['simple', 'fotopapier-matt'] as const).map((paper, j) => {
      const amount = shop.price(box * (1 + i * 0.3 + j * 0.1))
      return { format, paper, priceCurrent: amount, priceOriginal: amount }
    }),
  )
  return { photoboxType: type, currency: shop.currency, prices }
}

const SHIPPING_EUROS: Partial<Record<Country, number>> = { DE: 4.9, AT: 5.9, US: 12.9, GB: 6.9 }

// --- The backend ---------------------------------------------------------------------------------------------------------

function json(payload: unknown, init: ResponseInit = {}): Response {
  return Response.json({ payload }, init)
}
function error(status: number, text: string): Response {
  return Response.json({ message: { text } }, { status })
}

function cookieOf(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? ''
  return header
    .split(/;\s*/)
    .map((pair) => pair.split('='))
    .find(([key]) => key === name)?.[1]
}

async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, string>
  if (type.includes('form')) return Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, String(value)]))
  return {}
}

/** Installs the backend in front of whatever answers fetch now (the no-network guard, another mock). */
/**
 * `cart`: the backend also has the contract's cart page call (`/web-api/cart`), and adds up every line of a cart, whatever
 * its currency, as a careless backend would when one cart was filled in two countries' shops.
 */
export function mockExternalShop(base = EXTERNAL_SHOP_BASE, options: { cart?: boolean } = {}): ExternalShop {
  const previous = globalThis.fetch
  const shop: ExternalShop = { calls: [], violations: [], carts: new Map(), restore: () => spy.mockRestore() }
  const sessions = new Map<string, { firstName: string; lastName: string; email: string }>()
  let serial = 0

  async function answer(request: Request, path: string, query: URLSearchParams): Promise<Response> {
    const channel = request.headers.get('x-channel')
    const locale = request.headers.get('x-locale') ?? ''
    if (/^\/(?:[a-z]{2}|d|w)(?:\/|$)/.test(path)) {
      shop.violations.push(`${request.method} ${path}: a site prefix in the path`)
      return error(404, `No call ${path}`)
    }
    const match = LOCALE.exec(locale)
    if (!channel || !CHANNELS.includes(channel) || !match) {
      shop.violations.push(`${request.method} ${path}: X-Channel "${channel}" / X-Locale "${locale}"`)
      return error(400, 'X-Channel and X-Locale are required')
    }
    const country = match[2] as Country
    const currency = currencyOf(country)
    const site: Shop = { channel, locale, country, currency, price: (euros) => Math.round(euros * RATES[currency] * 100) / 100 }
    const known =
      [...SPEC_SHOP_CALLS, ...SPEC_KNOWN_CALLS].some((call) => path === call || path.startsWith(`${call}/`)) ||
      (options.cart === true && path === '/web-api/cart')
    if (!known) return error(404, `No call ${path}`)
    return (await route(request, path, query, site)) ?? error(404, `No answer for ${request.method} ${path}`)
  }

  async function route(request: Request, path: string, query: URLSearchParams, site: Shop): Promise<Response | undefined> {
    const material = query.get('materialType')
    const get = request.method === 'GET'
    if (get && path === '/web-api/calculator/reference') {
      const selected = isWallMaterial(material) ? material : 'poster'
      return json(calculator(site, query.get('product') ?? 'photoframe', selected))
    }
    if (get && path === '/price-api/prices/formats' && isWallMaterial(material)) {
      const payload: FormatPrices = {
        materialType: material,
        currency: site.currency,
        initiallySelectedFormat: '5000x7000',
        formats: wallFormats(site, material),
      }
      return json(payload)
    }
    if (get && path === '/price-api/prices/format-group' && isWallMaterial(material)) {
      const formats = wallFormats(site, material).filter((format) => format.context.formatType === query.get('formatType'))
      const first = formats[0]
      if (!first) return error(404, 'No such format group')
      const payload: FormatGroupPrices = {
        materialType: material,
        formatType: first.context.formatType,
        currency: site.currency,
        priceFrom: first,
        formats,
      }
      return json(payload)
    }
    if (get && path === '/price-api/prices/format-group-prices-images' && isWallMaterial(material)) {
      const formats = wallFormats(site, material)
      const groups = [...new Set(formats.map((format) => format.context.formatType))].map((formatType) => {
        const members = formats.filter((format) => format.context.formatType === formatType)
        const from = members[0] ?? formats[0]!
        return {
          formatType,
          image: `/demo/ratios/${formatType.replace(':', '-')}.svg`,
          priceFrom: { priceCurrent: from.priceCurrent, priceOriginal: from.priceOriginal },
          formats: members,
        }
      })
      const payload: FormatGroupImages = { materialType: material, currency: site.currency, groups }
      return json(payload)
    }
    if (get && path === '/web-api/product-selection-photo-frame/format-limits' && isWallMaterial(material)) {
      const payload: FormatLimitsAnswer = { materialType: material, minSide: 1000, maxShort: 10000, maxLong: 15000 }
      return json(payload)
    }
    if (get && path === '/web-api/sku/container') {
      const [skuMaterial, value] = (query.get('sku') ?? '').split('-')
      const format = WALL_FORMATS.find((candidate) => candidate.value === value)
      if (!isWallMaterial(skuMaterial ?? null) || !format) return error(404, 'No such sku')
      const amount = site.price(format.euros * MATERIAL_PRICE[skuMaterial as WallMaterial])
      const payload: SkuContainer = {
        sku: query.get('sku') ?? '',
        format: format.value,
        currency: site.currency,
        context: { formatType: format.formatType, materialType: skuMaterial as WallMaterial, priceCurrent: amount, priceOriginal: amount },
      }
      return json(payload)
    }
    if (get && path === '/web-api/themes') return json(themesPage(site, query))
    if (get && path.startsWith('/web-api/themes/')) {
      const theme = THEMES.find((candidate) => candidate.id === path.slice('/web-api/themes/'.length))
      return theme ? json(priced(site, theme)) : error(404, 'No such theme')
    }
    const family = (
      {
        '/web-api/calendar-price': 'calendar',
        '/web-api/photobook-price': 'photobook',
        '/web-api/card-price': 'card',
        '/web-api/collage-designer-design-groups': 'collage',
        '/web-api/card-accessories': 'accessory',
      } as const
    )[path]
    if (get && path === '/web-api/card-accessories' && query.get('card')) return json(cardAccessories(site, query.get('card') ?? ''))
    if (get && family) return json(products(site, family, query.get('id')))
    if (get && path === '/web-api/card-accessory-price') return json(cardAccessoryPrice(site, query))
    if (get && path === '/price-api/frame') {
      const prices = framePrices(site, query.get('frameType') ?? '')
      return prices ? json(prices) : error(404, 'No such frame type')
    }
    if (get && path === '/web-api/variants-for-frame-types' && isWallMaterial(material)) return json(frameVariants(site, material))
    if (get && path === '/web-api/product-selection-photo-frame/data') return json(frameSelection(site))
    if (get && path === '/web-api/product-selection-photo-frame/prices-from') {
      const payload: FramePricesFrom = {
        currency: site.currency,
        families: FAMILIES.map((family) => ({
          frameFamily: family.frameFamily,
          materialType: 'poster',
          priceFrom: { priceCurrent: site.price(family.euros + 10), priceOriginal: site.price(family.euros + 10) },
        })),
      }
      return json(payload)
    }
    if (get && path === '/web-api/product-selection-photo-frame/prices-formats' && isWallMaterial(material)) {
      const frame = framePrices(site, query.get('frameType') ?? '')
      if (!frame) return error(404, 'No such frame type')
      const payload: FramePricesFormats = {
        frameType: frame.frameType,
        materialType: material,
        currency: site.currency,
        formats: wallFormats(site, material).map((format, i) => ({
          value: format.value,
          picture: { priceCurrent: format.priceCurrent, priceOriginal: format.priceOriginal },
          frame: { priceCurrent: frame.formats[i]?.priceCurrent ?? 0, priceOriginal: frame.formats[i]?.priceOriginal ?? 0 },
        })),
      }
      return json(payload)
    }
    if (get && path === '/web-api/product-selection-photo-frame/price-article' && isWallMaterial(material)) {
      const frame = framePrices(site, query.get('frameType') ?? '')
      const format = wallFormats(site, material).find((candidate) => candidate.value === query.get('formatType'))
      if (!frame || !format) return error(404, 'No such article')
      const amount =
        Math.round((format.priceCurrent + (frame.formats.find((f) => f.value === format.value)?.priceCurrent ?? 0)) * 100) / 100
      const payload: FramePriceArticle = {
        frameType: frame.frameType,
        materialType: material,
        formatType: format.value,
        matType: query.get('matType') === 'mat-weiss' ? 'mat-weiss' : 'mat-none',
        matSize: query.get('matSize') === '30' ? 30 : 0,
        glassType:
          query.get('glassType') === 'museum-glass'
            ? 'museum-glass'
            : query.get('glassType') === 'museum-acrylic'
              ? 'museum-acrylic'
              : null,
        currency: site.currency,
        priceCurrent: amount,
        priceOriginal: amount,
      }
      return json(payload)
    }
    if (get && path === '/web-api/photobox-data') return json(PHOTOBOX_DATA)
    if (get && path === '/price-api/photoboxes') {
      const type = PHOTOBOX_DATA.types.find((candidate) => candidate.photoboxType === query.get('photoboxType'))
      return type ? json(photoboxPrices(site, type.photoboxType)) : error(400, 'photoboxType is required')
    }
    if (get && path === '/web-api/shipping-information') {
      const euros = SHIPPING_EUROS[site.country] ?? 7.9
      const payload: ShippingInformation = {
        country: site.country,
        currency: site.currency,
        cost: site.price(euros),
        freeFrom: site.country === 'DE' ? site.price(60) : null,
      }
      return json(payload)
    }
    return customerCall(request, path, site)
  }

  async function customerCall(request: Request, path: string, site: Shop): Promise<Response | undefined> {
    const cartId = cookieOf(request, 'backend_cart')
    const session = sessions.get(cookieOf(request, 'backend_session') ?? '')
    const lines = cartId ? (shop.carts.get(cartId) ?? []) : []
    const post = request.method === 'POST'
    if (request.method === 'GET' && path === '/web-api/customer-data') {
      return json(
        {
          emailHash: null,
          firstName: session?.firstName ?? null,
          lastName: session?.lastName ?? null,
          ...(session ? { fullName: `${session.firstName} ${session.lastName}` } : {}),
          isLoggedIn: Boolean(session),
          isWhitelabelCustomer: false,
          number: session ? '100042' : null,
          order: { cartArticlesAmount: lines.reduce((sum, line) => sum + line.quantity, 0), isWhitelabelOrder: false },
          type: 0,
        },
        { headers: { 'cache-control': 'private, no-store' } },
      )
    }
    if (request.method === 'GET' && path === '/web-api/cart') {
      const cart: Cart = {
        lines,
        total: lines.reduce((sum, line) => sum + line.total, 0),
        currency: lines[0]?.currency ?? null,
        cartArticlesAmount: lines.length,
      }
      return json(cart, { headers: { 'cache-control': 'private, no-store' } })
    }
    if (post && (path === '/web-api/voucher' || path === '/web-api/card-accessory-order')) {
      const fields = await fieldsOf(request)
      const id = cartId ?? `cart-${++serial}`
      const voucher = path === '/web-api/voucher'
      const amount = Number(fields.amount)
      if (voucher && !(amount >= 5 && amount <= 1000)) return error(400, 'The voucher amount must be between 5 and 1000')
      const quantity = voucher ? 1 : Math.max(1, Number(fields.quantity) || 1)
      const line: CartLine = {
        id: ++serial,
        kind: voucher ? 'voucher' : 'accessory',
        sku: voucher ? null : (fields.sku ?? null),
        label: voucher ? `Gutschein ${amount}` : `Zubehör ${fields.sku ?? ''}`,
        quantity,
        total: voucher ? amount : site.price(0.95 * quantity),
        currency: site.currency,
      }
      const cart = [...lines, line]
      shop.carts.set(id, cart)
      const payload: CartAnswer = { line, cartArticlesAmount: cart.reduce((sum, entry) => sum + entry.quantity, 0) }
      return Response.json(
        { payload, message: { text: 'Added to the cart' } },
        { headers: { 'set-cookie': `backend_cart=${id}; Path=/; HttpOnly; Secure; SameSite=Lax`, 'cache-control': 'private, no-store' } },
      )
    }
    if (post && path === '/web-api/customer-login') {
      const fields = await fieldsOf(request)
      if (fields.password !== 'correct horse battery staple') return error(400, 'E-mail address or password is wrong')
      const id = `session-${++serial}`
      sessions.set(id, { firstName: 'Erika', lastName: 'Mustermann', email: fields.email ?? '' })
      return json(
        {
          emailHash: null,
          firstName: 'Erika',
          lastName: 'Mustermann',
          isLoggedIn: true,
          isWhitelabelCustomer: false,
          number: '100042',
          order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
          type: 0,
        },
        { headers: { 'set-cookie': `backend_session=${id}; Path=/; HttpOnly; Secure; SameSite=Lax` } },
      )
    }
    if (post && path === '/web-api/customer-logout') return json({}, { headers: { 'set-cookie': 'backend_session=; Path=/; Max-Age=0' } })
    if (post && (path === '/web-api/customer-password-reset' || path === '/newsletter/subscribe')) {
      return Response.json({ message: { text: 'Thank you' } })
    }
    return undefined
  }

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(`${base}/`)) return previous(input, init)
    const url = new URL(request.url)
    const path = url.pathname.slice(new URL(base).pathname.length)
    const response = await answer(request, path, url.searchParams)
    shop.calls.push({
      method: request.method,
      path,
      query: url.search,
      channel: request.headers.get('x-channel'),
      locale: request.headers.get('x-locale'),
      status: response.status,
    })
    return response
  })
  return shop
}
