// The shop API Worker's Hono environment: its own bindings (`ApiEnv`, generated from wrangler.api.toml into
// api-configuration.d.ts by `npm run cf-typegen`) and what its site-call middleware (./site-call.ts) puts on the context.
import type { Config } from '../config'
import type { Site } from '../domain/site'
import type { OutboxMessage } from './mail/producer'

/** The generated bindings, with what wrangler.api.toml cannot say: the queue's message type, an optional binding. */
export interface ApiBindings extends ApiEnv {
  /** Carries each new outbox row's id to this Worker's queue() handler (src/api/mail/consumer.ts). */
  OUTBOX_QUEUE: Queue<OutboxMessage>
  /** Cloudflare's send_email binding, added to the config by an operator who sets MAIL_TRANSPORT to "cloudflare". */
  MAIL?: SendEmail
}

export interface ApiVariables {
  config: Config
  /** The shop the site call was made on, from the forwarded request's host and path markers. */
  site: Site
  /** Absolute origin of that site, from configuration: `https://www.kartenfee.ch`. */
  origin: string
}

export interface ApiAppEnv {
  Bindings: ApiBindings
  Variables: ApiVariables
}
