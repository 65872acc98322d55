// Cart lines in D1 (migration 0017) per session: a guest's lines under the SHA-256 of the `__Host-cart` cookie, a
// logged-in customer's under their id; a log-in or sign-up merges the guest's lines into the customer's.
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { ApiAppEnv } from '../api-env'
import { CART_COOKIE, cookieMaxAge } from '../../domain/cookies'
import type { Brand } from '../../domain/countries'
import type { CardFold } from '../../domain/commerce/envelope'
import type { Currency } from '../../domain/locales'
import type { Cart, CartAnswer, CartLine } from '../../shop-contract/cart'
import { randomToken, sha256Hex } from '../../domain/crypto'
import { planMerge, type LineRow } from './merge'

// With Hono's `prefix: 'host'` the cookie is `__Host-cart`: Secure, Path=/, this host only.
const CART_TTL_SECONDS = 30 * 24 * 60 * 60
/** The nightly clean-up deletes guest lines this old: their cookie has expired (cleanup.ts). */
export const GUEST_CART_KEEP_MS = CART_TTL_SECONDS * 1000
const COOKIE_OPTIONS = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', prefix: 'host' } as const
/** More lines than a shopper would ever collect by hand: a cart past it takes no more (409). */
export const MAX_CART_LINES = 100

/** The guest cart token this request carries, if it looks like one of ours. */
export function guestCartToken(c: Context<ApiAppEnv>): string | undefined {
  const token = getCookie(c, CART_COOKIE, 'host')
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
}

export async function guestOwner(token: string): Promise<string> {
  return `guest:${await sha256Hex(token)}`
}

export function customerOwner(customerId: number): string {
  return `customer:${customerId}`
}

/** The guest owner of this request, issuing a new cart cookie when it has none. */
export async function guestOwnerOrNew(c: Context<ApiAppEnv>): Promise<string> {
  let token = guestCartToken(c)
  if (!token) {
    token = randomToken()
    setGuestCartCookie(c, token)
  }
  return guestOwner(token)
}

export async function cartCount(db: D1Database, owner: string, brand: Brand): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM cart_lines WHERE owner = ? AND brand = ?')
    .bind(owner, brand)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** What a log-in or sign-up does to this browser's guest cart: statements for its batch, then the new cookie. */
export interface GuestCartMerge {
  statements: D1PreparedStatement[]
  /** The guest cart's new token: it is rotated, so a cart token known before the log-in opens nothing after. */
  newToken: string
}

/**
 * The guest lines of this request's cart (if any) merge into the customer's (./merge.ts), in the log-in's batch. Each
 * step holds only while the guest line is still the guest's, so a retried or racing log-in with the same cart cookie
 * adds nothing twice: the first batch takes the lines, the second finds none. The lines that take no part (another
 * currency, no room) stay in the guest cart, now under a new token, where the shopper finds them again after logging
 * out: nothing is lost.
 */
export async function mergeGuestCart(
  c: Context<ApiAppEnv>,
  db: D1Database,
  customerId: number,
  brand: Brand,
): Promise<GuestCartMerge | undefined> {
  const token = guestCartToken(c)
  if (!token) return undefined
  const guest = await guestOwner(token)
  const customer = customerOwner(customerId)
  const lines = (owner: string) =>
    db
      .prepare(
        'SELECT id, kind, sku, label, quantity, amount, currency FROM cart_lines WHERE owner = ? AND brand = ? ORDER BY created_at, id',
      )
      .bind(owner, brand)
      .all<LineRow>()
  const [guestLines, customerLines] = await Promise.all([lines(guest), lines(customer)])
  const statements = planMerge(guestLines.results, customerLines.results, MAX_CART_LINES).flatMap((step) =>
    'move' in step
      ? [db.prepare('UPDATE cart_lines SET owner = ? WHERE id = ? AND owner = ?').bind(customer, step.move, guest)]
      : [
          db
            .prepare(
              `UPDATE cart_lines SET quantity = ?1, amount = ?2, label = ?3
               WHERE id = ?4 AND owner = ?5 AND quantity = ?6 AND EXISTS (SELECT 1 FROM cart_lines WHERE id = ?7 AND owner = ?8)`,
            )
            .bind(step.quantity, step.amount, step.label, step.into, customer, step.fromQuantity, step.fold, guest),
          // Gone only when its quantity went into the customer's line just now; else it stays a guest line.
          db
            .prepare(
              `DELETE FROM cart_lines WHERE id = ?1 AND owner = ?2
                 AND EXISTS (SELECT 1 FROM cart_lines WHERE id = ?3 AND owner = ?4 AND quantity = ?5 AND amount = ?6)`,
            )
            .bind(step.fold, guest, step.into, customer, step.quantity, step.amount),
        ],
  )
  const newToken = randomToken()
  statements.push(db.prepare('UPDATE cart_lines SET owner = ? WHERE owner = ?').bind(await guestOwner(newToken), guest))
  return { statements, newToken }
}

/** Hands this browser its guest cart's (new) token. */
export function setGuestCartCookie(c: Context<ApiAppEnv>, token: string): void {
  setCookie(c, CART_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: cookieMaxAge(CART_TTL_SECONDS) })
}

export interface NewLine {
  kind: 'voucher' | 'accessory'
  sku: string | null
  label: string
  quantity: number
  /** The line's total in the site's currency. */
  total: number
  currency: Currency
  /** A card order's envelope or inlay: the card's fold, whose rule prices it (SPEC §9); none for one bought alone. */
  fold?: CardFold | undefined
}

/** Why a line was not added: the cart holds MAX_CART_LINES lines, or lines in another currency (one currency a cart). */
export type Refusal = 'full' | 'other-currency'

/** Adds a line unless the cart is full or holds another currency, and answers it with the cart's new article count. */
export async function addLine(db: D1Database, owner: string, brand: Brand, line: NewLine, now: number): Promise<CartAnswer | Refusal> {
  const row = await db
    .prepare(
      `INSERT INTO cart_lines (owner, brand, kind, sku, label, quantity, amount, currency, created_at, fold)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?11
       WHERE (SELECT COUNT(*) FROM cart_lines WHERE owner = ?1 AND brand = ?2) < ?10
         AND NOT EXISTS (SELECT 1 FROM cart_lines WHERE owner = ?1 AND brand = ?2 AND currency <> ?8)
       RETURNING id`,
    )
    .bind(
      owner,
      brand,
      line.kind,
      line.sku,
      line.label,
      line.quantity,
      Math.round(line.total * 100),
      line.currency,
      now,
      MAX_CART_LINES,
      line.fold ?? null,
    )
    .first<{ id: number }>()
  const { fold: _fold, ...shown } = line
  if (row) return { line: { id: row.id, ...shown }, cartArticlesAmount: await cartCount(db, owner, brand) }
  const other = await db
    .prepare('SELECT 1 AS found FROM cart_lines WHERE owner = ? AND brand = ? AND currency <> ? LIMIT 1')
    .bind(owner, brand, line.currency)
    .first<{ found: number }>()
  return other ? 'other-currency' : 'full'
}

function lineOfRow(row: LineRow): CartLine {
  return {
    id: row.id,
    kind: row.kind,
    sku: row.sku,
    label: row.label,
    quantity: row.quantity,
    total: row.amount / 100,
    currency: row.currency,
  }
}

/** The whole cart, oldest line first, its total in whole cents turned into the one currency's amount. */
export async function readCart(db: D1Database, owner: string | undefined, brand: Brand): Promise<Cart> {
  if (!owner) return { lines: [], total: 0, currency: null, cartArticlesAmount: 0 }
  const { results } = await db
    .prepare(
      'SELECT id, kind, sku, label, quantity, amount, currency FROM cart_lines WHERE owner = ? AND brand = ? ORDER BY created_at, id',
    )
    .bind(owner, brand)
    .all<LineRow>()
  const currency = results[0]?.currency ?? null
  // One currency a cart (addLine refuses another): a line in another is never added into the total.
  const cents = results.reduce((sum, row) => (row.currency === currency ? sum + row.amount : sum), 0)
  return { lines: results.map(lineOfRow), total: cents / 100, currency, cartArticlesAmount: results.length }
}

/** A cart line with the fold of the card it was ordered with (null: bought alone). */
export type StoredLine = CartLine & { fold: CardFold | null }

/** One line of this owner's cart with the fold it is priced for, or undefined (another owner's line id opens nothing). */
export async function cartLine(db: D1Database, owner: string, brand: Brand, id: number): Promise<StoredLine | undefined> {
  const row = await db
    .prepare('SELECT id, kind, sku, label, quantity, amount, currency, fold FROM cart_lines WHERE id = ? AND owner = ? AND brand = ?')
    .bind(id, owner, brand)
    .first<LineRow & { fold: CardFold | null }>()
  return row ? { ...lineOfRow(row), fold: row.fold } : undefined
}

/** Sets a line's quantity with its new total and label; false when the line is gone (removed meanwhile). */
export async function changeLine(
  db: D1Database,
  owner: string,
  brand: Brand,
  id: number,
  change: { quantity: number; total: number; label: string },
): Promise<boolean> {
  const result = await db
    .prepare('UPDATE cart_lines SET quantity = ?1, amount = ?2, label = ?3 WHERE id = ?4 AND owner = ?5 AND brand = ?6')
    .bind(change.quantity, Math.round(change.total * 100), change.label, id, owner, brand)
    .run()
  return result.meta.changes > 0
}

/** Removes a line; false when this owner's cart has no such line. */
export async function removeLine(db: D1Database, owner: string, brand: Brand, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM cart_lines WHERE id = ? AND owner = ? AND brand = ?').bind(id, owner, brand).run()
  return result.meta.changes > 0
}
