// A brand with 5,000 more published pages than the demo space, as an editor of a large space would add them: every one
// answers 200 (the page index has no cap), and the sitemap, followed through a sitemap index where there is one, lists
// all of them.
import { beforeAll, describe, expect, it } from 'vitest'
import { addDemoStories } from '../mocks/demo-space'
import { fetchWorker, resetCaches } from './fetch-worker'

const EXTRA = 5_000
const slug = (n: number) => `p${String(n).padStart(5, '0')}`

beforeAll(async () => {
  await resetCaches()
  await addDemoStories(
    'cards',
    Array.from({ length: EXTRA }, (_, n) => ({
      full_slug: `de-de/scale/${slug(n)}`,
      name: `Seite ${n}`,
      content: {
        _uid: `scale-${n}`,
        component: 'page',
        title: `Seite ${n}`,
        description: '',
        robots: 'index,follow',
        teaser: [],
        body: [],
      },
    })),
  )
})

/** Every `<loc>` of the host's sitemap, through its sitemap index and child sitemaps when it is one. */
async function sitemapLocations(host: string): Promise<string[]> {
  const response = await fetchWorker('/sitemap.xml', { host })
  expect(response.status).toBe(200)
  const xml = await response.text()
  if (!xml.includes('<sitemapindex')) return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
  const children = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1] ?? ''))
  const locations: string[] = []
  for (const child of children) {
    const part = await fetchWorker(child.pathname, { host })
    expect(part.status, child.pathname).toBe(200)
    locations.push(...[...(await part.text()).matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''))
  }
  return locations
}

describe('a brand with 5,000 extra published pages', () => {
  it('answers 200 for every page, those past the 2,000th story included', async () => {
    const sample = [1_000, 1_500, 1_999, 2_000, 2_500, 4_998, 4_999, ...Array.from({ length: 40 }, (_, i) => i * 125 + 7)]
    for (const n of sample) {
      const response = await fetchWorker(`/scale/${slug(n)}/`, { host: 'cards.de.localhost' })
      expect(response.status, slug(n)).toBe(200)
      expect(await response.text()).toContain(`Seite ${n}`)
    }
    // The Austrian shop falls back to the German pages (SPEC §9), all of them.
    expect((await fetchWorker(`/scale/${slug(4_999)}/`, { host: 'cards.at.localhost' })).status).toBe(200)
    // A page that is not published still answers 404.
    expect((await fetchWorker(`/scale/${slug(EXTRA)}/`, { host: 'cards.de.localhost' })).status).toBe(404)
  })

  it('lists every one of them in the sitemap', async () => {
    const locations = new Set(await sitemapLocations('cards.de.localhost'))
    const missing = Array.from({ length: EXTRA }, (_, n) => `http://cards.de.localhost/scale/${slug(n)}/`).filter(
      (loc) => !locations.has(loc),
    )
    expect(missing).toEqual([])
    expect(locations.has('http://cards.de.localhost/fotokalender/')).toBe(true)
  })
})
