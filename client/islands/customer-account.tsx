// The header's account item (view: src/render/islands/customer-account-view.tsx). Hydrates when the page is idle,
// fetches the customer (client/lib/customer-state.ts), opens the dialog a `?customer=…` link asks for (the reset
// mail's password-confirm link, the sign-up mails' log-in link) and draws the white-label bar for white-label customers.
// Everything else (the forms, their validation) loads with the dialog, never with the page.
import { useEffect, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { CustomerAccountView, WhiteLabelBarView, WHITE_LABEL_SLOT_ID, type CustomerAccountProps } from '../../src/render/islands/customer-account-view'
import type { Customer } from '../../src/domain/customer/schemas'
import { setCustomer, startCustomerSession, useCustomer } from '../lib/customer-state'

// The codes that ask for a form (src/domain/customer/results.ts), as dialogs.
const DIALOG_OF: Readonly<Record<string, string>> = { login: 'log-in', signup: 'sign-up', 'password-reset': 'password-reset', 'password-confirm': 'password-confirm' }
const RESULT_PARAMS = ['customer', 'wishlist', 'newsletter', 'fields', 'token']

/** This page without result codes: where forms return to, and what the address bar shows once a result was read. */
function cleanUrl(): string {
  const url = new URL(location.href)
  for (const name of RESULT_PARAMS) url.searchParams.delete(name)
  return url.pathname + url.search + url.hash
}

export default function CustomerAccount(props: CustomerAccountProps) {
  const customer = useCustomer()
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  const [back, setBack] = useState('/')

  useEffect(() => {
    startCustomerSession(props.basePath)
    setSlot(document.getElementById(WHITE_LABEL_SLOT_ID))
    const query = new URLSearchParams(location.search)
    const code = query.get('customer') ?? ''
    const dialog = DIALOG_OF[code]
    if (dialog) {
      const token = query.get('token') ?? undefined
      import('../lib/dialogs').then((dialogs) => dialogs.openDialogByName(dialog, { token })).catch((error: unknown) => console.error('dialog failed', error))
    }
    // The banner already says what happened; a reload should not say it again.
    if (RESULT_PARAMS.some((name) => query.has(name))) history.replaceState(history.state, '', cleanUrl())
    setBack(cleanUrl())
  }, [props.basePath])

  const onWhiteLabel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const enabled = new FormData(event.currentTarget).get('enabled') === 'true'
    fetch(`${props.basePath}/whitelabel/switch`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ enabled }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { payload?: Customer }
        if (response.ok && body.payload) setCustomer(body.payload)
      })
      .catch(() => undefined)
  }

  const known = customer?.isLoggedIn ? customer : undefined
  const view = known && { firstName: known.firstName, lastName: known.lastName, isWhitelabelCustomer: known.isWhitelabelCustomer, isWhitelabelOrder: known.order.isWhitelabelOrder }
  return (
    <>
      <CustomerAccountView {...props} customer={view} back={back} />
      {view?.isWhitelabelCustomer && slot && createPortal(<WhiteLabelBarView {...props} customer={view} back={back} onWhiteLabel={onWhiteLabel} />, slot)}
    </>
  )
}
