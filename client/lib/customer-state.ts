// The shopper as the browser knows it (SPEC §3 Customer, §4 Customer state): fetched from GET /web-api/customer-data
// once on first load and again when the page comes back from the back/forward cache; failures are ignored (SPEC §7).
// Pages are cached HTML, so this is the only place customer data reaches a page. Islands read it with useCustomer().
import { useSyncExternalStore } from 'react'
import type { Customer } from '../../src/domain/customer/schemas'

/** undefined: not known yet (or the call failed). */
let current: Customer | undefined
const listeners = new Set<() => void>()
let basePath = ''
let started = false

export const customerNow = (): Customer | undefined => current

/** SPEC §2 header cart item: the count of the customer's order (the server HTML, cached for everyone, says 0). */
function showCartCount(customer: Customer | undefined): void {
  const count = String(customer?.order.cartArticlesAmount ?? 0)
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-label]')) {
    link.setAttribute('aria-label', (link.dataset.cartLabel ?? '').replace('{count}', count))
    const badge = link.querySelector('.header__badge')
    if (badge) {
      badge.textContent = count
      badge.setAttribute('data-count', count)
    }
  }
}

export function setCustomer(next: Customer | undefined): void {
  current = next
  showCartCount(next)
  for (const listener of listeners) listener()
}

let loads = 0

export function subscribeCustomer(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useCustomer(): Customer | undefined {
  return useSyncExternalStore(subscribeCustomer, customerNow, () => undefined)
}

export const customerBase = (): string => basePath

export async function loadCustomer(): Promise<void> {
  const load = ++loads
  try {
    // SPEC §7: with credentials, a referrer and the current query.
    const response = await fetch(`${basePath}/web-api/customer-data${location.search}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return
    const body = (await response.json()) as { payload?: Customer }
    // Only the latest call's answer counts: an older one may predate a change (a cart call, a log-in).
    if (typeof body.payload?.isLoggedIn === 'boolean' && load === loads) setCustomer(body.payload)
  } catch {
    // SPEC §7: failures are ignored; the page stays anonymous.
  }
}

/** Once per page: the first load, then every return from the back/forward cache (the shopper may have logged out). */
export function startCustomerSession(base: string): void {
  if (started) return
  started = true
  basePath = base
  void loadCustomer()
  addEventListener('pageshow', (event) => event.persisted && void loadCustomer())
}
