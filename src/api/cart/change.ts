// The built-in shop's cart page calls: read the cart (`GET /web-api/cart`), change a line's quantity
// (`POST /web-api/cart/quantity`: id, quantity, back) and remove a line (`POST /web-api/cart/remove`: id, back). SPEC §7
// names no such call; these follow the adds' conventions (routes.ts): the one same-origin check, a 16 KB body cap, the
// cart's per-IP throttle, JSON for islands and 303 back with `?cart=` for plain forms.
//
// | call | JSON answer | result codes (form posts, `?cart=`) |
// |---|---|---|
// | GET /web-api/cart | 200 payload Cart (lines, total, currency, cartArticlesAmount) | — |
// | POST /web-api/cart/quantity | 200 payload Cart; 400 quantity out of bounds; 404 no such line; 409 line in another currency; 429 | quantity-changed, invalid, unknown, currency, throttled |
// | POST /web-api/cart/remove | 200 payload Cart; 400; 404 no such line; 429 | removed, invalid, unknown, throttled |
//
// A line's new total is priced anew where it was priced when added: an accessory by the catalogue's unit price
// (card-accessories.ts) for the fold of the card it was ordered with (SPEC §9; stand-alone without one), a voucher by
// its value. The label keeps what it names (the design, the size) with the new count in front. A line kept in another currency than the site's (a customer's euro
// cart on the Swiss shop) is not repriced here: its quantity stays until the shopper changes it on its own shop (409).
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { readLineQuantity } from '../../domain/commerce/voucher'
import { createTranslator } from '../../i18n/translate'
import { log } from '../../log'
import { countIpAttempt } from '../../http/rate-limit'
import { backPath, NO_STORE, readFields, reply, replyMode, type Outcome, type ReplyTarget } from '../../http/form-reply'
import { accessoryLine } from '../card-accessories'
import { currentCustomer } from '../customers/session'
import { cartLine, changeLine, type StoredLine, customerOwner, guestCartToken, guestOwner, readCart, removeLine } from './store'

/** The owner of this request's cart without issuing a cookie: reading or changing opens no new cart. */
async function existingOwner(c: Context<ApiAppEnv>, now: number): Promise<string | undefined> {
  const customer = await currentCustomer(c, now)
  if (customer) return customerOwner(customer.id)
  const token = guestCartToken(c)
  return token ? guestOwner(token) : undefined
}

export async function cartRead(c: Context<ApiAppEnv>): Promise<Response> {
  const owner = await existingOwner(c, Date.now())
  const payload = await readCart(c.env.DB, owner, c.get('site').brand)
  return c.json({ payload }, 200, { ...NO_STORE, vary: 'Cookie' })
}

function readLineId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^[1-9]\d{0,11}$/.test(text) ? Number(text) : undefined
}

/** The line's new quantity, total and label, or undefined when its sku is no longer sold here. */
async function repriced(c: Context<ApiAppEnv>, line: StoredLine, quantity: number) {
  const site = c.get('site')
  const label = line.label.replace(/^\d+ × /, `${quantity} × `)
  if (line.kind === 'voucher') return { quantity, total: (line.total / line.quantity) * quantity, label }
  const found = line.sku && (await accessoryLine(c.env.DB, site, line.sku, quantity, line.fold ?? undefined))
  return found ? { quantity, total: found.total, label } : undefined
}

type Change = 'quantity' | 'remove'

export function cartChange(change: Change) {
  return async (c: Context<ApiAppEnv>): Promise<Response> => {
    const site = c.get('site')
    const t = createTranslator(site.language)
    const fields = await readFields(c)
    const target: ReplyTarget = { mode: replyMode(c), param: 'cart', back: backPath(c, fields?.back) }
    const now = Date.now()
    const db = c.env.DB
    const refuse = (status: Outcome['status'], code: string, text: string, reason: string, retryAfterSeconds?: number): Response => {
      log.warn('cart-change-refused', { path: c.req.path, status, reason })
      return reply(c, { status, code, text, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }, target)
    }
    const wait = await countIpAttempt(c, 'cart', now)
    if (wait > 0) return refuse(429, 'throttled', t('cart.throttled'), 'ip-limit', Math.ceil(wait / 1000))
    const id = readLineId(fields?.id)
    if (!fields || id === undefined) return refuse(400, 'invalid', t('cart.invalid'), 'unreadable-body')
    const owner = await existingOwner(c, now)
    const line = owner ? await cartLine(db, owner, site.brand, id) : undefined
    if (!owner || !line) return refuse(404, 'unknown', t('cartPage.lineGone'), 'unknown-line')
    if (change === 'remove') {
      await removeLine(db, owner, site.brand, id)
    } else {
      const quantity = readLineQuantity(line.kind, fields.quantity)
      if (quantity === undefined) return refuse(400, 'invalid', t('cart.invalid'), 'quantity-out-of-bounds')
      if (line.currency !== site.currency) return refuse(409, 'currency', t('cartPage.otherCurrency'), 'cart-other-currency')
      const next = await repriced(c, line, quantity)
      if (!next) return refuse(404, 'unknown', t('cartPage.lineGone'), 'unknown-sku')
      if (!(await changeLine(db, owner, site.brand, id, next))) return refuse(404, 'unknown', t('cartPage.lineGone'), 'unknown-line')
    }
    const payload = await readCart(db, owner, site.brand)
    const code = change === 'remove' ? 'removed' : 'quantity-changed'
    return reply(c, { status: 200, code, payload, text: t(change === 'remove' ? 'cartPage.removed' : 'cartPage.changed') }, target)
  }
}
