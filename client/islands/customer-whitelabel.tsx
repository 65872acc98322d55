// The white-label bar island (SPEC §2; view: WhiteLabelBarView): empty in the cached HTML, woken by the account menu
// for white-label customers; its switch posts to /whitelabel/switch and the answer updates the customer store.
import type { FormEvent } from 'react'
import type { Customer } from '../../src/domain/customer/schemas'
import { WhiteLabelBarView, type WhiteLabelBarProps } from '../../src/render/islands/customer-menu-view'
import { callApi } from '../lib/customer-api'
import { setCustomer, useCustomer } from '../lib/customer-state'

export default function CustomerWhiteLabel(props: WhiteLabelBarProps) {
  const customer = useCustomer()
  const onWhiteLabel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const enabled = new FormData(event.currentTarget).get('enabled') === 'true'
    void callApi<Customer>(`${props.basePath}/whitelabel/switch`, 'POST', { enabled }).then((answer) => {
      if (answer.ok && answer.payload) setCustomer(answer.payload)
    })
  }
  const view = customer?.isLoggedIn
    ? { firstName: customer.firstName, lastName: customer.lastName, isWhitelabelCustomer: customer.isWhitelabelCustomer, isWhitelabelOrder: customer.order.isWhitelabelOrder }
    : undefined
  return <WhiteLabelBarView {...props} customer={view} back={location.pathname + location.search} onWhiteLabel={onWhiteLabel} />
}
