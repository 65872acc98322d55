// Publishing: a signed Storyblok webhook re-reads the space's cache version and the public page flips to the new
// content. A repeated delivery is answered 2xx and re-reads nothing within the cap, and every answer is JSON.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUBLISH_REREAD_MS } from '../../src/cache/space-version'
import { DEMO_CV, resetDemoSpaces } from '../../src/content/demo/space'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { expectErrorLog } from '../setup/quiet-console'
import { fetchWorker, resetCaches } from './fetch-worker'

const SECRET = env.STORYBLOK_WEBHOOK_SECRET
/** A space id of a new Storyblok space (15 digits), for the brand read from a real space. */
const CARDS_SPACE = 288868932106293

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function webhook(body: string, signature?: string, workerEnv?: Env, headers: Record<string, string> = {}) {
  return fetchWorker('/_webhooks/storyblok', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'webhook-signature': signature }), ...headers },
    body,
    ...(workerEnv ? { env: workerEnv } : {}),
  })
}

/** Storyblok's payload for a published story, as its "Story published" webhook sends it. */
function published(spaceId: number, storyId: number, fullSlug: string): string {
  return JSON.stringify({
    text: `The user editor@example.com published the Story ${fullSlug.split('/').at(-1)} (${fullSlug})`,
    action: 'published',
    space_id: spaceId,
    story_id: storyId,
    full_slug: fullSlug,
  })
}

async function expectJsonError(response: Response, status: number, message: string | RegExp): Promise<void> {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/)
  const body = (await response.json()) as { error?: unknown }
  expect(body.error).toMatch(message)
}

const publishHome = published(1, 1, 'de-de/')

beforeEach(() => resetCaches())
afterEach(() => {
  resetDemoSpaces()
  vi.useRealTimers()
})

describe('publish webhook (demo space)', () => {
  it('publishes: a signed call re-reads the cache version and the public page shows the new content at once', async () => {
    expect(await (await fetchWorker('/')).text()).not.toContain('ENTWURF')
    const response = await webhook(publishHome, await sign(publishHome))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, brand: 'cards', cv: DEMO_CV + 1, reread: true })
    expect(await (await fetchWorker('/')).text()).toContain('ENTWURF')
  })

  it('answers the same delivery 2xx three times and publishes once', async () => {
    const signature = await sign(publishHome)
    const answers = []
    for (let i = 0; i < 3; i++) {
      const response = await webhook(publishHome, signature)
      expect(response.status).toBe(200)
      answers.push((await response.json()) as { ok: boolean; cv: number; reread: boolean })
    }
    expect(answers.map((a) => [a.ok, a.cv, a.reread])).toEqual([
      [true, DEMO_CV + 1, true],
      [true, DEMO_CV + 1, false],
      [true, DEMO_CV + 1, false],
    ])
    expect(await (await fetchWorker('/')).text()).toContain('ENTWURF')
  })

  it.each([
    ['no signature', undefined],
    ['a signature with another secret', 'other-secret'],
    ['a garbage signature', 'not-hex'],
  ])('answers 401 in JSON and changes nothing for %s', async (_, variant) => {
    await fetchWorker('/')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const signature = variant === undefined ? undefined : variant === 'not-hex' ? 'zzz' : await sign(publishHome, variant)
    await expectJsonError(await webhook(publishHome, signature), 401, /webhook-signature/)
    expect(warn.mock.calls.flat().join('\n')).toContain('"event":"webhook-signature-invalid"')
    expect(await (await fetchWorker('/')).text()).not.toContain('ENTWURF')
  })

  it.each([
    ['a body that is not JSON', 'hello', /not JSON/],
    ['JSON without action and space', JSON.stringify({ text: 'hello' }), /action, space_id/],
    ['a space of no brand of this shop', published(999, 1, 'de-de/'), /Space 999 /],
  ])('answers 400 in JSON to a signed call with %s', async (_, body, message) => {
    await expectJsonError(await webhook(body, await sign(body)), 400, message)
    expect(await (await fetchWorker('/')).text()).not.toContain('ENTWURF')
  })

  it.each([
    ['declared JSON', 'application/json'],
    ['no content type', ''],
  ])('answers 413 in JSON to a body over 64 KB (%s) before checking anything', async (_, type) => {
    const body = JSON.stringify({ action: 'published', space_id: 1, text: 'x'.repeat(65 * 1024) })
    await expectJsonError(await webhook(body, await sign(body), undefined, { 'content-type': type }), 413, /larger than 64 KB/)
  })

  it('answers another method with 405 in JSON', async () => {
    const response = await fetchWorker('/_webhooks/storyblok')
    await expectJsonError(response, 405, /POST/)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers 503 in JSON when the Worker is misconfigured', async () => {
    expectErrorLog('config-invalid')
    const misconfigured = { ...env, STORYBLOK_SPACE_ID_CARDS: 'kartenfee' } as Env
    await expectJsonError(await webhook(publishHome, await sign(publishHome), misconfigured), 503, /misconfigured/)
  })

  it('answers 500 in JSON when the version cannot be stored', async () => {
    expectErrorLog('unhandled-error')
    const failingKv = new Proxy(env.STORY_CACHE, {
      get: (target, key) => (key === 'put' ? () => Promise.reject(new Error('KV is down')) : Reflect.get(target, key).bind(target)),
    })
    const broken = { ...env, STORY_CACHE: failingKv } as Env
    await expectJsonError(await webhook(publishHome, await sign(publishHome), broken), 500, /webhook failed/)
  })

  it('answers 404 in JSON where no webhook secret is configured', async () => {
    const withoutSecret = { ...env, STORYBLOK_WEBHOOK_SECRET: undefined } as unknown as Env
    await expectJsonError(await webhook(publishHome, await sign(publishHome), withoutSecret), 404, /not configured/)
  })
})

describe('publish webhook (a Storyblok space)', () => {
  const space = { ...env, ...TOKENS, STORYBLOK_SPACE_ID_CARDS: String(CARDS_SPACE) } as Env
  let cms: StoryblokMock
  const spaceReads = () => cms.calls.filter((call) => call.startsWith('cdn/spaces/me')).length
  const storyCv = () => /[?&]cv=(\d+)/.exec(cms.storyCalls().at(-1) ?? '')?.[1]

  beforeEach(() => {
    cms = mockStoryblok({ cv: 100 })
  })
  afterEach(() => cms.restore())

  it('answers a delivery repeated 3 times with 2xx each time and asks Storyblok for the version once', async () => {
    const body = published(CARDS_SPACE, 4711, 'de-de/')
    const signature = await sign(body)
    cms.cv = 101
    const answers = []
    for (let i = 0; i < 3; i++) {
      const response = await webhook(body, signature, space)
      expect(response.status).toBe(200)
      answers.push((await response.json()) as { cv: number; reread: boolean; message?: string })
    }
    expect(answers.map((a) => [a.cv, a.reread])).toEqual([
      [101, true],
      [101, false],
      [101, false],
    ])
    expect(answers[1]?.message).toMatch(/^Nothing re-done/)
    expect(spaceReads()).toBe(1)
  })

  it('trusts nothing of the body but the space: the version is what Storyblok answers', async () => {
    const body = JSON.stringify({ ...JSON.parse(published(CARDS_SPACE, 1, 'de-de/')), cv: 999_999, version: 999_999 })
    expect(await (await webhook(body, await sign(body), space)).json()).toMatchObject({ cv: 100, reread: true })
  })

  it('re-reads again once the window has passed, and owes the publish it skipped a check at the window end', async () => {
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false, now: start })
    const first = published(CARDS_SPACE, 1, 'de-de/')
    expect(await (await webhook(first, await sign(first), space)).json()).toMatchObject({ cv: 100, reread: true })
    // Another story is published inside the window: nothing is re-read now.
    cms.cv = 101
    const second = published(CARDS_SPACE, 2, 'de-de/fotokalender')
    expect(await (await webhook(second, await sign(second), space)).json()).toMatchObject({ cv: 100, reread: false })
    await fetchWorker('/', { env: space })
    // The page still asks with the cv it knows (Storyblok answers an outdated cv with a redirect to the current one).
    expect(cms.redirected.some((call) => /[?&]cv=100\b/.test(call))).toBe(true)
    expect(spaceReads()).toBe(1)

    // At the window's end the next page re-checks the version (in the background), and the one after reads cv 101,
    // long before the 30-second check would have.
    vi.setSystemTime(start + PUBLISH_REREAD_MS)
    await fetchWorker('/', { env: space })
    expect(spaceReads()).toBe(2)
    await fetchWorker('/', { env: space })
    expect(storyCv()).toBe('101')

    // A delivery after the window is re-read at once.
    cms.cv = 102
    vi.setSystemTime(start + 2 * PUBLISH_REREAD_MS)
    expect(await (await webhook(second, await sign(second), space)).json()).toMatchObject({ cv: 102, reread: true })
    expect(spaceReads()).toBe(3)
  })

  it('answers 503 in JSON when Storyblok does not answer the version, and lets the next delivery try again', async () => {
    const body = published(CARDS_SPACE, 1, 'de-de/')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    cms.failWith = 500
    await expectJsonError(await webhook(body, await sign(body), space), 503, /Storyblok did not answer/)
    expect(warn.mock.calls.flat().join('\n')).toContain('"event":"cache-version-refresh-failed"')
    cms.failWith = undefined
    expect(await (await webhook(body, await sign(body), space)).json()).toMatchObject({ cv: 100, reread: true })
  })
})
