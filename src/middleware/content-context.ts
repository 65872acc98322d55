// The content context of one request: configuration, the story cache and the request's waitUntil.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import type { ContentContext } from '../content/stories'

export function contentContext(c: Context<AppEnv>): ContentContext {
  // The editor's `_storyblok_release`, or the BFF content call's `release` (SPEC §7); drafts and releases on preview hosts only.
  const release = c.get('site').preview ? (c.req.query('_storyblok_release') ?? c.req.query('release')) : undefined
  return {
    config: c.get('config'),
    release: release && /^\d{1,12}$/.test(release) ? release : undefined,
    kv: c.env.STORY_CACHE,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    now: Date.now,
    // Operators and caches see when a page was built from content past its freshness (e.g. during a CMS outage).
    onStale: () => {
      c.set('contentStale', true)
      c.header('x-content-stale', 'true')
    },
  }
}
