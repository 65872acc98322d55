// The variant cookies bound to the host: only `__Host-` names count (a sibling host can set the old ones for the whole
// domain), the old names are migrated once during the configured window, and the consent form brings the split key.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { FLAGS_KEY } from '../../src/cache/keys'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { fetchWorker, resetCaches } from './fetch-worker'

const KEY = '0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
const ORIGIN = 'http://cards.de.localhost'
const DAY = 86_400_000
const AB_FLAG = 'kls-calculator-redesign'
const run = (path: string) => `${path}?run=${crypto.randomUUID()}`
// Date.now() is the suite's pinned clock (test/setup/clock.ts).
const migrating = () => ({ ...env, PAGE_CACHE_SECONDS: '60', LEGACY_COOKIES_UNTIL: new Date(Date.now() + DAY).toISOString() }) as Env
const migrated = () => ({ ...env, PAGE_CACHE_SECONDS: '60', LEGACY_COOKIES_UNTIL: new Date(Date.now() - DAY).toISOString() }) as Env

const unescape = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
/** The consent the page's tracking island was rendered with. */
function renderedConsent(html: string): string | undefined {
  const props = /data-island="tracking" data-props="([^"]*)"/.exec(html)?.[1]
  return props === undefined ? undefined : (JSON.parse(unescape(props)) as { consent: string }).consent
}
const abVariant = (html: string) => new RegExp(`data-flag="${AB_FLAG}" data-variant="([ab])"`).exec(html)?.[1]
/** Each Set-Cookie of a response, by name. */
const setCookies = (response: Response) =>
  new Map(response.headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie] as const))

beforeEach(async () => {
  await resetCaches()
  forgetIsolateMemory('flag definitions')
  await env.STORY_CACHE.put(FLAGS_KEY, JSON.stringify([{ name: AB_FLAG, rules: [{ percentage: 100 }] }]))
})

describe('variant cookies bound to the host', () => {
  it('take no consent from a `consent=granted` another host set for the parent domain, and consent from the prefixed cookie', async () => {
    const env = migrated()
    const planted = await fetchWorker(run('/inspiration/'), { env, headers: { cookie: 'consent=granted' } })
    const html = await planted.text()
    expect(renderedConsent(html)).toBe('unknown')
    // No experiment either, and the planted cookie keeps nobody out of the shared page cache.
    expect(abVariant(html)).toBe('a')
    expect(planted.headers.get('x-page-cache')).toBe('miss')
    expect(planted.headers.get('set-cookie')).toBeNull()
    const chosen = await fetchWorker(run('/inspiration/'), { env, headers: { cookie: `__Host-consent=granted; __Host-split_key=${KEY}` } })
    const chosenHtml = await chosen.text()
    expect(renderedConsent(chosenHtml)).toBe('granted')
    expect(abVariant(chosenHtml)).toBe('b')
    // During the migration too, a shopper's own choice wins over the planted one.
    const during = await fetchWorker(run('/'), { env: migrating(), headers: { cookie: '__Host-consent=declined; consent=granted' } })
    expect(renderedConsent(await during.text())).toBe('declined')
  })

  it('migrates the old names once: rewritten under the new names, the old ones expired, the page as the old values said', async () => {
    const env = migrating()
    const url = run('/inspiration/')
    const old = `consent=granted; split_key=${KEY}; dismissed_bars=cards-winter-sale-de`
    const first = await fetchWorker(url, { env, headers: { cookie: old } })
    const html = await first.text()
    expect(renderedConsent(html)).toBe('granted')
    expect(abVariant(html)).toBe('b')
    expect(html).not.toContain('data-island="action-bar"')
    const cookies = setCookies(first)
    expect([...cookies.keys()].sort()).toEqual(
      ['__Host-consent', '__Host-dismissed_bars', '__Host-split_key', 'consent', 'dismissed_bars', 'split_key'].sort(),
    )
    expect(cookies.get('__Host-consent')).toMatch(/^__Host-consent=granted; Max-Age=2147483; Path=\/; Secure; SameSite=Lax$/)
    expect(cookies.get('__Host-split_key')).toMatch(new RegExp(`^__Host-split_key=${KEY};`))
    expect(cookies.get('__Host-dismissed_bars')).toMatch(/^__Host-dismissed_bars=cards-winter-sale-de;/)
    for (const name of ['consent', 'split_key', 'dismissed_bars'])
      expect(cookies.get(name)).toMatch(new RegExp(`^${name}=; Max-Age=0; Path=/`))
    // The browser now sends the new names only: the same page, and nothing more to migrate.
    const next = `__Host-consent=granted; __Host-split_key=${KEY}; __Host-dismissed_bars=cards-winter-sale-de`
    const second = await fetchWorker(url, { env, headers: { cookie: next } })
    expect(second.headers.get('set-cookie')).toBeNull()
    expect(second.headers.get('x-page-cache')).toBe('hit')
  })

  it('sets the split key with the consent, keeps a known one, and takes it away with a decline', async () => {
    const post = (consent: string, cookie = '') =>
      fetchWorker('/_consent', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
        body: new URLSearchParams({ consent, back: '/' }).toString(),
      })
    const granted = setCookies(await post('granted'))
    expect(granted.get('__Host-consent')).toMatch(/^__Host-consent=granted; Max-Age=2147483; Path=\/; Secure; SameSite=Lax$/)
    expect(granted.get('__Host-split_key')).toMatch(/^__Host-split_key=[0-9a-f-]{36}; Max-Age=2147483; Path=\/; Secure; SameSite=Lax$/)
    expect(setCookies(await post('granted', `__Host-split_key=${KEY}`)).has('__Host-split_key')).toBe(false)
    const declined = setCookies(await post('declined', `__Host-split_key=${KEY}`))
    expect(declined.get('__Host-consent')).toMatch(/^__Host-consent=declined;/)
    expect(declined.get('__Host-split_key')).toMatch(/^__Host-split_key=; Max-Age=0;/)
    // With experiments that need no consent, a decline leaves the key alone.
    const optOut = { ...env, EXPERIMENTS_NEED_CONSENT: 'false' } as Env
    const kept = await fetchWorker('/_consent', {
      method: 'POST',
      env: optOut,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: `__Host-split_key=${KEY}` },
      body: new URLSearchParams({ consent: 'declined', back: '/' }).toString(),
    })
    expect(setCookies(kept).has('__Host-split_key')).toBe(false)
  })
})
