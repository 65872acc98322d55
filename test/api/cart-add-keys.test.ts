// Idempotent cart adds (src/api/cart/add-keys.ts): an add retried with the same `Idempotency-Key` answers what the first
// answered and adds nothing twice, a card order's lines included; another key adds again; a key another cart used
// claims nothing here; a key of the wrong shape is an ordinary add; a retry while the first is at work is 409 `pending`;
// a refusal is answered again as it was; the nightly clean-up forgets keys after a day.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ADD_KEY_KEEP_MS } from '../../src/api/cart/add-keys'
import { purgeExpired } from '../../src/api/cleanup'
import { readCart } from '../../src/api/cart/store'
import { call, cookieValue } from './customers/harness'

const HOST = 'cards.de.localhost'

async function guestCart(): Promise<{ cookie: string; owner: string }> {
  const first = await call('/web-api/voucher', { host: HOST, json: { amount: 20 } })
  expect(first.status).toBe(200)
  const token = cookieValue(first, '__Host-cart') ?? ''
  const owner = (await env.DB.prepare('SELECT owner FROM cart_lines ORDER BY id DESC LIMIT 1').first<{ owner: string }>())?.owner ?? ''
  return { cookie: `__Host-cart=${token}`, owner }
}

const add = (cookie: string, key: string | undefined, json: unknown = { amount: 50 }, path = '/web-api/voucher') =>
  call(path, { host: HOST, json, cookie, headers: key === undefined ? {} : { 'idempotency-key': key } })

describe('a cart add with an Idempotency-Key', () => {
  it('is done once: the retry answers what the first answered, and another key adds again', async () => {
    const { cookie, owner } = await guestCart()
    const key = crypto.randomUUID()
    const first = await add(cookie, key)
    const retry = await add(cookie, key)
    expect(retry.status).toBe(200)
    expect(await retry.json()).toEqual(await first.json())
    expect((await readCart(env.DB, owner, 'cards')).lines).toHaveLength(2)
    expect((await add(cookie, crypto.randomUUID())).status).toBe(200)
    expect((await readCart(env.DB, owner, 'cards')).lines).toHaveLength(3)
  })

  it("adds a card order's lines once", async () => {
    const { cookie, owner } = await guestCart()
    const order = { card: 'postkarte', quantity: '25', envelope: 'straight-white-114x162' }
    const key = crypto.randomUUID()
    const first = await add(cookie, key, order, '/web-api/card-accessory-order')
    expect(first.status).toBe(200)
    const lines = (await readCart(env.DB, owner, 'cards')).lines.length
    expect(lines).toBeGreaterThan(1)
    expect((await add(cookie, key, order, '/web-api/card-accessory-order')).status).toBe(200)
    expect((await readCart(env.DB, owner, 'cards')).lines).toHaveLength(lines)
  })

  it('claims nothing in another cart: the same key adds to each cart once', async () => {
    const [one, two] = [await guestCart(), await guestCart()]
    const key = crypto.randomUUID()
    await add(one.cookie, key)
    expect((await add(two.cookie, key)).status).toBe(200)
    expect((await readCart(env.DB, two.owner, 'cards')).lines).toHaveLength(2)
  })

  it('treats a key of another shape as none: each add adds', async () => {
    const { cookie, owner } = await guestCart()
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it, 1234']) expect((await add(cookie, key)).status).toBe(200)
    expect((await readCart(env.DB, owner, 'cards')).lines).toHaveLength(4)
  })

  it('answers 409 pending while the first request with the key is at work, and adds nothing', async () => {
    const { cookie, owner } = await guestCart()
    const key = crypto.randomUUID()
    await env.DB.prepare('INSERT INTO cart_add_keys (owner, key, created_at) VALUES (?, ?, ?)').bind(owner, key, Date.now()).run()
    const retry = await add(cookie, key)
    expect(retry.status).toBe(409)
    expect(retry.headers.get('retry-after')).toBe('2')
    expect((await readCart(env.DB, owner, 'cards')).lines).toHaveLength(1)
  })

  it('answers a refused add again as refused: francs into a cart of euros', async () => {
    const { cookie, owner } = await guestCart()
    const swiss = { host: 'cards.ch.localhost', json: { amount: 50 }, cookie, headers: { 'idempotency-key': crypto.randomUUID() } }
    const refused = await call('/web-api/voucher', swiss)
    expect(refused.status).toBe(409)
    const again = await call('/web-api/voucher', swiss)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual(await refused.json())
    expect((await readCart(env.DB, owner, 'cards')).lines).toHaveLength(1)
  })

  it('is forgotten by the nightly clean-up a day after it was used', async () => {
    const { cookie, owner } = await guestCart()
    const key = crypto.randomUUID()
    await add(cookie, key)
    const count = () =>
      env.DB.prepare('SELECT COUNT(*) AS n FROM cart_add_keys WHERE owner = ? AND key = ?').bind(owner, key).first<{ n: number }>()
    const now = Date.now()
    await purgeExpired(env.DB, now + ADD_KEY_KEEP_MS - 60_000)
    expect((await count())?.n).toBe(1)
    await purgeExpired(env.DB, now + ADD_KEY_KEEP_MS + 60_000)
    expect((await count())?.n).toBe(0)
  })
})
