// Sends one request through the whole Worker (the same module `wrangler dev` runs) and waits for its background work.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../src/index'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'
import { forgetSpaceVersions } from '../setup/space-versions'

export interface WorkerRequest {
  host?: string
  method?: string
  headers?: Record<string, string>
  body?: BodyInit
  /** Bindings and vars to use instead of wrangler.toml's (e.g. Storyblok tokens). */
  env?: Env
}

export async function fetchWorker(path: string, options: WorkerRequest = {}): Promise<Response> {
  const host = options.host ?? 'cards.de.localhost'
  const request = new Request(`http://${host}${path}`, {
    method: options.method ?? 'GET',
    headers: { host, ...options.headers },
    body: options.body ?? null,
    redirect: 'manual',
  })
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, options.env ?? env, ctx)
  // Read the streamed body before waiting, so background refreshes see the same state a shopper would.
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  // A status without a body (204, 304) takes none, not an empty one.
  return new Response([101, 204, 205, 304].includes(response.status) ? null : body, response)
}

export async function kvKeys(): Promise<string[]> {
  const { keys } = await env.STORY_CACHE.list()
  return keys.map((k) => k.name)
}

export async function clearKv(): Promise<void> {
  for (const name of await kvKeys()) await env.STORY_CACHE.delete(name)
}

/**
 * A cold cache: empty KV, no space version in its Durable Object or this data centre's copy, and no story, space
 * version, page or shell remembered by this isolate. The isolate keeps its
 * page indexes, flag definitions, Storyblok clients and words (a test of the loaders relies on a held page index).
 */
export async function resetCaches(): Promise<void> {
  forgetIsolateMemory('space versions', 'stories', 'pages', 'shells')
  await Promise.all([clearKv(), forgetSpaceVersions()])
}
