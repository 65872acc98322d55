// The sitemap protocol's split: one urlset within 50,000 URLs and 50 MB, else a sitemap index of child files, each
// within both. Tested with lowered limits, not 50,000 pages.
import { describe, expect, it } from 'vitest'
import { SITEMAP_LIMITS, sitemapFiles, sitemapIndex, urlset } from '../../src/domain/sitemap'

const url = (n: number, extra = '') => `<url><loc>https://www.kartenfee.de/p${n}/</loc>${extra}</url>`
const urls = (count: number) => Array.from({ length: count }, (_, n) => url(n))

describe('sitemapFiles', () => {
  it('follows the protocol: 50,000 URLs and 50 MB', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 })
  })

  it.each([
    ['no page', 0, 3, [0]],
    ['fewer URLs than the limit', 2, 3, [2]],
    ['exactly the limit', 3, 3, [3]],
    ['one past it', 4, 3, [3, 1]],
    ['many files', 10, 3, [3, 3, 3, 1]],
  ])('%s: %i URLs at %i per file make files of %j', (_, count, limit, sizes) => {
    const files = sitemapFiles(urls(count), { urls: limit, bytes: SITEMAP_LIMITS.bytes })
    expect(files.map((f) => f.length)).toEqual(sizes)
    // Every URL once, in order.
    expect(files.flat()).toEqual(urls(count))
  })

  it('cuts by bytes: every file, XML around it included, stays within the byte limit', () => {
    const entries = Array.from({ length: 40 }, (_, n) => url(n, '<xhtml:link rel="alternate" hreflang="de-DE" href="x"/>'.repeat(n % 5)))
    const bytes = 1_000
    const files = sitemapFiles(entries, { urls: 1_000, bytes })
    expect(files.length).toBeGreaterThan(1)
    for (const file of files) expect(new TextEncoder().encode(urlset(file)).length).toBeLessThanOrEqual(bytes)
    expect(files.flat()).toEqual(entries)
  })

  it('counts bytes, not characters', () => {
    const entries = [url(1, 'ü'.repeat(100)), url(2, 'ü'.repeat(100))]
    const oneFile = new TextEncoder().encode(urlset(entries)).length
    expect(sitemapFiles(entries, { urls: 10, bytes: oneFile }).length).toBe(1)
    expect(sitemapFiles(entries, { urls: 10, bytes: oneFile - 1 }).length).toBe(2)
  })

  it('writes a urlset and a sitemap index in the protocol’s namespace', () => {
    expect(urlset([url(1)])).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${url(1)}\n</urlset>\n`,
    )
    expect(sitemapIndex(['https://a/sitemap-1.xml', 'https://a/sitemap-2.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a/sitemap-1.xml</loc></sitemap>\n<sitemap><loc>https://a/sitemap-2.xml</loc></sitemap>\n</sitemapindex>\n',
    )
  })
})
