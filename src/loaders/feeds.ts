// The Feed blocks' lists (SPEC §3 Feed): found in the page's blocks, nested ones included, and started by the page's
// loader with the rest of its loads; the Feed view renders the list it is handed (never rejects: empty on failure).
import type { ContentContext } from '../content/stories'
import type { PageContent } from '../content/schemas'
import { storyLister } from '../content/story-list'
import type { Site } from '../domain/site'
import { feedKey, feedSchema } from '../render/blocks/feed'
import type { PageContextValue } from '../render/page-context'
import { defer } from './deferred'

type Feeds = NonNullable<PageContextValue['feeds']>

/** Every object with a `component` below `value` (blocks nest in containers and A/B blocks). */
function* blocksIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 8 || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) yield* blocksIn(item, depth + 1)
    return
  }
  const record = value as Record<string, unknown>
  if (typeof record.component === 'string') yield record
  for (const field of Object.values(record)) if (typeof field === 'object') yield* blocksIn(field, depth + 1)
}

export function startFeeds(ctx: ContentContext, site: Site, page: PageContent): Feeds | undefined {
  let feeds: Map<string, ReturnType<Feeds['get']> & object> | undefined
  const list = storyLister(ctx, site)
  for (const block of blocksIn([page.teaser, page.uspTeaser, page.body])) {
    if (block.component !== 'Feed') continue
    const parsed = feedSchema.safeParse(block)
    if (!parsed.success) continue
    const key = feedKey(parsed.data)
    feeds ??= new Map()
    if (!feeds.has(key)) feeds.set(key, defer(list(parsed.data.folder, parsed.data.limit), []))
  }
  return feeds
}
