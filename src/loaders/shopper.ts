// The shopper of a request with a session or cart cookie, read once from the shop API's customer-data call with the
// shopper's own cookies (SPEC §7). Failures are ignored as in the browser (the header then shows the anonymous item).
import { customerSchema } from '../domain/customer/answers'
import type { ShopperSummary } from '../domain/customer/shopper'
import { log } from '../log'
import type { PageScope } from './scope'

export async function loadShopper(scope: Pick<PageScope, 'personal' | 'path'>): Promise<ShopperSummary | undefined> {
  try {
    const response = await scope.personal('/web-api/customer-data')
    if (!response?.ok) return undefined
    const parsed = customerSchema.safeParse(((await response.json()) as { payload?: unknown }).payload)
    if (!parsed.success) return undefined
    const { isLoggedIn, firstName, lastName, order } = parsed.data
    return { isLoggedIn, firstName, lastName, cartCount: order.cartArticlesAmount }
  } catch (error) {
    log.warn('shop-api-error', { path: scope.path, call: '/web-api/customer-data', error })
    return undefined
  }
}
