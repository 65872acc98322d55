// The shop API Worker's entry (wrangler.api.toml): requests come from the storefront's SHOP_API binding; the outbox
// queue's messages are delivered here (src/api/mail/consumer.ts); the crons clean the expired rows of the shop's D1
// (nightly) and hand the queue the outbox rows that never reached it (every run).
import { apiApp } from './app'
import { NIGHTLY_CRON, runCleanup, runOutboxSweep } from './cleanup'
import { deliverOutbox } from './mail/consumer'
import type { OutboxMessage } from './mail/producer'
import type { ApiBindings } from './api-env'

export default {
  fetch: apiApp.fetch,
  queue: deliverOutbox,
  scheduled(controller, env, ctx) {
    const now = controller.scheduledTime
    ctx.waitUntil(controller.cron === NIGHTLY_CRON ? runCleanup(env, now) : runOutboxSweep(env, now))
  },
} satisfies ExportedHandler<ApiBindings, OutboxMessage>
