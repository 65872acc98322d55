// The HTTP transport (MAIL_TRANSPORT "http": Resend's POST /emails) against a mocked fetch, driven through the queue
// handler with a message batch as the queue hands it: one call per row with the row's Idempotency-Key, the row marked
// sent with the provider's id in the step that acknowledges, nothing sent again for a second delivery, a refusal retried
// with a doubling delay and, on the last delivery, the row failed — and no address in a stored error or a log line.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiBindings } from '../../../src/api/api-env'
import { composeMail, queueMail } from '../../../src/api/customers/mails'
import { deliverOutbox, OUTBOX_MAX_RETRIES, retryDelaySeconds } from '../../../src/api/mail/consumer'
import { outboxIdsOf, type OutboxMessage } from '../../../src/api/mail/producer'
import { getConfig } from '../../../src/config'
import { apiEnv, captureLogs, uniqueEmail } from '../customers/harness'

const API_URL = 'https://api.mail.example/emails'
const API_KEY = 're_test_0123456789'
const httpEnv = { ...apiEnv, MAIL_TRANSPORT: 'http', MAIL_API_URL: API_URL, MAIL_API_KEY: API_KEY, MAIL_RETRY_SECONDS: '30' } as ApiBindings
const QUEUE = 'print-storefront-outbox'

/** A reset mail written as the customer calls write it, not handed to any queue: the test delivers it itself. */
async function writtenMail(email: string): Promise<number> {
  const mail = await composeMail(
    'password-reset',
    'poster',
    'fr-FR',
    email,
    'https://www.posterhaus.fr/?customer=password-confirm&token=abc',
    getConfig(apiEnv).outboxKey,
  )
  const [id] = outboxIdsOf(await queueMail(env.DB, mail, Date.now()).run())
  if (id === undefined) throw new Error('no outbox row')
  return id
}

/** One delivery of the row, as the queue makes it; with the options each retry() asked for (the queue's result has no delays). */
async function deliver(id: number, attempts = 1) {
  const batch = createMessageBatch<OutboxMessage>(QUEUE, [
    { id: `message-${id}-${attempts}`, timestamp: new Date(), attempts, body: { id } },
  ])
  const [message] = batch.messages
  const retry = message ? vi.spyOn(message, 'retry') : undefined
  const ctx = createExecutionContext()
  await deliverOutbox(batch, httpEnv)
  return { ...(await getQueueResult(batch, ctx)), retries: retry?.mock.calls.map(([options]) => options) ?? [] }
}

async function row(id: number) {
  return env.DB.prepare('SELECT status, attempts, message_id, transport, last_error FROM outbox WHERE id = ?').bind(id).first()
}

afterEach(() => vi.restoreAllMocks())

describe('the HTTP mail transport', () => {
  it('posts the mail once with its idempotency key, marks the row sent with the provider’s id and acknowledges', async () => {
    const email = uniqueEmail('http')
    const id = await writtenMail(email)
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 're_msg_1' }))
    const result = await deliver(id)
    expect(result.explicitAcks).toEqual([`message-${id}-1`])
    expect(result.retryMessages).toEqual([])
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, message_id: 're_msg_1', transport: 'http', last_error: null })

    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(API_URL)
    const headers = new Headers(init?.headers)
    expect(headers.get('authorization')).toBe(`Bearer ${API_KEY}`)
    expect(headers.get('idempotency-key')).toBe(`outbox-poster-${id}`)
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    expect(body).toMatchObject({ from: 'Posterhaus <service@posterhaus.example>', to: [email] })
    expect(body.subject).toMatch(/Posterhaus/)
    // The link opened, in both parts, in French.
    expect(body.text).toContain('https://www.posterhaus.fr/?customer=password-confirm&token=abc')
    expect(body.html).toContain('<html lang="fr">')
    expect(body.html).toContain('href="https://www.posterhaus.fr/?customer=password-confirm&amp;token=abc"')

    // The queue delivers the same message again: acknowledged, nothing posted.
    const again = await deliver(id, 2)
    expect(again.explicitAcks).toEqual([`message-${id}-2`])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('sends a newsletter mail’s List-Unsubscribe and List-Unsubscribe-Post in the headers field', async () => {
    const email = uniqueEmail('http-newsletter')
    const unsubscribe = 'https://www.posterhaus.fr/web-api/newsletter-unsubscribe?token=abc'
    const link = 'https://www.posterhaus.fr/web-api/newsletter-confirm?token=def'
    const mail = await composeMail('newsletter-confirm', 'poster', 'fr-FR', email, link, getConfig(apiEnv).outboxKey, unsubscribe)
    const [id] = outboxIdsOf(await queueMail(env.DB, mail, Date.now()).run())
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 're_msg_news' }))
    expect((await deliver(id ?? 0)).explicitAcks).toEqual([`message-${id}-1`])
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { headers: Record<string, string> }
    expect(body.headers).toMatchObject({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('retries a refusal with a doubling delay, then marks the row failed on the last delivery; no address anywhere', async () => {
    const email = uniqueEmail('refused')
    const id = await writtenMail(email)
    const logs = captureLogs()
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({ name: 'validation_error', message: `Invalid \`to\` field: ${email}` }, { status: 422 }),
    )
    const first = await deliver(id, 1)
    expect(first.explicitAcks).toEqual([])
    expect(first.retryMessages).toEqual([{ msgId: `message-${id}-1` }])
    expect(first.retries).toEqual([{ delaySeconds: 30 }])
    const second = await deliver(id, 2)
    expect(second.retries).toEqual([{ delaySeconds: 60 }])
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 })

    const last = await deliver(id, OUTBOX_MAX_RETRIES + 1)
    // Retried without a delay of its own: the queue moves it to the dead-letter queue.
    expect(last.retryMessages).toEqual([{ msgId: `message-${id}-${OUTBOX_MAX_RETRIES + 1}` }])
    expect(last.retries).toEqual([undefined])
    const failed = await row(id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 })
    expect(String(failed?.last_error)).toMatch(/HTTP 422/)
    expect(String(failed?.last_error)).toContain('[address]')
    expect(String(failed?.last_error)).not.toContain(email)
    logs.restore()
    expect(logs.events()).toEqual(['mail-retry', 'mail-retry', 'mail-dead-lettered'])
    for (const line of logs.lines()) {
      expect(JSON.stringify(line)).not.toContain(email)
      expect(line).toMatchObject({ kind: 'password-reset', brand: 'poster', to: expect.stringMatching(/^[0-9a-f]{32}$/) })
    }
  })

  it('doubles the first delay up to the queue’s twelve hours', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(60, attempt))).toEqual([60, 120, 240, 480])
    expect(retryDelaySeconds(3600, 20)).toBe(12 * 60 * 60)
    expect(retryDelaySeconds(0, 5)).toBe(0)
  })
})
