// The two CMS reads the shop makes (a story by full slug, the space's cache version), with Storyblok's errors mapped to ours.
import { spaceVersion, type SpaceVersion } from '../cache/space-version'
import type { CacheContext } from '../cache/swr'
import type { Config } from '../config'
import type { Brand } from '../domain/countries'
import { spaceResponseSchema, storyResponseSchema } from './schemas'
import { type Story } from '../domain/story'
import { linkTargets, readDeliveredContent, RELATIONS_PARAM, RESOLVE_PARAMS } from './story-links'
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
  /** The space's cache version, which published reads name (Storyblok redirects those without it). */
  cv?: number | undefined
  /** Preview only: a Storyblok release whose content the editor is looking at (`_storyblok_release`). */
  release?: string | undefined
}

/**
 * The story, or null when the CMS says it does not exist (404). Throws CmsError otherwise. A published story's links
 * lead where `pageLinks` says (the page index's uuids): asked to resolve them, the CMS would name past 50 targets by
 * uuid only, and the client would read their whole stories in a second round trip. A draft's links may lead to
 * unpublished stories, which no index names: the CMS resolves those, and `pageLinks` is not read.
 */
export async function fetchStory(
  config: Config,
  query: StoryQuery,
  pageLinks?: Promise<ReadonlyMap<string, string>>,
): Promise<Story | null> {
  const draft = __PREVIEW_HOSTS__ && query.version === 'draft'
  const client = storyblokClient(config, query.brand, query.version, query.cv, query.release)
  let data: unknown
  try {
    const response = await client.get(`cdn/stories/${query.fullSlug}`, {
      version: query.version,
      ...(draft ? RESOLVE_PARAMS : RELATIONS_PARAM),
      ...(__PREVIEW_HOSTS__ && query.release !== undefined && query.version === 'draft' ? { from_release: query.release } : {}),
    })
    data = response.data
  } catch (error) {
    if (statusOf(error) === 404) return null
    throw toCmsError(error, `story ${query.fullSlug}`)
  }
  const parsed = storyResponseSchema.safeParse(data)
  if (!parsed.success) throw new CmsError(`story ${query.fullSlug}: unexpected answer`, 200)
  const story = parsed.data.story
  return { ...story, content: readDeliveredContent(story.content, draft ? linkTargets(data) : ((await pageLinks) ?? new Map())) }
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

/** The brand's cache version as the cache knows it, asking the CMS (`cdn/spaces/me`) only when the cache must. */
export function spaceVersionOf(ctx: CacheContext & { config: Config }, brand: Brand): SpaceVersion {
  return spaceVersion(ctx, brand, () => fetchCacheVersion(ctx.config, brand))
}
