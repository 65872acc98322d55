// The two CMS reads the shop makes (a story by full slug, the space's cache version), with Storyblok's errors mapped to ours.
import type { Config } from '../config'
import type { Brand } from '../domain/countries'
import { spaceResponseSchema, storyResponseSchema, type Story } from './schemas'
import { linkTargets, readDeliveredContent, RESOLVE_PARAMS } from './story-links'
import { storyblokClient, type ContentVersion } from './storyblok'

/** The CMS did not answer usefully: a timeout, a 5xx, a malformed answer. Never cached. */
export class CmsError extends Error {
  override name = 'CmsError'
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message)
  }
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

function toCmsError(error: unknown, what: string): CmsError {
  if (error instanceof CmsError) return error
  const status = statusOf(error)
  const message = (error as { message?: unknown } | null)?.message
  // SPEC §8: a status outside 200 to 206 is an error with status and message.
  return new CmsError(`${what}: ${status ?? 'no status'} ${typeof message === 'string' ? message : ''}`.trim(), status)
}

export interface StoryQuery {
  brand: Brand
  version: ContentVersion
  fullSlug: string
  /** The space's cache version, sent on published reads so Storyblok's CDN serves the current content. */
  cv?: number | undefined
  /** Preview only: a Storyblok release whose content the editor is looking at (`_storyblok_release`). */
  release?: string | undefined
}

/** A story answer: the story (null for a 404) and the cache version the CMS served it from, when it says. */
export interface StoryAnswer {
  story: Story | null
  cv: number | undefined
}

/** The story and the answer's `cv`, or story null when the CMS says it does not exist (404). Throws CmsError otherwise. */
export async function fetchStoryAnswer(config: Config, query: StoryQuery): Promise<StoryAnswer> {
  const client = storyblokClient(config, query.brand, query.version)
  let data: unknown
  try {
    const response = await client.get(`cdn/stories/${query.fullSlug}`, {
      version: query.version,
      ...RESOLVE_PARAMS,
      ...(query.cv !== undefined && query.version === 'published' ? { cv: query.cv } : {}),
      ...(query.release !== undefined && query.version === 'draft' ? { from_release: query.release } : {}),
    })
    data = response.data
  } catch (error) {
    if (statusOf(error) === 404) return { story: null, cv: undefined }
    throw toCmsError(error, `story ${query.fullSlug}`)
  }
  const parsed = storyResponseSchema.safeParse(data)
  if (!parsed.success) throw new CmsError(`story ${query.fullSlug}: unexpected answer`, 200)
  const story = parsed.data.story
  return { story: { ...story, content: readDeliveredContent(story.content, linkTargets(data)) }, cv: answerCv(data) }
}

/** The story, or null when the CMS says it does not exist (404). Throws CmsError otherwise. */
export async function fetchStory(config: Config, query: StoryQuery): Promise<Story | null> {
  return (await fetchStoryAnswer(config, query)).story
}

/** The `cv` every published Content Delivery answer carries. */
export function answerCv(data: unknown): number | undefined {
  const cv = (data as { cv?: unknown } | null)?.cv
  return typeof cv === 'number' && Number.isSafeInteger(cv) && cv > 0 ? cv : undefined
}

/** The space's current cache version (`cv`), which changes on every publish. */
export async function fetchCacheVersion(config: Config, brand: Brand): Promise<number> {
  const client = storyblokClient(config, brand, 'published')
  try {
    const response = await client.get('cdn/spaces/me', {})
    const parsed = spaceResponseSchema.safeParse(response.data)
    if (!parsed.success) throw new CmsError('spaces/me: unexpected answer', 200)
    return parsed.data.space.version
  } catch (error) {
    throw toCmsError(error, 'spaces/me')
  }
}
