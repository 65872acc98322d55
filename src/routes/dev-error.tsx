// `/_dev/error`, development only: a page whose rendering fails, so developers (and the browser test) see the application
// error page (SPEC §8) as a shopper would meet it, with the dev-only details (SPEC §2). Elsewhere a 404; builds without
// the demo space (production, preview) leave it out.
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { renderPage } from '../respond/render-page'

export const devErrorRoutes = new Hono<AppEnv>()

function FailingView(): never {
  throw new Error('A view failed while rendering (/_dev/error shows the application error page)')
}

devErrorRoutes.get('/_dev/error', (c) => {
  if (__DEMO_SPACE__ && c.get('config').environment === 'development') {
    c.header('x-robots-tag', 'noindex, nofollow')
    return renderPage(c.var.scope, <FailingView />)
  }
  return c.notFound()
})
