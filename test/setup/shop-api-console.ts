// What both Workers of the workerd tests write to the console, kept as lines: the storefront's by the quiet console in
// the tests' own isolate (./quiet-console.ts), the shop API Worker's by its test build (./shop-api-worker.ts), which
// hands them over on one path only that build answers.

/**
 * The path only the shop API Worker's test build answers: what that Worker wrote to the console since the last call, as
 * [level, text] pairs, which the quiet console takes after each test.
 */
export const KEPT_CONSOLE_PATH = '/__test/console'

export type Level = 'debug' | 'log' | 'info' | 'warn' | 'error'
export const LEVELS: readonly Level[] = ['debug', 'log', 'info', 'warn', 'error']

/** A console call's arguments as one line of text, as the runtime would print them. */
export const consoleLine = (args: unknown[]): string =>
  args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? (arg.stack ?? String(arg)) : JSON.stringify(arg))).join(' ')
