import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { customerSchema } from '../../../src/domain/customer/schemas'
import { bodyOf, call, captureLogs, createCustomer, loggedIn, ORIGIN } from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

async function order(cookie: string) {
  const payload = customerSchema.parse((await bodyOf(await call('/web-api/customer-data', { cookie }))).payload)
  return { customer: payload.isWhitelabelCustomer, order: payload.order.isWhitelabelOrder }
}

describe('POST /whitelabel/switch', () => {
  it('toggles the white-label order of a white-label customer; customer-data shows it', async () => {
    const cookie = await loggedIn(await createCustomer({ whitelabel: true }))
    expect(await order(cookie)).toEqual({ customer: true, order: false })
    const on = await call('/whitelabel/switch', { json: {}, cookie })
    expect(on.status).toBe(200)
    expect(customerSchema.parse((await bodyOf(on)).payload).order.isWhitelabelOrder).toBe(true)
    expect(await order(cookie)).toEqual({ customer: true, order: true })
    await call('/whitelabel/switch', { json: {}, cookie })
    expect(await order(cookie)).toEqual({ customer: true, order: false })
  })

  it('sets the flag as asked with `enabled`', async () => {
    const cookie = await loggedIn(await createCustomer({ whitelabel: true }))
    await call('/whitelabel/switch', { json: { enabled: true }, cookie })
    await call('/whitelabel/switch', { json: { enabled: true }, cookie })
    expect((await order(cookie)).order).toBe(true)
    const off = await call('/whitelabel/switch', { form: { enabled: 'false', back: '/konto' }, cookie })
    expect(off.headers.get('location')).toBe(`${ORIGIN}/konto?customer=whitelabel-off`)
    expect((await order(cookie)).order).toBe(false)
  })

  it('refuses consumers (403) and visitors (401), changing nothing', async () => {
    const cookie = await loggedIn(await createCustomer())
    const consumer = await call('/whitelabel/switch', { json: { enabled: true }, cookie })
    expect(consumer.status).toBe(403)
    expect(await bodyOf(consumer)).toEqual({ message: { text: 'White-Label-Bestellungen gibt es nur für White-Label-Kunden.' } })
    expect(await order(cookie)).toEqual({ customer: false, order: false })
    expect((await call('/whitelabel/switch', { json: {} })).status).toBe(401)
    const form = await call('/whitelabel/switch', { form: { back: '/' } })
    expect(form.headers.get('location')).toBe(`${ORIGIN}/?customer=login-required`)
  })

  it('answers 400 to a malformed `enabled`', async () => {
    const cookie = await loggedIn(await createCustomer({ whitelabel: true }))
    expect((await call('/whitelabel/switch', { json: { enabled: 'maybe' }, cookie })).status).toBe(400)
  })
})
