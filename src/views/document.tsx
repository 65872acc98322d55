// The HTML document shell: language, title, description, robots, canonical URL, hreflang alternates, social cards and
// structured data from the story (assembled in src/loaders/view/page-meta.ts); styles; the page.
import type { ReactNode } from 'react'
import type { Site } from '../domain/site'
import { FlagDebugPanel } from './flag-debug-panel'
import { IslandTrust } from './island-trust'
import { StoredHeadMeta } from './head-meta'
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
  /**
   * schema.org objects, each in its own ld+json script, as script-safe JSON (scriptSafeJson): written once where the
   * head is built, which a page's loader does once per content.
   */
  structuredData?: readonly string[] | undefined
  /** `<link rel="prev|next">` of a paged listing. */
  pageLinks?: { prev?: string | undefined; next?: string | undefined } | undefined
}

export interface DocumentProps {
  site: Site
  meta: DocumentMeta
  experiments?: readonly string[]
  children: ReactNode
}

export function Document({ site, meta, experiments = [], children }: DocumentProps) {
  return (
    <html lang={site.locale} data-brand={site.brand} data-platform={site.platform} data-experiments={experiments.join(' ') || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First among the head's children: where React hoists these tags when it renders them (./head-meta.tsx). */}
        <StoredHeadMeta site={site} meta={meta} />
        {/* Before any island marker and before the async entry can run: the islands the browser may hydrate. */}
        <IslandTrust />
        {!(__PREVIEW_HOSTS__ && site.preview) && meta.structuredData?.map((json, index) => <JsonLd key={index} json={json} />)}
        <link rel="stylesheet" href="/assets/site.css" />
        <SpeculationRules preview={__PREVIEW_HOSTS__ && site.preview} />
      </head>
      <body>
        {children}
        <TrackingIsland />
        {__PREVIEW_HOSTS__ && <FlagDebugPanel />}
      </body>
    </html>
  )
}
