// Rendering a content page from its loader's props, and the two kinds of not-found page (SPEC §8), shared by every
// page route.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { loadContentPage } from '../loaders/content-page'
import { log } from '../log'
import { shellLabels } from '../views/labels'
import { ContentPage, type ContentPageProps } from '../pages/content-page'
import { UnavailablePage } from '../pages/unavailable-page'
import { renderPage } from './render-page'

export function renderContentPage(c: Context<AppEnv>, props: ContentPageProps, status: 200 | 404): Promise<Response> {
  return renderPage(c.var.scope, <ContentPage {...props} />, status)
}

/**
 * The CMS error story with status 404 (a built-in page if the space has none). SPEC §8: a fatal 404 (route validation
 * failed) logs `Page Not Found: {path}`, a non-fatal one (no route, no story) `Page not found: {path}`.
 */
export async function renderNotFound(c: Context<AppEnv>, kind: 'fatal' | 'not-found' = 'not-found'): Promise<Response> {
  const { scope } = c.var
  const { site } = scope
  const path = scope.url.pathname
  // SPEC §8's messages go to the log; the shopper reads a friendly sentence in their language, not the raw path.
  log.info('page-not-found', { fatal: kind === 'fatal', message: `${kind === 'fatal' ? 'Page Not Found' : 'Page not found'}: ${path}` })
  const notice = shellLabels(site.language).notFoundText
  const props = await loadContentPage(scope, 'error', { status: 404, notice })
  return props ? renderContentPage(c, props, 404) : renderPage(scope, <UnavailablePage site={site} notFound />, 404)
}
