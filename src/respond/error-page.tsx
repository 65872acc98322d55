// The pages of the one error path (SPEC §8): the application error page (status 500: the CMS `error` story inside the full
// layout, details in development only) and the calm 503 of a CMS outage (inside the layout when the layout is cached,
// never waiting for the CMS again). Each failure is logged once with the request id; a page that cannot wear its layout
// falls back to a minimal branded page, never to a raw stack trace.
import type { Context } from 'hono'
import { createElement, type ReactElement } from 'react'
import { renderStream } from './render-stream'
import type { AppEnv } from '../app-env'
import { layoutView } from '../loaders/layout'
import { cachedStoryOnly } from '../content/stories'
import { loadMessages } from '../i18n/translate'
import { loadContentPage } from '../loaders/content-page'
import { log, wasLogged } from '../log'
import { Document } from '../views/document'
import { shellLabels } from '../views/labels'
import { Layout } from '../views/layout/layout'
import { NonceContext } from '../views/nonce'
import { ContentPage } from '../pages/content-page'
import { UnavailablePage } from '../pages/unavailable-page'
import { PageContextProvider } from '../views/page-context'
import { pageElement, splicedStream } from './render-page'

/**
 * SPEC §2: a dev-only error view shows the details; preview and production hosts never do, and their builds (without
 * stand-ins, `__STAND_INS__`) carry none of it.
 */
function detailsOf(c: Context<AppEnv>, error: unknown): string | undefined {
  if (!__STAND_INS__ || c.var.config?.environment !== 'development') return undefined
  // The stack starts with the name and message already.
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
}

const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', vary: 'Cookie' }

/**
 * Renders an error page's document; undefined when its shell fails (a broken layout), logged as a warning: the failure
 * that brought the shopper here is already logged once.
 */
async function tryRender(c: Context<AppEnv>, element: ReactElement, status: 500 | 503): Promise<Response | undefined> {
  const nonce = c.get('nonce')
  const scope = c.var.scope
  try {
    // Where the request has a scope, the layout reads the site's stored shell parts, as on every other page.
    const render = scope
      ? pageElement(scope, element)
      : { element: createElement(NonceContext.Provider, { value: nonce }, element), splice: undefined }
    const stream = await renderStream(render.element, {
      nonce,
      onError(error: unknown) {
        log.warn('error-page-render-failed', { status, error: error instanceof Error ? error : String(error) })
      },
    })
    // The whole document before the status is sent: an error page must not fail half way.
    await stream.allReady
    return c.body(splicedStream(render, stream), status, HEADERS)
  } catch {
    return undefined
  }
}

/** The last resort: the brand's calm page without layout (the document still carries the brand's look). */
async function minimalPage(c: Context<AppEnv>, status: 500 | 503, details: string | undefined): Promise<Response> {
  const site = c.var.site
  if (!site) return c.text(status === 503 ? 'Service unavailable' : 'Internal error', status)
  const page = <UnavailablePage site={site} kind={status === 503 ? 'unavailable' : 'error'} details={details} />
  return (await tryRender(c, page, status)) ?? c.text(status === 503 ? 'Service unavailable' : 'Internal error', status)
}

/**
 * SPEC §8 application error page: an unexpected failure while answering. Logged once (a render failure the renderer
 * already logged is not logged again), then the CMS `error` story in the full layout with status 500.
 */
export async function renderApplicationError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  if (!wasLogged(error)) log.error('unhandled-error', { path: c.req.path, error })
  const details = detailsOf(c, error)
  const { site, scope } = c.var
  if (!site || !c.var.variant || !scope) return minimalPage(c, 500, details)
  try {
    await loadMessages(site.language, c.env.ASSETS)
    const labels = shellLabels(site.language)
    const props = await loadContentPage(scope, 'error', { status: 500, notice: `${labels.errorTitle}. ${labels.errorText}` })
    if (props) {
      const after =
        __STAND_INS__ && details ? (
          <pre className="dev-error" tabIndex={0}>
            {details}
          </pre>
        ) : undefined
      const page = await tryRender(c, <ContentPage {...props} after={after} />, 500)
      if (page) return page
    }
  } catch (failure) {
    log.warn('error-page-render-failed', { status: 500, error: failure instanceof Error ? failure : String(failure) })
  }
  return minimalPage(c, 500, details)
}

/**
 * SPEC §8: the CMS failed and nothing is cached for this page: the calm 503 with Retry-After, inside the layout when
 * the cache has the layout story (read from the cache only: the CMS just failed, asking again would only wait longer).
 */
export async function renderUnavailable(c: Context<AppEnv>, error: unknown): Promise<Response> {
  c.header('retry-after', '30')
  const details = detailsOf(c, error)
  const { site, scope } = c.var
  if (!site || !c.var.variant || !scope) return minimalPage(c, 503, details)
  try {
    await loadMessages(site.language, c.env.ASSETS)
    const story = await cachedStoryOnly(scope.content, site, 'layout')
    if (story) {
      const { variant } = scope
      const context = scope.pageContext()
      const layout = await layoutView(story, site, {
        dismissedBars: variant.dismissedBars,
        back: variant.pathname + variant.search,
        smartBannerDismissed: variant.smartBannerDismissed,
        links: context.links,
      })
      const labels = shellLabels(site.language)
      const page = (
        <PageContextProvider value={context}>
          <Document site={site} meta={{ title: labels.unavailableTitle, description: '', robots: 'noindex,follow', canonical: undefined }}>
            <Layout layout={layout}>
              <UnavailablePage.Message site={site} kind="unavailable" details={details} inLayout />
            </Layout>
          </Document>
        </PageContextProvider>
      )
      const response = await tryRender(c, page, 503)
      if (response) return response
    }
  } catch (failure) {
    log.warn('error-page-render-failed', { status: 503, error: failure instanceof Error ? failure : String(failure) })
  }
  return minimalPage(c, 503, details)
}
