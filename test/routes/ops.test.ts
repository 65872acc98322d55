// Operator endpoints: /_ping and /_health answer anyone cheaply; the health details are for the operators' token only.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hmacHex } from '../../src/domain/crypto'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { fetchWorker, resetCaches } from './fetch-worker'

const withTokens = { ...env, ...TOKENS } as Env
const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` })

let cms: StoryblokMock
beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok()
})
afterEach(() => cms.restore())

describe('operator endpoints', () => {
  it('answers /_ping on any host', async () => {
    const response = await fetchWorker('/_ping', { host: 'anything.example' })
    expect(await response.text()).toBe('ok')
  })

  it('answers /_health to anyone with { ok } only, without calling the CMS', async () => {
    const response = await fetchWorker('/_health', { env: withTokens })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true })
    expect(cms.calls).toEqual([])
  })

  it("reports build, KV, the D1 schema and each brand's content source to the operators' token, without secrets", async () => {
    const response = await fetchWorker('/_health', { headers: bearer(env.OPS_TOKEN) })
    expect(response.status).toBe(200)
    const health = (await response.json()) as Record<string, unknown>
    expect(health).toMatchObject({ ok: true, version: 'dev', environment: 'test', kv: 'ok', d1: 'schema 1' })
    expect(health.cms).toMatchObject({
      cards: { source: 'demo space', reachable: true },
      poster: { source: 'demo space', reachable: true },
    })
    expect(JSON.stringify(health)).not.toMatch(/token|secret/i)
  })

  it.each([
    ['a wrong token', bearer('not-the-operator-token')],
    ['a prefix of the token', bearer(env.OPS_TOKEN?.slice(0, -1))],
    ['another scheme', { authorization: `Basic ${env.OPS_TOKEN ?? ''}` }],
  ])('answers 401 without details to %s', async (_, headers) => {
    const response = await fetchWorker('/_health', { env: withTokens, headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    const body = JSON.stringify(await response.json())
    expect(body).not.toContain('version')
    expect(cms.calls).toEqual([])
  })

  it('stops an address after ten wrong tokens, before comparing even the right one; other addresses still get in', async () => {
    const guesser = { 'cf-connecting-ip': '203.0.113.7' }
    for (let guess = 0; guess < 10; guess += 1) {
      const response = await fetchWorker('/_health', { headers: { ...guesser, ...bearer(`guess-${guess}`) } })
      expect(response.status).toBe(401)
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const stopped = await fetchWorker('/_health', { headers: { ...guesser, ...bearer(env.OPS_TOKEN) } })
    expect(stopped.status).toBe(429)
    // The address is logged as a keyed pseudonym (HMAC-SHA-256 under OPS_TOKEN, 128 bits), never as itself.
    const throttled = warn.mock.calls
      .flat()
      .map(String)
      .filter((line) => line.includes('"event":"ops-token-throttled"'))
    expect(throttled).toHaveLength(1)
    expect(throttled[0]).not.toContain('203.0.113')
    expect(JSON.parse(throttled[0] ?? '{}')).toMatchObject({ client: (await hmacHex(env.OPS_TOKEN ?? '', '203.0.113.7')).slice(0, 32) })
    warn.mockRestore()
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.stringify(await stopped.json())).not.toContain('version')
    const operator = await fetchWorker('/_health', { headers: { 'cf-connecting-ip': '198.51.100.2', ...bearer(env.OPS_TOKEN) } })
    expect(operator.status).toBe(200)
    // The public answer needs no token and is never stopped.
    expect((await fetchWorker('/_health', { headers: guesser })).status).toBe(200)
    // Counted in the storefront's own table: the shop API's is not the storefront's to write.
    const counted = (table: string) => env.DB.prepare(`SELECT key FROM ${table} WHERE key LIKE 'ip:ops-token:%'`).all()
    expect((await counted('storefront_attempt_counters')).results.length).toBeGreaterThan(0)
    expect((await counted('attempt_counters')).results).toEqual([])
  })

  it('shows the details to nobody where no token is configured', async () => {
    const { OPS_TOKEN: _, ...withoutToken } = env
    const response = await fetchWorker('/_health', { env: withoutToken as Env, headers: bearer('') })
    expect(response.status).toBe(401)
  })
})
