// The one network mock for Storyblok's Content Delivery API: answers api.storyblok.com from the demo space's data, with a
// cache version, failures and latency the test controls, and records every call. Redirects (the cv redirect of a
// published read without the current cv) are followed as the platform's fetch follows them, each hop a call of its own.
import { vi } from 'vitest'
import { demoSpaceKv } from './demo-space'
import { DEMO_PREVIEW_TOKEN, DEMO_PUBLIC_TOKEN } from '../../src/content/demo/ids'
import { DEMO_CV, demoFetch } from '../../src/content/demo/space'

export const TOKENS = {
  STORYBLOK_TOKEN_CARDS: 'test-published-cards',
  STORYBLOK_PREVIEW_TOKEN_CARDS: 'test-preview-cards',
  STORYBLOK_TOKEN_POSTER: 'test-published-poster',
  STORYBLOK_PREVIEW_TOKEN_POSTER: 'test-preview-poster',
} as const

export interface StoryblokMock {
  /** Path and query of every call, e.g. `cdn/stories/de-de/?version=published&cv=1`. */
  calls: string[]
  /** The calls answered with a redirect (each followed by a call to where it pointed). */
  redirected: string[]
  cv: number
  /** An HTTP status to answer every call with, or 'network' to fail the connection. */
  failWith: number | 'network' | undefined
  /** How many calls `failWith` answers before the space answers again; undefined: all of them. */
  failCalls: number | undefined
  /** The `Retry-After` header sent with `failWith` (Storyblok's on a 429); none when undefined. */
  failRetryAfter: string | undefined
  delayMs: number
  /** Answers every call with its status and headers, then a body that never ends (a stalled connection). */
  stallBody: boolean
  /** `start <call>` and `end <call>` in the order they happened: which calls overlapped. */
  events: string[]
  /** The most calls that were under way at once. */
  maxInFlight: number
  /** Told each event as it happens (what else had happened by the time a call answered). */
  onEvent: ((event: string) => void) | undefined
  storyCalls(): string[]
  restore(): void
}

export function mockStoryblok(initial: Partial<Pick<StoryblokMock, 'cv' | 'failWith' | 'delayMs'>> = {}): StoryblokMock {
  const realFetch = globalThis.fetch
  const mock: StoryblokMock = {
    calls: [],
    redirected: [],
    cv: initial.cv ?? DEMO_CV,
    failWith: initial.failWith,
    failCalls: undefined,
    failRetryAfter: undefined,
    delayMs: initial.delayMs ?? 0,
    stallBody: false,
    events: [],
    maxInFlight: 0,
    onEvent: undefined,
    storyCalls: () => mock.calls.filter((call) => call.startsWith('cdn/stories')),
    restore: () => spy.mockRestore(),
  }
  let inFlight = 0
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== 'api.storyblok.com') return realFetch(input, init)
    for (let hops = 0; ; hops += 1) {
      const response = await exchange(url, init)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status > 399 || location === null || init?.redirect === 'manual' || hops >= 20) return response
      mock.redirected.push(url.pathname.replace(/^\/v2\//, '') + url.search)
      url = new URL(location, url)
    }
  })
  async function exchange(url: URL, init: RequestInit | undefined): Promise<Response> {
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
      mock.onEvent?.(`end ${call}`)
    }
  }
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
    const failure = mock.failWith
    if (failure !== undefined && mock.failCalls !== undefined) {
      mock.failCalls -= 1
      if (mock.failCalls <= 0) mock.failWith = mock.failCalls = undefined
    }
    if (failure === 'network') throw new TypeError('Network connection lost.')
    if (failure) {
      const headers: Record<string, string> = mock.failRetryAfter === undefined ? {} : { 'retry-after': mock.failRetryAfter }
      return new Response(JSON.stringify({ error: 'failure' }), { status: failure, headers })
    }
    const token = url.searchParams.get('token') ?? ''
    const brand = token.endsWith('poster') ? 'poster' : 'cards'
    const demoToken = token.startsWith('test-preview')
      ? DEMO_PREVIEW_TOKEN
      : token.startsWith('test-published')
        ? DEMO_PUBLIC_TOKEN
        : 'wrong'
    const asked = new URL(url)
    asked.searchParams.set('token', demoToken)
    const response = await demoFetch(demoSpaceKv(), brand, { cv: () => mock.cv })(asked.toString(), { ...init, redirect: 'manual' })
    const location = response.headers.get('location')
    if (location === null && mock.stallBody) {
      await response.body?.cancel()
      return new Response(new ReadableStream({ start: () => undefined }), { status: response.status, headers: response.headers })
    }
    if (location === null) return response
    // The redirect points at the URL as asked, with the test's token.
    const target = new URL(location)
    target.searchParams.set('token', token)
    return new Response(null, { status: response.status, headers: { location: target.toString() } })
  }
  return mock
}
