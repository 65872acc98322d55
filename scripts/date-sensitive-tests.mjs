// The workerd test files whose outcome can depend on the date, found by a rule rather than kept as a list: a file is
// date-sensitive when it, or a test-side module it imports (test/fixtures, test/mocks, helpers), pins or reads the clock
// or writes a calendar date. `npm run test:dates` runs these a year ahead and a year back (scripts/test-dates.mjs): a
// date frozen into a test, a fixture or the code they reach then fails the day it is written, without the whole suite
// running twice more. `node scripts/date-sensitive-tests.mjs --list` prints the list.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The workerd project's folders (test/vitest.config.ts's `include`). */
export const WORKERD_FOLDERS = ['domain', 'cache', 'content', 'loaders', 'routes', 'api', 'shop']

/**
 * What marks a source as reading or fixing time: the suite's clock helpers, `Date.now()`, `new Date`, the word clock, the demo space's relative dates, and a literal calendar date (`2026-12-24`).
 */
export const TIME_MARK =
  /\bpinClock\b|\bTEST_NOW\b|\bDate\.now\b|\bnew Date\b|\bDate\.(?:parse|UTC)\b|[Cc]lock\b|relative-dates|\b\d{4}-\d{2}-\d{2}\b/

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
}

/** Whether `file` or a module under test/ it imports (transitively) carries a time mark; `seen` guards circles. */
function marked(file, testRoot, memo, seen = new Set()) {
  if (memo.has(file)) return memo.get(file)
  if (seen.has(file)) return false
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  let found = TIME_MARK.test(text)
  if (!found) {
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2])
      // Only the test side: the source under test reads the clock nearly everywhere, which would select every file.
      if (target && target.startsWith(testRoot) && marked(target, testRoot, memo, seen)) {
        found = true
        break
      }
    }
  }
  memo.set(file, found)
  return found
}

function testFiles(folder) {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The date-sensitive workerd test files, as paths relative to `root`, sorted. */
export function dateSensitiveTests(root = ROOT) {
  const testRoot = join(root, 'test')
  const memo = new Map()
  return WORKERD_FOLDERS.flatMap((folder) => testFiles(join(testRoot, folder)))
    .filter((file) => marked(file, testRoot, memo))
    .map((file) => relative(root, file))
    .sort()
}

/**
 * `npm run test:dates`: the date-sensitive files in workerd a year ahead, then a year back (TEST_CLOCK, test/setup/clock.ts);
 * `--list` prints them instead. Extra arguments go to vitest.
 */
async function main(argv) {
  const files = dateSensitiveTests()
  if (argv.includes('--list')) {
    for (const file of files) console.log(file)
    return 0
  }
  const { spawn } = await import('node:child_process')
  const { testEnv } = await import('./test-env.mjs')
  const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
  // Both clocks at once, each in its own vitest and workerd: one workerd keeps one core busy, and this machine has two.
  // The first run's output streams, the second's follows it.
  const held = []
  let holding = true
  const run = (clock, show) => {
    const child = spawn(process.execPath, [vitest, 'run', '--config', 'test/vitest.config.ts', '--project', 'workers', ...argv, ...files], {
      cwd: ROOT,
      env: testEnv({ TEST_CLOCK: clock }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => show(process.stdout, chunk))
    child.stderr.on('data', (chunk) => show(process.stderr, chunk))
    return new Promise((done) => child.on('close', (code, signal) => done({ clock, code: code ?? (signal ? 1 : 0) })))
  }
  const back = run('-1y', (stream, chunk) => (holding ? held.push([stream, chunk]) : stream.write(chunk)))
  const ahead = await run('+1y', (stream, chunk) => stream.write(chunk))
  holding = false
  for (const [stream, chunk] of held.splice(0)) stream.write(chunk)
  const failed = [ahead, await back].filter(({ code }) => code !== 0)
  for (const { clock } of failed) console.error(`test:dates: the date-sensitive files failed with the clock at ${clock}`)
  return failed[0]?.code ?? 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2))
