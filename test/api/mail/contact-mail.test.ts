// A contact request reaches a person: posted on a storefront page, passed on to the shop API Worker, stored for the
// service team and, in the same batch, mailed through the outbox queue to the address CONTACT_ADDRESSES names for the
// brand (and country), the shopper's address as Reply-To, in the site's language.
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { contactAddress } from '../../../src/api/contact'
import { getMailConfig } from '../../../src/config'
import { fetchWorker } from '../../routes/fetch-worker'
import { apiEnv, uniqueEmail } from '../customers/harness'

function post(host: string, fields: Record<string, string>, path = '/contact-form'): Promise<Response> {
  return fetchWorker(path, {
    host,
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      'cf-connecting-ip': `10.9.0.${Math.floor(Math.random() * 250)}`,
    },
  })
}

interface Mail {
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
}

async function mailWithReplyTo(address: string): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const mail = await env.DB.prepare('SELECT to_address, reply_to, subject, text_body FROM local_mails WHERE reply_to = ?')
        .bind(address)
        .first<Mail>()
      if (!mail) throw new Error('not delivered yet')
      return mail
    },
    { timeout: 15_000, interval: 50 },
  )
}

describe('contact requests by mail', () => {
  it('mails a request to the brand’s configured address, Reply-To the shopper, and keeps the stored copy', async () => {
    const shopper = uniqueEmail('contact')
    const response = await post('cards.de.localhost', {
      name: 'Julia Schmidt',
      email: shopper,
      orderNumber: 'KF-482913',
      topic: 'delivery',
      message: 'Meine Bestellung ist noch nicht angekommen.',
      back: '/service/',
      person: 'service-team',
    })
    expect(response.status).toBe(303)
    const mail = await mailWithReplyTo(shopper)
    expect(mail).toMatchObject({ to_address: 'kontakt@kartenfee.example', subject: 'Kontaktanfrage: Versand & Lieferung – Julia Schmidt' })
    expect(mail.text_body).toContain('Meine Bestellung ist noch nicht angekommen.')
    expect(mail.text_body).toContain('Bestellnummer: KF-482913')
    expect(mail.text_body).toContain('Seite: /service/')
    const outbox = await env.DB.prepare('SELECT status, kind FROM outbox WHERE reply_to = ?').bind(shopper).first()
    expect(outbox).toEqual({ status: 'sent', kind: 'contact-request' })
    const stored = await env.DB.prepare('SELECT brand, email FROM contact_requests WHERE email = ?').bind(shopper).first()
    expect(stored).toEqual({ brand: 'cards', email: shopper })
  })

  it('mails in the site’s language to the other brand’s address', async () => {
    const shopper = uniqueEmail('contact-fr')
    expect(
      (
        await post(
          'poster.ch.localhost',
          {
            name: 'Luc',
            email: shopper,
            topic: 'invoice',
            message: 'Ma facture est erronée.',
            back: '/fr/service',
          },
          '/fr/contact-form',
        )
      ).status,
    ).toBe(303)
    const mail = await mailWithReplyTo(shopper)
    expect(mail).toMatchObject({ to_address: 'kontakt@posterhaus.example', subject: expect.stringMatching(/^Demande de contact : /) })
  })

  it.each([
    ['one address for the brand', { cards: 'a@shop.example' }, 'cards', 'AT', 'a@shop.example'],
    ['the country’s address', { poster: { DE: 'de@shop.example', FR: 'fr@shop.example' } }, 'poster', 'FR', 'fr@shop.example'],
    ['no address for another country', { poster: { DE: 'de@shop.example' } }, 'poster', 'IT', undefined],
    ['no address for another brand', { cards: 'a@shop.example' }, 'poster', 'DE', undefined],
  ] as const)('finds the service address by brand and country: %s', (_, addresses, brand, country, expected) => {
    const config = getMailConfig({ ...apiEnv, CONTACT_ADDRESSES: JSON.stringify(addresses) })
    expect(contactAddress(config.contactAddresses, { brand, country })).toBe(expected)
  })
})
