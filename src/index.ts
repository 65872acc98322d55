// The Worker's entry point: requests go to the Hono app; the nightly cron cleans the shop API's expired rows.
import { runCleanup } from './api/cleanup'
import { app } from './app'

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runCleanup(env.DB, controller.scheduledTime))
  },
} satisfies ExportedHandler<Env>
