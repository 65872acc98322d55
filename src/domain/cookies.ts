// Every cookie name the shop sets, and the rules every cookie-setting and form-returning part of it shares.

/** SPEC §9: cookie and storage time-outs are capped at about 24.8 days (2^31 - 1 ms). */
export const MAX_COOKIE_AGE_SECONDS = Math.floor((2 ** 31 - 1) / 1000)

// Same-site paths only: `//host` and `/\host` would leave the shop; whitespace and control characters never belong.
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u

/** Whether a form's `back` field is a path on this site that a redirect may return to. */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2000 && SAME_SITE_PATH.test(value)
}

/** SPEC §3: the split user key, a random UUID in a cookie scripts may read. */
export const SPLIT_KEY_COOKIE = 'split_key'

/** SPEC §2, §9: the smart banner's dismissal. */
export const SMART_BANNER_COOKIE = 'smart_banner_dismissed'

/** SPEC §6: the visitor's consent choice, read by the tracking island and the page variant. */
export const CONSENT_COOKIE = 'consent'

/** SPEC §4: the action bars this visitor closed. */
export const DISMISSED_BARS_COOKIE = 'dismissed_bars'

/** An editor's preview session on a preview host, signed with the brand's preview token (`__Host-` prefixed). */
export const PREVIEW_COOKIE = 'sb_preview'

/** A customer's log-in session (`__Host-session`): a random token whose SHA-256 is kept in D1. */
export const SESSION_COOKIE = 'session'

/** A guest's cart (`__Host-cart`): a random token whose SHA-256 owns the cart's lines in D1 until a log-in. */
export const CART_COOKIE = 'cart'

/** `__Host-signup`: marks the browser that signed up, so that the activation link logs in there and nowhere else. */
export const SIGNUP_COOKIE = 'signup'
