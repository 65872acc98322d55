// The calm page shown when neither the CMS nor the cache can answer, or no error story exists: no layout, no details.
import type { Site } from '../../domain/site'
import { Document } from '../document'
import { shellLabels } from '../labels'

export interface UnavailablePageProps {
  site: Site
  notFound?: boolean
  /** Development only (SPEC §2: a dev-only error view shows error details). */
  details?: string | undefined
}

export function UnavailablePage({ site, notFound = false, details }: UnavailablePageProps) {
  const labels = shellLabels(site.language)
  const title = notFound ? labels.notFoundTitle : labels.unavailableTitle
  return (
    <Document site={site} meta={{ title, description: '', robots: 'noindex,follow', canonical: undefined }}>
      <main id="main" className="main main--message">
        <h1>{title}</h1>
        <p>{notFound ? labels.notFoundText : labels.unavailableText}</p>
        <p>
          <a className="button button--primary" href={site.basePath || '/'}>
            {labels.home}
          </a>
        </p>
        {details && <pre className="dev-error">{details}</pre>}
      </main>
    </Document>
  )
}
