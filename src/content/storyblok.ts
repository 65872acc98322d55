// The Storyblok client per brand and content version, with its options pinned (its defaults: no timeout, 10 x 300 ms retries).
import StoryblokClient from 'storyblok-js-client'
import type { Config } from '../config'
import type { Brand } from '../domain/countries'
import { DEMO_ENDPOINT, DEMO_PREVIEW_TOKEN, DEMO_PUBLIC_TOKEN, DEMO_SPACE_IDS, demoFetch } from './demo/space'

export type ContentVersion = 'published' | 'draft'

export class MissingTokenError extends Error {
  override name = 'MissingTokenError'
}

const clients = new Map<string, StoryblokClient>()

/** Forget the clients and their request throttles (tests start each file from a clean isolate state). */
export function forgetStoryblokClients(): void {
  clients.clear()
}

/** True when the brand's published content comes from the bundled demo space (no token, and the space is bound). */
export function usesDemoSpace(config: Config, brand: Brand): config is Config & { cms: { demoSpace: KVNamespace } } {
  return config.cms.tokens[brand].published === undefined && config.cms.demoSpace !== undefined
}

export interface CmsSpace {
  id: string
  previewToken: string
}

/** The brand's space id and preview token, which verify editor tokens; undefined where no preview token is configured. */
export function cmsSpace(config: Config, brand: Brand): CmsSpace | undefined {
  // The demo space's preview token is public (it is in this repository): it may open drafts only where the demo space
  // is meant to be (development and the tests). Anywhere else a brand without its own preview token has no preview.
  if (usesDemoSpace(config, brand)) {
    const local = config.environment === 'development' || config.environment === 'test'
    return local ? { id: String(DEMO_SPACE_IDS[brand]), previewToken: DEMO_PREVIEW_TOKEN } : undefined
  }
  const previewToken = config.cms.tokens[brand].preview
  const id = config.cms.spaceIds[brand]
  return previewToken && id ? { id, previewToken } : undefined
}

function tokenFor(config: Config, brand: Brand, version: ContentVersion): string {
  if (usesDemoSpace(config, brand)) return version === 'draft' ? DEMO_PREVIEW_TOKEN : DEMO_PUBLIC_TOKEN
  const token = version === 'draft' ? config.cms.tokens[brand].preview : config.cms.tokens[brand].published
  // SPEC §8: a missing content access token is logged (by the caller) and the page fails calmly.
  if (!token) throw new MissingTokenError(`No Storyblok ${version} token configured for the ${brand} brand`)
  return token
}

export function storyblokClient(config: Config, brand: Brand, version: ContentVersion): StoryblokClient {
  const token = tokenFor(config, brand, version)
  const demoSpace = usesDemoSpace(config, brand) ? config.cms.demoSpace : undefined
  const demo = demoSpace !== undefined
  const key = `${brand}:${version}:${token}:${config.cms.timeoutMs}:${demo ? config.cms.demoLatencyMs : ''}`
  let client = clients.get(key)
  if (!client) {
    client = new StoryblokClient({
      accessToken: token,
      version,
      region: config.cms.region,
      // The client counts seconds.
      timeout: config.cms.timeoutMs / 1000,
      // Retries apply to status 429 only; `0` would silently become 10 (the client uses `||`).
      maxRetries: 2,
      retriesDelay: 300,
      // Storyblok's CDN allows far more than the client's default of 5/s for cached requests; misses are rare behind KV.
      // The in-process demo space has no limit to protect.
      rateLimit: demo ? 1000 : 25,
      // We keep our own cache (KV) and our own cache version; the client's cv is module state shared by every request.
      cache: { type: 'none', clear: 'manual', cv: 'manual' },
      ...(demoSpace
        ? { endpoint: DEMO_ENDPOINT, fetch: demoFetch(demoSpace, brand, config.cms.demoLatencyMs) }
        : { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) }),
    })
    clients.set(key, client)
  }
  return client
}
