// Adds stories to the seeded demo space for one test file (its storage is its own), as an editor would publish them.
import { env } from 'cloudflare:workers'
import { demoSpaceKey, demoSpaceSchema, resetDemoSpaces } from '../../src/content/demo/space'
import type { Brand } from '../../src/domain/countries'
import { forgetIsolateMemory } from '../../src/cache/isolate-memory'

/** The demo space's namespace: wrangler.toml binds it for development and tests only, so its type says optional. */
export function demoSpaceKv(): KVNamespace {
  if (!env.DEMO_SPACE) throw new Error('wrangler.toml binds no DEMO_SPACE namespace for the tests')
  return env.DEMO_SPACE
}

export async function addDemoStories(
  brand: Brand,
  stories: {
    full_slug: string
    id?: number
    uuid?: string
    name: string
    is_startpage?: boolean
    /** The published content; none for a story never published. */
    content?: Record<string, unknown>
    /** What the preview token reads (version=draft): unpublished changes; the published content when left out. */
    draft?: Record<string, unknown>
  }[],
): Promise<void> {
  const space = demoSpaceSchema.parse(await demoSpaceKv().get(demoSpaceKey(brand), 'json'))
  const added = new Set(stories.map((story) => story.full_slug))
  space.stories = [...space.stories.filter((story) => !added.has(story.full_slug)), ...stories]
  await demoSpaceKv().put(demoSpaceKey(brand), JSON.stringify(space))
  resetDemoSpaces()
  // A publish moves the space's cv on, and with it the page index is listed anew; a test's mock keeps its cv pinned, so
  // the index kept under it (isolate memory and KV) goes here instead.
  forgetIsolateMemory('page indexes')
  const { keys } = await env.STORY_CACHE.list({ prefix: 'pages:' })
  for (const { name } of keys) await env.STORY_CACHE.delete(name)
}
