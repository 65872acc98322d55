// SPEC §9: cards-brand page URLs end with a slash, poster-brand URLs do not; the other form redirects permanently, but
// only for a path that leads somewhere: an unknown path answers its 404 at once instead of first redirecting to its
// other form. Operator paths (`/_…`) and files (a dot in the last segment) are left alone.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { lookUpPage } from '../content/page-lookup'
import { isPagePath, withSlashRule } from '../domain/links'
import { hasOwnRoute } from '../domain/routes'
import { contentSlug } from '../domain/slug'

export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const scope = c.get('scope')
  const { url, site } = scope
  if (!isPagePath(c.req.path) || !isPagePath(url.pathname)) return next()
  const wanted = withSlashRule(url.pathname, site.trailingSlash)
  if (wanted === url.pathname) return next()
  // A CMS page exists when the published page index names it (the content route asks the same cached index next).
  // Preview hosts show drafts, which no index lists, and without an index every path is redirected to its other form.
  if (!(__PREVIEW_HOSTS__ && site.preview) && !hasOwnRoute(c.req.path)) {
    const slug = contentSlug(c.req.path)
    if (slug === undefined) return next()
    const lookup = await lookUpPage(scope.content, site, slug)
    if (lookup?.indexed === false) return next()
  }
  // Absolute, from the configured origin: a path like `//evil.example` stays on this host.
  return c.redirect(`${c.get('origin')}${wanted}${url.search}`, 301)
})
