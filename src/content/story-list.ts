// Lists of stories under a folder (Storyblok `starts_with`), newest first: the Feed block's magazine and journal entries.
// Read from the site's locale folder, else along its fallback chain (SPEC §9), like single stories. A Feed asks for what
// it shows, in one call: sorted by date and cut to its limit by Storyblok, without the folder's start page. One list per
// folder and limit per request (a Suspense retry must get the same promise back), and it never rejects: a failing CMS
// yields an empty list, logged, so a feed never breaks its page.
import * as z from 'zod/mini'
import { contentFolder, localeChain } from '../domain/locales'
import type { Site } from '../domain/site'
import { log } from '../log'
import { spaceVersionOf } from './cms'
import { storySchema, type Story } from '../domain/story'
import { readDeliveredContent } from './story-links'
import type { ContentContext } from './stories'
import { storyblokClient } from './storyblok'

const listSchema = z.looseObject({ stories: z.array(storySchema) })

export type StoryLister = (folder: string, limit: number) => Promise<Story[]>

/** A folder path below the locale folder: lowercase segments, no dots or empty segments. */
export const FOLDER_SHAPE = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/

/** Storyblok's largest page: a list longer than this is not one call. */
const MAX_PER_PAGE = 100

/**
 * The newest entries first: by the date the editor set (`date`), then by first publication for entries without one
 * (Storyblok puts empty values last).
 */
export const LIST_SORT = 'content.date:desc,first_published_at:desc'

/** What an entry's card does not show: the page body and the page-level blocks stay on the CDN. */
export const LIST_EXCLUDED_FIELDS = 'body,calculator,bar,uspTeaser,productSnippet,ogImages,footerOverride'

async function listIn(ctx: ContentContext, site: Site, prefix: string, limit: number): Promise<Story[]> {
  const version = __PREVIEW_HOSTS__ && site.preview ? 'draft' : 'published'
  const cv = __PREVIEW_HOSTS__ && site.preview ? undefined : (await spaceVersionOf(ctx, site.brand).forRead()).cv
  // Entries are linked by their own full slug and show no links or relations of their content: nothing to resolve.
  const answer = await storyblokClient(ctx.config, site.brand, version, cv).get('cdn/stories', {
    version,
    starts_with: prefix,
    // The folder's start page is the folder itself, not an entry; Storyblok lists it unless told so.
    is_startpage: false,
    sort_by: LIST_SORT,
    per_page: Math.min(limit, MAX_PER_PAGE),
    page: 1,
    excluding_fields: LIST_EXCLUDED_FIELDS,
  })
  const parsed = listSchema.safeParse(answer.data)
  if (!parsed.success) throw new Error(`stories under ${prefix}: unexpected answer`)
  return parsed.data.stories.map((story) => ({ ...story, content: readDeliveredContent(story.content, new Map()) }))
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
          const stories = await listIn(ctx, site, `${contentFolder(locale)}/${folder}/`, limit)
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
