// The product overview (`/products` and its German configurator aliases) and theme pages (`/themes/{id}`), SPEC §2.
// The overview is a CMS story; a theme page is the shop's theme (`/web-api/themes/{id}`) with its CMS story's blocks.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { PRODUCT_OVERVIEW_PATHS, themeId } from '../domain/routes'
import { loadContentPage } from '../loaders/content-page'
import { loadThemePage } from '../loaders/theme-page'
import { log } from '../log'
import { ThemePage } from '../pages/theme-page'
import { ContentPage } from '../pages/content-page'
import { RelatedThemes } from '../views/related-themes'
import { renderPage } from '../respond/render-page'
import { renderContentPage, renderNotFound } from '../respond/pages'
import { sitePath } from '../domain/links'

export const catalogueRoutes = new Hono<AppEnv>()

for (const path of PRODUCT_OVERVIEW_PATHS) {
  catalogueRoutes.get(path, async (c) => {
    const site = c.get('site')
    const canonicalPath = sitePath(site, '/products')
    const props = await c.var.scope.inTime(loadContentPage(c.var.scope, 'products', { status: 200, canonicalPath }))
    return props ? renderContentPage(c, props, 200) : renderNotFound(c, 'fatal')
  })
}

// SPEC §5: a theme id must be non-empty; `/themes` and `/themes/` are a fatal 404.
catalogueRoutes.get('/themes', (c) => renderNotFound(c, 'fatal'))
catalogueRoutes.get('/themes/:id{.*}', async (c) => {
  const id = themeId(c.req.param('id').replace(/\/$/, ''))
  if (id === undefined) return renderNotFound(c, 'fatal')
  const { scope } = c.var
  const data = await scope.inTime(loadThemePage(scope, id))
  if (data?.kind === 'theme') return renderPage(scope, <ThemePage {...data.props} />, 200)
  if (data?.kind === 'story')
    return renderPage(scope, <ContentPage {...data.props} after={<RelatedThemes themes={data.related} title={data.relatedTitle} />} />, 200)
  const site = c.get('site')
  log.warn('cms-page-not-found', { brand: site.brand, locale: site.locale, slug: `themes/${id}` })
  return renderNotFound(c, 'fatal')
})
