// The shop API Worker's app in this isolate (src/api/app.ts: the real site middleware, words and config, the
// marker-stripping paths), with the API's own vars, plus helpers for requests, cookies, customers, the outbox and logs.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import type { ApiBindings } from '../../../src/api/api-env'
import { apiApp } from '../../../src/api/app'
import { openLink, openSealedLinks } from '../../../src/api/customers/outbox-seal'
import { hashPassword, type PasswordRecord } from '../../../src/api/customers/password'
import { getConfig } from '../../../src/config'

/** The shop API Worker's bindings: this isolate's, with the API's own vars (wrangler.api.toml: OUTBOX_KEY, …). */
export const apiEnv = { ...env, ...env.TEST_API_VARS } as ApiBindings

export const HOST = 'cards.de.localhost'
export const ORIGIN = `http://${HOST}`
export const PASSWORD = 'correct horse battery'

export interface CallOptions {
  method?: string
  host?: string
  /** A JSON body (content-type application/json). */
  json?: unknown
  /** Form fields (content-type application/x-www-form-urlencoded). */
  form?: Record<string, string>
  body?: BodyInit
  /** `Cookie` header value. */
  cookie?: string
  /** CF-Connecting-IP; a fresh address per call unless given, so per-IP limits only bite where a test wants them. */
  ip?: string
  /** Send Origin and Sec-Fetch-Site of the site itself (default true). */
  sameOrigin?: boolean
  headers?: Record<string, string>
  env?: ApiBindings
}

export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 256)
  return `10.${byte()}.${byte()}.${byte()}`
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const host = options.host ?? HOST
  const headers: Record<string, string> = { host, 'cf-connecting-ip': options.ip ?? randomIp() }
  if (options.sameOrigin !== false) Object.assign(headers, { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })
  let body = options.body ?? null
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form).toString()
  }
  if (options.cookie) headers.cookie = options.cookie
  Object.assign(headers, options.headers)
  const method = options.method ?? (body === null ? 'GET' : 'POST')
  const request = new Request(`http://${host}${path}`, { method, headers, body, redirect: 'manual' })
  const ctx = createExecutionContext()
  const response = await apiApp.fetch(request, options.env ?? apiEnv, ctx)
  const bytes = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(response.status === 303 || bytes.byteLength === 0 ? null : bytes, response)
}

/** The parsed JSON body. */
export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T
}

export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie()
}

/** The value a Set-Cookie header gives `name` (`__Host-session`), or undefined. */
export function cookieValue(response: Response, name: string): string | undefined {
  for (const line of setCookies(response)) {
    const [pair] = line.split(';')
    const at = pair?.indexOf('=') ?? -1
    if (pair && at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1)
  }
  return undefined
}

export function sessionCookie(response: Response): string {
  const value = cookieValue(response, '__Host-session')
  if (!value) throw new Error(`no session cookie in ${JSON.stringify(setCookies(response))}`)
  return `__Host-session=${value}`
}

export function uniqueEmail(label = 'shopper'): string {
  return `${label}-${crypto.randomUUID().slice(0, 12)}@example.com`
}

export interface TestCustomer {
  id: number
  email: string
  password: string
}

/** A customer written straight to D1 (sign-up's own tests go through the mail link). */
export async function createCustomer(
  options: {
    email?: string
    password?: string
    brand?: 'cards' | 'poster'
    whitelabel?: boolean
    record?: PasswordRecord
    /** false: an account whose address was never confirmed (signed up, link not opened). */
    confirmed?: boolean
  } = {},
): Promise<TestCustomer> {
  const email = options.email ?? uniqueEmail()
  const password = options.password ?? PASSWORD
  const record = options.record ?? (await hashPassword(password))
  const now = Date.now()
  const row = await env.DB.prepare(
    `INSERT INTO customers (brand, email, email_key, first_name, last_name, is_whitelabel, locale, password_algorithm,
       password_iterations, password_salt, password_hash, created_at, updated_at, confirmed_at)
     VALUES (?, ?, ?, 'Erika', 'Mustermann', ?, 'de-DE', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      options.brand ?? 'cards',
      email,
      email.toLowerCase(),
      options.whitelabel ? 1 : 0,
      record.algorithm,
      record.iterations,
      record.salt,
      record.hash,
      now,
      now,
      options.confirmed === false ? null : now,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('customer not created')
  return { id: row.id, email, password }
}

export async function login(email: string, password = PASSWORD, options: CallOptions = {}): Promise<Response> {
  return call('/web-api/customer-login', { json: { email, password }, ...options })
}

/** Logs in and answers the Cookie header value of the new session. */
export async function loggedIn(customer: TestCustomer, options: CallOptions = {}): Promise<string> {
  const response = await login(customer.email, customer.password, options)
  if (response.status !== 200) throw new Error(`log-in failed with ${response.status}`)
  return sessionCookie(response)
}

export interface OutboxRow {
  id: number
  kind: string
  brand: string
  locale: string
  to_address: string
  subject: string
  body: string
}

/** The rows as stored: each mail's link sealed (src/api/customers/outbox-seal.ts). */
export async function storedOutboxFor(address: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, kind, brand, locale, to_address, subject, body FROM outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(address)
    .all<OutboxRow>()
  return results
}

/** The mails as their recipient reads them: links opened with the API's test configuration's OUTBOX_KEY, as delivery would. */
export async function outboxFor(address: string): Promise<OutboxRow[]> {
  const key = getConfig(apiEnv).outboxKey ?? ''
  return Promise.all((await storedOutboxFor(address)).map(async (row) => ({ ...row, body: await openSealedLinks(row.body, key, row) })))
}

/** The List-Unsubscribe URL of the latest newsletter mail to `address`, opened as delivery opens it. */
export async function unsubscribeUrlOf(address: string): Promise<URL> {
  const row = await env.DB.prepare(
    "SELECT kind, brand, to_address, list_unsubscribe FROM outbox WHERE to_address = ? AND kind = 'newsletter-confirm' ORDER BY id DESC",
  )
    .bind(address)
    .first<{ kind: string; brand: string; to_address: string; list_unsubscribe: string | null }>()
  if (!row?.list_unsubscribe) throw new Error(`no newsletter mail with List-Unsubscribe to ${address}`)
  return new URL(await openLink(row.list_unsubscribe, getConfig(apiEnv).outboxKey ?? '', row))
}

/** The one http(s) link of a mail body. */
export function linkIn(mail: OutboxRow | undefined): URL {
  const match = /https?:\/\/\S+/.exec(mail?.body ?? '')
  if (!match) throw new Error(`no link in ${mail?.body ?? 'no mail'}`)
  return new URL(match[0])
}

/** Path and query of a URL, as `call` takes it. */
export function pathOf(url: URL): string {
  return url.pathname + url.search
}

export interface LogLine {
  level: string
  event: string
  [field: string]: unknown
}

/** Captures the JSON log lines written while a test runs; call `restore` at the end (or use afterEach). */
export function captureLogs(): { lines: () => LogLine[]; events: () => string[]; restore: () => void } {
  const captured: LogLine[] = []
  const record = (...args: unknown[]) => {
    try {
      captured.push(JSON.parse(String(args[0])) as LogLine)
    } catch {
      // not one of ours
    }
  }
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(record),
    vi.spyOn(console, 'warn').mockImplementation(record),
    vi.spyOn(console, 'error').mockImplementation(record),
  ]
  return {
    lines: () => captured,
    events: () => captured.map((line) => line.event),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  }
}

/** A browser's POST to a site call: JSON or a plain form, same-origin unless `crossSite`, from a fresh address by default. */
export interface Post {
  host?: string
  json?: unknown
  form?: Record<string, string>
  cookie?: string
  ip?: string
  crossSite?: boolean
  env?: ApiBindings
}

export function post(path: string, options: Post): Promise<Response> {
  const crossSite: Record<string, string> = options.crossSite ? { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } : {}
  return call(path, {
    method: 'POST',
    ...(options.host ? { host: options.host } : {}),
    ...(options.form ? { form: options.form } : { json: options.json ?? {} }),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ip: options.ip ?? randomIp(),
    sameOrigin: !options.crossSite,
    headers: crossSite,
    ...(options.env ? { env: options.env } : {}),
  })
}
