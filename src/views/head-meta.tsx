// The head's page-level tags (title, description, robots, canonical, hreflang alternates, social cards, icon, a paged
// listing's prev/next): the same for every request of a page, so on public hosts React renders them once per set of
// values and later responses splice the stored bytes where a marker stands (src/respond/head-cache.ts). React hoists
// these tags to the head's start, after the resources it adds there; the marker stands first among the head's children,
// so a response is byte for byte what rendering them in place gives (test/routes/shell-splice-pages.test.tsx).
import { createContext, useContext, type ReactElement } from 'react'
import type { Site } from '../domain/site'
import type { DocumentMeta, SocialMeta } from './document'
import { useShellSplicing } from './layout/shell-part'

/**
 * The stored rendering of the head's page-level tags for these values, or undefined while it is not held (the lookup
 * then stores it for the next page). The renderer provides it beside the shell's splicing, never on preview hosts.
 */
export type HeadLookup = (props: HeadMetaProps, element: ReactElement) => readonly [string] | undefined

const HeadLookupContext = createContext<HeadLookup | undefined>(undefined)
export const HeadLookupProvider = HeadLookupContext.Provider

export interface HeadMetaProps {
  site: Pick<Site, 'brand' | 'preview'>
  meta: DocumentMeta
}

/** The tags themselves, as React renders them. */
export function HeadMeta({ site, meta }: HeadMetaProps) {
  // Drafts are never indexed, whatever the story says (a build without preview hosts has none).
  const preview = __PREVIEW_HOSTS__ && site.preview
  const robots = preview ? 'noindex,nofollow' : meta.robots
  return (
    <>
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      <meta name="robots" content={robots} />
      {meta.canonical && !preview && <link rel="canonical" href={meta.canonical} />}
      {!preview && meta.alternates && meta.alternates.length > 1
        ? meta.alternates.map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
          ))
        : null}
      {meta.social && <SocialTags social={meta.social} />}
      <link rel="icon" href={`/assets/favicon-${site.brand}.svg`} type="image/svg+xml" />
      {meta.pageLinks?.prev && <link rel="prev" href={meta.pageLinks.prev} />}
      {meta.pageLinks?.next && <link rel="next" href={meta.pageLinks.next} />}
    </>
  )
}

/** The tags as stored bytes where the renderer splices (public hosts), else rendered here. */
export function StoredHeadMeta(props: HeadMetaProps) {
  const lookup = useContext(HeadLookupContext)
  const splicing = useShellSplicing()
  const element = <HeadMeta {...props} />
  if (!lookup || !splicing) return element
  const pieces = lookup(props, element)
  // A text node: the marker needs no escaping, and the renderer puts the stored tags in its place.
  return pieces === undefined ? element : splicing.marker([pieces])
}

function SocialTags({ social }: { social: SocialMeta }) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={social.siteName} />
      <meta property="og:title" content={social.title} />
      {social.description && <meta property="og:description" content={social.description} />}
      <meta property="og:url" content={social.url} />
      <meta property="og:locale" content={social.locale} />
      {social.image && (
        <>
          <meta property="og:image" content={social.image.url} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="627" />
          {social.image.alt && <meta property="og:image:alt" content={social.image.alt} />}
        </>
      )}
      {/* Twitter reads title, description and picture from the og: tags; only the card type is its own. */}
      <meta name="twitter:card" content={social.image ? 'summary_large_image' : 'summary'} />
    </>
  )
}
