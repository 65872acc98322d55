// Rules every cookie-setting and form-returning part of the shop shares.

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
