// The newsletter's List-Unsubscribe URL (RFC 8058 one-click): the sealed token names one subscription; GET asks and
// changes nothing; a cross-site POST of exactly `List-Unsubscribe=One-Click` ends the subscription, again and again
// with 200; an altered token or another body is a 400 that changes nothing; other paths still refuse cross-site posts.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, captureLogs, pathOf, post, uniqueEmail, unsubscribeUrlOf } from './harness'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

const ONE_CLICK = { form: { 'List-Unsubscribe': 'One-Click' }, sameOrigin: false }

/** Subscribes `email` on `host` and returns the List-Unsubscribe URL its confirmation mail carries. */
async function subscribed(email: string, host = 'cards.de.localhost', markers = ''): Promise<URL> {
  expect((await call(`${markers}/newsletter/subscribe`, { host, form: { email } })).status).toBe(303)
  return unsubscribeUrlOf(email)
}

const subscription = (email: string) =>
  env.DB.prepare('SELECT confirmed_at FROM newsletter_subscriptions WHERE email_key = ?').bind(email.toLowerCase()).first()

describe('GET and POST /web-api/newsletter-unsubscribe?token=', () => {
  it('shows a confirmation form on GET and unsubscribes nobody', async () => {
    const email = uniqueEmail('unsub-get')
    const url = await subscribed(email, 'cards.ch.localhost', '/fr')
    expect(url.pathname).toBe('/fr/web-api/newsletter-unsubscribe')
    const page = await call(pathOf(url), { host: 'cards.ch.localhost', sameOrigin: false })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Se désabonner de la newsletter Kartenfee ?')
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">')
    expect(html).toContain(`action="${pathOf(url)}"`)
    expect(await subscription(email)).not.toBeNull()
  })

  it('ends a confirmed subscription on the one-click POST; a second POST is 200 and changes nothing', async () => {
    const email = uniqueEmail('unsub-post')
    const url = await subscribed(email)
    await env.DB.prepare('UPDATE newsletter_subscriptions SET confirmed_at = 1, token_hash = NULL WHERE email_key = ?')
      .bind(email.toLowerCase())
      .run()
    const first = await call(pathOf(url), ONE_CLICK)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Du hast den Kartenfee-Newsletter abbestellt')
    expect(await subscription(email)).toBeNull()
    const again = await call(pathOf(url), ONE_CLICK)
    expect(again.status).toBe(200)
    expect(await subscription(email)).toBeNull()
  })

  it('does not end a later sign-up of the same address with an earlier sign-up’s link', async () => {
    const email = uniqueEmail('unsub-again')
    const earlier = await subscribed(email)
    expect((await call(pathOf(earlier), ONE_CLICK)).status).toBe(200)
    // Signed up again a minute later: another subscription.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    try {
      await subscribed(email)
    } finally {
      vi.useRealTimers()
    }
    expect((await call(pathOf(earlier), ONE_CLICK)).status).toBe(200)
    expect(await subscription(email)).not.toBeNull()
  })

  it('refuses an altered token, another brand’s token and another body with 400, changing nothing', async () => {
    const email = uniqueEmail('unsub-bad')
    const url = await subscribed(email)
    const token = url.searchParams.get('token') ?? ''
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    const bad = [
      await call(`/web-api/newsletter-unsubscribe?token=${altered}`, ONE_CLICK),
      await call(`/web-api/newsletter-unsubscribe?token=${altered}`, { sameOrigin: false }),
      await call('/web-api/newsletter-unsubscribe?token=%3Cscript%3E', ONE_CLICK),
      await call(pathOf(url), { ...ONE_CLICK, host: 'poster.de.localhost' }),
      await call(pathOf(url), { form: { 'List-Unsubscribe': 'Yes' }, sameOrigin: false }),
    ]
    expect(bad.map((response) => response.status)).toEqual([400, 400, 400, 400, 400])
    expect(await bad[0]?.text()).toContain('Dieser Link ist nicht mehr gültig')
    expect(await subscription(email)).not.toBeNull()
    expect(logs.events()).toContain('newsletter-error')
  })

  it('takes the cross-site post only as a form of at most 1 KB; other paths still refuse cross-site posts', async () => {
    const email = uniqueEmail('unsub-guard')
    const url = await subscribed(email)
    const json = await post(pathOf(url), { json: { 'List-Unsubscribe': 'One-Click' }, crossSite: true })
    const big = await call(pathOf(url), { form: { 'List-Unsubscribe': 'One-Click', pad: 'x'.repeat(2000) }, sameOrigin: false })
    const other = await post('/newsletter/subscribe', { form: { email: uniqueEmail('cross') }, crossSite: true })
    expect([json.status, big.status, other.status]).toEqual([403, 413, 403])
    expect(await subscription(email)).not.toBeNull()
  })
})
