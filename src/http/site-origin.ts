// A site's absolute origin, from configuration: what both Workers redirect to and check an unsafe request's Origin
// against, never the request's own Host.
import type { Site } from '../domain/site'

/** In development the request's port may be kept (wrangler dev --port). */
export function siteOrigin(config: { scheme: string; keepRequestPort: boolean }, site: Pick<Site, 'host'>, requestUrl: string): string {
  const port = config.keepRequestPort ? new URL(requestUrl).port : ''
  return `${config.scheme}://${site.host}${port ? `:${port}` : ''}`
}
