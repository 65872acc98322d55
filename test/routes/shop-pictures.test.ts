// Pictures the shop backend names (theme, product, frame, SKU) through the one image builder (SPEC §7), through the
// whole Worker: two widths with `sizes`, width and height set; the demo's own drawings through the Worker's /_image
// route, a backend's CDN pictures on a SHOP_IMAGE_HOSTS host through Cloudflare's /cdn-cgi/image, and a picture on any
// other host left out alone (its product stays) and logged.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { log } from '../../src/log'
import { fetchWorker, resetCaches } from './fetch-worker'

const CDN_HOST = 'images.shop.example'

/** The built-in shop API as a backend whose pictures live on its CDN: the same answers, every picture on CDN_HOST. */
const cdnBackend = {
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const answer = await env.SHOP_API.fetch(new Request(input, init))
    const body = (await answer.text()).replaceAll('"/demo/shop/', `"https://${CDN_HOST}/media/`)
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    return new Response(body, { status: answer.status, headers })
  },
}
const onCdn = (hosts: string) =>
  ({ ...env, SHOP_API: cdnBackend, SHOP_IMAGE_HOSTS: hosts, IMAGE_RESIZE_BASE: '/cdn-cgi/image' }) as unknown as Env

let warnings: { mock: { calls: unknown[][] } }
beforeEach(async () => {
  await resetCaches()
  // Shop answers are kept per isolate; each test's backend answers afresh.
  forgetIsolateMemory()
  log.forgetOnce()
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

async function html(path: string, host: string, config: Env = env): Promise<string> {
  const response = await fetchWorker(path, { host, env: config })
  expect(response.status).toBe(200)
  return response.text()
}

/** The `<img>` tags carrying `className`. */
const pictures = (page: string, className: string) =>
  [...page.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`class="${className}"`) || className === '')

/** The `<img>` tags inside each theme tile's picture link. */
const themePictures = (page: string) => [...page.matchAll(/<a class="theme-tile__picture"[^>]*>(<img [^>]*>)?<\/a>/g)].map((m) => m[1])

/** The width descriptors of an img's srcset. */
const widths = (tag: string) => [...(/srcSet="([^"]*)"/.exec(tag)?.[1]?.matchAll(/ (\d+)w(?:,|$)/g) ?? [])].map((m) => Number(m[1]))

describe('the demo’s pictures (development: the built-in shop names /demo/shop/…)', () => {
  it('gives every theme tile of the card listing two widths, sizes and its box', async () => {
    const tiles = themePictures(await html('/karten-designen/', 'cards.de.localhost'))
    expect(tiles).toHaveLength(12)
    for (const tag of tiles) {
      expect(tag).toMatch(/src="\/_image\/width=320,height=240,quality=85,format=webp,fit=contain\/demo\/shop\/theme-[a-z]+\.svg"/)
      expect(widths(tag ?? '')).toEqual([320, 640])
      expect(tag).toContain('sizes="(min-width: 640px) 320px, 100vw"')
      expect(tag).toMatch(/width="320" height="240"/)
    }
  })

  it('gives the frame page’s frame pictures two widths', async () => {
    const frames = pictures(await html('/bilderrahmen/holz', 'poster.de.localhost'), 'frame-tile__picture')
    expect(frames).toHaveLength(2)
    for (const tag of frames) {
      expect(tag).toMatch(/src="\/_image\/width=160,height=160,[^"]*\/demo\/shop\/frame-(wood|classic)\.svg"/)
      expect(widths(tag)).toEqual([160, 320])
      expect(tag).toMatch(/width="160" height="160"/)
    }
  })

  it('sends the shop page’s product, accessory and SKU pictures through the builder too', async () => {
    const page = await html('/shop/', 'cards.de.localhost')
    for (const className of ['product-tile__picture', 'accessory__picture']) {
      const tags = pictures(page, className)
      expect(tags.length, className).toBeGreaterThan(0)
      for (const tag of tags) expect(widths(tag), className).toHaveLength(2)
    }
    expect(page).toMatch(/<img [^>]*srcSet="\/_image\/[^"]*\/demo\/shop\/sku-poster\.svg 320w/)
  })
})

describe('a backend whose pictures live on its CDN', () => {
  it('shows them on the listing and the frame page through Cloudflare’s resizing, its host in the CSP', async () => {
    const listing = await fetchWorker('/karten-designen/', { host: 'cards.de.localhost', env: onCdn(CDN_HOST) })
    const tiles = themePictures(await listing.text())
    expect(tiles).toHaveLength(12)
    for (const tag of tiles) {
      expect(tag).toMatch(
        new RegExp(
          `src="/cdn-cgi/image/width=320,height=240,quality=85,format=webp,fit=contain/https://${CDN_HOST}/media/theme-[a-z]+\\.svg"`,
        ),
      )
      expect(widths(tag ?? '')).toEqual([320, 640])
    }
    expect(listing.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*https://${CDN_HOST}`))
    const frames = pictures(await html('/bilderrahmen/holz', 'poster.de.localhost', onCdn(CDN_HOST)), 'frame-tile__picture')
    expect(frames).toHaveLength(2)
    for (const tag of frames) {
      expect(tag).toContain(`/cdn-cgi/image/width=320,height=320,quality=85,format=webp,fit=contain/https://${CDN_HOST}/media/frame-`)
      expect(widths(tag)).toEqual([160, 320])
    }
    expect(warnings.mock.calls).toEqual([])
  })

  it('keeps the products when their host is not configured: no picture, one warning naming it', async () => {
    const page = await html('/karten-designen/', 'cards.de.localhost', onCdn('other.shop.example'))
    expect(themePictures(page)).toHaveLength(12)
    expect(themePictures(page).filter(Boolean)).toEqual([])
    expect(page).not.toContain(CDN_HOST)
    const logged = warnings.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>)
    expect(logged.filter((line) => line.event === 'unknown-image-provider').map((line) => String(line.value))).toEqual(
      expect.arrayContaining([`https://${CDN_HOST}/media/theme-card.svg`]),
    )
  })
})
