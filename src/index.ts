// The storefront Worker's entry point: a page kept in the page cache is answered at the front door, every other request
// goes to the Hono app. The shop API, and its nightly cron, are their own Worker (src/api/index.ts, wrangler.api.toml).
import { env } from 'cloudflare:workers'
import { app, renderAgain } from './app'
import { getConfig } from './config'
import { answerFromPageCache } from './middleware/page-front-door'

// The Durable Object that holds each brand's cache version (wrangler.toml binds it as SPACE_VERSION).
export { SpaceVersionObject as SpaceVersion } from './cache/space-version-object'

// The configuration is parsed while the isolate starts (Cloudflare starts one during the TLS handshake), not on its
// first request: a cold page does not pay it. A bad configuration is still answered per request, with its log line.
try {
  getConfig(env)
} catch {
  // The app answers it.
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return (await answerFromPageCache(request, env, ctx, renderAgain)) ?? app.fetch(request, env, ctx)
  },
} satisfies ExportedHandler<Env>
