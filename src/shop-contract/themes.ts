// The theme listings' answers (SPEC §3 themes and their filter kinds, §9 page sizes): one theme, one page of themes.
import * as z from 'zod/mini'
import { PRODUCT_TYPES } from '../domain/commerce/catalogue-enums'
import { COLORS, FILTER_KINDS, LABELS, PUNCHINGS, STYLES } from '../domain/listing'
import type { ShopCallSpec } from './envelope'
import { count, currency, formatType, priceFrom } from './fields'

/** Colours a theme can be filtered by: SPEC §3's colour kind, as the listings filter it. */
export type ThemeColor = (typeof COLORS)[number]

export const themeSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a theme id')),
  name: z.string(),
  product: z.enum(PRODUCT_TYPES),
  category: z.string(),
  colors: z.array(z.enum(COLORS)),
  popularity: count,
  /** ISO date `2025-10-02`. */
  createdAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date')),
  aspectRatio: formatType,
  // Optional, because an external backend may not send them: the other SPEC §3 filter kinds, a picture and the
  // cheapest price of the theme's product in the page's currency.
  label: z.optional(z.nullable(z.enum(LABELS))),
  punching: z.optional(z.enum(PUNCHINGS)),
  style: z.optional(z.enum(STYLES)),
  image: z.optional(z.string()),
  priceFrom: z.optional(priceFrom),
  /** One theme's answer: the shopper-facing names of its values in the X-Locale's language. */
  labels: z.optional(z.record(z.string(), z.string())),
})
export type Theme = z.infer<typeof themeSchema>

/** `/web-api/themes`: one page of the listing and the number of themes matching the filters. */
export const themesPageSchema = z.object({
  items: z.array(themeSchema),
  total: count,
  page: z.int().check(z.gte(1)),
  pageSize: z.union([z.literal(12), z.literal(48)]),
  /** The currency of the themes' `priceFrom`. */
  currency: z.optional(currency),
  /** Every value of each filter kind among the listing's themes (its brand and product), with its count. */
  facets: z.optional(z.array(z.object({ kind: z.enum(FILTER_KINDS), value: z.string(), count }))),
  /** The shopper-facing names of the values in items and facets, in the X-Locale's language (`hochzeit` -> Hochzeit). */
  labels: z.optional(z.record(z.string(), z.string())),
})
export type ThemesPage = z.infer<typeof themesPageSchema>

export const THEME_CALLS = {
  themes: { path: '/web-api/themes', payload: themesPageSchema },
  theme: { path: '/web-api/themes', payload: themeSchema, byId: true },
} as const satisfies Record<string, ShopCallSpec>
