// Every link of the cards brand's demo shop lands (docs/architecture.md "The demo space"): the crawl of ./crawl.ts from its home pages in
// every locale finds no link that answers anything but 200, a redirect ending in 200, or another application's stand-in.
import { beforeAll, describe, expect, it } from 'vitest'
import { crawl, homesOf, MAX_PAGES } from './crawl'
import { resetCaches } from './fetch-worker'

describe('the cards brand, clicked through', () => {
  const homes = homesOf('cards')
  let result: { pages: number; broken: string[] } = { pages: 0, broken: [] }

  beforeAll(async () => {
    await resetCaches()
    result = await crawl(homes)
  }, 240_000)

  it('finds no broken link', () => {
    expect(result.broken.join('\n')).toBe('')
    expect(result.pages).toBeGreaterThan(homes.length * 20)
    expect(result.pages).toBeLessThan(MAX_PAGES)
  })
})
