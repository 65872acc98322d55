// The header matrix: every class of answer on public and preview hosts carries the same protections.
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { editorQuery } from './editor-query'
import { fetchWorker, resetCaches } from './fetch-worker'
import { expectCmsOutageLogs, expectErrorLog } from '../setup/quiet-console'

let cms: StoryblokMock
beforeAll(async () => {
  await resetCaches()
  cms = mockStoryblok({ failWith: 503 })
})
afterAll(() => cms.restore())

const outage = { ...env, ...TOKENS, STORYBLOK_SPACE_ID_CARDS: '4242' } as Env
type Case = [string, () => Promise<Response>, number]
const cases = (host: string, preview: boolean): Case[] => [
  ['page', async () => fetchWorker(preview ? `/${await editorQuery()}` : '/', { host }), 200],
  ['redirect', () => fetchWorker('/de/fotokalender/', { host }), 301],
  ['404 page', async () => fetchWorker(preview ? `/nope/${await editorQuery()}` : '/nope/', { host }), 404],
  [
    '503 page',
    async () => {
      expectCmsOutageLogs()
      await resetCaches()
      const query = preview
        ? `?${(await editorQuery('cards', { spaceId: '4242', previewToken: TOKENS.STORYBLOK_PREVIEW_TOKEN_CARDS })).slice(1)}`
        : ''
      return fetchWorker(`/${query}`, { host, env: outage })
    },
    503,
  ],
  ['JSON', () => fetchWorker('/_health', { host }), 200],
  [
    'shop API JSON',
    () => fetchWorker('/price-api/prices/formats?materialType=poster', { host, headers: { 'x-channel': 'poster', 'x-locale': 'de-DE' } }),
    200,
  ],
  ['webhook refusal', () => fetchWorker('/_webhooks/storyblok', { host, method: 'POST', body: '{}' }), 401],
]

describe.each([
  ['public', 'cards.de.localhost', false],
  ['preview', 'preview.cards.de.localhost', true],
] as const)('%s host', (_, host, preview) => {
  it.each(cases(host, preview))('%s carries the security headers', async (_, request, status) => {
    const response = await request()
    expect(response.status).toBe(status)
    const headers = response.headers
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()')
    expect(headers.get('x-frame-options')).toBe(preview ? null : 'DENY')
    expect(headers.get('cross-origin-resource-policy')).toBe(preview ? 'cross-origin' : 'same-origin')
    const csp = headers.get('content-security-policy') ?? ''
    expect(csp.match(/'nonce-/g)).toHaveLength(1)
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain(preview ? "frame-ancestors 'self' https://app.storyblok.com" : "frame-ancestors 'none'")
  })
})

describe('a configuration error', () => {
  it('answers its 503 with the strictest headers, which need no configuration', async () => {
    expectErrorLog('config-invalid')
    const response = await fetchWorker('/', { env: { ...env, PUBLIC_SCHEME: 'gopher' } as Env })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('configuration error')
    const headers = response.headers
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    const csp = headers.get('content-security-policy') ?? ''
    for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive)
    // No script may run on it, so it names no nonce and no script source at all.
    expect(csp).not.toMatch(/nonce|script-src/)
  })
})

describe('nonces', () => {
  it('are fresh for every one of 10,000 responses', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 10_000; i++) {
      const csp = (await fetchWorker('/_ping')).headers.get('content-security-policy') ?? ''
      seen.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? '')
    }
    expect(seen.size).toBe(10_000)
    expect(seen.has('')).toBe(false)
  }, 120_000)
})

describe('configured hosts in the CSP', () => {
  const directive = (response: Response, name: string) =>
    new RegExp(`${name} ([^;]*)`).exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? []

  it('lets the help chat provider’s origin load, fetch, frame and show, and adds nothing for the stand-in or no chat', async () => {
    const provider = await fetchWorker('/_ping', {
      env: { ...env, HELP_CHAT_SCRIPT_URL: 'https://chat.provider.example/v2/widget.js' } as Env,
    })
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(directive(provider, name), name).toContain('https://chat.provider.example')
    }
    for (const chat of ['/demo/chat-widget.js', '']) {
      const csp = (await fetchWorker('/_ping', { env: { ...env, HELP_CHAT_SCRIPT_URL: chat } as Env })).headers.get(
        'content-security-policy',
      )
      expect(csp).not.toContain('chat')
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self' http:\/\/tags\.localhost;/)
    }
  })

  it('shows the shop backend’s pictures from SHOP_IMAGE_HOSTS and no other host', async () => {
    const shop = await fetchWorker('/_ping', { env: { ...env, SHOP_IMAGE_HOSTS: 'images.shop.example,cdn.shop.example' } as Env })
    expect(directive(shop, 'img-src')).toEqual(expect.arrayContaining(['https://images.shop.example', 'https://cdn.shop.example']))
    expect(directive(shop, 'script-src')).not.toContain('https://images.shop.example')
    const none = await fetchWorker('/_ping')
    expect(directive(none, 'img-src')).toEqual(["'self'", 'data:', 'https://a.storyblok.com', 'http://tags.localhost'])
  })
})

describe('the newsletter bot check in the CSP', () => {
  const frameSrc = (response: Response) => /frame-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

  it('may frame Turnstile only where a site key is configured', async () => {
    const without = await fetchWorker('/_ping')
    expect(frameSrc(without)).not.toContain('challenges.cloudflare.com')
    const configured = await fetchWorker('/_ping', { env: { ...env, TURNSTILE_SITE_KEY: '0x4AAAAAAA-demo' } as Env })
    expect(frameSrc(configured)).toContain('https://challenges.cloudflare.com')
    expect(configured.headers.get('content-security-policy')).toMatch(/connect-src [^;]*https:\/\/challenges\.cloudflare\.com/)
  })
})
