import { beforeEach, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

const ORIGIN = 'http://cards.de.localhost'
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }

beforeEach(() => resetCaches())

describe('action bar', () => {
  it('renders the layout bar as an island with sanitised HTML, and loads the client entry once', async () => {
    const html = await (await fetchWorker('/')).text()
    expect(html).toContain('data-island="action-bar"')
    expect(html).toContain('<aside class="action-bar" data-bar-id="cards-winter-sale-de"')
    expect(html.match(/<script type="module" src="\/build\/client.js"/g)).toHaveLength(1)
  })

  it('is not rendered once its id is in the dismissal cookie', async () => {
    const html = await (await fetchWorker('/', { headers: { cookie: '__Host-dismissed_bars=other.cards-winter-sale-de' } })).text()
    expect(html).not.toContain('data-island="action-bar"')
    expect(html).not.toContain('class="action-bar"')
    // The shell's other islands (navigation, burger, back to top, …) still load the one client entry.
    expect(html.match(/<script type="module" src="\/build\/client.js"/g)).toHaveLength(1)
  })

  it('dismisses without JavaScript: the form sets the cookie and returns to the page', async () => {
    const response = await fetchWorker('/_action-bar/dismiss', {
      method: 'POST',
      headers: { ...formHeaders, cookie: '__Host-dismissed_bars=older' },
      body: form({ id: 'cards-winter-sale-de', back: '/fotokalender?x=1' }),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${ORIGIN}/fotokalender?x=1`)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-dismissed_bars=older\.cards-winter-sale-de;/)
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toMatch(/Max-Age=2147483/)
  })

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'never sends the shopper off-site (back=%s)',
    async (back) => {
      const response = await fetchWorker('/_action-bar/dismiss', { method: 'POST', headers: formHeaders, body: form({ id: 'x', back }) })
      expect(response.headers.get('location')).toBe(`${ORIGIN}/`)
    },
  )

  it('refuses a form posted from another site', async () => {
    const response = await fetchWorker('/_action-bar/dismiss', {
      method: 'POST',
      headers: { ...formHeaders, origin: 'https://evil.example' },
      body: form({ id: 'cards-winter-sale-de', back: '/' }),
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers a malformed bar id with 400 and a useful message', async () => {
    const response = await fetchWorker('/_action-bar/dismiss', { method: 'POST', headers: formHeaders, body: form({ id: '<bad id>' }) })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('id of an action bar')
  })
})

describe('security headers', () => {
  it('sends a CSP with a fresh nonce per response and no inline script without it', async () => {
    const first = await fetchWorker('/')
    const second = await fetchWorker('/')
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
    const html = await first.text()
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/ src="\/|nonce=/)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
