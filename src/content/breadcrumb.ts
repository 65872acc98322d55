// A content page's trail (SPEC §2 breadcrumb, §3 page content `breadcrumb`): the editor's own trail when the story has
// one, else one item per path segment (ancestors named after their slug, the page itself after the story). Shared by
// the visible breadcrumb and the JSON-LD BreadcrumbList, so both always say the same.
import * as z from 'zod/mini'
import { resolveLink, withSlashRule, type LinkContext } from '../domain/links'
import { linkSchema } from './schemas'

export interface BreadcrumbItem {
  text: string
  url: string
}

const editorTrail = z.array(z.looseObject({ text: z.string(), link: z.optional(linkSchema), url: z.optional(z.string()) }))

export interface BreadcrumbInput {
  /** The story's raw content (its optional `breadcrumb` field is read here). */
  content: Readonly<Record<string, unknown>>
  /** The story's name: the last item's text. */
  name: string
  /** The request path with its markers (`/fr/fotokalender/wandkalender`). */
  path: string
  links: LinkContext
}

/** `wand-kalender` -> `Wand kalender`. */
const fromSlug = (slug: string) => {
  const words = decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The page's items after the home link (empty on the home page); the last item is the page itself. */
export function pageBreadcrumb({ content, name, path, links }: BreadcrumbInput): BreadcrumbItem[] {
  const own = editorTrail.safeParse(content.breadcrumb)
  if (own.success && own.data.length > 0) {
    return own.data.flatMap((item) => {
      const url = item.link ? resolveLink(item.link, links)?.href : item.url?.startsWith('/') ? item.url : undefined
      return item.text && url !== undefined ? [{ text: item.text, url }] : []
    })
  }
  const rest = links.basePath && path.startsWith(links.basePath) ? path.slice(links.basePath.length) : path
  const segments = rest.split('/').filter(Boolean)
  return segments.map((segment, index) => {
    const url = withSlashRule(`${links.basePath}/${segments.slice(0, index + 1).join('/')}`, links.trailingSlash)
    return { text: index === segments.length - 1 ? name || fromSlug(segment) : fromSlug(segment), url }
  })
}
