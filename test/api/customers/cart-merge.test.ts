// The guest cart at log-in and sign-up (src/api/cart/merge.ts, store.ts mergeGuestCart): identical lines are summed,
// the rest moves over, another currency stays in the guest cart, and a retried or racing log-in adds nothing twice.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { planMerge, type LineRow } from '../../../src/api/cart/merge'
import { customerSchema } from '../../../src/domain/customer/schemas'
import { call, cookieValue, createCustomer, login, post, sessionCookie, uniqueEmail } from './harness'

function cartCookie(response: Response): string {
  const value = cookieValue(response, '__Host-cart')
  if (!value) throw new Error('no cart cookie')
  return `__Host-cart=${value}`
}

interface Row {
  kind: string
  sku: string | null
  label: string
  quantity: number
  amount: number
  currency: string
}

async function linesOf(owner: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    'SELECT kind, sku, label, quantity, amount, currency FROM cart_lines WHERE owner = ? ORDER BY created_at, id',
  )
    .bind(owner)
    .all<Row>()
  return results
}

/** A guest cart with a 50 € voucher and 10 gold ribbons, and its cookie. */
async function guestCart(host?: string): Promise<string> {
  const first = await post('/web-api/voucher', { json: { amount: 50 }, ...(host ? { host } : {}) })
  const cookie = cartCookie(first)
  await post('/web-api/card-accessory-order', { json: { sku: 'ribbon-satin-gold', quantity: 10 }, cookie, ...(host ? { host } : {}) })
  return cookie
}

describe('the guest cart at log-in', () => {
  it('sums identical lines (same accessory, vouchers of one value) and moves the others over', async () => {
    const customer = await createCustomer({ email: uniqueEmail('merge') })
    const session = sessionCookie(await login(customer.email, customer.password))
    await post('/web-api/card-accessory-order', { json: { sku: 'ribbon-satin-gold', quantity: 5 }, cookie: session })
    await post('/web-api/voucher', { json: { amount: 50 }, cookie: session })
    const [ribbons, voucher] = await linesOf(`customer:${customer.id}`)
    const cart = await guestCart()
    await post('/web-api/voucher', { json: { amount: 20 }, cookie: cart })

    const response = await login(customer.email, customer.password, { cookie: cart })
    expect(response.status).toBe(200)
    expect(customerSchema.parse(((await response.json()) as { payload: unknown }).payload).order.cartArticlesAmount).toBe(3)
    const lines = await linesOf(`customer:${customer.id}`)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({ sku: 'ribbon-satin-gold', quantity: 15, amount: (ribbons?.amount ?? 0) * 3 })
    expect(lines[0]?.label).toMatch(/^15 × /)
    expect(lines[1]).toMatchObject({ kind: 'voucher', quantity: 2, amount: (voucher?.amount ?? 0) * 2, label: voucher?.label })
    expect(lines[2]).toMatchObject({ kind: 'voucher', quantity: 1, amount: 2000 })
    expect(await linesOf(`guest:${cookieValue(response, '__Host-cart') ?? ''}`)).toEqual([])
  })

  it('adds nothing twice: a retried log-in with the old cart cookie, and two racing log-ins', async () => {
    const customer = await createCustomer({ email: uniqueEmail('retry') })
    const cart = await guestCart()
    expect((await login(customer.email, customer.password, { cookie: cart })).status).toBe(200)
    expect((await login(customer.email, customer.password, { cookie: cart })).status).toBe(200)
    const once = await linesOf(`customer:${customer.id}`)
    expect(once.map((line) => line.quantity)).toEqual([1, 10])

    const racing = await guestCart()
    const answers = await Promise.all([1, 2, 3].map(() => login(customer.email, customer.password, { cookie: racing })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await linesOf(`customer:${customer.id}`)).map((line) => line.quantity)).toEqual([2, 20])
  })

  it('never merges another currency silently: francs wait in the guest cart beside a euro account cart', async () => {
    const customer = await createCustomer({ email: uniqueEmail('francs') })
    const session = sessionCookie(await login(customer.email, customer.password))
    await post('/web-api/voucher', { json: { amount: 50 }, cookie: session })
    const cart = await guestCart('cards.ch.localhost')
    const response = await login(customer.email, customer.password, { cookie: cart, host: 'cards.ch.localhost' })
    expect((await linesOf(`customer:${customer.id}`)).map((line) => [line.quantity, line.currency])).toEqual([[1, 'eur']])
    const kept = await call('/web-api/cart', { host: 'cards.ch.localhost', cookie: cartCookie(response) })
    expect(((await kept.json()) as { payload: { cartArticlesAmount: number; currency: string } }).payload).toMatchObject({
      cartArticlesAmount: 2,
      currency: 'chf',
    })
  })
})

describe('planMerge', () => {
  const line = (id: number, over: Partial<LineRow> = {}): LineRow => ({
    id,
    kind: 'accessory',
    sku: 'ribbon-satin-gold',
    label: '10 × Ribbon',
    quantity: 10,
    amount: 1000,
    currency: 'eur',
    ...over,
  })
  it.each([
    [
      'an empty customer cart takes every guest line of the first line’s currency',
      [line(1), line(2, { sku: 'x', currency: 'chf' })],
      [],
      [{ move: 1 }],
    ],
    [
      'identical accessories sum up, relabelled with the new quantity',
      [line(1)],
      [line(9, { quantity: 5, amount: 500, label: '5 × Ribbon' })],
      [{ fold: 1, into: 9, fromQuantity: 5, quantity: 15, amount: 1500, label: '15 × Ribbon' }],
    ],
    [
      'two guest lines of one kind fold one after the other',
      [line(1), line(2)],
      [line(9)],
      [
        { fold: 1, into: 9, fromQuantity: 10, quantity: 20, amount: 2000, label: '20 × Ribbon' },
        { fold: 2, into: 9, fromQuantity: 20, quantity: 30, amount: 3000, label: '30 × Ribbon' },
      ],
    ],
    [
      'vouchers sum up only with vouchers of the same value',
      [
        line(1, { kind: 'voucher', sku: null, amount: 5000, quantity: 1 }),
        line(2, { kind: 'voucher', sku: null, amount: 2000, quantity: 1 }),
      ],
      [line(9, { kind: 'voucher', sku: null, amount: 10000, quantity: 2, label: 'V 50' })],
      [{ fold: 1, into: 9, fromQuantity: 2, quantity: 3, amount: 15000, label: 'V 50' }, { move: 2 }],
    ],
    [
      'a sum past the line’s bounds moves as a line of its own',
      [line(1, { quantity: 3000 })],
      [line(9, { quantity: 3000 })],
      [{ move: 1 }],
    ],
  ] as const)('%s', (_, guest, customer, steps) => expect(planMerge(guest, customer, 100)).toEqual(steps))

  it('takes no new line into a full cart, but still sums into a line it has', () => {
    expect(planMerge([line(1, { sku: 'other' }), line(2)], [line(9)], 1)).toEqual([
      { fold: 2, into: 9, fromQuantity: 10, quantity: 20, amount: 2000, label: '20 × Ribbon' },
    ])
  })
})
