// The breadcrumb trail of a page (SPEC §2): ONE computation for the visible breadcrumb, the BFF's
// `/frontend-api/breadcrumb` and the BreadcrumbList structured data, so all three always show the same trail.
// The page's own `breadcrumb` field (SPEC §3) wins; otherwise each slug segment is a step named after its story.
import * as z from 'zod/mini'
import { resolveLink, sitePath } from '../domain/links'
import type { Site } from '../domain/site'
import { listField, textField } from './fields'
import { parseOnce } from './parse-once'
import { linkSchema } from './schemas'
import { loadPageStory } from './page-story'
import type { ContentContext } from './stories'
import type { Story } from '../domain/story'

export interface BreadcrumbStep {
  text: string
  /** Site path (markers and slash rule applied) or an absolute URL for an editor's external link. */
  url: string
}

// The page's loader has logged a bad entry already (its `breadcrumb` field is read with this very list reader).
const editorTrailSchema = listField(z.looseObject({ text: textField(z.string()), link: linkSchema }))

/** A site path of a slug on the site, e.g. `fotokalender` -> `/fr/fotokalender/`. */
function pathOf(site: Site, slug: string): string {
  return sitePath(site, `/${slug}`)
}

/** The home link's target: `/` or the site's markers. */
export function breadcrumbHome(site: Site): string {
  return sitePath(site)
}

/**
 * Parent steps beyond this depth are not looked up (their slug segment is the text): however long a path is, a trail
 * costs at most this many story loads per locale of the chain.
 */
export const MAX_TRAIL_SEGMENTS = 8

/** The trail once the page's story is in: the steps after home, the last being the page itself. */
export type PendingTrail = (page: Story | null) => Promise<BreadcrumbStep[]>

/**
 * Starts loading the stories of the slug's parent segments now (a loader calls this beside the page's own story, so
 * the trail costs no extra CMS round trip) and returns how to finish the trail once the page is in. The page's own
 * `breadcrumb` field wins; a step whose story does not exist keeps its slug segment as text. Never rejects.
 */
export function startBreadcrumbTrail(
  ctx: ContentContext,
  site: Site,
  slug: string,
  isPage: (slug: string) => boolean = () => true,
): PendingTrail {
  const segments = slug === 'home' ? [] : slug.split('/')
  const parents = segments.slice(0, -1).map((_, index) => {
    const partial = segments.slice(0, index + 1).join('/')
    if (index >= MAX_TRAIL_SEGMENTS - 1 || !isPage(partial)) return Promise.resolve(null)
    // A parent is often a folder's overview page, its start page (`de-de/journal/`).
    return loadPageStory(ctx, site, partial).catch(() => null)
  })
  return async (page) => {
    const raw = page?.content.breadcrumb
    const editor = Array.isArray(raw) ? parseOnce(editorTrailSchema, raw) : undefined
    if (editor?.success && editor.data.length > 0) {
      const links = { basePath: site.basePath, trailingSlash: site.trailingSlash, internalHosts: new Set<string>() }
      return editor.data.flatMap((item) => {
        const resolved = resolveLink(item.link, links)
        return item.text ? [{ text: item.text, url: resolved?.href ?? '' }] : []
      })
    }
    const stories = await Promise.all(parents)
    return segments.map((segment, index) => {
      const partial = segments.slice(0, index + 1).join('/')
      const story = index === segments.length - 1 ? page : stories[index]
      return { text: story?.name ?? segment, url: pathOf(site, partial) }
    })
  }
}

/**
 * The trail of a page whose story is already loaded (the BFF's `/frontend-api/breadcrumb`); `isPage` says which parent
 * slugs are worth a story load (the page index), so a made-up path costs no CMS call.
 */
export function breadcrumbTrail(
  ctx: ContentContext,
  site: Site,
  slug: string,
  page: Story | null,
  isPage?: (slug: string) => boolean,
): Promise<BreadcrumbStep[]> {
  return startBreadcrumbTrail(ctx, site, slug, isPage)(page)
}
