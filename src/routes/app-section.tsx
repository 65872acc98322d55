// Paths of other applications (SPEC §2: /kundenkonto… is the customer account, /magazin… the magazine). In production
// Cloudflare routes them to their own Workers before this one, or ACCOUNT_ORIGINS (the brand's) / MAGAZINE_ORIGIN name
// where they live and the shopper is sent there with the same path and query. With neither, development and tests answer with a
// stand-in page that says which application owns the path and what it would receive; other environments a 404. The
// stand-in ships only in builds with stand-ins (`__STAND_INS__`: development, tests, the benchmark), as the rest of
// what makes a fresh clone a whole shop does.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { sitePath } from '../domain/links'
import { loadLayout } from '../loaders/shell'
import { AppStandInPage } from '../pages/app-stand-in-page'
import { renderNotFound } from '../respond/pages'
import { renderPage } from '../respond/render-page'

export async function renderAppSection(c: Context<AppEnv>): Promise<Response> {
  c.header('x-robots-tag', 'noindex')
  const { config, url, site } = c.var.scope
  const magazine = c.req.path.startsWith('/magazin')
  // The origin comes from configuration, never from the request; the account application is the brand's own.
  const origin = magazine ? config.appOrigins.magazine : config.appOrigins.account[site.brand]
  if (origin) return c.redirect(`${origin}${url.pathname}${url.search}`, 302)
  if (__STAND_INS__ && (config.environment === 'development' || config.environment === 'test'))
    return renderStandIn(c, magazine ? 'magazine' : 'account')
  return renderNotFound(c)
}

async function renderStandIn(c: Context<AppEnv>, app: 'magazine' | 'account'): Promise<Response> {
  const { scope } = c.var
  const { url, site, t } = scope
  // It repeats the request's query, which the page cache's key does not hold.
  c.set('pageUncacheable', true)
  const layout = await loadLayout(scope)
  const title = t('appSection.title', { app: t(`appSection.apps.${app}`) })
  const brand = layout.logo?.alt
  const standIn = {
    app,
    title,
    intro: t('appSection.intro'),
    received: {
      path: [t('appSection.path'), url.pathname] as [string, string],
      query: [t('appSection.query'), [...url.searchParams]] as [string, [string, string][]],
      none: t('appSection.none'),
    },
    back: { href: sitePath(site), text: t('appSection.back') },
  }
  const meta = { title: brand ? `${title} | ${brand}` : title, description: '', robots: 'noindex,nofollow', canonical: undefined }
  return renderPage(scope, <AppStandInPage context={scope.pageContext()} meta={meta} layout={layout} standIn={standIn} />)
}
