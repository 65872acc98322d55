// The customer input rules (SPEC §5: newsletter e-mail shape, log-in and sign-up validation), defined once as plain
// functions. The server wraps them in zod/mini schemas (./schemas.ts); browser code calls these same functions (a
// valibot schema there may wrap them too) so both sides always agree on what is valid.

export const EMAIL_MAX_LENGTH = 254
/** NIST SP 800-63B: at least 8; we ask for 10. No composition rules; long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 10
/** An upper bound keeps PBKDF2's input (and its cost) bounded; 128 fits any passphrase or generated password. */
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 80

export type Problem = 'required' | 'shape' | 'too-short' | 'too-long' | 'characters'

// SPEC §5: characters, at-sign, domain, dot, at least two letters.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i
// Control characters (line breaks, NUL, …) never belong in a name and would break the mails it is written into.
const CONTROL = /\p{Cc}/u

/** Code points, not UTF-16 units: an emoji counts as one character (NIST SP 800-63B). */
export function characterCount(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}

/** The address as it is compared and hashed: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

export function emailProblem(value: string): Problem | undefined {
  const email = value.trim()
  if (email === '') return 'required'
  if (email.length > EMAIL_MAX_LENGTH) return 'too-long'
  return EMAIL_SHAPE.test(email) ? undefined : 'shape'
}

/** SPEC §5: the newsletter form is only submitted when this holds. */
export function isEmail(value: string): boolean {
  return emailProblem(value) === undefined
}

/** A new password (sign-up, reset). Spaces count: they are part of a passphrase. */
export function passwordProblem(value: string): Problem | undefined {
  if (value === '') return 'required'
  const length = characterCount(value)
  if (length < PASSWORD_MIN_LENGTH) return 'too-short'
  return length > PASSWORD_MAX_LENGTH ? 'too-long' : undefined
}

/** A password typed to log in: only present and not absurdly long (its rules may have changed since it was chosen). */
export function loginPasswordProblem(value: string): Problem | undefined {
  if (value === '') return 'required'
  return characterCount(value) > PASSWORD_MAX_LENGTH ? 'too-long' : undefined
}

export function nameProblem(value: string): Problem | undefined {
  const name = value.trim()
  if (name === '') return 'required'
  if (characterCount(name) > NAME_MAX_LENGTH) return 'too-long'
  return CONTROL.test(name) ? 'characters' : undefined
}
