// Browser errors reach the logs through the shop's own endpoint, within limits.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWorker } from './fetch-worker'

afterEach(() => vi.restoreAllMocks())
const post = (body: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  fetchWorker('/_log', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

describe('/_log', () => {
  it('logs a browser error as browser-error', async () => {
    const warn = vi.spyOn(console, 'warn')
    expect(
      (
        await post(JSON.stringify({ message: 'boom', island: 'calculator' }), {
          'sec-fetch-site': 'same-origin',
          'cf-connecting-ip': '203.0.113.1',
        })
      ).status,
    ).toBe(204)
    expect(warn.mock.calls.flat().join('\n')).toMatch(/"event":"browser-error".*"message":"boom"/)
  })

  it('keeps a reset link’s token out of the line (an inline script’s error names the page)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const page = 'http://cards.de.localhost/?customer=password-confirm&token=RESET-SECRET'
    expect((await post(JSON.stringify({ message: `Script error at ${page}`, source: page, stack: `at ${page}:1:2` }))).status).toBe(204)
    const line = warn.mock.calls.flat().join('\n')
    expect(line).toContain('"source":"http://cards.de.localhost/?customer=password-confirm&token=…"')
    expect(line).not.toContain('RESET-SECRET')
  })

  it('refuses reports from other sites', async () => {
    expect((await post('{"message":"x"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('caps size and shape', async () => {
    expect(
      (await post(JSON.stringify({ message: 'x'.repeat(5000) }), { 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '203.0.113.2' }))
        .status,
    ).toBe(413)
    expect((await post('{"nope":1}', { 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '203.0.113.2' })).status).toBe(400)
  })

  it('rate-limits one address to 20 reports a minute', async () => {
    const headers = { 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '203.0.113.9' }
    const statuses = []
    for (let i = 0; i < 22; i++) statuses.push((await post('{"message":"x"}', headers)).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
  })

  it('counts an IPv6 network by its /64, so rotating addresses inside it gains nothing', async () => {
    const statuses = []
    for (let i = 0; i < 22; i++) {
      const headers = { 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': `2001:db8:7:1::${(i + 1).toString(16)}` }
      statuses.push((await post('{"message":"x"}', headers)).status)
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
    // Another /64 is another address.
    expect((await post('{"message":"x"}', { 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '2001:db8:7:2::1' })).status).toBe(204)
  })
})
