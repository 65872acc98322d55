// Structured logs: one JSON line per event, keyed by the SPEC §8 event names, read with `wrangler tail` or Workers Logs.
// Every line carries the request it belongs to (request id, host, path) from an AsyncLocalStorage scope opened by the
// request-context middleware, so modules log without passing context around. No personal data, no secrets.
import { AsyncLocalStorage } from 'node:async_hooks'

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

function write(level: Level, event: string, fields: LogFields): void {
  const request = requestLogContext.getStore()
  if (request?.quiet && level === 'info') return
  const { error, ...rest } = fields
  const line = JSON.stringify({
    level,
    event,
    ...(request ? { requestId: request.requestId, host: request.host, path: request.path } : {}),
    ...rest,
    ...(error === undefined ? {} : { error: error instanceof Error ? errorFields(error) : String(error) }),
  })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

export const log = {
  info: (event: string, fields: LogFields = {}) => write('info', event, fields),
  warn: (event: string, fields: LogFields = {}) => write('warn', event, fields),
  error: (event: string, fields: LogFields = {}) => write('error', event, fields),
}
