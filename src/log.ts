// Structured logs: one JSON line per event, keyed by the SPEC §8 event names, read with `wrangler tail` or Workers Logs.
type Level = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

function write(level: Level, event: string, fields: LogFields): void {
  const line = JSON.stringify({ level, event, ...fields, ...(fields.error instanceof Error ? { error: errorFields(fields.error) } : {}) })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

function errorFields(error: Error): LogFields {
  return { name: error.name, message: error.message, stack: error.stack }
}

export const log = {
  info: (event: string, fields: LogFields = {}) => write('info', event, fields),
  warn: (event: string, fields: LogFields = {}) => write('warn', event, fields),
  error: (event: string, fields: LogFields = {}) => write('error', event, fields),
}
