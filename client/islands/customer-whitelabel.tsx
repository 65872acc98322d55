// The white-label bar island (SPEC §2; view: WhiteLabelBarView): empty in the cached HTML, woken by the account menu
// for white-label customers; its switch posts to /whitelabel/switch and the answer updates the customer store.
import { useEffect, useState, type FormEvent } from 'react'
import type { Customer } from '../../src/domain/customer/schemas'
import type { CustomerWhitelabelProps } from '../../src/views/islands/customer-whitelabel-view'
import { WhiteLabelBarView } from '../../src/views/islands/parts/customer-menu'
import { callApi } from '../lib/customer-api'
import { setCustomer, useCustomer } from '../lib/customer-state'

export default function CustomerWhiteLabel(props: CustomerWhitelabelProps) {
  const customer = useCustomer()
  // The server rendered nothing: hydrate like that, then draw the bar (no hydration mismatch).
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const onWhiteLabel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const enabled = new FormData(event.currentTarget).get('enabled') === 'true'
    void callApi<Customer>(`${props.basePath}/whitelabel/switch`, 'POST', { enabled }).then((answer) => {
      if (answer.ok && answer.payload) setCustomer(answer.payload)
    })
  }
  const view =
    live && customer?.isLoggedIn
      ? {
          firstName: customer.firstName,
          lastName: customer.lastName,
          isWhitelabelCustomer: customer.isWhitelabelCustomer,
          isWhitelabelOrder: customer.order.isWhitelabelOrder,
        }
      : undefined
  return <WhiteLabelBarView {...props} customer={view} back={location.pathname + location.search} onWhiteLabel={onWhiteLabel} />
}
