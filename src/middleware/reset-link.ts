// A password-reset link (`{home}?customer=password-confirm&token=…`, the reset mail's) says at once when it no longer
// works: before the page is looked up or rendered, the shop API is asked whether the token is still valid; a used or
// expired one is sent on to the same page with `?customer=password-token-invalid` (the "link no longer valid" banner
// and the form to ask for a new link), with and without JavaScript alike. When the shop API cannot say, the form shows
// and its submit answers.
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { log } from '../log'
import { personalCall } from '../shop/for-request'

/** A request that opens a password-reset link: it is checked before any page, cached or not, is answered. */
export function opensResetLink(method: string, url: URL): boolean {
  return method === 'GET' && url.searchParams.get('customer') === 'password-confirm'
}

export const resetLinkCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!opensResetLink(c.req.method, c.get('scope').url)) return next()
  const token = c.req.query('token') ?? ''
  let status: number
  try {
    status = (await personalCall(c, `/web-api/customer-password-token?token=${encodeURIComponent(token)}`)).status
  } catch (error) {
    log.warn('shop-api-error', { path: c.req.path, call: '/web-api/customer-password-token', error })
    return next()
  }
  if (status !== 400) return next()
  const url = new URL(c.req.url)
  url.searchParams.set('customer', 'password-token-invalid')
  url.searchParams.delete('token')
  c.header('cache-control', 'private, no-store')
  return c.redirect(`${c.get('origin')}${url.pathname}${url.search}${url.hash}`, 302)
})
