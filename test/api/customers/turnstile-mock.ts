// The one network mock for Cloudflare Turnstile's siteverify: answers as the test says and records what was asked.
import { vi } from 'vitest'
import { SITEVERIFY_URL } from '../../../src/api/customers/turnstile'

export interface TurnstileMock {
  /** What siteverify answers: a verdict, an HTTP status, or 'network' for a failed connection. */
  answer: { success: boolean; 'error-codes'?: string[] } | number | 'network'
  /** The form fields of every call (secret, response, remoteip). */
  calls: Record<string, string>[]
  restore(): void
}

export function mockTurnstile(answer: TurnstileMock['answer'] = { success: true }): TurnstileMock {
  const realFetch = globalThis.fetch
  const mock: TurnstileMock = { answer, calls: [], restore: () => spy.mockRestore() }
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== SITEVERIFY_URL) return realFetch(input, init)
    const form = init?.body instanceof FormData ? init.body : new FormData()
    mock.calls.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])))
    if (mock.answer === 'network') throw new TypeError('Network connection lost.')
    if (typeof mock.answer === 'number') return new Response('unavailable', { status: mock.answer })
    return Response.json(mock.answer)
  })
  return mock
}
