// A passing test prints nothing: what the code under test writes to the console is kept per test, shown only when the
// test fails, and an error-level line the test did not ask for fails it (an unexpected error log is a bug). That holds
// for the shop API Worker behind the SHOP_API binding too, whose lines its test build keeps (./shop-api-worker.ts). A test that
// expects error logs says so with `expectErrorLog(event, …)`, and then fails if one of them did not happen; a test that
// spies on console.error itself (vi.spyOn with an implementation) takes those lines out of this check too.
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, onTestFailed } from 'vitest'
import { consoleLine, KEPT_CONSOLE_PATH, LEVELS, type Level } from './shop-api-console'

const INSTALLED = Symbol.for('storefront.quiet-console')

interface Line {
  level: Level
  text: string
}

interface State {
  lines: Line[]
  expected: Set<string>
  allowed: Set<string>
  print: (lines: Line[]) => void
}

const eventOf = (text: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && 'event' in parsed ? String(parsed.event) : undefined
  } catch {
    return undefined
  }
}

function state(): State {
  const found = (globalThis as typeof globalThis & { [INSTALLED]?: State })[INSTALLED]
  if (!found) throw new Error('installQuietConsole() has not run (test/setup/workerd.ts)')
  return found
}

/** This test makes the code log these error events (SPEC §8 keys); each must be logged at least once. */
export function expectErrorLog(...events: string[]): void {
  for (const event of events) state().expected.add(event)
}

/** These error events may follow from what the test provokes (say, the layout of a page during a CMS outage). */
export function allowErrorLog(...events: string[]): void {
  for (const event of events) state().allowed.add(event)
}

/** A CMS outage with nothing cached: the calm 503, and on the way the cache version and the layout fail too. */
export function expectCmsOutageLogs(): void {
  expectErrorLog('cms-unavailable')
  allowErrorLog('cache-version-unavailable', 'empty-hybrid-layout')
}

/** What the shop API Worker wrote since the last call (the lines of the test that just ran), taken from it. */
async function shopApiConsole(): Promise<Line[]> {
  const response = await env.SHOP_API.fetch(`http://shop-api.test${KEPT_CONSOLE_PATH}`)
  return ((await response.json()) as [Level, string][]).map(([level, text]) => ({ level, text }))
}

/**
 * Every line written so far in this test, the shop API Worker's (the queue consumer's) included, for a test that reads
 * its logs: they stay this test's lines, checked after it as every other.
 */
export async function shopApiLines(): Promise<{ level: Level; text: string }[]> {
  const lines = await shopApiConsole()
  state().lines.push(...lines)
  return [...state().lines]
}

export function installQuietConsole(): void {
  const global = globalThis as typeof globalThis & { [INSTALLED]?: State }
  if (!global[INSTALLED]) {
    const original = Object.fromEntries(LEVELS.map((level) => [level, console[level].bind(console)])) as Record<
      Level,
      (...args: unknown[]) => void
    >
    const created: State = {
      lines: [],
      expected: new Set(),
      allowed: new Set(),
      print: (lines) => lines.forEach((line) => original[line.level](line.text)),
    }
    for (const level of LEVELS) console[level] = (...args: unknown[]) => void created.lines.push({ level, text: consoleLine(args) })
    global[INSTALLED] = created
  }
  const current = state()
  beforeEach(() => {
    current.lines = []
    current.expected = new Set()
    current.allowed = new Set()
    // Shown through the real console, so a failure's own log lines appear beside it.
    onTestFailed(() => current.print(current.lines))
  })
  afterEach(async () => {
    current.lines.push(...(await shopApiConsole()))
    const errors = current.lines.filter((line) => line.level === 'error')
    const unexpected = errors.filter((line) => {
      const event = eventOf(line.text) ?? ''
      return !current.expected.has(event) && !current.allowed.has(event)
    })
    if (unexpected.length > 0) {
      throw new Error(
        `The test logged at error level without expecting it (expectErrorLog):\n${unexpected.map((e) => e.text.slice(0, 2000)).join('\n')}`,
      )
    }
    const logged = new Set(errors.map((line) => eventOf(line.text)))
    const missing = [...current.expected].filter((event) => !logged.has(event))
    if (missing.length > 0) throw new Error(`Expected error log events that never came: ${missing.join(', ')}`)
  })
}
