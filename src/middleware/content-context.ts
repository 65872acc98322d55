// The content context of one request (configuration, the story cache, waitUntil): the request scope's, for the
// middleware and routes that read the CMS outside a loader.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import type { ContentContext } from '../content/stories'

export function contentContext(c: Context<AppEnv>): ContentContext {
  return c.get('scope').content
}
