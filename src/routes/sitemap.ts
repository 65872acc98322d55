// `/sitemap.xml` per host: every indexable page this host serves (its country's languages), each with `xhtml:link`
// alternates built by the same function as the head's hreflang links. Error pages, noindex pages and preview hosts
// are left out. One urlset: a brand's pages times a country's languages stay far below the 50,000-URL limit.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { loadPageIndex } from '../content/sitemap-pages'
import { localePages, pageAlternates } from '../loaders/view/alternates'
import { siteUrls } from '../loaders/view/page-meta'

export const sitemapRoutes = new Hono<AppEnv>()

/** Slugs that are stories but never pages of their own. */
const NOT_PAGES = new Set(['error', 'layout'])
const MAX_URLS = 50_000

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

sitemapRoutes.get('/sitemap.xml', async (c) => {
  const site = c.get('site')
  if (site.preview)
    return c.text('Preview hosts have no sitemap.', 404, { 'x-robots-tag': 'noindex', 'cache-control': 'private, no-store' })
  const { scope } = c.var
  const index = await loadPageIndex(scope.content, site.brand)
  const urls = siteUrls(scope)
  const slugs = [...new Set([...index.keys()].map((full) => full.slice(full.indexOf('/') + 1)))]
    .filter((slug) => slug && !NOT_PAGES.has(slug))
    .sort()
  const entries: string[] = []
  for (const slug of slugs) {
    const alternates = pageAlternates(index, site.brand, urls, slug)
    for (const page of localePages(index, site.brand, urls.brandHosts, slug)) {
      if (page.host !== site.host || entries.length >= MAX_URLS) continue
      const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`).join('')
      entries.push(`<url><loc>${xml(c.get('origin') + page.path)}</loc>${links}</url>`)
    }
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  return c.body(body, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=900, stale-while-revalidate=3600',
  })
})
