// The header's account item (SPEC §2, §3 Customer, §4 Customer state). The server always renders the anonymous item
// — HTML is cached, so it never holds customer data: a link to this page with `?customer=login` (the log-in form
// without JavaScript) that opens the log-in dialog with JavaScript. The island fetches the customer and, when logged
// in, shows first and last name with the customer icon and a menu (account, wishlist, log-out form). White-label
// customers also get the white-label bar with its switch (SPEC §2, /whitelabel/switch), rendered into the page's slot.
import type { FormEvent } from 'react'
import { IslandIcon } from './island-icon'

export const ACCOUNT_MENU_ID = 'account-menu'
export const WHITE_LABEL_SLOT_ID = 'white-label-bar'

export interface CustomerAccountProps {
  labels: { account: string; accountMenu: string; myAccount: string; wishlist: string; logOut: string; whiteLabel: string; whitelabelSwitch: string }
  /** Without JavaScript: this page with `?customer=login`. */
  loginHref: string
  accountHref: string
  /** Cards brand only (SPEC §9). */
  wishlistHref?: string | undefined
  /** The site's markers (`/fr`), prefixed to the customer calls. */
  basePath: string
}

/** What the island knows of the shopper (SPEC §3 Customer). */
export interface AccountCustomer {
  firstName: string | null
  lastName: string | null
  isWhitelabelCustomer: boolean
  isWhitelabelOrder: boolean
}

export interface CustomerAccountState {
  customer?: AccountCustomer | undefined
  /** Where the log-out form returns to. */
  back?: string
  onWhiteLabel?: (event: FormEvent<HTMLFormElement>) => void
}

export function fullName(customer: Pick<AccountCustomer, 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ')
}

export function CustomerAccountView(props: CustomerAccountProps & CustomerAccountState) {
  const { labels, customer } = props
  if (!customer) {
    return (
      <a className="header__info-link" href={props.loginHref} data-dialog="log-in" aria-label={labels.account}>
        <IslandIcon name="account" className="header__info-icon" />
        <span className="header__info-text">{labels.account}</span>
      </a>
    )
  }
  const name = fullName(customer) || labels.account
  return (
    <>
      <button type="button" className="header__info-link" popoverTarget={ACCOUNT_MENU_ID} aria-label={`${labels.accountMenu}: ${name}`} data-customer="logged-in">
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

/** SPEC §2: the white-label bar on web, with the switch of the current order's white-label flag. */
export function WhiteLabelBarView(props: CustomerAccountProps & CustomerAccountState & { customer: AccountCustomer }) {
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
