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

/** SPEC §3 Customer, the payload of customer-data, log-in and sign-up. Personal fields are null when logged out. */
export const customerSchema = z.object({
  /** SHA-256 (hex) of the lower-cased address, for tracking without the address itself. */
  emailHash: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** Only when logged in. */
  fullName: z.optional(z.string()),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  /** The customer number. */
  number: z.nullable(z.string()),
  order: z.object({ cartArticlesAmount: z.number(), isWhitelabelOrder: z.boolean() }),
  type: z.number(),
})
export type Customer = z.infer<typeof customerSchema>

export const wishlistSchema = z.object({
  items: z.array(z.object({ themeId: z.string(), name: z.string(), product: z.string(), addedAt: z.number() })),
})
export type Wishlist = z.infer<typeof wishlistSchema>

/** Sign-up's 400: `{ payload: { errors: { field: text } }, message: { text } }` (SPEC §7). */
export const signupErrorSchema = z.object({
  payload: z.object({ errors: z.record(z.string(), z.string()) }),
  message: z.object({ text: z.string() }),
})
