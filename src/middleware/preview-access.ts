// Drafts only for verified editors (preview hosts): a valid visual-editor token opens a short signed session cookie;
// without either, a preview host answers 401 and no draft byte leaves the Worker.
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { EDITOR_TOKEN_MAX_AGE_SECONDS, editorTokenFrom, isValidEditorToken } from '../content/editor-token'
import { cmsSpace } from '../content/storyblok'
import { PREVIEW_COOKIE } from '../domain/cookies'


export const previewAccess = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.get('site')
  if (!site.preview) return next()
  c.header('x-robots-tag', 'noindex, nofollow')
  c.header('cache-control', 'private, no-store')
  const space = cmsSpace(c.get('config'), site.brand)
  const now = Math.floor(Date.now() / 1000)
  if (space) {
    const candidate = editorTokenFrom(new URL(c.req.url).searchParams)
    if (candidate && (await isValidEditorToken(candidate, space.id, space.previewToken, now))) {
      // The editor is a cross-site iframe (app.storyblok.com): the cookie must be SameSite=None, Secure, Partitioned.
      await setSignedCookie(c, PREVIEW_COOKIE, `${site.brand}:${now + EDITOR_TOKEN_MAX_AGE_SECONDS}`, space.previewToken, {
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'None',
        partitioned: true,
        maxAge: EDITOR_TOKEN_MAX_AGE_SECONDS,
        prefix: 'host',
      })
      return next()
    }
    const session = await getSignedCookie(c, space.previewToken, PREVIEW_COOKIE, 'host')
    const [brand, expires] = typeof session === 'string' ? session.split(':') : []
    if (brand === site.brand && Number(expires) > now) return next()
  }
  return c.text(
    'This is the editors\u2019 preview of unpublished content. Open the page from the Storyblok visual editor to see it; the session lasts an hour.',
    401,
  )
})
