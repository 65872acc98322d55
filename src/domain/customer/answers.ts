// The customer calls' answers as zod/mini schemas (SPEC §3 Customer, §7): what the shop API sends and the storefront
// reads. Apart from the inputs (./schemas.ts), whose field rules the storefront never needs.
import * as z from 'zod/mini'

/** SPEC §3 Customer, the payload of customer-data, log-in and sign-up. Personal fields are null when logged out. */
export const customerSchema = z.object({
  /** SHA-256 (hex) of the lower-cased address, for tracking without the address itself. */
  emailHash: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** Only when logged in. */
  fullName: z.optional(z.string()),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  /** The customer number. */
  number: z.nullable(z.string()),
  order: z.object({ cartArticlesAmount: z.number(), isWhitelabelOrder: z.boolean() }),
  type: z.number(),
})
export type Customer = z.infer<typeof customerSchema>

export const wishlistSchema = z.object({
  items: z.array(z.object({ themeId: z.string(), name: z.string(), product: z.string(), addedAt: z.number() })),
})
export type Wishlist = z.infer<typeof wishlistSchema>

/** Sign-up's 400: `{ payload: { errors: { field: text } }, message: { text } }` (SPEC §7). */
export const signupErrorSchema = z.object({
  payload: z.object({ errors: z.record(z.string(), z.string()) }),
  message: z.object({ text: z.string() }),
})
