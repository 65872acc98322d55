// The header's account item (SPEC §2, §3 Customer, §4 Customer state). The server always renders the anonymous item
// — HTML is cached, so it never holds customer data: a link to this page with `?customer=login` (the log-in form
// without JavaScript) that opens the log-in dialog with JavaScript. The island fetches the customer and, when logged
// in, shows first and last name with the customer icon and a menu (account, wishlist, log-out form). White-label
// customers also get the white-label bar with its switch (SPEC §2, /whitelabel/switch), an island woken on demand
// (customer-whitelabel-view.tsx).
import { IslandIcon } from './island-icon'

export interface CustomerAccountProps {
  labels: { account: string; accountMenu: string; myAccount: string; wishlist: string; logOut: string }
  /** Without JavaScript: this page with `?customer=login`. */
  loginHref: string
  accountHref: string
  /** Cards brand only (SPEC §9). */
  wishlistHref?: string | undefined
  /** The site's markers (`/fr`), prefixed to the customer calls. */
  basePath: string
}

/** The item as the server renders it (and as it stays for anonymous shoppers). */
export function CustomerAccountView(props: CustomerAccountProps) {
  const { labels } = props
  return (
    <a className="header__info-link" href={props.loginHref} data-dialog="log-in" aria-label={labels.account}>
      <IslandIcon name="account" className="header__info-icon" />
      <span className="header__info-text">{labels.account}</span>
    </a>
  )
}
