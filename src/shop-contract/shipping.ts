// Shipping costs (SPEC §7 `/web-api/shipping-information`; its shape is ours, as SPEC shows none): what delivery to the
// site's country costs, in the site's currency, and from which order value it is free. The country is the X-Locale's.
import * as z from 'zod/mini'
import { COUNTRIES } from '../domain/countries'
import type { ShopCallSpec } from './envelope'
import { amount, currency } from './fields'

/** `/web-api/shipping-information`: one delivery to the locale's country. */
export const shippingInformationSchema = z.object({
  country: z.enum(COUNTRIES),
  currency,
  /** What one delivery costs. */
  cost: amount,
  /** The order value from which delivery is free; null when it never is. */
  freeFrom: z.nullable(amount),
})
export type ShippingInformation = z.infer<typeof shippingInformationSchema>

export const SHIPPING_CALLS = {
  shippingInformation: { path: '/web-api/shipping-information', payload: shippingInformationSchema },
} as const satisfies Record<string, ShopCallSpec>
