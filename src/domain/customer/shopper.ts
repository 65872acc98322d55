// What the server shows of a shopper whose request carries a session or cart cookie (SPEC §2 header account and cart
// items): such pages are never page-cached, so the header can say who is logged in and count the cart without JavaScript.

export interface ShopperSummary {
  isLoggedIn: boolean
  firstName: string | null
  lastName: string | null
  /** SPEC §3 order.cartArticlesAmount. */
  cartCount: number
}
