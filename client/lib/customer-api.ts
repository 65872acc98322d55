// One way for the customer islands to call the customer API: JSON answers (`{ payload }`, `{ message: { text } }`),
// credentials of this site only, and a network failure as an answer instead of an exception.
export interface ApiAnswer<T = unknown> {
  status: number | 'network'
  ok: boolean
  payload?: T
  /** `message.text`, worded for the shopper. */
  text?: string
  /** Sign-up's and password-confirm's per-field texts (`payload.errors`). */
  errors?: Record<string, string>
}

/**
 * JSON body for objects; a plain urlencoded form for URLSearchParams (the newsletter's SPEC §7 shape). `once`: the call
 * must not take effect twice (a cart add). It carries an `Idempotency-Key`, and an answer lost on the way (a dropped
 * connection) is asked for again once with the same key: the shop answers the retry with the first call's answer.
 */
export async function callApi<T>(
  url: string,
  method: string,
  body?: object | URLSearchParams,
  { once = false }: { once?: boolean } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body && !(body instanceof URLSearchParams)) headers['content-type'] = 'application/json'
  if (once && typeof crypto.randomUUID === 'function') headers['idempotency-key'] = crypto.randomUUID()
  const answer = await send<T>(url, method, headers, body)
  if (answer.status !== 'network' || !headers['idempotency-key']) return answer
  await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
  return send<T>(url, method, headers, body)
}

/** A lost answer's retry waits this long: a connection dropped under load is back by then. */
const RETRY_AFTER_MS = 1000

async function send<T>(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: object | URLSearchParams | undefined,
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? null : body instanceof URLSearchParams ? body : JSON.stringify(body),
    })
    let json: { payload?: T & { errors?: Record<string, string> }; message?: { text?: string } } = {}
    try {
      json = (await response.json()) as typeof json
    } catch {
      // A body that is not JSON (a proxy's error page): the status says enough.
    }
    const answer: ApiAnswer<T> = { status: response.status, ok: response.ok }
    if (json.payload !== undefined) answer.payload = json.payload
    if (typeof json.message?.text === 'string') answer.text = json.message.text
    if (json.payload?.errors && typeof json.payload.errors === 'object') answer.errors = json.payload.errors
    return answer
  } catch {
    return { status: 'network', ok: false }
  }
}
