// The catch-all content route (SPEC §2 `/{slug...}`): slug sanity check, the page index, load, render; a missing story is
// logged and 404s.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { isAppSection } from '../domain/routes'
import { contentSlug } from '../domain/slug'
import { lookUpPage } from '../content/page-lookup'
import { loadContentPage } from '../loaders/content-page'
import { loadLayoutPreview } from '../loaders/layout-preview'
import { startLayout } from '../loaders/shell'
import { log } from '../log'
import { renderAppSection } from './app-section'
import { renderDesignerHandoff } from './designer'
import { renderContentPage, renderNotFound } from '../respond/pages'
import { LayoutPreviewPage } from '../pages/layout-preview-page'
import { renderPage } from '../respond/render-page'
import { prepareShell } from '../respond/shell-cache'
import { warmUpWhileReading } from '../respond/warm-up'

export const contentRoutes = new Hono<AppEnv>()

contentRoutes.get('*', async (c) => {
  // SPEC §2: the designer, the customer account and the magazine are other applications. In production Cloudflare
  // routes them to their own Workers before this one; reaching them here means they are not deployed on this host.
  // Designer paths get a hand-off page (src/routes/designer.tsx), the others a stand-in (src/routes/app-section.tsx).
  if (c.req.path.startsWith('/configurator-')) return renderDesignerHandoff(c)
  if (isAppSection(c.req.path)) return renderAppSection(c)
  const slug = contentSlug(c.req.path)
  // The visual editor opens the layout story at its full_slug too; only editors get a page for it.
  if (__PREVIEW_HOSTS__ && slug === 'layout' && c.get('site').preview) {
    const layout = await loadLayoutPreview(c.var.scope)
    return layout ? renderPage(c.var.scope, <LayoutPreviewPage {...layout} />) : renderNotFound(c)
  }
  if (slug === undefined || slug === 'error' || slug === 'layout') {
    // SPEC §8 asset-load-on-slug: a file that is not in public/ reached the page route (a broken asset link).
    if (/\.[a-z0-9]{1,5}$/i.test(c.req.path)) log.warn('asset-load-on-slug', { slug: c.req.path })
    return renderNotFound(c)
  }
  const { scope } = c.var
  const { site } = scope
  // A public host asks the published page index first: a path it does not name reads no story and no parent, and its
  // 404 is the error story and layout the isolate holds (docs/architecture.md "Security": made-up paths).
  // The layout, which a page and the 404 both need, is read beside the index; the site's stored shell parts are
  // rendered as soon as it is in, while the page's own reads are still out.
  const layout = startLayout(scope)
  prepareShell(scope, layout)
  // Within the page's CMS budget, or the calm 503 at once (src/cache/deadline.ts).
  const { lookup, props } = await scope.inTime(
    (async () => {
      const lookup = __PREVIEW_HOSTS__ && site.preview ? undefined : await lookUpPage(scope.content, site, slug)
      if (lookup?.indexed) warmUpWhileReading(scope, slug, lookup.index, layout)
      const props = lookup?.indexed === false ? null : await loadContentPage(scope, slug, { status: 200, index: lookup?.index, layout })
      return { lookup, props }
    })(),
  )
  if (props) return renderContentPage(c, props, 200)
  // SPEC §8: story not found is logged, then a fatal 404.
  log.warn('cms-page-not-found', { brand: site.brand, locale: site.locale, slug, indexed: lookup?.indexed })
  return renderNotFound(c, 'fatal')
})
