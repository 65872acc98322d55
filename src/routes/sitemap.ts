// `/sitemap.xml` per host: every indexable page this host serves (its country's languages), each with `xhtml:link`
// alternates built by the same function as the head's hreflang links. Error pages, noindex pages and preview hosts
// are left out. Past the protocol's 50,000 URLs or 50 MB it is a sitemap index naming `/sitemap-{n}.xml`, each child
// within both (src/domain/sitemap.ts). Without a page index (the CMS cannot list it and nothing is cached) it answers
// 503 with Retry-After rather than an empty sitemap a crawler would believe.
import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { publishedPageIndex } from '../content/sitemap-pages'
import { sitemapFiles, sitemapIndex, urlset } from '../domain/sitemap'
import { localePages, pageAlternates } from '../loaders/view/alternates'
import { siteUrls } from '../loaders/view/page-meta'

export const sitemapRoutes = new Hono<AppEnv>()

/** Slugs that are stories but never pages of their own. */
const NOT_PAGES = new Set(['error', 'layout'])

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** This host's `<url>` entries, split into the protocol's files; undefined without a page index. */
async function hostFiles(c: Context<AppEnv>): Promise<string[][] | undefined> {
  const site = c.get('site')
  const { scope } = c.var
  const index = await publishedPageIndex(scope.content, site.brand)
  if (!index) return undefined
  const urls = siteUrls(scope)
  const slugs = [...new Set([...index.keys()].map((full) => full.slice(full.indexOf('/') + 1)))]
    .filter((slug) => slug && !NOT_PAGES.has(slug))
    .sort()
  const entries: string[] = []
  for (const slug of slugs) {
    const alternates = pageAlternates(index, site.brand, urls, slug)
    for (const page of localePages(index, site.brand, urls.brandHosts, slug)) {
      if (page.host !== site.host) continue
      const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`).join('')
      entries.push(`<url><loc>${xml(c.get('origin') + page.path)}</loc>${links}</url>`)
    }
  }
  return sitemapFiles(entries)
}

function answer(c: Context<AppEnv>, files: string[][] | undefined, file: number | undefined): Response {
  if (__PREVIEW_HOSTS__ && c.get('site').preview)
    return c.text('Preview hosts have no sitemap.', 404, { 'x-robots-tag': 'noindex', 'cache-control': 'private, no-store' })
  if (!files) return c.text('The sitemap is not available right now.', 503, { 'retry-after': '60', 'cache-control': 'no-store' })
  const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=900, stale-while-revalidate=3600' }
  if (file === undefined) {
    const body =
      files.length > 1 ? sitemapIndex(files.map((_, i) => xml(`${c.get('origin')}/sitemap-${i + 1}.xml`))) : urlset(files[0] ?? [])
    return c.body(body, 200, headers)
  }
  const entries = files.length > 1 ? files[file - 1] : undefined
  return entries ? c.body(urlset(entries), 200, headers) : c.text('Not found', 404)
}

// `/sitemap.xml`, or the child `/sitemap-{n}.xml` of its sitemap index.
sitemapRoutes.get('/:file{sitemap(-[1-9][0-9]{0,4})?\\.xml}', async (c) => {
  const file = /\d+/.exec(c.req.param('file'))?.[0]
  return answer(c, __PREVIEW_HOSTS__ && c.get('site').preview ? [] : await hostFiles(c), file === undefined ? undefined : Number(file))
})
