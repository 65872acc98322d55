// Feed: the latest entries of a journal or magazine folder of the CMS (e.g. `journal`), newest first, as cards with
// picture, date, title and summary. The page's loader starts the list (the block's `load`); it streams in after the
// page (Suspense), so the page never waits for it.
import { Suspense, use } from 'react'
import * as z from 'zod/mini'
import { storySchema, type Story } from '../domain/story'
import { FOLDER_SHAPE } from '../content/story-list'
import { storyPath } from '../domain/links'
import { CmsImage } from '../views/layout/cms-image'
import { usePageContext } from '../views/page-context'
import { catchWith, listField, numberField, optionalAsset, optionalString, optionField, requiredText, text } from '../content/fields'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'

/**
 * A relation field (SPEC §7 resolve_relations) as the CMS delivers it: the stories the editor picked, each a story once
 * resolved from the answer's `rels`, or still its uuid where the target is not published (then left out).
 */
const storyRelations = listField(z.union([storySchema, z.string()]))

export const feedSchema = z.object({
  headline: requiredText,
  /** The folder whose newest entries are shown, unless the editor picked `stories`. */
  folder: optionField(z.optional(z.string().check(z.regex(FOLDER_SHAPE)))),
  /** Entries picked by the editor, shown in this order instead of the folder's newest. */
  stories: storyRelations,
  limit: numberField(z._default(z.number().check(z.int(), z.gte(1), z.lte(12)), 3)),
  linkText: text,
})
type FeedContent = z.infer<typeof feedSchema>

/** The entries; the story lister reads each folder and limit once per page and yields an empty list on failure. */
function loadFeed(block: FeedContent, request: BlockLoadRequest): Promise<Story[]> {
  const picked = block.stories.filter((entry): entry is Story => typeof entry !== 'string')
  if (picked.length > 0 || !block.folder) return Promise.resolve(picked.slice(0, block.limit))
  return request.stories(block.folder, block.limit)
}

/** What an entry shows, read leniently from its page content: the teaser's headline and picture, the page description. */
const entrySchema = z.looseObject({
  title: text,
  description: text,
  date: optionField(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)))),
  teaser: catchWith(
    z._default(
      z.array(
        z.looseObject({
          headline: optionalString,
          image: optionalAsset,
        }),
      ),
      [],
    ),
    [],
  ),
})

function Entries({ list, block }: { list: Promise<Story[] | null>; block: FeedContent }) {
  const stories = use(list) ?? []
  const { links, site } = usePageContext()
  if (stories.length === 0) return null
  const dates = new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <ul className="feed__list">
      {stories.map((story) => {
        const entry = entrySchema.safeParse(story.content)
        const content = entry.success ? entry.data : undefined
        const teaser = content?.teaser[0]
        const title = teaser?.headline || content?.title.split(' | ')[0] || story.name
        const date = content?.date
        return (
          <li key={story.uuid} className="feed__entry">
            <a href={storyPath(story.full_slug, links)} className="feed__link">
              {teaser?.image && <CmsImage asset={teaser.image} width={480} ratio={9 / 16} alt="" className="feed__image" />}
              <div className="feed__copy">
                {date && <time dateTime={date.slice(0, 10)}>{dates.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))}</time>}
                <h3 className="feed__title">{title}</h3>
                {content?.description && <p className="feed__summary">{content.description}</p>}
                {block.linkText && <span className="feed__more">{block.linkText} →</span>}
              </div>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

export function Feed({ block, data: list }: { block: FeedContent; data?: BlockData<Story[]> }) {
  if (!list) return null
  return (
    <section className="feed">
      <h2 className="feed__headline">{block.headline}</h2>
      <Suspense fallback={<div className="feed__loading" aria-busy="true" />}>
        <Entries list={list} block={block} />
      </Suspense>
    </section>
  )
}

export const FEED_BLOCK = defineBlock(feedSchema, Feed, loadFeed)
