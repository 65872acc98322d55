// Deferred data streams inside a Suspense boundary after the page's own content, and every inline script React
// streams for it carries the response's CSP nonce.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchWorker, resetCaches } from './fetch-worker'

beforeEach(() => resetCaches())

describe('streamed Suspense content', () => {
  it('puts the related themes after the page and nonces the inline scripts that place them', async () => {
    const response = await fetchWorker('/themes/winterzauber/')
    expect(response.status).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const html = await response.text()
    expect(html).toContain('class="related-themes"')
    expect(html).toContain('Weitere Designs')
    expect(html).not.toContain('href="/themes/winterzauber/" class="related-themes__link"')
    const inline = (html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'))
    expect(inline.length).toBeGreaterThan(0)
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('renders the page without the list when the shop API fails', async () => {
    const unreachable = { ...env, SHOP_API_BASE: 'https://shop-api.invalid' } as Env
    const response = await fetchWorker('/themes/nordlicht', { host: 'poster.de.localhost', env: unreachable })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('class="teaser__headline"')
    expect(html).not.toContain('related-themes__list')
  })
})
