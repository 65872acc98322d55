// The catch-all content route (SPEC §2 `/{slug...}`): slug sanity check, story, page; a missing story is logged and 404s.
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { contentContext } from '../content/context'
import { loadStory } from '../content/stories'
import { isAppSection } from '../domain/routes'
import { contentSlug } from '../domain/slug'
import { log } from '../log'
import { renderDesignerHandoff } from './designer'
import { layoutStoryOf, renderNotFound, renderStoryPage } from './page'

export const contentRoutes = new Hono<AppEnv>()

contentRoutes.get('*', async (c) => {
  // SPEC §2: the designer, the customer account and the magazine are other applications. In production Cloudflare
  // routes them to their own Workers before this one; reaching them here means they are not deployed on this host.
  // SPEC §2 designer paths: a hand-off page here (src/routes/designer.tsx), since no designer runs on this host.
  if (c.req.path.startsWith('/configurator-')) return renderDesignerHandoff(c)
  if (isAppSection(c.req.path)) {
    c.header('x-robots-tag', 'noindex')
    return renderNotFound(c)
  }
  const slug = contentSlug(c.req.path)
  if (slug === undefined || slug === 'error' || slug === 'layout') {
    // SPEC §8 asset-load-on-slug: a file that is not in public/ reached the page route (a broken asset link).
    if (/\.[a-z0-9]{1,5}$/i.test(c.req.path)) log.warn('asset-load-on-slug', { slug: c.req.path })
    return renderNotFound(c)
  }
  const site = c.get('site')
  void layoutStoryOf(c)
  const story = await loadStory(contentContext(c), site, slug)
  const response = await renderStoryPage(c, story, { status: 200 })
  if (response) return response
  // SPEC §8: story not found is logged, then a fatal 404.
  log.warn('cms-page-not-found', { brand: site.brand, locale: site.locale, slug })
  return renderNotFound(c, 'fatal')
})
