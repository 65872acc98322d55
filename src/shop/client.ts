// The one shop API client (SPEC §7): X-Channel and X-Locale on every call, the generic HTTP client's retry policy, a
// time limit, typed errors, and every answer parsed with its schema from ./schemas. It uses nothing but fetch, so the
// Worker (with a configured backend, or in-process with `builtInFetcher`) and browser islands can share it.
import type * as z from 'zod/mini'
import type { FormatRatio, Material, MatSize, MatType, PhotoboxType, ProductType } from '../domain/commerce/catalogue-enums'
import type { Brand } from '../domain/countries'
import type { Locale } from '../domain/locales'
import type { QueryValue } from '../domain/commerce/designer-options'
import { shopCallUrl } from '../domain/commerce/query-string'
import { BUILT_IN_BASE } from './base'
import type { CardSelection } from '../domain/commerce/card-total'
import {
  answerSchema,
  cardAccessoriesSchema,
  cardAccessoryPriceSchema,
  type CardAccessories,
  type CardAccessoryPrice,
  calculatorSchema,
  errorAnswerSchema,
  formatGroupPricesSchema,
  formatPricesSchema,
  formatGroupImagesSchema,
  formatLimitsSchema,
  frameSelectionDataSchema,
  framePricesFromSchema,
  framePricesFormatsSchema,
  framePriceArticleSchema,
  photoboxDataSchema,
  photoboxPricesSchema,
  productsSchema,
  skuContainerSchema,
  themeSchema,
  themesPageSchema,
  type ProductFamily,
  type Products,
  type Theme,
  type Calculator,
  type FormatGroupPrices,
  type FormatPrices,
  type FormatGroupImages,
  type FormatLimitsAnswer,
  type FrameSelectionData,
  type FramePricesFrom,
  type FramePricesFormats,
  type FramePriceArticle,
  type GlassType,
  type PhotoboxData,
  type PhotoboxPrices,
  type PageSize,
  type SkuContainer,
  type ThemeColor,
  type ThemesPage,
  type ThemeSort,
} from '../shop-contract/schemas'

/** Sends one request; `fetch` for a remote backend, `builtInFetcher(env, ctx)` for the built-in API. */
export type ShopFetcher = (request: Request) => Promise<Response>

export interface ShopClientOptions {
  /** Absolute base without trailing slash, from `shopApiBase`. */
  base: string
  channel: Brand
  locale: Locale
  fetcher?: ShopFetcher
  /** Limit for a whole call, retry included. */
  timeoutMs?: number
}

export const DEFAULT_TIMEOUT_MS = 4000

export type ShopApiErrorKind = 'status' | 'timeout' | 'network' | 'invalid-answer'

/** Every failure of a shop call: an error status (≥ 400), no answer in time, none at all, or one of the wrong shape. */
export class ShopApiError extends Error {
  override name = 'ShopApiError'
  constructor(
    readonly kind: ShopApiErrorKind,
    /** The answer's HTTP status; 0 when none arrived. */
    readonly status: number,
    /** The answer's `message.text`, or what went wrong. */
    readonly text: string,
    /** `GET /web-api/themes` */
    readonly call: string,
    /** The parsed error answer (sign-up puts its field errors in `payload.errors`). */
    readonly body?: unknown,
  ) {
    super(`${call}: ${status ? `${status} ` : ''}${text}`)
  }
}

// SPEC §7: the generic client retries safe methods 0 times and other methods once on these statuses.
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD'])

export function retriesFor(method: string): number {
  return SAFE_METHODS.has(method.toUpperCase()) ? 0 : 1
}

/** A shop call's query: SPEC §5 values (lists `name[]`, records `name[key]`), written by the one builder. */
export type Query = Readonly<Record<string, QueryValue>>

export interface ShopCall<T extends z.ZodMiniType> {
  method?: string
  /** `/web-api/themes`; the URL is `{base}{path}/{id}?query` (SPEC §7). */
  path: string
  id?: string
  query?: Query
  /** Sent as JSON unless it already is a body (text, form data, URL-encoded form). */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  /** Schema of the answer's `payload`. */
  payload: T
}

export interface ThemesFilter {
  category?: string
  color?: ThemeColor
  aspectRatio?: FormatRatio
  product?: ProductType
  /** The other SPEC §3 filter kinds (label, punching, style) by value. */
  label?: string
  punching?: string
  style?: string
  sort?: ThemeSort
  page?: number
  pageSize?: PageSize
}

export interface ShopClient {
  readonly base: string
  /** Any shop call; the typed methods below are built on it. */
  call<T extends z.ZodMiniType>(spec: ShopCall<T>): Promise<z.output<T>>
  calculatorReference(query: { product: ProductType; materialType?: Material }): Promise<Calculator>
  formatPrices(query: { materialType: Material }): Promise<FormatPrices>
  formatGroupPrices(query: { materialType: Material; formatType: FormatRatio }): Promise<FormatGroupPrices>
  themes(filter?: ThemesFilter): Promise<ThemesPage>
  skuContainer(query: { sku: string }): Promise<SkuContainer>
  /** One theme by id (`/web-api/themes/{id}`). */
  theme(id: string): Promise<Theme>
  /** A family's products from its SPEC §7 price call; `id` narrows it to one. */
  products(family: ProductFamily, id?: string): Promise<Products>
  /** The envelopes, inlays and ribbons a card order can carry, priced here. */
  cardAccessories(card: string): Promise<CardAccessories>
  /** A card order's total: quantity × card price + accessories. */
  cardAccessoryPrice(query: { card: string } & CardSelection): Promise<CardAccessoryPrice>
  /** Every format of a material grouped by stored ratio (the calculator's more-formats dialog). */
  formatGroupImages(query: { materialType: Material }): Promise<FormatGroupImages>
  /** A material's own-format limits. */
  formatLimits(query: { materialType: Material }): Promise<FormatLimitsAnswer>
  /** The photo-frame selection: families, types, mats, glasses, framed materials, option groups, surcharges. */
  frameSelection(): Promise<FrameSelectionData>
  framePricesFrom(): Promise<FramePricesFrom>
  framePricesFormats(query: { frameType: string; materialType: Material }): Promise<FramePricesFormats>
  photoboxData(query?: { photoboxType?: PhotoboxType }): Promise<PhotoboxData>
  photoboxPrices(query: { photoboxType: PhotoboxType }): Promise<PhotoboxPrices>
  framePriceArticle(query: {
    frameType: string
    materialType: Material
    formatType: string
    matType: MatType
    matSize: MatSize
    glassType?: GlassType | undefined
  }): Promise<FramePriceArticle>
}

/** The SPEC §7 call that answers each product family. */
export const PRODUCT_FAMILY_PATHS: Readonly<Record<ProductFamily, string>> = {
  calendar: '/web-api/calendar-price',
  photobook: '/web-api/photobook-price',
  card: '/web-api/card-price',
  accessory: '/web-api/card-accessories',
  collage: '/web-api/collage-designer-design-groups',
}

const FRAME_SELECTION = '/web-api/product-selection-photo-frame'

const envelopes = new WeakMap<z.ZodMiniType, z.ZodMiniType>()

function envelopeOf(payload: z.ZodMiniType): z.ZodMiniType {
  let envelope = envelopes.get(payload)
  if (!envelope) envelopes.set(payload, (envelope = answerSchema(payload)))
  return envelope
}

function encodeBody(body: unknown): { body: BodyInit | null; contentType?: string } {
  if (body === undefined || body === null) return { body: null }
  if (typeof body === 'string' || body instanceof URLSearchParams || body instanceof FormData) return { body }
  return { body: JSON.stringify(body), contentType: 'application/json' }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

/** `work`, or a rejection as soon as `signal` aborts: an in-process fetcher cannot be interrupted, only abandoned. */
function beforeAbort<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    void work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}

export function createShopClient(options: ShopClientOptions): ShopClient {
  const { base, channel, locale } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (base === BUILT_IN_BASE && !options.fetcher) {
    throw new Error('The built-in shop API needs builtInFetcher(env, ctx), not the network')
  }
  const fetcher: ShopFetcher = options.fetcher ?? ((request) => fetch(request))

  async function send(call: string, url: string, init: RequestInit, envelope: z.ZodMiniType): Promise<unknown> {
    const retries = retriesFor(init.method ?? 'GET')
    for (let retry = 0; ; retry++) {
      let response: Response
      try {
        response = await fetcher(new Request(url, init))
      } catch (error) {
        if (init.signal?.aborted) throw error
        throw new ShopApiError('network', 0, error instanceof Error ? error.message : String(error), call)
      }
      if (response.status >= 400 && retry < retries && RETRY_STATUSES.has(response.status)) {
        await response.body?.cancel()
        continue
      }
      const body = await readJson(response)
      if (response.status >= 400) {
        const error = errorAnswerSchema.safeParse(body)
        const text = error.success ? error.data.message.text : `HTTP ${response.status}`
        throw new ShopApiError('status', response.status, text, call, body)
      }
      const parsed = envelope.safeParse(body)
      if (!parsed.success) {
        const where = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
        const text = `unexpected answer: ${body === undefined ? 'not JSON' : where.join('; ')}`
        throw new ShopApiError('invalid-answer', response.status, text, call, body)
      }
      return (parsed.data as { payload: unknown }).payload
    }
  }

  async function call<T extends z.ZodMiniType>(spec: ShopCall<T>): Promise<z.output<T>> {
    const method = (spec.method ?? 'GET').toUpperCase()
    const label = `${method} ${spec.path}`
    const url = shopCallUrl(base, spec.path, spec.id, spec.query)
    const { body, contentType } = encodeBody(spec.body)
    const signal = AbortSignal.timeout(timeoutMs)
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...spec.headers,
      ...(contentType ? { 'content-type': contentType } : {}),
      // SPEC §7: every call carries the channel and the locale.
      'x-channel': channel,
      'x-locale': locale,
    }
    try {
      const init: RequestInit = { method, headers, body, signal }
      return (await beforeAbort(signal, () => send(label, url, init, envelopeOf(spec.payload)))) as z.output<T>
    } catch (error) {
      if (error instanceof ShopApiError) throw error
      if (signal.aborted) throw new ShopApiError('timeout', 0, `no answer within ${timeoutMs} ms`, label)
      throw new ShopApiError('network', 0, error instanceof Error ? error.message : String(error), label)
    }
  }

  return {
    base,
    call,
    calculatorReference: (query) => call({ path: '/web-api/calculator/reference', query, payload: calculatorSchema }),
    formatPrices: (query) => call({ path: '/price-api/prices/formats', query, payload: formatPricesSchema }),
    formatGroupPrices: (query) => call({ path: '/price-api/prices/format-group', query, payload: formatGroupPricesSchema }),
    themes: (filter = {}) => call({ path: '/web-api/themes', query: { ...filter }, payload: themesPageSchema }),
    skuContainer: (query) => call({ path: '/web-api/sku/container', query, payload: skuContainerSchema }),
    theme: (id) => call({ path: '/web-api/themes', id, payload: themeSchema }),
    products: (family, id) => call({ path: PRODUCT_FAMILY_PATHS[family], query: { id }, payload: productsSchema }),
    cardAccessories: (card) => call({ path: '/web-api/card-accessories', query: { card }, payload: cardAccessoriesSchema }),
    cardAccessoryPrice: (query) => call({ path: '/web-api/card-accessory-price', query: { ...query }, payload: cardAccessoryPriceSchema }),
    formatGroupImages: (query) => call({ path: '/price-api/prices/format-group-prices-images', query, payload: formatGroupImagesSchema }),
    formatLimits: (query) => call({ path: `${FRAME_SELECTION}/format-limits`, query, payload: formatLimitsSchema }),
    frameSelection: () => call({ path: `${FRAME_SELECTION}/data`, payload: frameSelectionDataSchema }),
    framePricesFrom: () => call({ path: `${FRAME_SELECTION}/prices-from`, payload: framePricesFromSchema }),
    framePricesFormats: (query) => call({ path: `${FRAME_SELECTION}/prices-formats`, query, payload: framePricesFormatsSchema }),
    photoboxData: (query = {}) => call({ path: '/web-api/photobox-data', query, payload: photoboxDataSchema }),
    photoboxPrices: (query) => call({ path: '/price-api/photoboxes', query, payload: photoboxPricesSchema }),
    framePriceArticle: (query) => call({ path: `${FRAME_SELECTION}/price-article`, query, payload: framePriceArticleSchema }),
  }
}
