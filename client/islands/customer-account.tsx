// The header's account item (view: src/views/islands/customer-account-view.tsx), the one customer island every page
// loads (when idle), so it is kept tiny: it starts the customer store (client/lib/customer-state.ts), opens the dialog
// a `?customer=…` link asks for (the reset mail's password-confirm link, the sign-up mails' log-in link) and clears
// result codes from the address bar. The logged-in menu loads only for a logged-in customer (customer-menu).
import { lazy, Suspense, useEffect } from 'react'
import { CustomerAccountView, type CustomerAccountProps } from '../../src/views/islands/customer-account-view'
import { chunkFailed, loadChunk } from '../lib/chunk-load'
import { startCustomerSession, useCustomer } from '../lib/customer-state'

const CustomerMenu = lazy(() => loadChunk('customer menu', () => import('../parts/customer-menu')))

// The codes that ask for a form (src/domain/customer/results.ts), as dialogs.
const DIALOG_OF: Readonly<Record<string, string>> = {
  login: 'log-in',
  signup: 'sign-up',
  'password-reset': 'password-reset',
  'password-confirm': 'password-confirm',
}
const RESULTS = ['customer', 'wishlist', 'newsletter', 'fields', 'token']

export default function CustomerAccount(props: CustomerAccountProps) {
  const customer = useCustomer()
  useEffect(() => {
    const url = new URL(location.href)
    const dialog = DIALOG_OF[url.searchParams.get('customer') ?? '']
    if (dialog) {
      const token = url.searchParams.get('token')
      import('../lib/dialogs')
        .then((dialogs) => dialogs.openDialogByName(dialog, { token }))
        .catch((error: unknown) => chunkFailed('dialog', error))
    }
    // The banner already says what happened; a reload should not say it again.
    for (const name of RESULTS) url.searchParams.delete(name)
    if (url.href !== location.href) history.replaceState(history.state, '', url.href)
    // After the clean-up: a reset token in the address never travels with the customer-data call.
    startCustomerSession(props.basePath)
  }, [props.basePath])
  const anonymous = <CustomerAccountView {...props} />
  return customer?.isLoggedIn ? (
    <Suspense fallback={anonymous}>
      <CustomerMenu {...props} customer={customer} />
    </Suspense>
  ) : (
    anonymous
  )
}
