// The HTML document shell: language, title, description, robots, canonical URL, hreflang alternates, social cards and
// structured data from the story (assembled in src/loaders/view/page-meta.ts); styles; the page.
import type { ReactNode } from 'react'
import type { Site } from '../domain/site'
import { FlagDebugPanel } from './flag-debug-panel'
import { IslandTrust } from './island-trust'
import { JsonLd } from './seo/json-ld'
import { SpeculationRules } from './speculation-rules'
import { TrackingIsland } from './tracking-island'

/** Open Graph and Twitter card of a page. */
export interface SocialMeta {
  title: string
  description: string
  /** Absolute canonical URL. */
  url: string
  /** Absolute 1200 x 627 share picture (SPEC §7). */
  image?: { url: string; alt: string } | undefined
  /** `de_DE` */
  locale: string
  siteName: string
}

export interface DocumentMeta {
  title: string
  description: string
  robots: string
  canonical: string | undefined
  /** hreflang alternates: the same page in the country's other languages. */
  alternates?: readonly { hreflang: string; href: string }[]
  social?: SocialMeta | undefined
  /** schema.org objects, each in its own ld+json script. */
  structuredData?: readonly unknown[] | undefined
}

export interface DocumentProps {
  site: Site
  meta: DocumentMeta
  experiments?: readonly string[]
  children: ReactNode
}

export function Document({ site, meta, experiments = [], children }: DocumentProps) {
  // Drafts are never indexed, whatever the story says.
  const robots = site.preview ? 'noindex,nofollow' : meta.robots
  return (
    <html lang={site.locale} data-brand={site.brand} data-platform={site.platform} data-experiments={experiments.join(' ') || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any island marker and before the async entry can run: the islands the browser may hydrate. */}
        <IslandTrust />
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        <meta name="robots" content={robots} />
        {meta.canonical && !site.preview && <link rel="canonical" href={meta.canonical} />}
        {!site.preview && meta.alternates && meta.alternates.length > 1
          ? meta.alternates.map((alternate) => (
              <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
            ))
          : null}
        {meta.social && <SocialTags social={meta.social} />}
        {!site.preview && meta.structuredData?.map((data, index) => <JsonLd key={index} data={data} />)}
        <link rel="stylesheet" href="/assets/site.css" />
        <link rel="icon" href={`/assets/favicon-${site.brand}.svg`} type="image/svg+xml" />
        <SpeculationRules preview={site.preview} />
      </head>
      <body>
        {children}
        <TrackingIsland />
        {__PREVIEW_HOSTS__ && <FlagDebugPanel />}
      </body>
    </html>
  )
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
