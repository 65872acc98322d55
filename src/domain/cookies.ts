// Every cookie name the shop sets, and the rules every cookie-setting and form-returning part of it shares.

/** SPEC §9: cookie and storage time-outs are capped at about 24.8 days (2^31 - 1 ms). */
export const MAX_COOKIE_AGE_SECONDS = Math.floor((2 ** 31 - 1) / 1000)

/** A cookie's Max-Age under the SPEC §9 cap: every cookie the shop writes, server or browser, goes through this. */
export function cookieMaxAge(seconds: number): number {
  return Math.max(0, Math.min(Math.floor(seconds), MAX_COOKIE_AGE_SECONDS))
}

// Same-site paths only: `//host` and `/\host` would leave the shop; whitespace and control characters never belong.
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u

/** Whether a form's `back` field is a path on this site that a redirect may return to. */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2000 && SAME_SITE_PATH.test(value)
}

// The variant cookies below carry the `__Host-` prefix: a browser stores such a cookie only from this host, Secure,
// with Path=/ and no Domain, so a sibling host under the shop's domain (`Domain=kartenfee.de`) cannot plant or
// overwrite one. Secure also in development, as `__Host-session` and `__Host-cart` are: browsers count http://localhost
// and http://*.localhost as secure contexts and keep Secure cookies there.

/** SPEC §3: the split user key, a random UUID in a cookie scripts may read. */
export const SPLIT_KEY_COOKIE = '__Host-split_key'

/** SPEC §2, §9: the smart banner's dismissal. */
export const SMART_BANNER_COOKIE = 'smart_banner_dismissed'

/** SPEC §6: the visitor's consent choice, read by the tracking island and the page variant. */
export const CONSENT_COOKIE = '__Host-consent'

/** SPEC §4: the action bars this visitor closed. */
export const DISMISSED_BARS_COOKIE = '__Host-dismissed_bars'

/**
 * The names the variant cookies had before they were bound to the host, and their names now. Any host under the
 * parent domain can set these, so they are read only during the migration (`LEGACY_COOKIES_UNTIL`).
 */
export const LEGACY_VARIANT_COOKIES: ReadonlyMap<string, string> = new Map([
  ['consent', CONSENT_COOKIE],
  ['split_key', SPLIT_KEY_COOKIE],
  ['dismissed_bars', DISMISSED_BARS_COOKIE],
])

/** How the server writes a variant cookie: the `__Host-` rules, a long life, sent on top-level navigations, readable by scripts. */
export const VARIANT_COOKIE_OPTIONS = {
  path: '/',
  secure: true,
  sameSite: 'Lax',
  maxAge: MAX_COOKIE_AGE_SECONDS,
  // SPEC §3, §6: the islands read (and write) these cookies.
  httpOnly: false,
} as const

/** An editor's preview session on a preview host, signed with the brand's preview token (`__Host-` prefixed). */
export const PREVIEW_COOKIE = 'sb_preview'

/** A customer's log-in session (`__Host-session`): a random token whose SHA-256 is kept in D1. */
export const SESSION_COOKIE = 'session'

/** A guest's cart (`__Host-cart`): a random token whose SHA-256 owns the cart's lines in D1 until a log-in. */
export const CART_COOKIE = 'cart'
