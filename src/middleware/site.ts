// Decides which shop a request is for (brand, country, locale, platform, preview) from the Host header and the path.
// Unknown hosts get a 404: no page is ever built from an untrusted Host. A page's GET on a public host was resolved by
// the page cache, first in the app (./page-cache.ts), through the same `resolveSite`: its resolution is taken as it is.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { getConfig } from '../config'
import { collapseSlashes, folderRedirect, prefixRedirect, resolveSite } from '../domain/site'
import { siteOrigin } from '../http/site-origin'

export const siteMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const config = getConfig(c.env)
  c.set('config', config)
  const url = new URL(c.req.url)
  const resolution = c.get('pageCacheRead')?.resolution ?? resolveSite(config.hosts, c.req.header('host') ?? url.host, url.pathname)
  if (resolution.kind === 'unknown-host') {
    return c.text('Unknown host: this shop does not answer for the requested host name.', 404)
  }
  if (resolution.kind === 'foreign-language' || resolution.kind === 'locale-folder') {
    const target =
      resolution.kind === 'foreign-language'
        ? prefixRedirect(config.brandHosts, config.previewHostPrefix, resolution.entry, resolution.language, resolution.path)
        : folderRedirect(config.brandHosts, resolution.entry, resolution.locale, resolution.path)
    const location = `${siteOrigin(config, target, c.req.url)}${target.path}${target.search ?? url.search}`
    return c.redirect(location, target.permanent ? 301 : 302)
  }
  c.set('site', resolution.site)
  c.set('origin', siteOrigin(config, resolution.site, c.req.url))
  // One URL per page: repeated slashes redirect to the collapsed path (absolute, from the configured origin), so no
  // page is ever rendered from a path that could turn into a protocol-relative link. Operator paths (`/_image/…`)
  // check their raw path themselves and cannot start with `//`.
  const collapsed = collapseSlashes(url.pathname)
  if (collapsed !== url.pathname && !url.pathname.startsWith('/_')) return c.redirect(`${c.get('origin')}${collapsed}${url.search}`, 301)
  await next()
})
