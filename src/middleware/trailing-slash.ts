// SPEC §9: cards-brand page URLs end with a slash, poster-brand URLs do not; the other form redirects permanently.
// Operator paths (`/_…`) and files (a dot in the last segment) are left alone.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { isPagePath, withSlashRule } from '../domain/links'

export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const { url } = c.get('scope')
  if (!isPagePath(c.req.path) || !isPagePath(url.pathname)) return next()
  const wanted = withSlashRule(url.pathname, c.get('site').trailingSlash)
  if (wanted === url.pathname) return next()
  // Absolute, from the configured origin: a path like `//evil.example` stays on this host.
  return c.redirect(`${c.get('origin')}${wanted}${url.search}`, 301)
})
