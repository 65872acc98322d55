// The customer calls' inputs and answers as zod/mini schemas (SPEC §3 Customer, §5, §7). The field rules themselves are
// the valibot rules of ./validation.ts (the same the browser's forms use); these wrap them for the Worker's bodies, and a
// failed field reports its Problem code as the message.
import * as z from 'zod/mini'
import type { Problem } from './limits'
import { emailRule, loginPasswordRule, nameRule, passwordRule, problemOf } from './validation'

/** A string field checked by one rule; the issue's message is the rule's Problem code. Trimmed unless `raw`. */
function field(rule: Parameters<typeof problemOf>[0], raw = false) {
  return z.pipe(
    z.string().check(
      z.superRefine((value, ctx) => {
        const found = problemOf(rule, value)
        if (found) ctx.issues.push({ code: 'custom', message: found, input: value })
      }),
    ),
    z.transform((value) => (raw ? value : value.trim())),
  )
}

const email = field(emailRule)
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'shape'))
const optionalText = (max: number) => z._default(z.string().check(z.maxLength(max, 'too-long')), '')

export const loginInput = z.object({ email, password: field(loginPasswordRule, true) })
export const signupInput = z.object({
  email,
  password: field(passwordRule, true),
  firstName: field(nameRule),
  lastName: field(nameRule),
})
export const passwordResetInput = z.object({ email })
export const passwordConfirmInput = z.object({ token, password: field(passwordRule, true) })
export const newsletterInput = z.object({
  email,
  // SPEC §7: the form's uniqueIdentifier (which form on which page) and the bot-check token.
  uniqueIdentifier: optionalText(200),
  reCaptchaToken: optionalText(4096),
})
export const wishlistInput = z.object({ themeId: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/, 'shape')) })
/** `enabled` absent = toggle. Forms send strings, islands booleans. */
export const whitelabelInput = z.object({
  enabled: z.optional(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false', 'on', 'off', '1', '0']),
        z.transform((v) => v === 'true' || v === 'on' || v === '1'),
      ),
    ]),
  ),
})

export type SignupField = keyof z.output<typeof signupInput>

/** Field name -> Problem code of every failed field (a missing or non-string field is 'required'). */
export function fieldProblems(error: z.core.$ZodError): Record<string, Problem> {
  const problems: Record<string, Problem> = {}
  for (const issue of error.issues) {
    const name = issue.path[0]
    if (typeof name !== 'string' || name in problems) continue
    problems[name] =
      issue.code === 'custom' || issue.code === 'invalid_format' || issue.code === 'too_big' ? (issue.message as Problem) : 'required'
  }
  return problems
}

// The calls' answers live in ./answers.ts, apart from the input rules: the storefront reads answers only, and this
// file's rules would bring valibot's customer checks into its bundle.
export { customerSchema, signupErrorSchema, wishlistSchema, type Customer, type Wishlist } from './answers'
