// The built-in shop's cart and account pages (src/routes/account-pages.tsx): the shopper's cart and account, read from
// the shop API's personal calls with the shopper's own cookies. A request without a session or cart cookie has an
// empty cart and nobody logged in, and makes no call. These calls extend SPEC §7's contract (src/shop-contract/cart.ts,
// customers.ts): a backend without them answers 404 (or 405, 501), and the page then sends the shopper to the
// backend's own cart or account page instead.
import { log } from '../log'
import { CART_READ_PATH, cartSchema, type Cart } from '../shop-contract/cart'
import { CUSTOMER_ACCOUNT_PATH, customerAccountSchema, type CustomerAccount } from '../shop-contract/customers'
import type { PageScope } from './scope'

const EMPTY_CART: Cart = { lines: [], total: 0, currency: null, cartArticlesAmount: 0 }

/** Why a page could not be read: the backend failed just now, or it has no such call (its own page stands instead). */
export type NotRead = 'unavailable' | 'missing'

/** What a personal call answered: its parsed payload, `null` for the status that means "nobody" (401), or not read. */
async function readPersonal<T>(
  scope: Pick<PageScope, 'personal' | 'path'>,
  path: string,
  parse: (payload: unknown) => T | undefined,
  nobody: number | undefined,
): Promise<T | null | NotRead> {
  const call = scope.personal(path)
  if (!call) return null
  try {
    const response = await call
    if (response.status === nobody) return null
    const payload = response.ok ? parse(((await response.json()) as { payload?: unknown }).payload) : undefined
    if (payload !== undefined) return payload
    log.warn('cart-page-unavailable', { path: scope.path, call: path, status: response.status })
    // 404, 405, 501: the backend does not have the call at all.
    if ([404, 405, 501].includes(response.status)) return 'missing'
  } catch (error) {
    log.warn('cart-page-unavailable', { path: scope.path, call: path, error })
  }
  return 'unavailable'
}

/** The shopper's cart, or why not: 'unavailable' (the page says so calmly), 'missing' (the backend's own cart page). */
export async function loadCart(scope: Pick<PageScope, 'personal' | 'path'>): Promise<Cart | NotRead> {
  const cart = await readPersonal(scope, CART_READ_PATH, (payload) => cartSchema.safeParse(payload).data, undefined)
  return cart ?? EMPTY_CART
}

/** The logged-in customer's account, null when nobody is logged in, or why it could not be read. */
export function loadAccount(scope: Pick<PageScope, 'personal' | 'path'>): Promise<CustomerAccount | null | NotRead> {
  return readPersonal(scope, CUSTOMER_ACCOUNT_PATH, (payload) => customerAccountSchema.safeParse(payload).data, 401)
}
