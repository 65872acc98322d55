// Outcomes several customer calls share, and the SPEC §8 logging of failures other than status 400.
import type { Language } from '../../domain/locales'
import { log } from '../../log'
import { message } from './messages'
import type { Outcome } from '../../http/form-reply'

/** SPEC §8 log keys: log-in-error, sign-up-error, password-reset-error; the others are ours. */
export type FailureEvent = 'log-in-error' | 'sign-up-error' | 'password-reset-error' | 'newsletter-error' | 'customer-api-error'

/** 429 with Retry-After: too many attempts from this address or for this account. */
export function throttled(language: Language, waitMs: number, code: string): Outcome {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return { status: 429, code, text: message(language, 'throttled', { minutes: Math.ceil(seconds / 60) }), retryAfterSeconds: seconds }
}

export function invalid(language: Language, code: string, text = message(language, 'invalid')): Outcome {
  return { status: 400, code, text }
}

/** SPEC §8: failures are logged except validation errors (400). Never with the address or the password. */
export function logged(event: FailureEvent, outcome: Outcome, reason: string): Outcome {
  if (outcome.status !== 400) log.warn(event, { status: outcome.status, reason })
  return outcome
}

/**
 * SPEC §8 "password reset failure: logged", with no exception for 400 (unlike log-in and sign-up): a refused reset,
 * password confirmation or newsletter confirmation is logged at warn level. Never with the address or the password.
 */
export function loggedAlways(event: FailureEvent, outcome: Outcome, reason: string): Outcome {
  log.warn(event, { status: outcome.status, reason })
  return outcome
}
