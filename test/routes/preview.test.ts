// Drafts reach verified editors only: forged, expired and missing editor tokens get no draft byte.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { pinClock, suiteNow } from '../setup/clock'
import { editorQuery } from './editor-query'
import { fetchWorker, kvKeys, resetCaches } from './fetch-worker'

const PREVIEW = 'preview.cards.de.localhost'
beforeEach(() => resetCaches())

async function expectNoDraft(response: Response): Promise<void> {
  expect(response.status).toBe(401)
  const body = await response.text()
  expect(body).not.toContain('ENTWURF')
  expect(body).toContain('visual editor')
}

describe('preview access', () => {
  it('serves drafts to a valid visual-editor token and opens a partitioned session cookie', async () => {
    const response = await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('ENTWURF')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-sb_preview=/)
    for (const flag of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/']) expect(cookie).toContain(flag)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://app.storyblok.com")
    expect(await kvKeys()).toEqual([])
  })

  it('keeps the editor session with the signed cookie', async () => {
    const first = await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW })
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const next = await fetchWorker('/neuheiten/', { host: PREVIEW, headers: { cookie } })
    expect(next.status).toBe(200)
    expect(await next.text()).toContain('ENTWURF')
  })

  it('answers 401 without a token', async () => {
    await expectNoDraft(await fetchWorker('/', { host: PREVIEW }))
  })

  it('answers 401 to a forged token', async () => {
    await expectNoDraft(await fetchWorker(`/${await editorQuery('cards', { previewToken: 'guessed' })}`, { host: PREVIEW }))
  })

  it('answers 401 to a token older than an hour', async () => {
    await expectNoDraft(await fetchWorker(`/${await editorQuery('cards', { ageSeconds: 3601 })}`, { host: PREVIEW }))
  })

  it('answers 401 to a token minted for another space', async () => {
    await expectNoDraft(await fetchWorker(`/${await editorQuery('cards', { spaceId: '99' })}`, { host: PREVIEW }))
  })

  it('answers 401 to a forged or foreign session cookie', async () => {
    await expectNoDraft(await fetchWorker('/', { host: PREVIEW, headers: { cookie: '__Host-sb_preview=cards:9999999999.forged' } }))
    const poster = await fetchWorker(`/${await editorQuery('poster')}`, { host: 'preview.poster.de.localhost' })
    const cookie = (poster.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    await expectNoDraft(await fetchWorker('/', { host: PREVIEW, headers: { cookie } }))
  })

  it('ends the session a replayed token opens when the token itself expires, not an hour later', async () => {
    const response = await fetchWorker(`/${await editorQuery('cards', { ageSeconds: 3540 })}`, { host: PREVIEW })
    expect(response.status).toBe(200)
    const header = response.headers.get('set-cookie') ?? ''
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1])
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(60)
    // The signed value names the token's own end, so a kept cookie is refused after it too.
    const cookie = header.split(';')[0] ?? ''
    pinClock(suiteNow() + 61_000)
    await expectNoDraft(await fetchWorker('/neuheiten/', { host: PREVIEW, headers: { cookie } }))
  })

  it('does not fall back to the demo space’s public preview token outside development', async () => {
    for (const environment of ['preview', 'production']) {
      const deployed = { ...env, ENVIRONMENT: environment } as Env
      await expectNoDraft(await fetchWorker(`/${await editorQuery()}`, { host: PREVIEW, env: deployed }))
    }
  })

  it('never serves drafts on a public host, whatever editor parameters it is given', async () => {
    const response = await fetchWorker(`/${await editorQuery()}&_storyblok_release=1&version=draft`)
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('ENTWURF')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})
