// The contract's extension: the calls beyond SPEC §7's list that the built-in shop answers for pages SPEC gives to other
// applications (the cart and account pages, the wishlist, the account's e-mail links). An external backend may lack
// any of them; each entry says what the storefront does then (a 404, 405 or 501 means "no such call"). The paths and
// answer schemas are those of ./cart.ts and ./customers.ts.
import { CART_QUANTITY_PATH, CART_READ_PATH, CART_REMOVE_PATH } from './cart'
import { CUSTOMER_ACCOUNT_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from './customers'

export interface ExtensionCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Hono route pattern, without the site's markers. */
  path: string
  /** What the storefront does against a backend without the call. */
  without: string
}

export const EXTENSION_CALLS: readonly ExtensionCall[] = [
  { method: 'GET', path: CART_READ_PATH, without: "the cart page links to the backend's own cart (CART_URL)" },
  { method: 'POST', path: CART_QUANTITY_PATH, without: 'never posted: the cart page shows its forms only for a cart it could read' },
  { method: 'POST', path: CART_REMOVE_PATH, without: 'never posted: the cart page shows its forms only for a cart it could read' },
  { method: 'GET', path: CUSTOMER_ACCOUNT_PATH, without: "the account page links to the backend's own account (ACCOUNT_URL)" },
  {
    method: 'GET',
    path: '/web-api/customer-password-token',
    without: "a reset link's page shows the new-password form at once; its submit answers whether the link still works",
  },
  { method: 'POST', path: '/web-api/customer-password-confirm', without: "never linked: the backend's reset mail links its own page" },
  { method: 'GET', path: '/web-api/customer-activate', without: "never linked: the backend's sign-up mail links its own page" },
  { method: 'GET', path: NEWSLETTER_UNSUBSCRIBE_PATH, without: "never linked: the backend's newsletter mails carry their own" },
  { method: 'POST', path: NEWSLETTER_UNSUBSCRIBE_PATH, without: "never linked: the backend's newsletter mails carry their own" },
  { method: 'GET', path: '/web-api/wishlist', without: 'the wishlist page shows its failure state (logged `wishlist-error`)' },
  { method: 'POST', path: '/web-api/wishlist', without: 'the heart shows its failure state (logged `wishlist-error`)' },
  { method: 'POST', path: '/web-api/wishlist/remove', without: 'the heart shows its failure state (logged `wishlist-error`)' },
  { method: 'PUT', path: '/web-api/wishlist/:themeId', without: 'the heart shows its failure state (logged `wishlist-error`)' },
  { method: 'DELETE', path: '/web-api/wishlist/:themeId', without: 'the heart shows its failure state (logged `wishlist-error`)' },
]
