// The request scope's own rules (src/loaders/scope.ts): one shop client per timeout made on first use, the content
// context's stale mark, whether the data its views read is in, the editor's release on preview hosts only, the variant as the flags step left it, and the
// page context server views render with.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { getConfig } from '../../src/config'
import { readRequestVariant, withTreatments } from '../../src/domain/request-variant'
import { resolveSite } from '../../src/domain/site'
import { createPageScope, detachedScope, type PageScopeInput } from '../../src/loaders/scope'
import { BUILT_IN_BASE } from '../../src/shop/base'
import { createShopClient } from '../../src/shop/client'
import { builtInFetcher } from '../../src/shop/for-request'
import { testScope } from './scope'

function input(host: string, path: string, extra: Partial<PageScopeInput> = {}): PageScopeInput {
  const config = getConfig(env)
  const url = new URL(`http://${host}${path}`)
  const resolution = resolveSite(config.hosts, host, url.pathname)
  if (resolution.kind !== 'site') throw new Error(host)
  const variant = readRequestVariant({ site: resolution.site, url, path: url.pathname, cookie: undefined, crawler: false })
  return {
    site: resolution.site,
    config,
    origin: `http://${host}`,
    url,
    path: url.pathname,
    variant: () => variant,
    kv: env.STORY_CACHE,
    waitUntil: () => undefined,
    shop: (timeoutMs, budget) =>
      createShopClient({ base: BUILT_IN_BASE, channel: 'cards', locale: 'de-DE', timeoutMs, budget, fetcher: builtInFetcher(env) }),
    reply: { send: (body, status, headers) => new Response(body, { status, headers }), failed: () => undefined },
    ...extra,
  }
}

describe('createPageScope', () => {
  it('makes the shop client on first use, one per timeout', () => {
    const made: number[] = []
    const base = input('cards.de.localhost', '/')
    const scope = createPageScope({ ...base, shop: (timeoutMs, budget) => (made.push(timeoutMs), base.shop(timeoutMs, budget)) })
    expect(made).toEqual([])
    expect(scope.shop()).toBe(scope.shop())
    expect(scope.shop(1500)).toBe(scope.shop(1500))
    expect(scope.shop(1500)).not.toBe(scope.shop())
    expect(made).toEqual([4000, 1500])
  })

  it('records stale content and tells the app once per stale read', () => {
    let told = 0
    const scope = createPageScope(input('cards.de.localhost', '/', { onStale: () => void (told += 1) }))
    expect(scope.stale).toBe(false)
    scope.content.onStale?.()
    expect(scope.stale).toBe(true)
    expect(told).toBe(1)
  })

  it.each([
    ['preview.cards.de.localhost', '/?_storyblok_release=42', '42'],
    ['preview.cards.de.localhost', '/?release=7', '7'],
    ['preview.cards.de.localhost', '/?_storyblok_release=latest', undefined],
    ['cards.de.localhost', '/?_storyblok_release=42', undefined],
  ])('reads the release of %s%s as %s (drafts and releases on preview hosts only)', (host, path, release) => {
    expect(createPageScope(input(host, path)).content.release).toBe(release)
  })

  it('knows whether the data its views read is in: a page renders at once as text only then', async () => {
    const scope = createPageScope(input('cards.de.localhost', '/'))
    expect(scope.dataIn()).toBe(true)
    let arrive: (value: string) => void = () => {}
    const listing = new Promise<string>((resolve) => (arrive = resolve))
    const failed = Promise.reject(new Error('the shop failed'))
    scope.awaiting([listing, undefined, failed])
    expect(scope.dataIn()).toBe(false)
    await failed.catch(() => undefined)
    expect(scope.dataIn()).toBe(false)
    arrive('themes')
    await listing
    expect(scope.dataIn()).toBe(true)
  })

  it('reads the variant when asked, so a loader sees the treatments the flags step decided after the scope was built', () => {
    const base = input('poster.de.localhost', '/poster')
    let variant = base.variant()
    const scope = createPageScope({ ...base, variant: () => variant })
    expect(scope.variant.flags.isOn('voll-portrait-format')).toBe(false)
    variant = withTreatments(variant, '0b5c2a53-8d0e-4c4b-9f5e-1e2d3c4b5a69', { 'voll-portrait-format': 'on' })
    expect(scope.variant.flags.isOn('voll-portrait-format')).toBe(true)
  })
})

describe('detachedScope', () => {
  it("reads the request's facts but cannot answer it, mark it, read its shopper or widen the flags its page reads", async () => {
    const marks: string[] = []
    const base = input('poster.de.localhost', '/poster?x=1', {
      variant: () => withTreatments(variant, '0b5c2a53-8d0e-4c4b-9f5e-1e2d3c4b5a69', { 'voll-portrait-format': 'on' }),
      reply: { send: () => (marks.push('sent'), new Response()), failed: () => void marks.push('failed') },
      onStale: () => void marks.push('stale'),
      onDegraded: () => void marks.push('degraded'),
      personal: () => (marks.push('personal'), Promise.resolve(new Response())),
    })
    const variant = readRequestVariant({ site: base.site, url: base.url, path: '/poster', cookie: undefined, crawler: false })
    const scope = createPageScope(base)
    const treatments = scope.variant
    const detached = detachedScope(scope)
    expect([detached.site, detached.url, detached.path, detached.origin, detached.nonce]).toEqual([
      scope.site,
      scope.url,
      scope.path,
      scope.origin,
      scope.nonce,
    ])
    expect(detached.variant.host).toBe(treatments.host)
    // Every flag off, and what it reads is its own.
    expect(detached.variant.flags.isOn('voll-portrait-format')).toBe(false)
    expect(treatments.flags.read()).toEqual([])
    expect(() => detached.reply.send(new Uint8Array(), 200, {})).toThrow('a detached scope answers nothing')
    detached.reply.failed()
    detached.content.onStale?.()
    detached.degrade()
    expect(detached.personal('/web-api/cart')).toBeUndefined()
    expect(detached.shopper()).toBeUndefined()
    expect(marks).toEqual([])
    expect(scope.stale).toBe(false)
  })
})

describe('scope.pageContext', () => {
  it("is the request's facts for server views: path without markers, the URL with them, links, tracking", () => {
    const { scope } = testScope({ host: 'cards.ch.localhost', path: '/fr/fotokalender/?tracking=0' })
    const context = scope.pageContext()
    expect(context).toMatchObject({ path: '/fotokalender', url: '/fr/fotokalender/?tracking=0', origin: 'http://cards.ch.localhost' })
    expect(context.links).toMatchObject({ basePath: '/fr', trailingSlash: true })
    expect(context.experiments).toEqual([])
    // SPEC §3 tracking payload; `tracking=0` keeps the tag manager's script out.
    expect(context.tracking).toMatchObject({
      scriptUrl: undefined,
      dataLayer: { channel: 'cards', locale: 'fr-CH', page: { uniqueIdentifier: '/fr/fotokalender/' } },
    })
    expect(context.debugFlags).toBe(false)
  })

  it('has no tracking for crawlers, and the debug panel only where no shopper is', () => {
    expect(testScope({ path: '/', crawler: true }).scope.pageContext().tracking).toBeUndefined()
    expect(testScope({ path: '/?_debug' }).scope.pageContext().debugFlags).toBe(false)
    expect(testScope({ host: 'preview.cards.de.localhost', path: '/?_debug' }).scope.pageContext().debugFlags).toBe(true)
  })

  it('switches the posterdruck experiment on by path', () => {
    expect(testScope({ host: 'poster.de.localhost', path: '/posterdruck-a1' }).scope.pageContext().experiments).toEqual(['posterdruck'])
  })
})
