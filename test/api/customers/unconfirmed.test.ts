// What an account may do before its address is confirmed (docs/architecture.md, customer accounts): everything that
// concerns only itself — its account page, cart, wishlist, log-in and log-out — but no ordering setting; the sign-up
// mail's link or a completed password reset confirms it.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { customerSchema } from '../../../src/domain/customer/schemas'
import {
  bodyOf,
  call,
  captureLogs,
  createCustomer,
  linkIn,
  loggedIn,
  login,
  outboxFor,
  pathOf,
  post,
  sessionCookie,
  uniqueEmail,
} from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

const PASSWORD = 'a long enough password'

async function signedUp(email = uniqueEmail('unconfirmed')): Promise<{ email: string; session: string }> {
  const response = await call('/web-api/customer-signup', { json: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Byron' } })
  expect(response.status).toBe(200)
  return { email, session: sessionCookie(response) }
}

async function makeWhitelabel(email: string): Promise<void> {
  await env.DB.prepare('UPDATE customers SET is_whitelabel = 1 WHERE email = ?').bind(email).run()
}

describe('an unconfirmed account', () => {
  it('sees its account page, fills its cart and wishlist, and logs out and in again', async () => {
    const { email, session } = await signedUp()
    const account = await call('/web-api/customer-account', { cookie: session })
    expect(account.status).toBe(200)
    expect((await bodyOf(account)).payload).toMatchObject({ firstName: 'Ada', lastName: 'Byron', email, newsletter: 'none' })
    expect((await post('/web-api/voucher', { json: { amount: 25 }, cookie: session })).status).toBe(200)
    const cart = await bodyOf<{ payload: { cartArticlesAmount: number } }>(await call('/web-api/cart', { cookie: session }))
    expect(cart.payload.cartArticlesAmount).toBe(1)
    expect((await call('/web-api/wishlist', { json: { themeId: 'winterzauber' }, cookie: session })).status).toBe(200)
    expect((await call('/web-api/customer-logout', { json: {}, cookie: session })).status).toBe(200)
    const again = await login(email, PASSWORD)
    expect(again.status).toBe(200)
    expect(customerSchema.parse((await bodyOf(again)).payload).order.cartArticlesAmount).toBe(1)
  })

  it('may not switch white-label ordering on (403 confirm-required) until the mail’s link confirms the address', async () => {
    const { email, session } = await signedUp()
    await makeWhitelabel(email)
    const refused = await call('/whitelabel/switch', { json: { enabled: true }, cookie: session })
    expect(refused.status).toBe(403)
    expect(await bodyOf(refused)).toEqual({ message: { text: 'Du kannst bestellen, sobald deine Adresse bestätigt ist.' } })
    const form = await call('/whitelabel/switch', { form: { enabled: 'true', back: '/' }, cookie: session })
    expect(form.headers.get('location')).toMatch(/\?customer=confirm-required$/)
    const row = await env.DB.prepare('SELECT whitelabel_order FROM customers WHERE email = ?')
      .bind(email)
      .first<{ whitelabel_order: number }>()
    expect(row?.whitelabel_order).toBe(0)

    await call(pathOf(linkIn((await outboxFor(email))[0])), { cookie: session })
    const allowed = await call('/whitelabel/switch', { json: { enabled: true }, cookie: session })
    expect(allowed.status).toBe(200)
    expect(customerSchema.parse((await bodyOf(allowed)).payload).order.isWhitelabelOrder).toBe(true)
  })

  it('is confirmed by a completed password reset, which proves the mailbox and ends every session', async () => {
    const { email, session } = await signedUp()
    await makeWhitelabel(email)
    await call('/web-api/customer-password-reset', { json: { email } })
    const reset = (await outboxFor(email)).find((mail) => mail.kind === 'password-reset')
    const token = linkIn(reset).searchParams.get('token') ?? ''
    expect((await call('/web-api/customer-password-confirm', { json: { token, password: 'another long passphrase' } })).status).toBe(200)
    // Whoever signed up with this address (and so knew the first password) is logged out.
    expect((await bodyOf(await call('/web-api/customer-data', { cookie: session }))).payload).toMatchObject({ isLoggedIn: false })
    const owner = sessionCookie(await login(email, 'another long passphrase'))
    expect((await call('/whitelabel/switch', { json: { enabled: true }, cookie: owner })).status).toBe(200)
  })

  it('stays as it is for an account confirmed before (a created customer is confirmed)', async () => {
    const cookie = await loggedIn(await createCustomer({ whitelabel: true }))
    expect((await call('/whitelabel/switch', { json: { enabled: true }, cookie })).status).toBe(200)
    const unconfirmed = await loggedIn(await createCustomer({ whitelabel: true, confirmed: false }))
    expect((await call('/whitelabel/switch', { json: { enabled: true }, cookie: unconfirmed })).status).toBe(403)
  })
})
