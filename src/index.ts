// The storefront Worker's entry point: every request goes to the Hono app. The shop API, and its nightly cron, are
// their own Worker (src/api/index.ts, wrangler.api.toml).
import { app } from './app'

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>
