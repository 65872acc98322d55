// `/robots.txt` per host from the Worker (a static file would win over the Worker and could not tell hosts apart):
// public hosts allow crawling and name the configured site's absolute sitemap URL; preview hosts disallow everything.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'

export const robotsRoutes = new Hono<AppEnv>()

robotsRoutes.get('/robots.txt', (c) => {
  // Only builds that serve preview hosts carry their answer (production's has none).
  const preview = __PREVIEW_HOSTS__ && c.get('site').preview
  const body = preview
    ? 'User-agent: *\nDisallow: /\n'
    : // The BFF answers JSON for the front end, not pages; everything else (pictures under /_image too) may be crawled.
      `User-agent: *\nAllow: /\nDisallow: /frontend-api/\n\nSitemap: ${c.get('origin')}/sitemap.xml\n`
  return c.text(body, 200, { 'cache-control': preview ? 'private, no-store' : 'public, max-age=3600' })
})
