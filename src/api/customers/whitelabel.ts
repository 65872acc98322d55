// SPEC §7 /whitelabel/switch: a white-label customer (SPEC §6) turns the white-label flag of their current order on or
// off (`enabled`; without it the flag toggles). Answers the customer, whose order.isWhitelabelOrder shows the result.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { whitelabelInput } from '../../domain/customer/schemas'
import { message } from './messages'
import { invalid } from './outcomes'
import { backPath, readFields, reply, replyMode, type ReplyTarget } from '../../http/form-reply'
import { currentCustomer } from './session'
import { customerPayload } from './store'

export async function whitelabelSwitch(c: Context<ApiAppEnv>): Promise<Response> {
  const fields = await readFields(c)
  const target: ReplyTarget = { mode: replyMode(c), param: 'customer', back: backPath(c, fields?.back) }
  const { language } = c.get('site')
  const now = Date.now()
  const customer = await currentCustomer(c, now)
  if (!customer) return reply(c, { status: 401, code: 'login-required', text: message(language, 'loginRequired') }, target)
  if (customer.is_whitelabel !== 1)
    return reply(c, { status: 403, code: 'whitelabel-denied', text: message(language, 'notWhitelabel') }, target)
  // Ordering settings wait for a confirmed address (docs/architecture.md: what an unconfirmed account may do).
  if (customer.confirmed_at === null)
    return reply(c, { status: 403, code: 'confirm-required', text: message(language, 'confirmFirst') }, target)
  const parsed = whitelabelInput.safeParse(fields ?? {})
  if (!parsed.success) return reply(c, invalid(language, 'whitelabel-invalid'), target)
  const enabled = parsed.data.enabled ?? customer.whitelabel_order !== 1
  await c.env.DB.prepare('UPDATE customers SET whitelabel_order = ?, updated_at = ? WHERE id = ?')
    .bind(enabled ? 1 : 0, now, customer.id)
    .run()
  const payload = await customerPayload({ ...customer, whitelabel_order: enabled ? 1 : 0 })
  return reply(c, { status: 200, code: enabled ? 'whitelabel-on' : 'whitelabel-off', payload }, target)
}
