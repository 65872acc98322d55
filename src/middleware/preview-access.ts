// Drafts only for verified editors (preview hosts): a valid visual-editor token opens a short signed session cookie;
// without either, a preview host answers 401 and no draft byte leaves the Worker.
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { EDITOR_TOKEN_MAX_AGE_SECONDS, editorTokenFrom, isValidEditorToken } from '../content/editor-token'
import { cmsSpace } from '../content/storyblok'
import { PREVIEW_COOKIE } from '../domain/cookies'

export const previewAccess = createMiddleware<AppEnv>(async (c, next) => {
  // A build without preview hosts (production's) leaves the gate out; its host table names no preview host.
  if (__PREVIEW_HOSTS__ && c.get('site').preview) return previewGate(c, next)
  return next()
})

const previewGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.get('site')
  c.header('x-robots-tag', 'noindex, nofollow')
  c.header('cache-control', 'private, no-store')
  const space = cmsSpace(c.get('config'), site.brand)
  const now = Math.floor(Date.now() / 1000)
  if (space) {
    const candidate = editorTokenFrom(c.get('scope').url.searchParams)
    if (candidate && (await isValidEditorToken(candidate, space.id, space.previewToken, now))) {
      // The session ends when the token itself would: a token replayed (from a log, a shared link) late in its hour
      // opens only what is left of that hour, never a fresh one.
      const expires = Number(candidate.timestamp) + EDITOR_TOKEN_MAX_AGE_SECONDS
      // The editor is a cross-site iframe (app.storyblok.com): the cookie must be SameSite=None, Secure, Partitioned.
      await setSignedCookie(c, PREVIEW_COOKIE, `${site.brand}:${expires}`, space.previewToken, {
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'None',
        partitioned: true,
        maxAge: Math.max(1, Math.min(EDITOR_TOKEN_MAX_AGE_SECONDS, expires - now)),
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
}
