// SPEC §8 log keys of the customer forms (log-in-error, sign-up-error, password-reset-error), sent to the shop's own
// log endpoint (`/_log`, logged there as a browser report with the key as its message). Status 400 is never logged
// (SPEC §8); neither is anything on a visit with `logging=0` (client/lib/report-errors.ts remembers that per tab).
export type CustomerLogKey =
  | 'log-in-error'
  | 'sign-up-error'
  | 'password-reset-error'
  | 'newsletter-error'
  | 'wishlist-error'
  | 'error-add-voucher'
  | 'error-add-accessory'

export function logCustomerFailure(key: CustomerLogKey, status: number | 'network'): void {
  if (new URLSearchParams(location.search).get('logging') === '0' || sessionStorage.getItem('logging-off') === '1') return
  const body = JSON.stringify({ message: key, island: 'customer', source: `status ${status}` })
  navigator.sendBeacon('/_log', new Blob([body], { type: 'application/json' }))
}
