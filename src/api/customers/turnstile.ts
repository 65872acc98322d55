// The newsletter's bot check: Cloudflare Turnstile's siteverify, when a secret is configured (SPEC §5, §7: the form's
// `reCaptchaToken` field carries the widget's token).
import * as z from 'zod/mini'

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const TIMEOUT_MS = 3000

const answerSchema = z.object({ success: z.boolean(), 'error-codes': z._default(z.array(z.string()), []) })

export interface TurnstileResult {
  success: boolean
  errorCodes: string[]
}

/** Asks Turnstile whether `token` is a fresh, valid widget answer. Throws when Turnstile cannot be asked. */
export async function verifyTurnstile(secret: string, token: string, ip: string | undefined): Promise<TurnstileResult> {
  const form = new FormData()
  form.set('secret', secret)
  form.set('response', token)
  if (ip) form.set('remoteip', ip)
  const response = await fetch(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) throw new Error(`Turnstile siteverify answered ${response.status}`)
  const answer = answerSchema.parse(await response.json())
  return { success: answer.success, errorCodes: answer['error-codes'] }
}
