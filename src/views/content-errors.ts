// SPEC §8's errors for what the shop refuses to use (a link with a disallowed protocol, a picture from no known image
// provider, a navigation off the site), raised where they occur: the shopper sees calm output (plain text, no picture,
// the home page), the log gets the error's key, SPEC's message and the offending value cut to a safe length. Content
// is rendered on every page, so each key and value is logged once per isolate, not once per view. Warnings: editors'
// content and request input, not faults of the shop.
import { disallowedProtocol, type LinkField } from '../domain/links'
import { log } from '../log'

export const SPEC_ERRORS = {
  'external-navigation-refused': 'Navigating to an external URL is not allowed by default',
  'disallowed-protocol': 'Navigating to a URL with a disallowed protocol is not allowed',
  'unknown-image-provider': 'Unknown image provider or preset',
} as const
export type SpecErrorKey = keyof typeof SPEC_ERRORS

/** Long enough to recognise the value, short enough that no log line carries a payload. */
export const LOGGED_VALUE_CHARS = 120

export function cutForLog(value: string): string {
  return value.length > LOGGED_VALUE_CHARS ? `${value.slice(0, LOGGED_VALUE_CHARS)}…` : value
}

/** Logs the SPEC §8 error `key` for `value`, once per isolate for that value. */
export function reportContentError(key: SpecErrorKey, value: string, fields: Record<string, unknown> = {}): void {
  log.once('warn', key, value, { message: SPEC_ERRORS[key], value: cutForLog(value), ...fields })
}

/** A link that resolved to nothing: logged when its protocol is the reason (empty or malformed links are not errors). */
export function reportRefusedLink(link: LinkField | string): void {
  const raw = typeof link === 'string' ? link : link.linktype === 'email' ? '' : link.url || link.cached_url
  const protocol = raw ? disallowedProtocol(raw) : undefined
  if (protocol) reportContentError('disallowed-protocol', raw, { protocol })
}

/** A picture left out because no image provider serves its source (the caller decided); an empty source is no error. */
export function reportUnusableImage(src: string): void {
  if (typeof src === 'string' && src.trim()) reportContentError('unknown-image-provider', src)
}
