// The built-in shop API's request and answer conventions (SPEC §7): brand and locale from the X-Channel and X-Locale
// headers, queries parsed with a schema, `{ payload }` answers and `{ message: { text } }` errors.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as z from 'zod/mini'
import type { ApiAppEnv } from './api-env'
import { BRANDS, type Brand } from '../domain/countries'
import { currencyOf, isLocale, type Currency, type Locale } from '../domain/locales'
import type { ErrorAnswer } from '../shop-contract/envelope'

/** An expected failure: answered with its status and text, never logged as an error. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
  }
}

/** Who is asking: the brand, the shop locale and the locale's currency (SPEC §9). */
export interface ShopRequest {
  brand: Brand
  locale: Locale
  currency: Currency
}

/** Reads X-Channel and X-Locale; a missing or unknown value is a 400 naming the header and what it accepts. */
export function shopRequest(c: Context<ApiAppEnv>): ShopRequest {
  const channel = c.req.header('x-channel')?.trim().toLowerCase() ?? ''
  if (!(BRANDS as readonly string[]).includes(channel)) {
    throw new ApiError(400, `X-Channel header must be one of ${BRANDS.join(', ')}${channel ? ` (got "${channel}")` : ''}`)
  }
  // SPEC §5: two letters, dash, two letters; accepted in any case and normalised to `de-CH`.
  const raw = c.req.header('x-locale')?.trim() ?? ''
  const locale = /^[a-z]{2}-[a-z]{2}$/i.test(raw) ? `${raw.slice(0, 2).toLowerCase()}-${raw.slice(3).toUpperCase()}` : raw
  if (!isLocale(locale)) {
    throw new ApiError(400, `X-Locale header must be a shop locale such as de-DE or fr-CH${raw ? ` (got "${raw}")` : ''}`)
  }
  return { brand: channel as Brand, locale, currency: currencyOf(locale) }
}

function describe(issue: z.core.$ZodIssue): string {
  const name = issue.path.map(String).join('.')
  return name ? `${name}: ${issue.message}` : issue.message
}

/** The query parsed with `schema`; empty parameters count as absent. Bad input is a 400 listing every bad parameter. */
export function parseQuery<T extends z.ZodMiniType>(c: Context<ApiAppEnv>, schema: T): z.output<T> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''))
  const result = schema.safeParse(query)
  if (!result.success) throw new ApiError(400, `Invalid query: ${result.error.issues.map(describe).join('; ')}`)
  return result.data
}

// Answers depend on the two headers; browsers may keep them briefly (prices change with a deployment, not by the second).
const ANSWER_HEADERS = { 'cache-control': 'public, max-age=60', vary: 'X-Channel, X-Locale' }

export function answer<T>(c: Context<ApiAppEnv>, payload: T): Response {
  return c.json({ payload }, 200, ANSWER_HEADERS)
}

export function errorAnswer(c: Context<ApiAppEnv>, status: ContentfulStatusCode, text: string): Response {
  const body: ErrorAnswer = { message: { text } }
  return c.json(body, status, { 'cache-control': 'no-store' })
}
