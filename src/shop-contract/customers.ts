// The customer calls (SPEC §7: customer data, log-in, sign-up, password reset, log-out, newsletter, white-label switch,
// the cards brand's wishlist): paths the browser calls on a page's own site, answered for that site. Those SPEC §7
// does not name (account, activation, password confirmation and token, wishlist) are the contract's extension
// (./extension.ts).
import * as z from 'zod/mini'
/** Each customer call as the built-in API answers it: method and route (Hono pattern). */
export const CUSTOMER_CALLS = [
  ['GET', '/web-api/customer-data'],
  ['GET', '/web-api/customer-account'],
  ['POST', '/web-api/customer-login'],
  ['POST', '/web-api/customer-signup'],
  ['GET', '/web-api/customer-activate'],
  ['POST', '/web-api/customer-password-reset'],
  ['POST', '/web-api/customer-password-confirm'],
  ['GET', '/web-api/customer-password-token'],
  ['POST', '/web-api/customer-logout'],
  ['POST', '/newsletter/subscribe'],
  ['GET', '/web-api/newsletter-confirm'],
  ['GET', '/web-api/newsletter-unsubscribe'],
  ['POST', '/web-api/newsletter-unsubscribe'],
  ['POST', '/whitelabel/switch'],
  ['GET', '/web-api/wishlist'],
  ['POST', '/web-api/wishlist'],
  ['POST', '/web-api/wishlist/remove'],
  ['PUT', '/web-api/wishlist/:themeId'],
  ['DELETE', '/web-api/wishlist/:themeId'],
] as const

/** Each path under the site's markers (`/fr/newsletter/subscribe` on the Swiss host is fr-CH); the wishlist's as one. */
export const CUSTOMER_CALL_PATHS: readonly string[] = [
  ...new Set(CUSTOMER_CALLS.map(([, route]) => (route.startsWith('/web-api/wishlist') ? '/web-api/wishlist/*' : route))),
]

/**
 * The newsletter mails' List-Unsubscribe URL (RFC 8058 one-click, `?token=` naming the subscription): GET shows a
 * confirmation form, POST with the body `List-Unsubscribe=One-Click` unsubscribes. Mail providers POST it from their own
 * servers, so this one path takes a cross-site form post (src/http/same-origin.ts: `sameOriginOrOneClick`).
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/web-api/newsletter-unsubscribe'

/** The built-in shop's account page call (SPEC §7 names none): who is logged in, with address and newsletter state. */
export const CUSTOMER_ACCOUNT_PATH = '/web-api/customer-account'
/** `/web-api/customer-account`: the logged-in customer's name, address and newsletter state (401 when logged out). */
export const customerAccountSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** `pending`: subscribed, the confirmation link not yet opened (SPEC §5 double opt-in). */
  newsletter: z.enum(['subscribed', 'pending', 'none']),
})
export type CustomerAccount = z.infer<typeof customerAccountSchema>
