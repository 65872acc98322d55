// The cards brand's wishlist (SPEC §1, §9): designs (catalogue themes) a logged-in customer keeps. The poster brand has
// none: every wishlist call there is a 404. Islands use GET / POST / PUT / DELETE; plain forms post to add and remove.
import type { Context } from 'hono'
import type { ApiAppEnv } from '../api-env'
import { wishlistInput, type Wishlist } from '../../domain/customer/schemas'
import { message } from './messages'
import { invalid } from './outcomes'
import { backPath, NO_STORE, readFields, reply, replyMode, type Outcome, type ReplyTarget } from '../../http/form-reply'
import { currentCustomer } from './session'

interface ItemRow {
  theme_id: string
  name: string
  product: string
  created_at: number
}

async function loadWishlist(db: D1Database, customerId: number): Promise<Wishlist> {
  const { results } = await db
    .prepare(
      `SELECT w.theme_id, t.name, t.product, w.created_at FROM wishlist_items w JOIN catalogue_themes t ON t.id = w.theme_id
       WHERE w.customer_id = ? ORDER BY w.created_at DESC, w.theme_id`,
    )
    .bind(customerId)
    .all<ItemRow>()
  return { items: results.map((row) => ({ themeId: row.theme_id, name: row.name, product: row.product, addedAt: row.created_at })) }
}

function noWishlist(c: Context<ApiAppEnv>): Response {
  return c.json({ message: { text: 'The wishlist is a feature of the cards brand only' } }, 404, NO_STORE)
}

export async function wishlistList(c: Context<ApiAppEnv>): Promise<Response> {
  if (c.get('site').brand !== 'cards') return noWishlist(c)
  const customer = await currentCustomer(c, Date.now())
  if (!customer) return c.json({ message: { text: message(c.get('site').language, 'loginRequired') } }, 401, NO_STORE)
  return c.json({ payload: await loadWishlist(c.env.DB, customer.id) }, 200, NO_STORE)
}

/** Adds (`add`) or removes a theme: the id from the path (PUT, DELETE) or from the body (`themeId`, POST). */
export function wishlistChange(action: 'add' | 'remove') {
  return async (c: Context<ApiAppEnv>): Promise<Response> => {
    if (c.get('site').brand !== 'cards') return noWishlist(c)
    const fromPath = c.req.param('themeId')
    const fields = fromPath === undefined ? await readFields(c) : undefined
    const target: ReplyTarget = { mode: fromPath === undefined ? replyMode(c) : 'json', param: 'wishlist', back: backPath(c, fields?.back) }
    const { language } = c.get('site')
    const now = Date.now()
    const customer = await currentCustomer(c, now)
    if (!customer) return reply(c, { status: 401, code: 'login-required', text: message(language, 'loginRequired') }, target)
    const parsed = wishlistInput.safeParse(fromPath === undefined ? (fields ?? {}) : { themeId: fromPath })
    if (!parsed.success) return reply(c, invalid(language, 'invalid-item'), target)
    const { themeId } = parsed.data
    const db = c.env.DB
    if (action === 'add') {
      const theme = await db.prepare("SELECT 1 FROM catalogue_themes WHERE id = ? AND brand = 'cards'").bind(themeId).first()
      if (!theme) return reply(c, { status: 404, code: 'unknown-item', text: message(language, 'unknownItem') }, target)
      await db
        .prepare('INSERT OR IGNORE INTO wishlist_items (customer_id, theme_id, created_at) VALUES (?, ?, ?)')
        .bind(customer.id, themeId, now)
        .run()
    } else {
      await db.prepare('DELETE FROM wishlist_items WHERE customer_id = ? AND theme_id = ?').bind(customer.id, themeId).run()
    }
    const outcome: Outcome = { status: 200, code: action === 'add' ? 'added' : 'removed', payload: await loadWishlist(db, customer.id) }
    return reply(c, outcome, target)
  }
}
