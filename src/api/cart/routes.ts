// Into the cart (built-in shop API on D1): a gift voucher (`POST /web-api/voucher`) and card accessories on their own
// (`POST /web-api/card-accessory-order`). Mounted after the site middleware like the customer calls, with the same
// guards: the one same-origin check of every unsafe request (src/http/same-origin.ts), a 16 KB body cap, per-IP
// throttling.
//
// | call | fields | JSON answer | result codes (form posts, `?cart=`) |
// |---|---|---|---|
// | POST /web-api/voucher | amount (site currency, 5–1000), back | 200 payload { line, cartArticlesAmount } + message.text; 400; 409 cart full or in another currency; 429 | voucher-added, invalid, full, currency, throttled, failed |
// | POST /web-api/card-accessory-order | sku, quantity (1–5000), back | as above; 404 sku not sold here | accessory-added, invalid, unknown, full, currency, throttled, failed |
// | POST /web-api/card-accessory-order (a card order) | card, quantity (a card quantity), envelope / inlay / ribbon skus, back, next | as above, `lines` with the envelope and inlay lines (the ribbon is the designer's to price); 400 a sku the card cannot carry here | as above; a plain form continues to `next` (a designer path with the posted quantity and ribbon) once the lines are in |
//
// An add sent with an `Idempotency-Key` header (the islands send one per add, and retry a lost answer once with it) is
// done once per key and cart: a retry answers what the first request answered (add-keys.ts); while the first is still at
// work, 409 `pending`.
//
// The cart page's read, quantity and remove calls (`/web-api/cart…`) are in change.ts, behind the same guards.
//
// Lines belong to the logged-in customer, else to the guest cart of the `__Host-cart` cookie (issued on the first
// add); a log-in or sign-up merges the guest's lines into the customer's (store.ts). SPEC §8: every failure is
// logged under `error-add-voucher` / `error-add-accessory` (warn for the shopper's own mistakes, error for ours), and
// the shopper reads a calm message.
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ApiAppEnv } from '../api-env'
import { formatPrice } from '../../domain/commerce/price'
import { readAccessoryQuantity, readVoucherAmount } from '../../domain/commerce/voucher'
import { createTranslator, type Translator } from '../../i18n/translate'
import { log } from '../../log'
import { KB, limitBody } from '../../http/read-body'
import { accessoryLine, priceCardOrder } from '../card-accessories'
import { CARD_ACCESSORY_SLOTS, cardDesignerOptions, readCardSelection } from '../../domain/commerce/card-total'
import { parseDesignerUrl } from '../../domain/commerce/designer-url'
import { isSameSitePath } from '../../domain/cookies'
import { normaliseSitePath } from '../../domain/links'
import { ApiError } from '../http'
import { sameOrigin } from '../../http/same-origin'
import { backPath, NO_STORE, readFields, reply, replyMode, type Outcome, type ReplyTarget } from '../../http/form-reply'
import {
  CART_CALL_PATHS,
  CART_QUANTITY_PATH,
  CART_READ_PATH,
  CART_REMOVE_PATH,
  type CartAddPath,
  type CartAnswer,
} from '../../shop-contract/cart'
import { currentCustomer } from '../customers/session'
import { countIpAttempt } from '../../http/rate-limit'
import { cartChange, cartRead } from './change'
import { addLine, customerOwner, guestOwnerOrNew, type NewLine } from './store'
import { ADD_KEY_HEADER, answerAddKey, claimAddKey, readAddKey } from './add-keys'
import type { Brand } from '../../domain/countries'

export const cartApi = new Hono<ApiAppEnv>()

export type CartEvent = 'error-add-voucher' | 'error-add-accessory' | 'cart-change-failed'

const noStore = createMiddleware<ApiAppEnv>(async (c, next) => {
  c.header('cache-control', NO_STORE['cache-control'])
  await next()
})

const PATHS: Readonly<Record<CartAddPath, CartEvent>> = {
  '/web-api/voucher': 'error-add-voucher',
  '/web-api/card-accessory-order': 'error-add-accessory',
}
for (const path of CART_CALL_PATHS) cartApi.use(path, noStore, sameOrigin, limitBody(16 * KB))

type LineOf = (c: Context<ApiAppEnv>, fields: Record<string, unknown>) => Promise<NewLine | NewLine[] | Outcome>

function failure(status: Outcome['status'], code: string, text: string): Outcome {
  return { status, code, text }
}

async function owner(c: Context<ApiAppEnv>, now: number): Promise<string> {
  const customer = await currentCustomer(c, now)
  return customer ? customerOwner(customer.id) : guestOwnerOrNew(c)
}

function addTo(event: CartEvent, lineOf: LineOf) {
  return async (c: Context<ApiAppEnv>): Promise<Response> => {
    const site = c.get('site')
    const t = createTranslator(site.language)
    const fields = await readFields(c)
    const target: ReplyTarget = { mode: replyMode(c), param: 'cart', back: backPath(c, fields?.back ?? refererPath(c)) }
    const now = Date.now()
    const db = c.env.DB
    const refuse = (outcome: Outcome, reason: string): Response => {
      log.warn(event, { path: c.req.path, status: outcome.status, reason })
      return reply(c, outcome, target)
    }
    const wait = await countIpAttempt(c, 'cart', now)
    if (wait > 0)
      return refuse({ ...failure(429, 'throttled', t('cart.throttled')), retryAfterSeconds: Math.ceil(wait / 1000) }, 'ip-limit')
    if (!fields) return refuse(failure(400, 'invalid', t('cart.invalid')), 'unreadable-body')
    const found = await lineOf(c, fields)
    if ('status' in found) return refuse(found, found.code)
    const lines = Array.isArray(found) ? found : [found]
    // A plain card-order form goes on to the designer with the quantity the lines were added for and the ribbon.
    const next = target.mode === 'form' ? designerNext(fields) : undefined
    if (lines.length === 0 && next) return c.redirect(c.get('origin') + next, 303)
    const cartOwner = lines.length > 0 ? await owner(c, now) : ''
    // A retried add (the same Idempotency-Key from a client that lost the first answer) reads the first one's answer.
    const key = target.mode === 'json' && lines.length > 0 ? readAddKey(c.req.header(ADD_KEY_HEADER)) : undefined
    if (key) {
      const claim = await claimAddKey(db, cartOwner, key, now)
      if (claim.kind === 'answered') return reply(c, claim.outcome, target)
      if (claim.kind === 'pending') return refuse({ ...failure(409, 'pending', t('cart.failed')), retryAfterSeconds: 2 }, 'add-pending')
    }
    const { outcome, reason } = await addLines(db, cartOwner, site.brand, lines, found, now, t)
    if (key) await answerAddKey(db, cartOwner, key, outcome)
    if (reason) return refuse(outcome, reason)
    if (next) return c.redirect(c.get('origin') + next, 303)
    return reply(c, outcome, target)
  }
}

/**
 * Adds the lines one after the other (a card order's lines share the site's currency, so only a full cart stops
 * part-way): the answer, and the reason to log when it is a refusal.
 */
async function addLines(
  db: D1Database,
  cartOwner: string,
  brand: Brand,
  lines: NewLine[],
  found: NewLine | NewLine[],
  now: number,
  t: Translator,
): Promise<{ outcome: Outcome; reason?: string }> {
  const added: CartAnswer[] = []
  for (const line of lines) {
    const answer = await addLine(db, cartOwner, brand, line, now)
    if (answer === 'full') return { outcome: failure(409, 'full', t('cart.failed')), reason: 'cart-full' }
    if (answer === 'other-currency') return { outcome: failure(409, 'currency', t('cart.otherCurrency')), reason: 'cart-other-currency' }
    added.push(answer)
  }
  const last = added.at(-1)
  const first = lines[0]
  if (!last || !first) return { outcome: failure(400, 'invalid', t('cart.invalid')), reason: 'nothing-chosen' }
  const code = first.kind === 'voucher' ? 'voucher-added' : 'accessory-added'
  const payload = Array.isArray(found) ? { ...last, lines: added.map((answer) => answer.line) } : last
  const item = lines.map((line) => line.label).join(', ')
  return { outcome: { status: 200, code, payload, text: t('cart.added', { item }) } }
}

/** The page a form without a `back` field was sent from, when it is a page of this site. */
function refererPath(c: Context<ApiAppEnv>): string | undefined {
  let referer: URL
  try {
    referer = new URL(c.req.header('referer') ?? '')
  } catch {
    return undefined
  }
  return referer.origin === c.get('origin') ? `${referer.pathname}${referer.search}` : undefined
}

/** The card options of the designer path in `next` (a card order's form): `card` and the design's `themeId`. */
function designerOptions(next: unknown): { card?: unknown; themeId?: unknown } | undefined {
  const path = isSameSitePath(next) ? next : ''
  const queryAt = path.indexOf('?')
  return queryAt < 0 ? undefined : parseDesignerUrl(path.slice(0, queryAt), path.slice(queryAt))?.options
}

/**
 * A designer path of this site (`next` of a card order's form) with the ordered quantity and ribbon (SPEC §3 `ribbon`,
 * `ribbonColor`) as the form posted them, else undefined.
 */
function designerNext(fields: Record<string, unknown>): string | undefined {
  if (!isSameSitePath(fields.next)) return undefined
  const url = new URL(normaliseSitePath(fields.next), 'http://next.invalid')
  if (!parseDesignerUrl(url.pathname, url.search)) return undefined
  const query = new URLSearchParams()
  for (const name of ['quantity', 'ribbon']) if (typeof fields[name] === 'string') query.set(name, fields[name])
  const posted = cardDesignerOptions({}, readCardSelection(query))
  if (query.get('quantity') === String(posted.quantity)) url.searchParams.set('quantity', String(posted.quantity))
  for (const name of ['ribbon', 'ribbonColor'] as const) {
    const value = posted[name]
    if (value) url.searchParams.set(name, value)
    else if (query.has('ribbon')) url.searchParams.delete(name)
  }
  return `${url.pathname}${url.search}`
}

/** The name of the design (a theme of this brand) a card order's lines are for, if the shop knows it. */
async function designName(db: D1Database, brand: string, themeId: unknown): Promise<string | undefined> {
  if (typeof themeId !== 'string') return undefined
  const row = await db
    .prepare('SELECT name FROM catalogue_themes WHERE id = ? AND brand = ?')
    .bind(themeId, brand)
    .first<{ name: string }>()
  return row?.name
}

/**
 * The accessories of a card order (a card quantity, `envelope` / `inlay` / `ribbon`), priced as its card options are,
 * for the `card` field or the card of the designer path in `next`. Each line keeps the card's fold, which prices a
 * later quantity change (change.ts), and names its kind, an envelope's size and the design it goes with.
 */
async function cardOrderLines(c: Context<ApiAppEnv>, fields: Record<string, unknown>): Promise<NewLine[] | Outcome> {
  const site = c.get('site')
  const t = createTranslator(site.language)
  const designer = designerOptions(fields.next)
  const named = fields.card ?? designer?.card
  const card = typeof named === 'string' && /^[a-z0-9-]{1,64}$/.test(named) ? named : undefined
  const query = new URLSearchParams()
  for (const name of ['quantity', ...CARD_ACCESSORY_SLOTS]) if (typeof fields[name] === 'string') query.set(name, fields[name])
  const selection = readCardSelection(query)
  if (!card || String(selection.quantity) !== query.get('quantity')) return failure(400, 'invalid', t('cart.invalid'))
  let order
  try {
    order = await priceCardOrder(c.env.DB, site, card, selection)
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return failure(400, 'invalid', t('cart.invalid'))
    throw error
  }
  if (!order) return failure(404, 'unknown', t('cart.invalid'))
  const design = await designName(c.env.DB, site.brand, designer?.themeId)
  // The ribbon travels to the designer, which prices the card with it: only envelopes and inlays become lines.
  return order.price.lines.flatMap((line): NewLine[] => {
    if (line.kind === 'ribbon') return []
    // SPEC §3: an envelope's sku ends in its size (WxH, mm); an inlay's label names its size already.
    const size = line.kind === 'envelope' ? /(\d+)x(\d+)$/.exec(line.sku) : null
    const item = `${t(`cart.${line.kind}`)}: ${line.label}${size ? `, ${size[1]} × ${size[2]} mm` : ''}`
    const label = `${line.quantity} × ${design ? t('cart.forDesign', { item, design }) : item}`
    return [
      { kind: 'accessory', sku: line.sku, label, quantity: line.quantity, total: line.total, currency: site.currency, fold: order.fold },
    ]
  })
}

cartApi.post(
  '/web-api/voucher',
  addTo('error-add-voucher', async (c, fields) => {
    const site = c.get('site')
    const t = createTranslator(site.language)
    const amount = readVoucherAmount(fields.amount)
    if (amount === undefined) return failure(400, 'invalid', t('cart.invalid'))
    const label = t('cart.voucher', { amount: formatPrice(amount, { locale: site.locale, currency: site.currency }) })
    return { kind: 'voucher', sku: null, label, quantity: 1, total: amount, currency: site.currency }
  }),
)

cartApi.post(
  '/web-api/card-accessory-order',
  addTo('error-add-accessory', async (c, fields) => {
    if (fields.card !== undefined || fields.next !== undefined) return cardOrderLines(c, fields)
    const site = c.get('site')
    const t = createTranslator(site.language)
    const quantity = readAccessoryQuantity(fields.quantity)
    const sku = typeof fields.sku === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+){1,6}$/.test(fields.sku) ? fields.sku : undefined
    if (quantity === undefined || sku === undefined) return failure(400, 'invalid', t('cart.invalid'))
    const shop = { brand: site.brand, locale: site.locale, currency: site.currency }
    const found = await accessoryLine(c.env.DB, shop, sku, quantity)
    if (!found) return failure(404, 'unknown', t('cart.invalid'))
    const label = `${quantity} × ${found.label}`
    return { kind: 'accessory', sku, label, quantity, total: found.total, currency: site.currency }
  }),
)

cartApi.get(CART_READ_PATH, cartRead)
cartApi.post(CART_QUANTITY_PATH, cartChange('quantity'))
cartApi.post(CART_REMOVE_PATH, cartChange('remove'))

cartApi.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse()
  const event = PATHS[c.req.path as keyof typeof PATHS] ?? 'cart-change-failed'
  log.error(event, { path: c.req.path, status: 500, error })
  const site = c.get('site')
  const target = { mode: replyMode(c), param: 'cart', back: `${site.basePath}/` }
  return reply(c, { status: 500, code: 'failed', text: createTranslator(site.language)('cart.failed') }, target)
})
