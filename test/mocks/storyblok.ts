// The one network mock for Storyblok's Content Delivery API: answers api.storyblok.com from the demo space's data, with a
// cache version, failures and latency the test controls, and records every call.
import { vi } from 'vitest'
import { demoSpaceKv } from './demo-space'
import { DEMO_CV, DEMO_PREVIEW_TOKEN, DEMO_PUBLIC_TOKEN, demoFetch } from '../../src/content/demo/space'

export const TOKENS = {
  STORYBLOK_TOKEN_CARDS: 'test-published-cards',
  STORYBLOK_PREVIEW_TOKEN_CARDS: 'test-preview-cards',
  STORYBLOK_TOKEN_POSTER: 'test-published-poster',
  STORYBLOK_PREVIEW_TOKEN_POSTER: 'test-preview-poster',
} as const

export interface StoryblokMock {
  /** Path and query of every call, e.g. `cdn/stories/de-de/home?version=published&cv=1`. */
  calls: string[]
  cv: number
  /** An HTTP status to answer every call with, or 'network' to fail the connection. */
  failWith: number | 'network' | undefined
  delayMs: number
  /** `start <call>` and `end <call>` in the order they happened: which calls overlapped. */
  events: string[]
  /** The most calls that were under way at once. */
  maxInFlight: number
  storyCalls(): string[]
  restore(): void
}

export function mockStoryblok(initial: Partial<Pick<StoryblokMock, 'cv' | 'failWith' | 'delayMs'>> = {}): StoryblokMock {
  const realFetch = globalThis.fetch
  const mock: StoryblokMock = {
    calls: [],
    cv: initial.cv ?? DEMO_CV,
    failWith: initial.failWith,
    delayMs: initial.delayMs ?? 0,
    events: [],
    maxInFlight: 0,
    storyCalls: () => mock.calls.filter((call) => call.startsWith('cdn/stories')),
    restore: () => spy.mockRestore(),
  }
  let inFlight = 0
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== 'api.storyblok.com') return realFetch(input, init)
    const call = url.pathname.replace(/^\/v2\//, '') + url.search
    mock.calls.push(call)
    mock.events.push(`start ${call}`)
    inFlight += 1
    mock.maxInFlight = Math.max(mock.maxInFlight, inFlight)
    try {
      return await answer(url, init)
    } finally {
      inFlight -= 1
      mock.events.push(`end ${call}`)
    }
  })
  async function answer(url: URL, init: RequestInit | undefined): Promise<Response> {
    // Like the real fetch, the delay gives way to the caller's abort signal (the client's timeout).
    if (mock.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, mock.delayMs)
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(new DOMException('The operation was aborted.', 'AbortError'))
        })
      })
    }
    if (mock.failWith === 'network') throw new TypeError('Network connection lost.')
    if (mock.failWith) return new Response(JSON.stringify({ error: 'failure' }), { status: mock.failWith })
    const token = url.searchParams.get('token') ?? ''
    const brand = token.endsWith('poster') ? 'poster' : 'cards'
    const demoToken = token.startsWith('test-preview')
      ? DEMO_PREVIEW_TOKEN
      : token.startsWith('test-published')
        ? DEMO_PUBLIC_TOKEN
        : 'wrong'
    url.searchParams.set('token', demoToken)
    const response = await demoFetch(demoSpaceKv(), brand, 0)(url.toString(), init)
    const body = (await response.json()) as Record<string, unknown>
    if ('cv' in body) body.cv = mock.cv
    if (body.space && typeof body.space === 'object') (body.space as Record<string, unknown>).version = mock.cv
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
  }
  return mock
}
