// The logged-in customer's account item and menu, and the white-label bar (SPEC §2, §3 Customer): browser-only views
// (the cached HTML never holds customer data), apart from the account item's anonymous view so that the code every
// page loads stays small.
import type { FormEvent } from 'react'
import type { CustomerAccountProps } from '../customer-account-view'
import type { CustomerWhitelabelProps } from '../customer-whitelabel-view'
import { IslandIcon } from '../island-icon'

export const ACCOUNT_MENU_ID = 'account-menu'

/** What the island knows of the shopper (SPEC §3 Customer). */
export interface AccountCustomer {
  firstName: string | null
  lastName: string | null
  isWhitelabelCustomer: boolean
  isWhitelabelOrder: boolean
}

export interface CustomerAccountState {
  /** Where the log-out form returns to. */
  back?: string
}

export function fullName(customer: Pick<AccountCustomer, 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ')
}

/** A logged-in customer: name and customer icon, opening a menu (a native popover: no script needed to toggle it). */
export function CustomerMenuView(props: CustomerAccountProps & CustomerAccountState & { customer: AccountCustomer }) {
  const { labels, customer } = props
  const name = fullName(customer) || labels.account
  return (
    <>
      <button
        type="button"
        className="header__info-link"
        popoverTarget={ACCOUNT_MENU_ID}
        aria-label={`${labels.accountMenu}: ${name}`}
        data-customer="logged-in"
      >
        <IslandIcon name="customer" className="header__info-icon" />
        <span className="header__info-text">{name}</span>
      </button>
      <div id={ACCOUNT_MENU_ID} className="account-menu" popover="auto">
        <p className="account-menu__name">{name}</p>
        <ul className="account-menu__list">
          <li>
            <a href={props.accountHref}>{labels.myAccount}</a>
          </li>
          {props.wishlistHref && (
            <li>
              <a href={props.wishlistHref}>{labels.wishlist}</a>
            </li>
          )}
        </ul>
        <form method="post" action={`${props.basePath}/web-api/customer-logout`}>
          <input type="hidden" name="back" value={props.back ?? '/'} />
          <button type="submit" className="button account-menu__logout">
            {labels.logOut}
          </button>
        </form>
      </div>
    </>
  )
}

/**
 * SPEC §2: the white-label bar on web, with the switch of the current order's white-label flag. An island of its own
 * in the layout's slot, empty in the HTML; the account menu wakes it only for white-label customers.
 */
export function WhiteLabelBarView(
  props: CustomerWhitelabelProps & {
    customer?: AccountCustomer | undefined
    back?: string
    onWhiteLabel?: (event: FormEvent<HTMLFormElement>) => void
  },
) {
  if (!props.customer?.isWhitelabelCustomer) return null
  const on = props.customer.isWhitelabelOrder
  return (
    <div className="white-label-bar" data-whitelabel={on ? 'on' : 'off'}>
      {on && <span>{props.labels.whiteLabel}</span>}
      <form method="post" action={`${props.basePath}/whitelabel/switch`} onSubmit={props.onWhiteLabel}>
        <input type="hidden" name="back" value={props.back ?? '/'} />
        <input type="hidden" name="enabled" value={on ? 'false' : 'true'} />
        <button type="submit" className="white-label-bar__switch" role="switch" aria-checked={on}>
          {props.labels.whitelabelSwitch}
        </button>
      </form>
    </div>
  )
}
