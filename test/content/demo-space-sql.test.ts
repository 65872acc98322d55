// The demo space's D1 rows (migration 0006) are exactly the seed in src/content/demo/seed/: run `npm run demo:sql`
// after editing the seed, or this fails.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { stories as cards } from '../../src/content/demo/seed/cards'
import { stories as poster } from '../../src/content/demo/seed/poster'

interface Row {
  full_slug: string
  name: string
  is_startpage: number
  tag_list: string
  published: string | null
  draft: string | null
}

describe('demo space migration', () => {
  it.each([
    ['cards', cards],
    ['poster', poster],
  ] as const)('holds the %s seed, story by story, in order', async (brand, seed) => {
    const { results } = await env.DB.prepare('SELECT full_slug, name, is_startpage, tag_list, published, draft FROM demo_stories WHERE brand = ? ORDER BY position').bind(brand).all<Row>()
    expect(results.map((row) => row.full_slug)).toEqual(seed.map((story) => story.full_slug))
    results.forEach((row, index) => {
      const story = seed[index]!
      expect(row.name).toBe(story.name)
      expect(row.is_startpage).toBe(story.is_startpage ? 1 : 0)
      expect(JSON.parse(row.tag_list)).toEqual(story.tag_list ?? [])
      expect(row.published === null ? undefined : JSON.parse(row.published)).toEqual(story.content)
      expect(row.draft === null ? undefined : JSON.parse(row.draft)).toEqual(story.draft)
    })
  })
})
