// The HTML document shell: language, title, description, robots and canonical URL from the story; styles; the page.
import type { ReactNode } from 'react'
import type { Site } from '../domain/site'

export interface DocumentMeta {
  title: string
  description: string
  robots: string
  canonical: string | undefined
}

export function Document({ site, meta, children }: { site: Site; meta: DocumentMeta; children: ReactNode }) {
  // Drafts are never indexed, whatever the story says.
  const robots = site.preview ? 'noindex,nofollow' : meta.robots
  return (
    <html lang={site.locale} data-brand={site.brand} data-platform={site.platform}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        <meta name="robots" content={robots} />
        {meta.canonical && !site.preview && <link rel="canonical" href={meta.canonical} />}
        <link rel="stylesheet" href="/assets/site.css" />
        <link rel="icon" href={`/assets/favicon-${site.brand}.svg`} type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  )
}
