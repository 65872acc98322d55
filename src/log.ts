// Structured logs: one JSON line per event, keyed by the SPEC §8 event names, read with `wrangler tail` or Workers Logs.
// Every line carries the request it belongs to (request id, host, path) from an AsyncLocalStorage scope opened by the
// request-context middleware, so modules log without passing context around. No personal data, no secrets.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { LogEvent } from './log-events'

type Level = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface RequestLogContext {
  requestId: string
  host: string
  path: string
  /** `logging=0` on the request: the visit asked for no remote logging (SPEC §2); errors are still kept. */
  quiet: boolean
}

export const requestLogContext = new AsyncLocalStorage<RequestLogContext>()

function errorFields(error: Error): LogFields {
  return { name: error.name, message: error.message, stack: error.stack }
}

function write(level: Level, event: LogEvent, fields: LogFields, always = false): void {
  const request = requestLogContext.getStore()
  if (request?.quiet && level === 'info' && !always) return
  const { error, ...rest } = fields
  // One-time tokens (password reset, sign-up, newsletter links; the visual editor's `_storyblok_tk[token]`) travel in
  // URLs, and any URL may reach a line (a browser error's page, an error message): their values never do.
  const line = JSON.stringify({
    level,
    event,
    ...(request ? { requestId: request.requestId, host: request.host, path: request.path } : {}),
    ...rest,
    ...(error === undefined ? {} : { error: error instanceof Error ? errorFields(error) : String(error) }),
  }).replace(/(token(\]|%5D)?(=|%3D))[^&#"\s\\]+/gi, '$1…')
  if (level === 'error' && typeof error === 'object' && error !== null) logged.add(error)
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

// "Once per isolate" must not become a leak: ids come from CMS content and requests, so past a cap the memory is
// reset (an event may then be logged again, which is harmless).
const ONCE_CAP = 1000
const loggedOnce = new Set<string>()

/** Errors already written to the log: the error page does not log a failure the renderer reported (SPEC §8: once). */
const logged = new WeakSet<object>()

/** Whether this error object was already logged at error level. */
export function wasLogged(error: unknown): boolean {
  return typeof error === 'object' && error !== null && logged.has(error)
}

export const log = {
  info: (event: LogEvent, fields: LogFields = {}) => write('info', event, fields),
  warn: (event: LogEvent, fields: LogFields = {}) => write('warn', event, fields),
  error: (event: LogEvent, fields: LogFields = {}) => write('error', event, fields),
  /** A security event (the authentication log): info level, kept even when the visit asked for no logging. */
  security: (event: LogEvent, fields: LogFields) => write('info', event, fields, true),
  /** Logs an event at most once per isolate for the same `id` (a CMS key, a block, a product): not on every view. */
  once(level: Level, event: LogEvent, id: string, fields: LogFields = {}): void {
    const key = `${event}\u0000${id}`
    if (loggedOnce.has(key)) return
    if (loggedOnce.size >= ONCE_CAP) loggedOnce.clear()
    loggedOnce.add(key)
    write(level, event, fields)
  },
  /** Forgets what `once` has logged (tests). */
  forgetOnce: () => loggedOnce.clear(),
}
