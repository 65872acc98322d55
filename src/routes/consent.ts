// Recording the shopper's tracking consent without JavaScript: the banner's form posts here (CSRF-checked). The split
// key comes and goes with the consent while experiments need it: granted sets one (unless a valid one is kept),
// declined expires it.
import { Hono } from 'hono/tiny'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { CONSENT_COOKIE, SPLIT_KEY_COOKIE, VARIANT_COOKIE_OPTIONS } from '../domain/cookies'
import { KB, limitBody, readForm } from '../http/read-body'
import { sameOrigin } from '../http/same-origin'
import { returnPath } from '../respond/return-path'

export const consentRoutes = new Hono<AppEnv>()

consentRoutes.post('/_consent', sameOrigin, limitBody(2 * KB), async (c) => {
  const form = await readForm(c)
  const consent = form.consent
  if (consent !== 'granted' && consent !== 'declined') return c.text('Bad request: consent must be granted or declined.', 400)
  setCookie(c, CONSENT_COOKIE, consent, VARIANT_COOKIE_OPTIONS)
  const variant = c.get('variant')
  if (consent === 'granted' && !variant.splitKey && !variant.crawler) {
    setCookie(c, SPLIT_KEY_COOKIE, crypto.randomUUID(), VARIANT_COOKIE_OPTIONS)
  } else if (consent === 'declined' && variant.splitKey && c.get('config').experimentsNeedConsent) {
    setCookie(c, SPLIT_KEY_COOKIE, '', { ...VARIANT_COOKIE_OPTIONS, maxAge: 0 })
  }
  const back = returnPath(form.back)
  return c.redirect(c.get('origin') + back, 303)
})
