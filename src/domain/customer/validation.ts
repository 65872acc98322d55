// The customer input rules (SPEC §5: newsletter e-mail shape, log-in and sign-up validation), defined ONCE as valibot
// schemas: the browser's forms (dialogs, newsletter) validate with them before sending, and the API's zod/mini input
// schemas (./schemas.ts) call the same rules, so both sides always agree on what is valid. valibot because these ship
// to the browser (a few hundred bytes, tree-shaken); every issue's message is a Problem code, worded per language elsewhere.
import * as v from 'valibot'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Problem } from './limits'

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

const text = () => v.string('required' satisfies Problem)

/** An e-mail address: trimmed, present, at most 254 characters, SPEC §5's shape. */
export const emailRule = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty('required' satisfies Problem),
  v.maxLength(EMAIL_MAX_LENGTH, 'too-long' satisfies Problem),
  v.regex(EMAIL_SHAPE, 'shape' satisfies Problem),
)

/** A new password (sign-up, reset): 10 to 128 characters. Spaces count: they are part of a passphrase. Never trimmed. */
export const passwordRule = v.pipe(
  text(),
  v.nonEmpty('required' satisfies Problem),
  v.check((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, 'too-short' satisfies Problem),
  v.check((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, 'too-long' satisfies Problem),
)

/** A password typed to log in: only present and not absurdly long (its rules may have changed since it was chosen). */
export const loginPasswordRule = v.pipe(
  text(),
  v.nonEmpty('required' satisfies Problem),
  v.check((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, 'too-long' satisfies Problem),
)

/** A first or last name: trimmed, 1 to 80 characters, no control characters. */
export const nameRule = v.pipe(
  text(),
  v.trim(),
  v.nonEmpty('required' satisfies Problem),
  v.check((value) => characterCount(value) <= NAME_MAX_LENGTH, 'too-long' satisfies Problem),
  v.check((value) => !CONTROL.test(value), 'characters' satisfies Problem),
)

/** The forms as the shopper fills them in (the browser checks these before it sends anything). */
export const loginForm = v.object({ email: emailRule, password: loginPasswordRule })
export const signupForm = v.object({ email: emailRule, password: passwordRule, firstName: nameRule, lastName: nameRule })
export const passwordResetForm = v.object({ email: emailRule })
export const passwordConfirmForm = v.object({ password: passwordRule })
export const newsletterForm = v.object({ email: emailRule })

const PROBLEMS: readonly string[] = ['required', 'shape', 'too-short', 'too-long', 'characters'] satisfies Problem[]
const asProblem = (message: string): Problem => (PROBLEMS.includes(message) ? (message as Problem) : 'required')

type Schema = v.GenericSchema<unknown, unknown>

/** The first Problem of one value against one rule, or undefined when it is valid. */
export function problemOf(rule: Schema, value: unknown): Problem | undefined {
  const result = v.safeParse(rule, value, { abortPipeEarly: true })
  return result.success ? undefined : asProblem(result.issues[0].message)
}

/** Field name -> its first Problem, for every invalid field of a form (a missing field is 'required'). */
export function formProblems(form: Schema, input: unknown): Record<string, Problem> {
  const result = v.safeParse(form, input, { abortPipeEarly: true })
  const problems: Record<string, Problem> = {}
  if (result.success) return problems
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !(key in problems)) problems[key] = asProblem(issue.message)
  }
  return problems
}

export const emailProblem = (value: string): Problem | undefined => problemOf(emailRule, value)
export const passwordProblem = (value: string): Problem | undefined => problemOf(passwordRule, value)
export const loginPasswordProblem = (value: string): Problem | undefined => problemOf(loginPasswordRule, value)
export const nameProblem = (value: string): Problem | undefined => problemOf(nameRule, value)

/** SPEC §5: the newsletter form is only submitted when this holds. */
export function isEmail(value: string): boolean {
  return emailProblem(value) === undefined
}
