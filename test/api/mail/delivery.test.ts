// The outbox reaches its recipients through the real queue: the shop API's calls (the producer, in this isolate) send
// each new row's id to OUTBOX_QUEUE, Miniflare delivers it to the shop API Worker's queue() handler (the consumer, behind
// SHOP_API), which hands it to the local transport once and marks the row sent. Failures are retried and end in the
// dead-letter queue (read here through a test-only consumer of it); a row whose send was lost is swept up again; and no
// log line names an address.
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import type { ApiBindings } from '../../../src/api/api-env'
import { runOutboxSweep } from '../../../src/api/cleanup'
import { OUTBOX_MAX_RETRIES } from '../../../src/api/mail/consumer'
import { LOST_SEND_MS } from '../../../src/api/mail/producer'
import { expectErrorLog, shopApiLines } from '../../setup/quiet-console'
import { apiEnv, call, linkIn, pathOf, PASSWORD, sessionCookie, uniqueEmail } from '../customers/harness'

interface Delivery {
  id: number
  status: string
  attempts: number
  enqueued_at: number | null
  message_id: string | null
  transport: string | null
  last_error: string | null
}

interface LocalMail {
  outbox_id: number
  message_id: string
  from_address: string
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string
  headers: string
}

async function deliveries(address: string): Promise<Delivery[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, status, attempts, enqueued_at, message_id, transport, last_error FROM outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(address)
    .all<Delivery>()
  return results
}

async function localMails(address: string): Promise<LocalMail[]> {
  const { results } = await env.DB.prepare('SELECT * FROM local_mails WHERE to_address = ? ORDER BY id').bind(address).all<LocalMail>()
  return results
}

/** Waits until every outbox row to `address` has left `pending`/`sending` (the consumer runs in its own Worker). */
async function settled(address: string, count = 1): Promise<Delivery[]> {
  return vi.waitFor(
    async () => {
      const rows = await deliveries(address)
      if (rows.length !== count || rows.some((row) => row.status === 'pending' || row.status === 'sending'))
        throw new Error(`not delivered yet: ${JSON.stringify(rows)}`)
      return rows
    },
    { timeout: 15_000, interval: 50 },
  )
}

async function signUp(email: string, options: { env?: Env } = {}): Promise<Response> {
  return call('/web-api/customer-signup', { json: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }, ...options })
}

/** The shop API Worker's log lines of this test, parsed. */
async function consumerLog(): Promise<Record<string, unknown>[]> {
  return (await shopApiLines()).flatMap((line) => {
    try {
      return [JSON.parse(line.text) as Record<string, unknown>]
    } catch {
      return []
    }
  })
}

describe('outbox delivery through the queue', () => {
  it('sends a sign-up mail once through the queue and the local transport; its link confirms the account', async () => {
    const email = uniqueEmail('queue')
    const response = await signUp(email)
    expect(response.status).toBe(200)
    const [row] = await settled(email)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'local', last_error: null })
    expect(row?.enqueued_at).toBeTypeOf('number')
    const [mail, ...more] = await localMails(email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ outbox_id: row?.id, message_id: row?.message_id, from_address: 'Kartenfee <service@kartenfee.example>' })
    // Both parts in the shop's language, the link opened in each.
    expect(mail?.subject).toMatch(/Kartenfee/)
    const link = linkIn({ body: mail?.text_body ?? '' } as never)
    expect(link.pathname).toBe('/web-api/customer-activate')
    expect(mail?.html_body).toContain(`<html lang="de">`)
    expect(mail?.html_body).toContain(`<a href="${link.href.replaceAll('&', '&amp;')}"`)

    // Delivered again (a queue delivers at least once): nothing is sent a second time.
    await env.OUTBOX_QUEUE?.send({ id: row?.id ?? 0 })
    await vi.waitFor(async () => expect((await consumerLog()).some((line) => line.event === 'mail-skipped')).toBe(true), {
      timeout: 15_000,
      interval: 50,
    })
    expect(await localMails(email)).toHaveLength(1)
    expect(await deliveries(email)).toEqual([row])

    // The browser that signed up, logged in by the sign-up, opens the link: the account is confirmed.
    const confirmed = await call(pathOf(link), {
      cookie: sessionCookie(response),
      headers: { accept: 'application/json' },
      sameOrigin: false,
    })
    expect(confirmed.status).toBe(200)
    expect(((await confirmed.json()) as { payload: { isLoggedIn: boolean } }).payload.isLoggedIn).toBe(true)
  })

  it('retries a failing mail, then marks it failed and leaves it in the dead-letter queue; no log line names the address', async () => {
    expectErrorLog('mail-dead-lettered')
    const email = uniqueEmail('undeliverable')
    // A row whose sealed link no key opens (sealed before OUTBOX_KEY was rotated): every delivery fails.
    const written = await env.DB.prepare(
      `INSERT INTO outbox (kind, brand, locale, to_address, subject, body, created_at)
       VALUES ('password-reset', 'cards', 'de-DE', ?, 'Passwort', 'Link: sealed:v2:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ?) RETURNING id`,
    )
      .bind(email, Date.now())
      .first<{ id: number }>()
    await env.OUTBOX_QUEUE?.send({ id: written?.id ?? 0 })
    const [row] = await settled(email)
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_RETRIES + 1 })
    expect(row?.last_error).toMatch(/OperationError|decrypt/i)
    expect(await localMails(email)).toEqual([])
    const deadLetters = await vi.waitFor(
      async () => {
        const letters = (await (await env.DEAD_LETTERS.fetch('http://dead-letters/')).json()) as { queue: string; body: unknown }[]
        if (letters.length === 0) throw new Error('no dead letter yet')
        return letters
      },
      { timeout: 15_000, interval: 50 },
    )
    expect(deadLetters).toEqual([{ queue: 'print-storefront-outbox-dlq', body: { id: row?.id } }])

    const lines = await consumerLog()
    const mine = lines.filter((line) => line.outbox === row?.id)
    expect(mine.filter((line) => line.event === 'mail-retry')).toHaveLength(OUTBOX_MAX_RETRIES)
    const [dead] = mine.filter((line) => line.event === 'mail-dead-lettered')
    expect(dead).toMatchObject({ level: 'error', kind: 'password-reset', brand: 'cards', attempt: OUTBOX_MAX_RETRIES + 1 })
    expect(dead?.to).toMatch(/^[0-9a-f]{32}$/)
    for (const line of lines) expect(JSON.stringify(line)).not.toContain(email.split('@')[0])
  })

  it('sends a mail whose queue send was lost once the sweep finds it, and only it', async () => {
    expectErrorLog('outbox-enqueue-failed')
    const email = uniqueEmail('lost-send')
    // The request wrote its row, but its queue send did not happen (no binding: the send fails as a crash would lose it).
    const withoutQueue = { ...apiEnv, OUTBOX_QUEUE: undefined } as unknown as ApiBindings
    expect((await signUp(email, { env: withoutQueue })).status).toBe(200)
    const [lost] = await deliveries(email)
    expect(lost).toMatchObject({ status: 'pending', enqueued_at: null })
    const written = await env.DB.prepare('SELECT created_at FROM outbox WHERE id = ?').bind(lost?.id).first<{ created_at: number }>()
    const writtenAt = written?.created_at ?? 0

    // Not yet: a send may still be on its way.
    await runOutboxSweep(apiEnv, writtenAt + 1000)
    expect((await deliveries(email))[0]).toMatchObject({ status: 'pending', enqueued_at: null })

    await runOutboxSweep(apiEnv, writtenAt + LOST_SEND_MS)
    const [row] = await settled(email)
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await localMails(email)).toHaveLength(1)
    // A sent row is not swept again.
    await runOutboxSweep(apiEnv, writtenAt + 2 * LOST_SEND_MS)
    expect(await deliveries(email)).toEqual([row])
  })

  it('gives a newsletter sign-up’s mail List-Unsubscribe with one-click POST; the URL withdraws the sign-up', async () => {
    const email = uniqueEmail('newsletter')
    const subscribed = await call('/newsletter/subscribe', { form: { email, uniqueIdentifier: 'footer', reCaptchaToken: '' } })
    expect(subscribed.status).toBe(303)
    await settled(email)
    const [mail] = await localMails(email)
    const headers = JSON.parse(mail?.headers ?? '{}') as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const url = new URL(/^<(https?:\/\/[^>]+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? 'http://missing/')
    expect(url.origin + url.pathname).toBe('http://cards.de.localhost/web-api/newsletter-unsubscribe')
    expect(url.href).not.toContain(email.split('@')[0])

    // A mail provider posts the one-click body from its own servers: no Origin of ours, no cookies.
    const oneClick = { form: { 'List-Unsubscribe': 'One-Click' }, sameOrigin: false }
    const withdrawn = await call(pathOf(url), oneClick)
    expect(withdrawn.status).toBe(200)
    const row = () => env.DB.prepare('SELECT email FROM newsletter_subscriptions WHERE email_key = ?').bind(email.toLowerCase()).first()
    expect(await row()).toBeNull()
  })
})
