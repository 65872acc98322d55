// The shop API Worker's entry (wrangler.api.toml): requests come from the storefront's SHOP_API binding; the nightly
// cron cleans the expired rows of the shop's D1.
import { apiApp } from './app'
import { runCleanup } from './cleanup'

export default {
  fetch: apiApp.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runCleanup(env.DB, controller.scheduledTime))
  },
} satisfies ExportedHandler<Env>
