// The header's cart count after a cart call: the answer's count at once, then customer-data again (shared by the
// islands that add to the cart).
import { customerNow, loadCustomer, setCustomer } from './customer-state'

/** The cart call's count in the header at once; then customer-data again, whose answer supersedes any older one. */
export function showCartCount(count: number): void {
  const customer = customerNow()
  if (customer) setCustomer({ ...customer, order: { ...customer.order, cartArticlesAmount: count } })
  else {
    // As customer-state shows it (the customer is not known yet, so only the header changes).
    for (const link of document.querySelectorAll<HTMLElement>('[data-cart-label]')) {
      link.setAttribute('aria-label', (link.dataset.cartLabel ?? '').replace('{count}', String(count)))
      const badge = link.querySelector('.header__badge')
      badge?.setAttribute('data-count', String(count))
      if (badge) badge.textContent = String(count)
    }
  }
  void loadCustomer()
}
