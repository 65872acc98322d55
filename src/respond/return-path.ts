// Where a form post returns to (the `back` field of the no-JavaScript forms): a path on this site, else the home page.
// SPEC §8: navigating to an external URL is not allowed by default and a disallowed protocol is an error; returnPath
// logs both where they are refused, with the offending value cut to a safe length.
import { isSameSitePath } from '../domain/cookies'
import { disallowedProtocol, isExternalTarget, normaliseSitePath } from '../domain/links'
import { log } from '../log'
import { cutForLog, SPEC_ERRORS } from '../views/content-errors'

export function returnPath(back: unknown, fallback = '/'): string {
  // Normalised, so a Location never carries `/./` or `/../` that a browser would turn into `//`.
  if (isSameSitePath(back)) return normaliseSitePath(back)
  if (typeof back === 'string' && back.trim()) {
    const protocol = disallowedProtocol(back)
    if (protocol) log.warn('disallowed-protocol', { message: SPEC_ERRORS['disallowed-protocol'], value: cutForLog(back), protocol })
    else if (isExternalTarget(back))
      log.warn('external-navigation-refused', { message: SPEC_ERRORS['external-navigation-refused'], value: cutForLog(back) })
  }
  return fallback
}
