// Lists of stories under a folder (Storyblok `starts_with`), newest first: the Feed block's magazine and journal entries.
// Read from the site's locale folder, else along its fallback chain (SPEC §9), like single stories. One list per
// folder per request (a Suspense retry must get the same promise back), and it never rejects: a failing CMS yields
// an empty list, logged, so a feed never breaks its page.
import * as z from 'zod/mini'
import { contentFolder, localeChain } from '../domain/locales'
import type { Site } from '../domain/site'
import { log } from '../log'
import { currentCacheVersion } from './cache-version'
import { fetchCacheVersion } from './cms'
import { storySchema, type Story } from './schemas'
import { RESOLVE_PARAMS, readDeliveredContent } from './story-links'
import type { ContentContext } from './stories'
import { storyblokClient } from './storyblok'

const listSchema = z.array(storySchema)

export type StoryLister = (folder: string, limit: number) => Promise<Story[]>

/** A folder path below the locale folder: lowercase segments, no dots or empty segments. */
export const FOLDER_SHAPE = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/

/** SPEC §9: the content client's default page size; a folder is read page by page until the `total` header is reached. */
export const LIST_PAGE_SIZE = 25

async function listIn(ctx: ContentContext, site: Site, prefix: string): Promise<Story[]> {
  const version = site.preview ? 'draft' : 'published'
  const known = site.preview ? undefined : await currentCacheVersion(ctx, site.brand, () => fetchCacheVersion(ctx.config, site.brand))
  // `getAll` reads the first page, learns the count from its `total` header and reads the other pages in parallel.
  const all: unknown = await storyblokClient(ctx.config, site.brand, version).getAll(
    'cdn/stories',
    {
      version,
      starts_with: prefix,
      per_page: LIST_PAGE_SIZE,
      sort_by: 'content.date:desc',
      ...RESOLVE_PARAMS,
      ...(known ? { cv: known.cv } : {}),
    },
    'stories',
  )
  const parsed = listSchema.safeParse(all)
  if (!parsed.success) throw new Error(`stories under ${prefix}: unexpected answer`)
  // The folder's own start page is not an entry. Sorted here too: a CMS (or the demo space) may ignore `sort_by`.
  return parsed.data
    .map((story) => ({ ...story, content: readDeliveredContent(story.content, new Map()) }))
    .filter((story) => story.full_slug !== prefix.replace(/\/$/, '') && story.full_slug !== `${prefix}home`)
    .sort((a, b) => dateOf(b).localeCompare(dateOf(a)))
}

/** The entry's publication date as the editor set it (`date`), else when it was published; ISO text sorts by time. */
function dateOf(story: Story): string {
  const date = (story.content as { date?: unknown }).date
  return typeof date === 'string' ? date : (story.published_at ?? '')
}

export function storyLister(ctx: ContentContext, site: Site): StoryLister {
  const lists = new Map<string, Promise<Story[]>>()
  return (folder, limit) => {
    const key = `${folder}:${limit}`
    let list = lists.get(key)
    if (!list) {
      list = (async () => {
        if (!FOLDER_SHAPE.test(folder)) return []
        for (const locale of localeChain(site.locale)) {
          const stories = await listIn(ctx, site, `${contentFolder(locale)}/${folder}/`)
          if (stories.length > 0) return stories.slice(0, limit)
        }
        return []
      })().catch((error: unknown) => {
        log.warn('story-list-failed', { folder, error })
        return []
      })
      lists.set(key, list)
    }
    return list
  }
}
