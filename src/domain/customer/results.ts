// What a page shows for the result code a plain form post or a mailed link brings back in its query (routes.ts of the
// customer API: `?customer=…`, `?wishlist=…`, `?newsletter=…`): a message, its tone, and which form to offer again.
// Pure, so the table is tested on its own; the words come from the render side. Unknown codes show nothing.
import { BoundedMemo } from '../bounded-memo'

export type ResultParam = 'customer' | 'wishlist' | 'newsletter'
export type ResultText =
  | 'loggedIn'
  | 'invalid'
  | 'loginFailed'
  | 'throttled'
  | 'signupSent'
  | 'signedUp'
  | 'accountReady'
  | 'accountExists'
  | 'confirmFirst'
  | 'tokenInvalid'
  | 'resetSent'
  | 'emailShape'
  | 'passwordChanged'
  | 'loggedOut'
  | 'whitelabelOn'
  | 'whitelabelOff'
  | 'loginRequired'
  | 'notWhitelabel'
  | 'failed'
  | 'wishlistAdded'
  | 'wishlistRemoved'
  | 'unknownItem'
  | 'newsletterSent'
  | 'newsletterConfirmed'
export type ResultForm = 'log-in' | 'sign-up' | 'password-reset' | 'password-confirm'

export interface ResultView {
  text?: ResultText
  tone: 'success' | 'error'
  /** The form to show again (without JavaScript inline, with JavaScript as a dialog where the code only asks for it). */
  form?: ResultForm
}

const ok = (text: ResultText, form?: ResultForm): ResultView => (form ? { text, tone: 'success', form } : { text, tone: 'success' })
const bad = (text: ResultText, form?: ResultForm): ResultView => (form ? { text, tone: 'error', form } : { text, tone: 'error' })
const formOnly = (form: ResultForm): ResultView => ({ tone: 'success', form })

const CUSTOMER: Readonly<Record<string, ResultView>> = {
  // Links that only open a form (the sign-up mails, the password-reset mail, the no-JS account item).
  login: formOnly('log-in'),
  signup: formOnly('sign-up'),
  'password-reset': formOnly('password-reset'),
  'password-confirm': formOnly('password-confirm'),
  'logged-in': ok('loggedIn'),
  'login-invalid': bad('invalid', 'log-in'),
  'login-failed': bad('loginFailed', 'log-in'),
  'login-throttled': bad('throttled', 'log-in'),
  'signup-sent': ok('signupSent'),
  'signup-invalid': bad('invalid', 'sign-up'),
  'signup-throttled': bad('throttled', 'sign-up'),
  'signup-exists': bad('accountExists', 'log-in'),
  'signed-up': ok('signedUp'),
  activated: ok('accountReady', 'log-in'),
  'activation-invalid': bad('tokenInvalid'),
  'reset-sent': ok('resetSent'),
  'reset-invalid': bad('emailShape', 'password-reset'),
  'reset-throttled': bad('throttled', 'password-reset'),
  'password-changed': ok('passwordChanged', 'log-in'),
  'password-invalid': bad('invalid', 'password-confirm'),
  'password-token-invalid': bad('tokenInvalid', 'password-reset'),
  'logged-out': ok('loggedOut'),
  'whitelabel-on': ok('whitelabelOn'),
  'whitelabel-off': ok('whitelabelOff'),
  'login-required': bad('loginRequired', 'log-in'),
  'whitelabel-denied': bad('notWhitelabel'),
  'confirm-required': bad('confirmFirst'),
  error: bad('failed'),
}

const WISHLIST: Readonly<Record<string, ResultView>> = {
  added: ok('wishlistAdded'),
  removed: ok('wishlistRemoved'),
  'login-required': bad('loginRequired', 'log-in'),
  'unknown-item': bad('unknownItem'),
  'invalid-item': bad('invalid'),
  error: bad('failed'),
}

const NEWSLETTER: Readonly<Record<string, ResultView>> = {
  subscribed: ok('newsletterSent'),
  invalid: bad('emailShape'),
  throttled: bad('throttled'),
  confirmed: ok('newsletterConfirmed'),
  'confirm-invalid': bad('tokenInvalid'),
  error: bad('failed'),
}

const TABLES: Readonly<Record<ResultParam, Readonly<Record<string, ResultView>>>> = {
  customer: CUSTOMER,
  wishlist: WISHLIST,
  newsletter: NEWSLETTER,
}

export function resultView(param: ResultParam, code: string | null | undefined): ResultView | undefined {
  return code && Object.hasOwn(TABLES[param], code) ? TABLES[param][code] : undefined
}

/** The query parameters a result brings; a form's `back` drops them, so an old result never shows twice. */
export const RESULT_PARAMS = ['customer', 'wishlist', 'newsletter', 'fields', 'token'] as const

/**
 * The page's own `path?query` as a URL, never as a protocol-relative one: `//evil.example` or `/\\x` (a path the
 * router 404s) must neither throw nor turn the links and `back` fields built from it into links to another host.
 */
export function pageUrl(url: string): URL {
  const parsed = new URL(`http://x.invalid/${url.replace(/^[/\\]+/, '')}`)
  parsed.pathname = parsed.pathname.replace(/^\/+/, '/')
  return parsed
}

/**
 * Each page's return and result links, worked out once: every render of a page asks for the same few (the account
 * item's log-in link, the newsletter's and the consent banner's way back), and each is a URL parse. Bounded (URLs come
 * from anyone): a full memory starts again.
 */
const links = new BoundedMemo<string>(2048)

/** `path?query#hash` without the result parameters (keeping `token` when asked: the password-confirm form needs it). */
export function withoutResults(url: string, keepToken = false): string {
  return links.get(`${keepToken ? 'keep' : 'drop'}\u0000${url}`, () => dropResults(url, keepToken))
}

function dropResults(url: string, keepToken: boolean): string {
  const parsed = pageUrl(url)
  for (const name of RESULT_PARAMS) if (!(keepToken && name === 'token')) parsed.searchParams.delete(name)
  return parsed.pathname + parsed.search + parsed.hash
}

/** This page (without earlier results) with one result code set, e.g. the no-JS link that opens the log-in form. */
export function withResult(url: string, param: ResultParam, code: string): string {
  return links.get(`${param}\u0000${code}\u0000${url}`, () => setResult(url, param, code))
}

function setResult(url: string, param: ResultParam, code: string): string {
  const parsed = pageUrl(url)
  for (const name of RESULT_PARAMS) parsed.searchParams.delete(name)
  parsed.searchParams.set(param, code)
  return parsed.pathname + parsed.search + parsed.hash
}
