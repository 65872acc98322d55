import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { wishlistSchema } from '../../../src/domain/customer/schemas'
import { bodyOf, call, captureLogs, createCustomer, loggedIn, ORIGIN } from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

async function list(cookie: string) {
  const response = await call('/web-api/wishlist', { cookie })
  expect(response.status).toBe(200)
  return wishlistSchema.parse((await bodyOf(response)).payload)
}

describe('wishlist (cards brand)', () => {
  it('adds, lists and removes designs of a logged-in customer', async () => {
    const cookie = await loggedIn(await createCustomer())
    expect(await list(cookie)).toEqual({ items: [] })
    const added = await call('/web-api/wishlist', { json: { themeId: 'winterzauber' }, cookie })
    expect(added.status).toBe(200)
    expect(wishlistSchema.parse((await bodyOf(added)).payload).items.map((item) => item.themeId)).toEqual(['winterzauber'])
    await call('/web-api/wishlist/ewige-liebe', { method: 'PUT', cookie })
    // Adding twice keeps one entry.
    await call('/web-api/wishlist', { json: { themeId: 'winterzauber' }, cookie })
    const items = (await list(cookie)).items
    expect(items.map((item) => item.themeId).sort()).toEqual(['ewige-liebe', 'winterzauber'])
    expect(items.find((item) => item.themeId === 'ewige-liebe')).toMatchObject({ name: 'Ewige Liebe', product: 'card' })
    expect((await call('/web-api/wishlist/winterzauber', { method: 'DELETE', cookie })).status).toBe(200)
    const removed = await call('/web-api/wishlist/remove', { json: { themeId: 'ewige-liebe' }, cookie })
    expect((await bodyOf(removed)).payload).toEqual({ items: [] })
  })

  it("keeps each customer's list to themselves", async () => {
    const first = await loggedIn(await createCustomer())
    const second = await loggedIn(await createCustomer())
    await call('/web-api/wishlist', { json: { themeId: 'sternchen' }, cookie: first })
    expect(await list(second)).toEqual({ items: [] })
  })

  it('answers 401 without a session', async () => {
    expect((await call('/web-api/wishlist')).status).toBe(401)
    const add = await call('/web-api/wishlist', { json: { themeId: 'winterzauber' } })
    expect(add.status).toBe(401)
    expect(await bodyOf(add)).toEqual({ message: { text: 'Bitte melde dich zuerst an.' } })
  })

  it.each(['nordlicht', 'no-such-design', 'Bad Id!'])(
    'refuses to add %j (a poster design, an unknown or malformed id)',
    async (themeId) => {
      const cookie = await loggedIn(await createCustomer())
      const response = await call('/web-api/wishlist', { json: { themeId }, cookie })
      expect([400, 404]).toContain(response.status)
      expect(await list(cookie)).toEqual({ items: [] })
    },
  )

  it('works as plain forms: 303 back with ?wishlist=added / removed / login-required', async () => {
    const cookie = await loggedIn(await createCustomer())
    const added = await call('/web-api/wishlist', { form: { themeId: 'regenbogen', back: '/karten/?page=2' }, cookie })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(`${ORIGIN}/karten/?page=2&wishlist=added`)
    const removed = await call('/web-api/wishlist/remove', { form: { themeId: 'regenbogen', back: '/merkzettel/' }, cookie })
    expect(removed.headers.get('location')).toBe(`${ORIGIN}/merkzettel/?wishlist=removed`)
    const anonymous = await call('/web-api/wishlist', { form: { themeId: 'regenbogen', back: '/' } })
    expect(anonymous.headers.get('location')).toBe(`${ORIGIN}/?wishlist=login-required`)
  })
})

describe('wishlist on the poster brand', () => {
  it.each([
    ['GET', '/web-api/wishlist', undefined],
    ['POST', '/web-api/wishlist', { themeId: 'nordlicht' }],
    ['POST', '/web-api/wishlist/remove', { themeId: 'nordlicht' }],
    ['PUT', '/web-api/wishlist/nordlicht', undefined],
    ['DELETE', '/web-api/wishlist/nordlicht', undefined],
  ])('answers 404 to %s %s, logged in or not', async (method, path, json) => {
    const host = 'poster.de.localhost'
    const cookie = await loggedIn(await createCustomer({ brand: 'poster' }), { host })
    for (const session of [cookie, undefined]) {
      const response = await call(path, { method, host, json, cookie: session })
      expect(response.status).toBe(404)
    }
  })
})
