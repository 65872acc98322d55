// The outbox never holds a working link in plain text: each mail's link is sealed with OUTBOX_KEY, and only that key
// opens it; without a key no link is stored at all.
import { describe, expect, it } from 'vitest'
import { LINK_WITHHELD, openLink, SEALED_LINK } from '../../../src/api/customers/outbox-seal'
import { getConfig } from '../../../src/config'
import { expectErrorLog } from '../../setup/quiet-console'
import { apiEnv, call, createCustomer, linkIn, outboxFor, PASSWORD, storedOutboxFor, uniqueEmail } from './harness'

const KEY = getConfig(apiEnv).outboxKey ?? ''

async function sendEveryMail(email: string, options: { env?: Env } = {}): Promise<void> {
  await call('/web-api/customer-signup', { json: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }, ...options })
  await call('/web-api/customer-password-reset', { json: { email }, ...options })
  await call('/newsletter/subscribe', { form: { email }, ...options })
}

describe('outbox', () => {
  it('stores sign-up, reset and newsletter mails with their link sealed: no plain link or token after sending', async () => {
    const customer = await createCustomer()
    const fresh = uniqueEmail()
    await sendEveryMail(customer.email)
    await sendEveryMail(fresh)
    const stored = [...(await storedOutboxFor(customer.email)), ...(await storedOutboxFor(fresh))]
    expect(stored.map((mail) => mail.kind).sort()).toEqual([
      'newsletter-confirm',
      'newsletter-confirm',
      // The fresh address has its (unconfirmed) account from the sign-up, so its reset is mailed too.
      'password-reset',
      'password-reset',
      'signup-confirm',
      'signup-exists',
    ])
    const read = [...(await outboxFor(customer.email)), ...(await outboxFor(fresh))]
    for (const [index, mail] of stored.entries()) {
      expect(mail.body).not.toMatch(/https?:|token=|localhost/)
      expect(mail.body.match(SEALED_LINK)).toHaveLength(1)
      // The recipient's copy has the working link, and its token appears nowhere in the stored row.
      const token = linkIn(read[index]).searchParams.get('token')
      if (token) expect(JSON.stringify(mail)).not.toContain(token)
    }
    const reset = read.find((mail) => mail.kind === 'password-reset')
    expect(linkIn(reset).searchParams.get('customer')).toBe('password-confirm')
  })

  it('opens a sealed link only with its key, and refuses one that was altered', async () => {
    const email = uniqueEmail()
    await call('/newsletter/subscribe', { form: { email } })
    const [row] = await storedOutboxFor(email)
    const [sealed] = row?.body.match(SEALED_LINK) ?? []
    const mail = { kind: row?.kind ?? '', brand: row?.brand ?? '', to_address: email }
    expect(await openLink(sealed ?? '', KEY, mail)).toMatch(/^http:\/\/cards\.de\.localhost\/web-api\/newsletter-confirm\?token=/)
    await expect(openLink(sealed ?? '', 'another key of thirty-two characters!', mail)).rejects.toThrow()
    const altered = `${(sealed ?? '').slice(0, -2)}${(sealed ?? '').endsWith('AA') ? 'BB' : 'AA'}`
    await expect(openLink(altered, KEY, mail)).rejects.toThrow()
  })

  it('binds a sealed link to its mail: copied into a mail to another address or of another kind, it does not open', async () => {
    const email = uniqueEmail()
    await call('/newsletter/subscribe', { form: { email } })
    const [row] = await storedOutboxFor(email)
    const [sealed] = row?.body.match(SEALED_LINK) ?? []
    const mail = { kind: row?.kind ?? '', brand: row?.brand ?? '', to_address: email }
    await expect(openLink(sealed ?? '', KEY, { ...mail, to_address: 'copier@example.com' })).rejects.toThrow()
    await expect(openLink(sealed ?? '', KEY, { ...mail, kind: 'password-reset' })).rejects.toThrow()
    await expect(openLink(sealed ?? '', KEY, { ...mail, brand: 'poster' })).rejects.toThrow()
  })

  it('seals each mail with its own nonce: the same link never gives the same text twice', async () => {
    const first = uniqueEmail()
    await call('/web-api/customer-signup', { json: { email: first, password: PASSWORD, firstName: 'A', lastName: 'B' } })
    await call('/web-api/customer-signup', { json: { email: first, password: PASSWORD, firstName: 'A', lastName: 'B' } })
    const [a, b] = await storedOutboxFor(first)
    expect(a?.body).not.toBe(b?.body)
  })

  it('stores no link at all without a key, and logs that', async () => {
    expectErrorLog('outbox-key-missing')
    const email = uniqueEmail()
    const withoutKey = { ...apiEnv, OUTBOX_KEY: undefined } as unknown as Env
    await call('/newsletter/subscribe', { form: { email }, env: withoutKey })
    const [mail] = await storedOutboxFor(email)
    expect(mail?.body).toContain(LINK_WITHHELD)
    expect(mail?.body).not.toMatch(/https?:|token=/)
  })
})
