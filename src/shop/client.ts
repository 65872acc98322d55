// The one shop API client (SPEC §7): X-Channel and X-Locale on every call, the generic HTTP client's retry policy, a
// time limit, typed errors, and every answer parsed with its schema from the shop contract (src/shop-contract/). It uses
// nothing but fetch, so the Worker (with a configured backend, or the built-in API's service binding) and browser
// islands can share it.
import type * as z from 'zod/mini'
import type { CardSelection } from '../domain/commerce/card-total'
import type { FormatRatio, Material, MatSize, MatType, PhotoboxType, ProductType } from '../domain/commerce/catalogue-enums'
import type { QueryValue } from '../domain/commerce/designer-options'
import { beforeAbort } from '../domain/before-abort'
import { shopCallUrl } from '../domain/commerce/query-string'
import type { Brand } from '../domain/countries'
import type { PageSize, Sort } from '../domain/listing'
import type { Locale } from '../domain/locales'
import type { Calculator, SkuContainer } from '../shop-contract/calculator'
import { SHOP_CALLS } from '../shop-contract/calls'
import type { CardAccessories, CardAccessoryPrice } from '../shop-contract/cards'
import { answerSchema, errorAnswerSchema, type ShopCallSpec } from '../shop-contract/envelope'
import type {
  FramePriceArticle,
  FramePrices,
  FramePricesFormats,
  FramePricesFrom,
  FrameSelectionData,
  FrameVariants,
  GlassType,
} from '../shop-contract/frames'
import type { PhotoboxData, PhotoboxPrices } from '../shop-contract/photo'
import type { FormatGroupImages, FormatGroupPrices, FormatLimitsAnswer, FormatPrices } from '../shop-contract/prices'
import { PRODUCT_CALLS, type ProductFamily, type Products } from '../shop-contract/products'
import type { ShippingInformation } from '../shop-contract/shipping'
import type { Theme, ThemeColor, ThemesPage } from '../shop-contract/themes'
import { BUILT_IN_BASE } from './base'

/** Sends one request; `fetch` for a remote backend, `builtInFetcher(env)` (the SHOP_API binding) for the built-in API. */
export type ShopFetcher = (request: Request) => Promise<Response>

export interface ShopClientOptions {
  /** Absolute base without trailing slash, from `shopApiBase`. */
  base: string
  channel: Brand
  locale: Locale
  fetcher?: ShopFetcher
  /** Limit for a whole call, retry included. */
  timeoutMs?: number
  /** Ends every call still under way when it aborts, as a timeout: the shop budget of the page the calls are for. */
  budget?: AbortSignal | undefined
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
  sort?: Sort
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
  /** A frame type with its family, mats, materials and price per format. */
  frame(query: { frameType: string }): Promise<FramePrices>
  /** The frame families (default frame type, mat, colours, "from" price) and option groups a material offers. */
  frameVariants(query: { materialType: Material }): Promise<FrameVariants>
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
  /** What delivery to the site's country costs, and from which order value it is free. */
  shippingInformation(): Promise<ShippingInformation>
}

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

export function createShopClient(options: ShopClientOptions): ShopClient {
  const { base, channel, locale } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (base === BUILT_IN_BASE && !options.fetcher) {
    throw new Error('The built-in shop API takes builtInFetcher(env)')
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
    const timeout = AbortSignal.timeout(timeoutMs)
    // Only a page's calls have a budget: the browser's islands, whose client this is too, never call AbortSignal.any.
    const signal = options.budget ? AbortSignal.any([timeout, options.budget]) : timeout
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

  // The calls whose arguments are their query, one method each; the others name an id, a family or a card.
  const byQuery = Object.fromEntries(
    Object.entries<ShopCallSpec>(SHOP_CALLS).map(([name, spec]) => [name, (query?: Query) => call({ ...spec, query })]),
  ) as unknown as Omit<ShopClient, 'base' | 'call' | 'theme' | 'products' | 'cardAccessories'>
  return {
    ...byQuery,
    base,
    call,
    theme: (id) => call({ ...SHOP_CALLS.theme, id }),
    products: (family, id) => call({ ...PRODUCT_CALLS[family], query: { id } }),
    cardAccessories: (card) => call({ ...SHOP_CALLS.cardAccessories, query: { card } }),
  }
}
