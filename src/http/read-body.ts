// The one way a route reads a request body: `limitBody(max)` in front of the handler, then `readText`, `readJson`,
// `readForm` or `readFields` inside it. The cap is Hono's bodyLimit, which refuses a declared Content-Length over the
// cap before reading anything and stops a chunked body (no Content-Length) at the first byte over it, so no route ever
// holds more than its cap in memory. A body that does not parse is a 400 naming what was expected, never a 5xx.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'

export const KB = 1024

const JSON_TYPE = /^application\/json\b/i
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/** Contexts whose body went through limitBody: the readers refuse any other, so a route cannot forget the cap. */
const limited = new WeakSet<Context>()

/** `{ message: { text } }` (the customer calls' shape) for callers that send or accept JSON; plain text for the rest. */
export function bodyProblem(c: Context, status: 400 | 413, text: string): Response {
  const headers = { 'cache-control': 'private, no-store' }
  const json = JSON_TYPE.test(c.req.header('content-type') ?? '') || /\bapplication\/json\b/i.test(c.req.header('accept') ?? '')
  return json ? c.json({ message: { text } }, status, headers) : c.text(text, status, headers)
}

export type BodyProblem = (c: Context, status: 400 | 413, text: string) => Response

/** Refuses a body over `maxBytes` with 413 before the handler runs; `problem` shapes the answer (a caller's own JSON). */
export function limitBody(maxBytes: number, problem: BodyProblem = bodyProblem): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => problem(c, 413, `The request body is larger than ${Math.round(maxBytes / KB)} KB.`),
  })
  return async (c, next) => {
    limited.add(c)
    return limit(c, next)
  }
}

function malformed(c: Context, text: string): HTTPException {
  return new HTTPException(400, { res: bodyProblem(c, 400, text) })
}

/** The body as text (the webhook signs the raw bytes). */
export async function readText(c: Context): Promise<string> {
  if (!limited.has(c)) throw new Error(`${c.req.method} ${c.req.path} reads its body without limitBody()`)
  return c.req.text()
}

/** The body parsed as JSON; anything else is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await readText(c)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw malformed(c, 'The request body must be JSON.')
  }
}

/** The string fields of a form post (files are ignored); another content type or a broken multipart body is a 400. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  if (!limited.has(c)) throw new Error(`${c.req.method} ${c.req.path} reads its body without limitBody()`)
  if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) {
    throw malformed(c, 'The request body must be a form (application/x-www-form-urlencoded or multipart/form-data).')
  }
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw malformed(c, 'The form body could not be read.')
  }
  const fields: Record<string, string> = {}
  form.forEach((value, name) => {
    // The last value of a repeated name wins, as with Hono's parseBody.
    if (typeof value === 'string') fields[name] = value
  })
  return fields
}

/** A JSON object or form fields, by content type (the customer calls accept both); anything else is a 400. */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return readForm(c)
  const body = await readJson(c)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw malformed(c, 'The request body must be a JSON object.')
  return body as Record<string, unknown>
}
