// The data of a page's blocks with a request scope alone: found in the story's blocks (nested ones included), loaded
// through the request's one shop client, each shop call once per page, the blocks holding a form ready before the
// first byte, and a failing call only that block's loss. Against the demo space's shop and designs pages.
import { describe, expect, it } from 'vitest'
import { loadPageStory } from '../../src/content/page-story'
import { pageContentSchema, type RawBlock } from '../../src/content/schemas'
import { blockLoadRequest, firstBytesReady, startBlockLoads } from '../../src/loaders/block-data'
import { testScope, type TestRequest } from './scope'

async function pageBlocks(slug: string, request: TestRequest) {
  const test = testScope(request)
  const story = await loadPageStory(test.scope.content, test.scope.site, slug)
  const page = pageContentSchema.parse(story?.content)
  return { ...test, blocks: [page.teaser, page.uspTeaser, page.body] as [RawBlock[], RawBlock[], RawBlock[]] }
}

const settled = (value: unknown) => (value as { status?: string }).status === 'fulfilled'

describe('startBlockLoads with blockLoadRequest(scope)', () => {
  it("loads the themes overview of the designs page for the state in the scope's URL", async () => {
    const { scope, blocks } = await pageBlocks('designs', { path: '/designs/?sort=created' })
    const started = startBlockLoads(blockLoadRequest(scope), blocks)
    expect([...(started?.keys() ?? [])]).toEqual(['ThemesOverviewWrapper:cards-de-de-designs-themes'])
    const data = (await started?.get('ThemesOverviewWrapper:cards-de-de-designs-themes')) as {
      state: { sort: string }
      path: string
      page: { items: unknown[] }
    }
    expect(data.state.sort).toBe('created')
    expect(data.path).toBe('/designs/')
    expect(data.page.items.length).toBeGreaterThan(0)
  })

  it("has the accessories' forms in before the first byte, and asks the shop once per key", async () => {
    const { scope, blocks, shopCalls } = await pageBlocks('shop', { path: '/shop/' })
    const started = startBlockLoads(blockLoadRequest(scope), blocks)
    const accessories = [...(started?.entries() ?? [])].filter(([key]) => key.startsWith('Accessory:'))
    expect(accessories.map(([key]) => key)).toEqual([
      'Accessory:cards-de-de-shop-umschlag-c6',
      'Accessory:cards-de-de-shop-einleger-transparent',
      'Accessory:cards-de-de-shop-schleife-satin',
    ])
    await firstBytesReady(started)
    // Readable by use() without suspending: in the first bytes, so the cart form works without JavaScript.
    for (const [key, data] of accessories) expect(settled(data), key).toBe(true)
    await Promise.all([...(started?.values() ?? [])])
    expect(new Set(shopCalls).size).toBe(shopCalls.length)
  })

  it('shares one call between blocks asking for the same key, and a failing one yields null for that block only', async () => {
    const { scope, shopCalls } = testScope({ path: '/shop/' })
    const request = blockLoadRequest(scope)
    const [first, second] = await Promise.all([
      request.shop('products:card', (client) => client.products('card')),
      request.shop('products:card', (client) => client.products('card')),
    ])
    expect(second).toBe(first)
    expect(first?.products.length).toBeGreaterThan(0)
    expect(shopCalls).toHaveLength(1)
    expect(await request.shop('broken', () => Promise.reject(new Error('shop down')))).toBeNull()
  })

  it("lists stories of the site's content folder for a Feed, through the scope's content context", async () => {
    const { scope } = testScope({ path: '/' })
    const journal = await blockLoadRequest(scope).stories('journal', 3)
    expect(journal).toHaveLength(3)
    expect(journal.every((story) => story.full_slug.startsWith('de-de/journal/'))).toBe(true)
  })

  it('finds the same loads again in the same lists, and looks into lists it has not seen anew', async () => {
    const { scope, blocks } = await pageBlocks('shop', { path: '/shop/' })
    const keys = (lists: typeof blocks) => [...(startBlockLoads(blockLoadRequest(scope), lists)?.keys() ?? [])]
    const first = keys(blocks)
    expect(first.length).toBeGreaterThan(0)
    expect(keys(blocks)).toEqual(first)
    // A publish hands out new lists: a block nested in one of them is found, the old lists keep their loads.
    const [teaser, usps, body] = blocks
    const accessory = body.find((block) => block.component === 'Accessory')
    if (!accessory) throw new Error('no accessory on the shop page')
    const nested = { ...accessory, _uid: 'nested-accessory' }
    const published = [teaser, usps, [...body, { component: 'Container', _uid: 'box', blocks: [nested] }]] as typeof blocks
    expect(keys(published)).toEqual([...first, 'Accessory:nested-accessory'])
    expect(keys(blocks)).toEqual(first)
  })

  it('starts nothing for blocks without data', async () => {
    const { scope, blocks, shopCalls } = await pageBlocks('journal/papier-ratgeber', { path: '/journal/papier-ratgeber/' })
    expect(startBlockLoads(blockLoadRequest(scope), blocks)).toBeUndefined()
    expect(shopCalls).toEqual([])
  })
})
