// The site of a site call (customers, newsletter, wishlist, cart, contact). The storefront passes such a call on as the
// shopper sent it, after its own site middleware resolved the site (and answered unknown hosts and redirects itself),
// so the API resolves the same host and path markers by the same rule and loads that language's words for its answers.
import { createMiddleware } from 'hono/factory'
import { getConfig } from '../config'
import { resolveSite } from '../domain/site'
import { siteOrigin } from '../http/site-origin'
import { loadMessages } from '../i18n/translate'
import type { ApiAppEnv } from './api-env'

export const siteCall = createMiddleware<ApiAppEnv>(async (c, next) => {
  const config = getConfig(c.env)
  c.set('config', config)
  const url = new URL(c.req.url)
  const resolution = resolveSite(config.hosts, c.req.header('host') ?? url.host, url.pathname)
  if (resolution.kind !== 'site') {
    return c.text('Unknown site: the shop API answers site calls for the paths of a configured site only.', 404)
  }
  c.set('site', resolution.site)
  c.set('origin', siteOrigin(config, resolution.site, c.req.url))
  await loadMessages(resolution.site.language, c.env.ASSETS)
  await next()
})
