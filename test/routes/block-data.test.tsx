// Block data comes from the page's loader: the shop blocks' calls start as soon as the story names them, while the
// page's other loads are still under way, and a block view renders the data it is handed, with no request scope.
// Overlap is read from the order of the mocked services' calls, never from a wall clock.
import { env } from 'cloudflare:workers'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { shopApi } from '../../src/api/routes'
import { buildHostTable, resolveSite, type Site } from '../../src/domain/site'
import { FormatsAndPrices } from '../../src/blocks/product-formats'
import { PageContextProvider, type PageContextValue } from '../../src/views/page-context'
import { mockStoryblok, TOKENS, type StoryblokMock } from '../mocks/storyblok'
import { fetchWorker, resetCaches } from './fetch-worker'

const SHOP_HOST = 'shop-api.example'
const withShop = { ...env, ...TOKENS, SHOP_API_BASE: `https://${SHOP_HOST}` } as Env

let cms: StoryblokMock
let storyblokFetch: typeof fetch

beforeEach(async () => {
  await resetCaches()
  cms = mockStoryblok({ cv: 100 })
  storyblokFetch = globalThis.fetch
})
afterEach(() => {
  globalThis.fetch = storyblokFetch
  cms.restore()
})

/** Lets other work run: a bounded wait, so a wrong implementation fails its assertions instead of hanging. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * In front of the Storyblok mock: the external shop backend (answered by the built-in API) and the layout story,
 * whose answer is held until a shop call has started (or a bounded wait has passed). Records `start`/`end` of each.
 */
function recordCalls(pageStory: string): string[] {
  const events: string[] = []
  let shopStarted: () => void = () => undefined
  const firstShopCall = new Promise<void>((resolve) => (shopStarted = resolve))
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.hostname === SHOP_HOST) {
      const call = `shop ${url.pathname}${url.search}`
      events.push(`start ${call}`)
      shopStarted()
      try {
        return await shopApi.fetch(request, withShop)
      } finally {
        events.push(`end ${call}`)
      }
    }
    const story = /^\/v2\/cdn\/stories\/de-de\/(.+)$/.exec(url.pathname)?.[1]
    if (story !== 'layout' && story !== pageStory) return storyblokFetch(input, init)
    events.push(`start story ${story}`)
    try {
      if (story === 'layout') await Promise.race([firstShopCall, turns(200)])
      return await storyblokFetch(input, init)
    } finally {
      events.push(`end story ${story}`)
    }
  }
  return events
}

describe('block data from the page loader', () => {
  it("starts every shop block's call once the story is in, while the layout is still loading, each call once", async () => {
    const events = recordCalls('shop')
    const response = await fetchWorker('/shop/', { env: withShop })
    const html = await response.text()
    expect(response.status).toBe(200)
    // The blocks rendered the external backend's answers.
    expect(html).toContain('product-overview--photobook')
    expect(html).toContain('Fotobuch Hardcover')
    expect(html).toMatch(/<table class="formats-table">/)

    const starts = events.flatMap((event, index) => (event.startsWith('start shop ') ? [index] : []))
    const calls = starts.map((index) => events[index])
    // Overviews, accessory, frame, SKUs and formats: several families and calls, each asked for once per page.
    expect(calls.length).toBeGreaterThanOrEqual(5)
    expect(new Set(calls).size).toBe(calls.length)
    // Blocks are named by the story, so their data follows it; the layout, started with the story, is still loading.
    const storyEnd = events.indexOf('end story shop')
    const layoutEnd = events.indexOf('end story layout')
    expect(events.indexOf('start story layout')).toBeLessThan(storyEnd)
    expect(storyEnd).toBeGreaterThan(-1)
    expect(Math.min(...starts)).toBeGreaterThan(storyEnd)
    expect(Math.max(...starts)).toBeLessThan(layoutEnd)
    // And the shop calls overlap each other: all of them had started before the first one answered.
    const firstShopEnd = events.findIndex((event) => event.startsWith('end shop '))
    expect(Math.max(...starts)).toBeLessThan(firstShopEnd)
  })
})

describe('a shop block view', () => {
  const table = buildHostTable({ cards: 'cards.{suffix}.localhost', poster: 'poster.{suffix}.localhost' }, 'preview.', [])
  const resolved = resolveSite(table, 'cards.de.localhost', '/')
  if (resolved.kind !== 'site') throw new Error('no cards.de site')
  const site: Site = resolved.site
  const context: PageContextValue = {
    site,
    origin: 'http://cards.de.localhost',
    path: '/',
    links: { basePath: '', trailingSlash: true, internalHosts: new Set<string>() },
    experiments: [],
  }

  async function render(element: ReactNode): Promise<string> {
    const stream = await renderToReadableStream(<PageContextProvider value={context}>{element}</PageContextProvider>)
    await stream.allReady
    return new Response(stream).text()
  }

  it('renders the data it is handed, outside any request', async () => {
    const data = Promise.resolve({ rows: [{ value: '3000x4000', priceCurrent: 12.99, priceOriginal: 12.99 }], currency: 'eur' as const })
    const html = await render(<FormatsAndPrices block={{ headline: 'Formate', materialType: 'poster' }} data={data} />)
    expect(html).toContain('<caption>Formate</caption>')
    expect(html).toMatch(/<th scope="row">30 x 40 cm<\/th><td><span class="price"><span class="price__current">12,99\u00a0€/)
  })

  it('renders its frame and nothing else when no loader handed it data', async () => {
    const html = await render(<FormatsAndPrices block={{ headline: 'Formate', materialType: 'poster' }} />)
    expect(html).toContain('<section class="formats-and-prices">')
    expect(html).not.toContain('formats-table"')
  })
})
