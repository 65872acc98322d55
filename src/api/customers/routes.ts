// The built-in shop API's customer side (SPEC §7 customer calls, newsletter, white-label switch, cards wishlist) on D1.
// Mounted after the site middleware: brand, locale, language and the site origin come from the host and path markers
// (`/fr/web-api/customer-login` on the Swiss host is fr-CH), never from request headers.
//
// CONTRACT FOR THE STOREFRONT (islands and plain HTML forms)
//
// Every POST accepts `application/json` (islands) or `application/x-www-form-urlencoded` / `multipart/form-data`
// (plain forms; same field names). Every unsafe request must come from a page of the same site (Origin and
// Sec-Fetch-Site, see guard.ts): others get 403 and change nothing. Bodies over 16 KB get 413.
//
//   Answer as JSON when the body is JSON or the request sends `Accept: application/json` (an island posting a form
//   with fetch): `{ payload }` on success, `{ message: { text } }` on failure — `text` is in the site's language and
//   meant for the shopper — with the statuses below; sign-up's 400 adds `payload.errors: { field: text }`.
//   Answer a plain form post with `303 See Other` to `{site origin}{back}` where `back` is the form's hidden `back`
//   field (a same-site path such as `/fr/fotokalender/?x=1`, markers included; anything else, e.g. `//evil.example`,
//   falls back to the site's home `{markers}/`), with the result code set in its query:
//   `?customer=…`, `?newsletter=…` or `?wishlist=…` (existing query parameters and the fragment are kept).
//
// | call | fields | JSON answer | result codes (form posts) |
// |---|---|---|---|
// | GET  /web-api/customer-data | — | 200 payload Customer (SPEC §3; logged out: isLoggedIn false, personal fields null) | — |
// | GET  /web-api/customer-account | — | 200 payload { firstName, lastName, email, newsletter: subscribed/pending/none } (the account page); 401 | — |
// | POST /web-api/customer-login | email, password | 200 payload Customer + `__Host-session` cookie; 400; 401 wrong address or password (identical for unknown addresses); 429 + Retry-After | logged-in, login-invalid, login-failed, login-throttled |
// | POST /web-api/customer-signup | email, password (10–128), firstName, lastName (1–80) | 200 payload Customer (logged in, unconfirmed) + `__Host-session` cookie + message.text "confirm by the link"; 409 the address has an account (nobody logged in; its owner is mailed); 400 + payload.errors; 429 | signup-sent, signup-exists, signup-invalid (+ `fields=email,password`), signup-throttled |
// | GET  /web-api/customer-activate?token= | (the sign-up mail's link) | 200 payload Customer: confirms the account; logs nobody in; 400 link invalid | signed-up (this browser is logged in to it), activated (log in now), activation-invalid — redirects to the home page |
// | POST /web-api/customer-password-reset | email | 200 message.text "if the address is known, a mail is on its way" (always); 400; 429 | reset-sent, reset-invalid, reset-throttled |
// | POST /web-api/customer-password-confirm | token (from the link `{home}?customer=password-confirm&token=…`), password | 200 message.text; every session of the customer ends; 400 (+ payload.errors.password) | password-changed, password-invalid, password-token-invalid, reset-throttled |
// | GET  /web-api/customer-password-token?token= | (asked when a reset link is opened) | 200 payload { valid: true }; 400 link used or expired | — |
// | POST /web-api/customer-logout | — | 200 payload Customer (logged out); the session is revoked and the cookie cleared | logged-out |
// | POST /whitelabel/switch | enabled (true/false; absent = toggle) | 200 payload Customer; 401 not logged in; 403 not a white-label customer, or the address not yet confirmed | whitelabel-on, whitelabel-off, login-required, whitelabel-denied, confirm-required |
// | POST {markers}/newsletter/subscribe | email, uniqueIdentifier, reCaptchaToken (Turnstile token) | 200 message.text "confirm by the link"; 400 bad address; 429 | newsletter=subscribed, invalid, throttled |
// | GET  /web-api/newsletter-confirm?token= | (the mail's link) | 200 payload { confirmed: true }; 400 link invalid | newsletter=confirmed, confirm-invalid — redirects to the home page |
// | GET  /web-api/newsletter-unsubscribe?token= | (List-Unsubscribe URL) | 200 HTML page with a confirmation form; 400 link invalid; changes nothing | — |
// | POST /web-api/newsletter-unsubscribe?token= | List-Unsubscribe=One-Click (RFC 8058; cross-site allowed, 1 KB) | 200 HTML page, also when already unsubscribed; 400 other body or link invalid | — |
// | GET  /web-api/wishlist | — | 200 payload { items: [{ themeId, name, product, addedAt }] }; 401 | — |
// | POST /web-api/wishlist, PUT /web-api/wishlist/:themeId | themeId | 200 payload wishlist; 401; 404 unknown design | wishlist=added, login-required, unknown-item |
// | POST /web-api/wishlist/remove, DELETE /web-api/wishlist/:themeId | themeId | 200 payload wishlist; 401 | wishlist=removed, login-required |
//
// Wishlist calls on the poster brand answer 404. Any call may answer 500 `{ message: { text } }` (form posts: `error`).
// Every answer is `Cache-Control: private, no-store`.
import { Hono } from 'hono/tiny'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ApiAppEnv } from '../api-env'
import { log } from '../../log'
import { KB, limitBody } from '../../http/read-body'
import { ONE_CLICK_MAX_BYTES, sameOrigin, sameOriginOrOneClick } from '../../http/same-origin'
import { customerAccount } from './account'
import { customerData, customerLogin, customerLogout } from './login'
import { message } from './messages'
import { newsletterConfirm, newsletterSubscribe } from './newsletter'
import type { FailureEvent } from './outcomes'
import { customerPasswordConfirm, customerPasswordReset, customerPasswordToken } from './password-reset'
import { NO_STORE, reply, replyMode } from '../../http/form-reply'
import { CUSTOMER_CALL_PATHS, NEWSLETTER_UNSUBSCRIBE_PATH } from '../../shop-contract/customers'
import { customerActivate, customerSignup } from './signup'
import { newsletterUnsubscribe, newsletterUnsubscribePage } from './unsubscribe'
import { whitelabelSwitch } from './whitelabel'
import { wishlistChange, wishlistList } from './wishlist'

export const customerApi = new Hono<ApiAppEnv>()

const noStore = createMiddleware<ApiAppEnv>(async (c, next) => {
  c.header('cache-control', NO_STORE['cache-control'])
  await next()
})

// Only these paths: mounted at '/', a middleware on '*' would run for every later route of the app.
for (const path of CUSTOMER_CALL_PATHS) {
  if (path === NEWSLETTER_UNSUBSCRIBE_PATH) customerApi.use(path, noStore, sameOriginOrOneClick, limitBody(ONE_CLICK_MAX_BYTES))
  else customerApi.use(path, noStore, sameOrigin, limitBody(16 * KB))
}

customerApi.get('/web-api/customer-data', customerData)
customerApi.get('/web-api/customer-account', customerAccount)
customerApi.post('/web-api/customer-login', customerLogin)
customerApi.post('/web-api/customer-signup', customerSignup)
customerApi.get('/web-api/customer-activate', customerActivate)
customerApi.post('/web-api/customer-password-reset', customerPasswordReset)
customerApi.post('/web-api/customer-password-confirm', customerPasswordConfirm)
customerApi.get('/web-api/customer-password-token', customerPasswordToken)
customerApi.post('/web-api/customer-logout', customerLogout)
customerApi.post('/newsletter/subscribe', newsletterSubscribe)
customerApi.get('/web-api/newsletter-confirm', newsletterConfirm)
customerApi.get(NEWSLETTER_UNSUBSCRIBE_PATH, newsletterUnsubscribePage)
customerApi.post(NEWSLETTER_UNSUBSCRIBE_PATH, newsletterUnsubscribe)
customerApi.post('/whitelabel/switch', whitelabelSwitch)
customerApi.get('/web-api/wishlist', wishlistList)
customerApi.post('/web-api/wishlist', wishlistChange('add'))
customerApi.post('/web-api/wishlist/remove', wishlistChange('remove'))
customerApi.put('/web-api/wishlist/:themeId', wishlistChange('add'))
customerApi.delete('/web-api/wishlist/:themeId', wishlistChange('remove'))

/** Which SPEC §8 key an unexpected failure of this path is logged under. */
function failureEvent(path: string): FailureEvent {
  if (path.endsWith('/customer-login')) return 'log-in-error'
  if (path.endsWith('/customer-signup') || path.endsWith('/customer-activate')) return 'sign-up-error'
  if (path.includes('/customer-password-')) return 'password-reset-error'
  return path.includes('newsletter') ? 'newsletter-error' : 'customer-api-error'
}

customerApi.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse()
  log.error(failureEvent(c.req.path), { path: c.req.path, status: 500, error })
  const site = c.get('site')
  const param = c.req.path.includes('newsletter') ? 'newsletter' : c.req.path.includes('wishlist') ? 'wishlist' : 'customer'
  const target = { mode: replyMode(c), param, back: `${site.basePath}/` }
  return reply(c, { status: 500, code: 'error', text: message(site.language, 'failed') }, target)
})
