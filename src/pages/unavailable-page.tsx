// The calm pages of the error path: the CMS is unavailable (503), no error story exists (404), or an unexpected failure
// (500) whose layout could not be rendered either. The message also stands alone inside the layout (src/respond/error-page.tsx).
// Without a layout the page still carries the brand (the document's brand styles and the shop's name), never a stack
// trace outside development.
import type { Site } from '../domain/site'
import { Document } from '../views/document'
import { shellLabels } from '../views/labels'
import { ORGANIZATION_NAMES } from '../views/seo/structured-data'

export type MessageKind = 'unavailable' | 'not-found' | 'error'

export interface UnavailablePageProps {
  site: Site
  /** Which calm page; `notFound` is the older spelling of `kind: 'not-found'`. */
  kind?: MessageKind
  notFound?: boolean
  /** Development only (SPEC §2: a dev-only error view shows error details). */
  details?: string | undefined
}

function texts(site: Site, kind: MessageKind): { title: string; text: string } {
  const labels = shellLabels(site.language)
  if (kind === 'not-found') return { title: labels.notFoundTitle, text: labels.notFoundText }
  if (kind === 'error') return { title: labels.errorTitle, text: labels.errorText }
  return { title: labels.unavailableTitle, text: labels.unavailableText }
}

/**
 * The message itself: a heading, a sentence, the way home, and the details in development. Inside the layout (whose
 * own `<main>` holds it) it is a section; on its own page it is the page's main landmark.
 */
function Message({
  site,
  kind,
  details,
  inLayout = false,
}: {
  site: Site
  kind: MessageKind
  details?: string | undefined
  inLayout?: boolean
}) {
  const { title, text } = texts(site, kind)
  const Landmark = inLayout ? 'section' : 'main'
  return (
    <Landmark {...(inLayout ? {} : { id: 'main' })} className="main main--message">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button button--primary" href={site.basePath || '/'}>
          {shellLabels(site.language).home}
        </a>
      </p>
      {__STAND_INS__ && details && (
        <pre className="dev-error" tabIndex={0}>
          {details}
        </pre>
      )}
    </Landmark>
  )
}

export function UnavailablePage({ site, kind: given, notFound = false, details }: UnavailablePageProps) {
  const kind = given ?? (notFound ? 'not-found' : 'unavailable')
  return (
    <Document site={site} meta={{ title: texts(site, kind).title, description: '', robots: 'noindex,follow', canonical: undefined }}>
      <header className="header header--minimal">
        <a className="header__brand" href={site.basePath || '/'}>
          {ORGANIZATION_NAMES[site.brand]}
        </a>
      </header>
      <Message site={site} kind={kind} details={details} />
    </Document>
  )
}
UnavailablePage.Message = Message
