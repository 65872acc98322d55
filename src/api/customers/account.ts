// GET /web-api/customer-account: what the built-in shop's account page shows of the logged-in customer (name, address,
// newsletter state). Logged out: 401. Read by the storefront's account page with the shopper's own cookies.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { NO_STORE } from '../../http/form-reply'
import type { CustomerAccount } from '../../shop-contract/customers'
import { message } from './messages'
import { currentCustomer } from './session'

export async function customerAccount(c: Context<ApiAppEnv>): Promise<Response> {
  const customer = await currentCustomer(c, Date.now())
  const headers = { ...NO_STORE, vary: 'Cookie' }
  if (!customer) return c.json({ message: { text: message(c.get('site').language, 'loginRequired') } }, 401, headers)
  const subscription = await c.env.DB.prepare('SELECT confirmed_at FROM newsletter_subscriptions WHERE brand = ? AND email_key = ?')
    .bind(customer.brand, customer.email_key)
    .first<{ confirmed_at: number | null }>()
  const payload: CustomerAccount = {
    firstName: customer.first_name,
    lastName: customer.last_name,
    email: customer.email,
    newsletter: !subscription ? 'none' : subscription.confirmed_at === null ? 'pending' : 'subscribed',
  }
  return c.json({ payload }, 200, headers)
}
