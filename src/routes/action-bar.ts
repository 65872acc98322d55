// Dismissing the action bar without JavaScript: the close button's form posts here; the island does the same in the browser.
import { Hono } from 'hono/tiny'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { DISMISSED_BARS_COOKIE, VARIANT_COOKIE_OPTIONS } from '../domain/cookies'
import { addDismissedBar, isBarId } from '../domain/dismissed-bars'
import { KB, limitBody, readForm } from '../http/read-body'
import { sameOrigin } from '../http/same-origin'
import { returnPath } from '../respond/return-path'

export const actionBarRoutes = new Hono<AppEnv>()

actionBarRoutes.post('/_action-bar/dismiss', sameOrigin, limitBody(2 * KB), async (c) => {
  const form = await readForm(c)
  const id = form.id ?? ''
  if (!isBarId(id)) return c.text('Bad request: the form needs the id of an action bar.', 400)
  // Not HttpOnly (VARIANT_COOKIE_OPTIONS): the island writes the same cookie in the browser.
  setCookie(c, DISMISSED_BARS_COOKIE, addDismissedBar(c.get('variant').dismissedBars.join('.'), id), VARIANT_COOKIE_OPTIONS)
  return c.redirect(c.get('origin') + returnPath(form.back), 303)
})
