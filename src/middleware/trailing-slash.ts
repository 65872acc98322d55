// SPEC §9: cards-brand page URLs end with a slash, poster-brand URLs do not; the other form redirects permanently.
// Operator paths (`/_…`) and files (a dot in the last segment) are left alone.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { withSlashRule } from '../domain/links'

export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  if (c.req.path.startsWith('/_') || last.includes('.')) return next()
  const wanted = withSlashRule(url.pathname, c.get('site').trailingSlash)
  if (wanted === url.pathname) return next()
  // Absolute, from the configured origin: a path like `//evil.example` stays on this host.
  return c.redirect(`${c.get('origin')}${wanted}${url.search}`, 301)
})
