// The Hono environment every handler shares: the Worker's bindings and what middleware puts on the context.
import type { SecureHeadersVariables } from 'hono/secure-headers'
import type { Config } from './config'
import type { PageScope } from './loaders/scope'
import type { RequestVariant } from './domain/request-variant'
import type { Site } from './domain/site'

/** Receives a second copy of a rendered page's stream; keeps it only if the render completed without failing. */
export type PageSink = (
  body: ReadableStream<Uint8Array>,
  page: { headers: Readonly<Record<string, string>>; state: { failed: boolean }; nonce: string | undefined },
) => Promise<void>

export interface AppVariables extends SecureHeadersVariables {
  config: Config
  site: Site
  /** Absolute origin of the site, from configuration: `https://www.kartenfee.ch`. */
  origin: string
  /** Everything in the request that changes a page's HTML, read once (site, path, cookies, crawler, treatments). */
  variant: RequestVariant
  /** What loaders and the renderer read of this request, built once after the variant (src/loaders/scope.ts). */
  scope: PageScope
  /** Set by the page cache on a miss: takes the completed page to keep; unset when this page must not be kept. */
  pageSink?: PageSink | undefined
  /** Set when content past its freshness went into this response. */
  contentStale?: boolean
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
