// The storefront Worker's entry point: every request goes to the Hono app (src/app.tsx), whose first middleware after
// the request id and the security headers answers kept pages. The shop API, and its nightly cron, are their own Worker
// (src/api/index.ts, wrangler.api.toml).
import { env } from 'cloudflare:workers'
import { app } from './app'
import { getConfig } from './config'
import { purgeStorefrontCounters } from './http/rate-limit'
import { log } from './log'

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
  fetch: app.fetch,
  // Nightly (wrangler.toml [triggers]): the storefront clears the rate-limit windows of its own table.
  async scheduled(controller, env) {
    try {
      log.info('storefront-cleanup', { deleted: await purgeStorefrontCounters(env.DB, controller.scheduledTime) })
    } catch (error) {
      log.error('storefront-cleanup-failed', { error: error instanceof Error ? error.message : String(error) })
    }
  },
} satisfies ExportedHandler<Env>
