// Consent and tracking on the server side: banner while consent is unknown, tags only ever offered per configuration.
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(() => resetCaches())

function trackingProps(html: string): Record<string, unknown> {
  const match = /data-island="tracking" data-props="([^"]*)"/.exec(html)
  if (!match?.[1]) throw new Error('no tracking island')
  return JSON.parse(match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>
}

describe('consent and tracking', () => {
  it('shows the consent banner while consent is unknown, with the page tracking payload', async () => {
    const html = await (await fetchWorker('/', { host: 'cards.ch.localhost' })).text()
    expect(html).toContain('class="consent"')
    const props = trackingProps(html)
    expect(props.consent).toBe('unknown')
    expect(props.scriptUrl).toBe('http://tags.localhost/gtm.js?id=GTM-DEMO123')
    expect(props.dataLayer).toEqual({
      event: 'init',
      channel: 'cards',
      country: 'CH',
      currency: 'chf',
      language: 'de',
      locale: 'de-CH',
      platform: 'web',
      page: { uniqueIdentifier: '/' },
    })
  })

  it.each([
    ['__Host-consent=granted', 'granted'],
    ['__Host-consent=declined', 'declined'],
    ['__Host-consent=nonsense', 'granted'],
  ])('renders no banner for %s (read as %s)', async (cookie, consent) => {
    const html = await (await fetchWorker('/', { headers: { cookie } })).text()
    expect(html).not.toContain('class="consent"')
    expect(trackingProps(html).consent).toBe(consent)
  })

  it('offers no tag script with tracking=0', async () => {
    const html = await (await fetchWorker('/?tracking=0', { headers: { cookie: '__Host-consent=granted' } })).text()
    expect(trackingProps(html).scriptUrl).toBeUndefined()
  })

  it('gives crawlers neither banner nor tags', async () => {
    const html = await (await fetchWorker('/', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })).text()
    expect(html).not.toContain('data-island="tracking"')
  })

  it('records consent without JavaScript through the CSRF-checked form', async () => {
    const response = await fetchWorker('/_consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://cards.de.localhost' },
      body: 'consent=declined&back=%2Ffotokalender%2F',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('http://cards.de.localhost/fotokalender/')
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-consent=declined;.*Path=\/; Secure; SameSite=Lax$/)
    const forged = await fetchWorker('/_consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'consent=granted',
    })
    expect(forged.status).toBe(403)
  })

  it('lets the first-party tag host load and receive beacons in the CSP', async () => {
    const csp = (await fetchWorker('/')).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/connect-src 'self' http:\/\/tags\.localhost/)
  })
})
