// How a form call (customer, cart, contact) reads its input and answers: islands get JSON (`{ payload }`,
// `{ message: { text } }`), plain HTML forms get a 303 back to the page they came from with a short result code in the
// query (see src/api/customers/routes.ts).
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isSameSitePath } from '../domain/cookies'
import { normaliseSitePath } from '../domain/links'
import type { SiteRequest } from './context'
import { readFields as readBodyFields } from './read-body'

export type ReplyMode = 'json' | 'form'

/** JSON for a JSON body or a caller that accepts JSON (an island posting a form with fetch); a redirect otherwise. */
export function replyMode(c: Context): ReplyMode {
  if (/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return 'json'
  return /\bapplication\/json\b/i.test(c.req.header('accept') ?? '') ? 'json' : 'form'
}

/**
 * The body as named values: a JSON object, or form fields (strings only; files are ignored). Undefined: unreadable, and
 * the call answers its own 400 in the shopper's language. The cap is limitBody's, in front of every call.
 */
export async function readFields(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    return await readBodyFields(c)
  } catch (error) {
    if (error instanceof HTTPException && error.status === 400) return undefined
    throw error
  }
}

/** `back` with `params` set in its query (replacing earlier values of the same names), keeping its fragment. */
export function withQuery(back: string, params: Readonly<Record<string, string>>): string {
  const hashAt = back.indexOf('#')
  const hash = hashAt < 0 ? '' : back.slice(hashAt)
  const beforeHash = hashAt < 0 ? back : back.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1))
  for (const [name, value] of Object.entries(params)) query.set(name, value)
  return `${path}?${query.toString()}${hash}`
}

/** What a call decided, before it is answered as JSON or as a redirect. */
export interface Outcome {
  status: ContentfulStatusCode
  /** The result code a plain form post carries back, e.g. `logged-in`. */
  code: string
  payload?: unknown
  /** `message.text`, shown to the shopper as it is. */
  text?: string
  /** Sign-up's per-field texts, answered as `payload.errors`. */
  errors?: Record<string, string>
  retryAfterSeconds?: number
  /** More query parameters for the redirect (e.g. `fields=email,password`). */
  query?: Record<string, string>
}

export interface ReplyTarget {
  mode: ReplyMode
  /** The query parameter carrying the result code: `customer`, `newsletter` or `wishlist`. */
  param: string
  /** A safe same-site path (see backPath). */
  back: string
}

export const NO_STORE = { 'cache-control': 'private, no-store' }

export function reply<E extends SiteRequest>(c: Context<E>, outcome: Outcome, target: ReplyTarget): Response {
  if (outcome.retryAfterSeconds !== undefined) c.header('retry-after', String(outcome.retryAfterSeconds))
  if (target.mode === 'form') {
    const location = c.get('origin') + withQuery(target.back, { [target.param]: outcome.code, ...outcome.query })
    return c.redirect(location, 303)
  }
  const body: { payload?: unknown; message?: { text: string } } = {}
  if (outcome.errors) body.payload = { ...(outcome.payload as object | undefined), errors: outcome.errors }
  else if (outcome.payload !== undefined) body.payload = outcome.payload
  if (outcome.text !== undefined) body.message = { text: outcome.text }
  return c.json(body, outcome.status, NO_STORE)
}

/**
 * Where a shop or form call's post returns to: its `back` field when that is a path on this site, else the site's home
 * page. Unlike returnPath (src/respond/return-path.ts) it logs nothing for a refused value.
 */
export function backPath<E extends SiteRequest>(c: Context<E>, back: unknown): string {
  if (isSameSitePath(back)) return normaliseSitePath(back)
  return `${c.get('site').basePath}/`
}
