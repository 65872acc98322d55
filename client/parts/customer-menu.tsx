// A logged-in customer's account item and menu (view: CustomerMenuView), loaded by the account island only once the
// customer store says "logged in". Wakes the white-label bar island for white-label customers (SPEC §2).
import { useEffect } from 'react'
import type { Customer } from '../../src/domain/customer/schemas'
import type { CustomerAccountProps } from '../../src/views/islands/customer-account-view'
import { CustomerMenuView } from '../../src/views/islands/parts/customer-menu'

export default function CustomerMenu(props: CustomerAccountProps & { customer: Customer }) {
  const { customer } = props
  useEffect(() => {
    if (customer.isWhitelabelCustomer) document.dispatchEvent(new CustomEvent('island:wake', { detail: 'customer-whitelabel' }))
  }, [customer.isWhitelabelCustomer])
  const back = location.pathname + location.search + location.hash
  const view = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    isWhitelabelCustomer: customer.isWhitelabelCustomer,
    isWhitelabelOrder: customer.order.isWhitelabelOrder,
  }
  return <CustomerMenuView {...props} customer={view} back={back} />
}
