// The customer calls (SPEC §7: customer data, log-in, sign-up, password reset, log-out, newsletter, white-label switch,
// the cards brand's wishlist): paths the browser calls on a page's own site, answered for that site.
/** Each path under the site's markers (`/fr/newsletter/subscribe` on the Swiss host is fr-CH). */
export const CUSTOMER_CALL_PATHS = [
  '/web-api/customer-data',
  '/web-api/customer-login',
  '/web-api/customer-signup',
  '/web-api/customer-activate',
  '/web-api/customer-password-reset',
  '/web-api/customer-password-confirm',
  '/web-api/customer-logout',
  '/newsletter/subscribe',
  '/web-api/newsletter-confirm',
  '/whitelabel/switch',
  '/web-api/wishlist/*', // also matches /web-api/wishlist
] as const
