// The HTML document shell: language, title, description, robots and canonical URL from the story; styles; the page.
import type { ReactNode } from 'react'
import type { Site } from '../domain/site'
import { FlagDebugPanel } from './flag-debug-panel'
import { TrackingIsland } from './tracking-island'

export interface DocumentMeta {
  title: string
  description: string
  robots: string
  canonical: string | undefined
  /** hreflang alternates: the same page in the country's other languages. */
  alternates?: readonly { hreflang: string; href: string }[]
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
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        <meta name="robots" content={robots} />
        {meta.canonical && !site.preview && <link rel="canonical" href={meta.canonical} />}
        {!site.preview && meta.alternates && meta.alternates.length > 1
          ? meta.alternates.map((alternate) => <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />)
          : null}
        <link rel="stylesheet" href="/assets/site.css" />
        <link rel="icon" href={`/assets/favicon-${site.brand}.svg`} type="image/svg+xml" />
      </head>
      <body>
        {children}
        <TrackingIsland />
        <FlagDebugPanel />
      </body>
    </html>
  )
}
