// The sitemap protocol's files (sitemaps.org): one urlset holds at most 50,000 URLs and 50 MB uncompressed; a site
// past either is served as a sitemap index naming child sitemaps, each within both limits. Pure: the route builds the
// `<url>` entries, this decides how they are split and writes the XML around them.

export interface SitemapLimits {
  urls: number
  bytes: number
}

export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 }

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const URLSET_CLOSE = '\n</urlset>\n'

const encoder = new TextEncoder()

/** The entries (one `<url>` element each) cut into files in order, each a urlset within the limits. */
export function sitemapFiles(entries: readonly string[], limits: SitemapLimits = SITEMAP_LIMITS): string[][] {
  // The XML around a file's entries; each entry costs its bytes and a newline, but one newline less is written.
  const frame = URLSET_OPEN.length + URLSET_CLOSE.length - 1
  const files: string[][] = [[]]
  let bytes = frame
  for (const entry of entries) {
    const size = encoder.encode(entry).length + 1
    const file = files[files.length - 1] as string[]
    if (file.length > 0 && (file.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push([entry])
      bytes = frame + size
    } else {
      file.push(entry)
      bytes += size
    }
  }
  return files
}

/** One urlset file. */
export function urlset(entries: readonly string[]): string {
  return URLSET_OPEN + entries.join('\n') + URLSET_CLOSE
}

/** A sitemap index naming the child sitemaps at these absolute URLs (already XML-safe). */
export function sitemapIndex(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`
}
