// The shop API Worker's mail bindings (wrangler.api.toml). `wrangler types` is generated from the storefront's config,
// which has none of them, so they are declared here, on the API's side only.
import type { OutboxMessage } from './producer'

declare global {
  namespace Cloudflare {
    interface Env {
      /** Carries each new outbox row's id to this Worker's queue() handler (src/api/mail/consumer.ts). */
      OUTBOX_QUEUE?: Queue<OutboxMessage>
      /** Cloudflare's send_email binding, used when MAIL_TRANSPORT is "cloudflare". */
      MAIL?: SendEmail
    }
  }
}
