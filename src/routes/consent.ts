// Recording the shopper's tracking consent without JavaScript: the banner's form posts here (CSRF-checked).
import { Hono } from 'hono/tiny'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { CONSENT_COOKIE } from '../domain/cookies'
import { MAX_COOKIE_AGE_SECONDS } from '../domain/cookies'
import { KB, limitBody, readForm } from '../middleware/read-body'
import { sameOrigin } from '../middleware/same-origin'
import { returnPath } from '../respond/return-path'

export const consentRoutes = new Hono<AppEnv>()

consentRoutes.post('/_consent', sameOrigin, limitBody(2 * KB), async (c) => {
  const form = await readForm(c)
  const consent = form.consent
  if (consent !== 'granted' && consent !== 'declined') return c.text('Bad request: consent must be granted or declined.', 400)
  setCookie(c, CONSENT_COOKIE, consent, {
    path: '/',
    maxAge: MAX_COOKIE_AGE_SECONDS,
    sameSite: 'Lax',
    secure: c.get('config').scheme === 'https',
    httpOnly: false,
  })
  const back = returnPath(form.back)
  return c.redirect(c.get('origin') + back, 303)
})
