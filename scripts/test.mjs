// `npm test`: the workerd projects and the browser project side by side, each in its own vitest. One vitest runs its projects one after the
// other when they differ in parallelism (workerd files in one workerd, browser files two at a time), and the workerd
// files keep a core busy while the browser files mostly wait on pages: side by side the suite takes about the time of
// the longer of the two. The workerd project's output streams as it comes, the browser project's follows it.
// Extra arguments go to both, `{project}` in them replaced by the project's name (`npm test -- --reporter=json
// --outputFile.json=out-{project}.json`); with a file filter the project it matches nothing of passes. The exit code
// fails if either fails.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { testEnv } from './test-env.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
const extra = process.argv.slice(2)
// A file filter (`npm test -- test/routes/seo.test.ts`) names files of one project only.
const filtered = extra.some((arg) => !arg.startsWith('-'))
const args = (project) => [...extra.map((arg) => arg.replaceAll('{project}', project)), ...(filtered ? ['--passWithNoTests'] : [])]
const started = Date.now()

/**
 * Runs one vitest for the projects (the first names it in `{project}`); `show` decides when its output is written (live,
 * or held until the other has finished).
 */
function run([project, ...more], show) {
  const projects = [project, ...more].flatMap((name) => ['--project', name])
  const child = spawn(process.execPath, [vitest, 'run', '--config', 'test/vitest.config.ts', ...projects, ...args(project)], {
    cwd: root,
    env: testEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => show(process.stdout, chunk))
  child.stderr.on('data', (chunk) => show(process.stderr, chunk))
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

const held = []
let holding = true
const live = (stream, chunk) => stream.write(chunk)
const later = (stream, chunk) => (holding ? held.push([stream, chunk]) : stream.write(chunk))

const e2e = run(['e2e'], later)
// The workerd files with React's production build, and the few that render with its development build.
const workers = await run(['workers', 'react-dev'], live)
holding = false
for (const [stream, chunk] of held.splice(0)) stream.write(chunk)
const browser = await e2e
process.stdout.write(
  `\nnpm test: workers ${workers === 0 ? 'passed' : 'FAILED'}, e2e ${browser === 0 ? 'passed' : 'FAILED'}, ` +
    `${Math.round((Date.now() - started) / 1000)} s in all\n`,
)
process.exit(workers || browser)
