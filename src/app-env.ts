// The Hono environment every handler shares: the Worker's bindings and what middleware puts on the context.
import type { SecureHeadersVariables } from 'hono/secure-headers'
import type { Config } from './config'
import type { Treatment } from './domain/flags'
import type { Site } from './domain/site'

export interface AppVariables extends SecureHeadersVariables {
  config: Config
  site: Site
  /** Absolute origin of the site, from configuration: `https://www.kartenfee.ch`. */
  origin: string
  /** Set by the page cache on a miss: where the rendered page may be stored. */
  pageCacheKey?: string | undefined
  /** This page's feature flags (empty for crawlers and non-page requests). */
  flags: Readonly<Record<string, Treatment>>
  /** Set when content past its freshness went into this response. */
  contentStale?: boolean
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
