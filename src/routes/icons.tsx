// SPEC §2 `/_icons`: the internal icon sprite page, on every site host (the site decides language and brand colours).
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { IconsPage } from '../pages/icons-page'
import { renderPage } from '../respond/render-page'

export const iconRoutes = new Hono<AppEnv>()

iconRoutes.get('/_icons', (c) => {
  // An internal page: kept out of search engines by header as well as by the robots meta tag.
  c.header('x-robots-tag', 'noindex, nofollow')
  return renderPage(c.var.scope, <IconsPage site={c.get('site')} />)
})
