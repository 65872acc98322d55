// SPEC §2's /error target: where an unknown or foreign language prefix is sent (src/domain/site.ts prefixRedirect). It is
// the CMS error story with status 404 and a message that names the language asked for, with a link to the brand's country
// shop in that language where one exists (an absolute URL from configuration, never from the request's Host).
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../app-env'
import { siteOrigin } from '../http/site-origin'
import { languageShopHost } from '../domain/site'
import { loadContentPage } from '../loaders/content-page'
import { renderContentPage } from '../respond/pages'
import { renderPage } from '../respond/render-page'
import { UnavailablePage } from '../pages/unavailable-page'

export const errorTargetRoutes = new Hono<AppEnv>()

errorTargetRoutes.get('/error', async (c) => {
  c.header('x-robots-tag', 'noindex')
  const { scope } = c.var
  const { site, config, t } = scope
  const asked = scope.url.searchParams.get('language') ?? ''
  const language = /^[a-z]{2}$/.test(asked) ? asked : undefined
  // The language's name in the shopper's language; a code Intl does not know is named by no message.
  const name = language && new Intl.DisplayNames([site.locale], { type: 'language', fallback: 'code' }).of(language)
  const known = name !== undefined && name !== language
  const host = language && languageShopHost(config.brandHosts, site.brand, language)
  const shop =
    known && host && host !== site.host
      ? { href: `${siteOrigin(config, { host }, c.req.url)}/`, text: t('errorTarget.shop', { language: name }) }
      : undefined
  const notice = known ? t('errorTarget.language', { language: name }) : t('errorTarget.unknown')
  const props = await loadContentPage(scope, 'error', { status: 404, notice })
  if (!props) return renderPage(scope, <UnavailablePage site={site} notFound />, 404)
  return renderContentPage(c, { ...props, noticeLink: shop }, 404)
})
