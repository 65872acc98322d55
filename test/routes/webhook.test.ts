// Publishing: a signed Storyblok webhook moves the cache version and the public page flips to the new content.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CV, resetDemoSpaces } from '../../src/content/demo/space'
import { fetchWorker, resetCaches } from './fetch-worker'

const SECRET = env.STORYBLOK_WEBHOOK_SECRET

async function sign(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function webhook(body: string, signature?: string) {
  return fetchWorker('/_webhooks/storyblok', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'webhook-signature': signature }) },
    body,
  })
}

const publishHome = JSON.stringify({
  text: 'The user published home',
  action: 'published',
  space_id: 1,
  story_id: 1,
  full_slug: 'de-de/',
})

beforeEach(() => resetCaches())
afterEach(() => resetDemoSpaces())

describe('publish webhook', () => {
  it('publishes: a signed call bumps the cache version and the public page shows the new content at once', async () => {
    expect(await (await fetchWorker('/')).text()).not.toContain('ENTWURF')
    const response = await webhook(publishHome, await sign(publishHome))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, brand: 'cards', cv: DEMO_CV + 1 })
    const html = await (await fetchWorker('/')).text()
    expect(html).toContain('ENTWURF')
  })

  it.each([
    ['no signature', undefined],
    ['a signature with another secret', 'other-secret'],
    ['a garbage signature', 'not-hex'],
  ])('answers 401 and changes nothing for %s', async (_, variant) => {
    await fetchWorker('/')
    const signature = variant === undefined ? undefined : variant === 'not-hex' ? 'zzz' : await sign(publishHome, variant)
    const response = await webhook(publishHome, signature)
    expect(response.status).toBe(401)
    expect(await (await fetchWorker('/')).text()).not.toContain('ENTWURF')
  })

  it('acts on a signed body once: the same body again is a 409 and publishes nothing more', async () => {
    expect((await webhook(publishHome, await sign(publishHome))).status).toBe(200)
    const replay = await webhook(publishHome, await sign(publishHome))
    expect(replay.status).toBe(409)
    expect(await replay.text()).toContain('already received')
    // Another body (a later publish) still goes through, and the replay had not moved the version.
    const later = JSON.stringify({ ...JSON.parse(publishHome), timestamp: Math.floor(Date.now() / 1000) })
    expect(await (await webhook(later, await sign(later))).json()).toEqual({ ok: true, brand: 'cards', cv: DEMO_CV + 2 })
  })

  it.each([
    ['six minutes old', -360],
    ['six minutes ahead', 360],
  ])('refuses a body whose timestamp is %s, changing nothing', async (_, offset) => {
    const body = JSON.stringify({ ...JSON.parse(publishHome), timestamp: Math.floor(Date.now() / 1000) + offset })
    const response = await webhook(body, await sign(body))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('5 minutes')
    expect(await (await fetchWorker('/')).text()).not.toContain('ENTWURF')
  })

  it('accepts a body whose timestamp is within five minutes', async () => {
    const body = JSON.stringify({ ...JSON.parse(publishHome), timestamp: Math.floor(Date.now() / 1000) - 240 })
    expect((await webhook(body, await sign(body))).status).toBe(200)
  })

  it('answers 400 to a signed body that is not a webhook payload, or for another space', async () => {
    const notJson = 'hello'
    expect((await webhook(notJson, await sign(notJson))).status).toBe(400)
    const foreign = JSON.stringify({ action: 'published', space_id: 999, full_slug: 'de-de/home' })
    expect((await webhook(foreign, await sign(foreign))).status).toBe(400)
  })
})
