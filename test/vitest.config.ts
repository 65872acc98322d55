// Two projects: `workers` runs domain, content and route tests inside workerd (real KV and D1 via Miniflare);
// `e2e` drives Debian's Chromium against both Workers in one Miniflare (scripts/local-shop.mjs).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { build } from 'esbuild'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler'
import { writeComponents } from '../scripts/cms-components.mjs'
import { DEV_SECRET_NAMES } from '../scripts/dev-secrets.mjs'
import { buildDemoSpaces } from '../scripts/demo-space.mjs'
import { islandClientFiles, islandViewNames, REGISTRY, registrySource } from '../scripts/island-registry.mjs'
import { apiReachesStorefront, fileCircles, importGraph, mutualFolderEdges } from '../scripts/lint/folder-graph.mjs'
import { workerFacts } from '../scripts/ops/preflight.mjs'
import { deployedAssetFiles } from '../scripts/ops/deploy-assets.mjs'
import { WORKERS } from '../scripts/ops/required-secrets.mjs'
import { dateSensitiveTests, WORKERD_FOLDERS } from '../scripts/date-sensitive-tests.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The secrets the tests' Workers run with: fixed test values, whatever this checkout's .dev.vars holds. */
const TEST_SECRETS = {
  storefront: { STORYBLOK_WEBHOOK_SECRET: 'test-webhook-secret', OPS_TOKEN: 'test-operator-token-0123' },
  api: { OUTBOX_KEY: 'test-outbox-key-0123456789abcdefghijkl', AUTH_LOG_KEY: 'test-auth-log-key-0123456789abcdefghij' },
}

/**
 * The instant the workerd tests run at (test/setup/clock.ts): now, or TEST_CLOCK moved (`+1y`, `-1y`, `+30d`) or fixed
 * (an ISO date). CI runs the suite a year ahead too, so a date frozen into content fails the day it is written.
 */
function testNow(clock = process.env.TEST_CLOCK): number {
  const now = Date.now()
  if (!clock) return now
  const shift = /^([+-]\d+)([yd])$/.exec(clock)
  if (shift) return now + Number(shift[1]) * (shift[2] === 'y' ? 365 : 1) * 86_400_000
  const fixed = Date.parse(clock)
  if (Number.isNaN(fixed)) throw new Error(`TEST_CLOCK=${clock}: use +1y, -1y, +30d or an ISO date`)
  return fixed
}

/**
 * What `npm run cms:components -- --space 1 --path <dir>` leaves for Storyblok's CLI: the folder it wrote, relative to
 * `<dir>`, and every file in it (name -> text). test/content/cms-components-push.test.ts loads it by the CLI's rules.
 */
async function componentsPushFolder(): Promise<{ folder: string; files: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-components-'))
  try {
    const { folder } = await writeComponents({ space: '1', path: dir })
    const files = Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')]))
    return { folder: relative(dir, folder), files }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The island files as they are on disk (workerd reads no files): the views' island names, every file in the client's
 * islands folder, and the committed registry beside the one scripts/island-registry.mjs would write now.
 */
function islandFiles(): { views: string[]; clients: string[]; registry: { committed: string; generated: string } } {
  const views = islandViewNames(root)
  const registry = { committed: readFileSync(join(root, REGISTRY), 'utf8'), generated: registrySource(views) }
  return { views, clients: islandClientFiles(root), registry }
}

/**
 * The shop API Worker as the storefront's SHOP_API binding reaches it: bindings and vars from its own config
 * (wrangler.api.toml: the same D1 database, the words through ASSETS), its script bundled here, since an auxiliary
 * worker runs a built script. Its vars go to the tests too (`TEST_API_VARS`), for the tests that run its code in-process.
 */
async function shopApiWorker() {
  const { workerOptions: api, main } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.api.toml'))
  if (!main) throw new Error('wrangler.api.toml names no main module')
  if (relative(root, main) !== join('src', 'api', 'index.ts'))
    throw new Error(`test/setup/shop-api-worker.ts wraps src/api/index.ts, but wrangler.api.toml's main is ${main}`)
  // One file per clock: `npm run test:dates` runs a year ahead and a year back at once, each building its own.
  const clockLabel = process.env.TEST_CLOCK ? `-${process.env.TEST_CLOCK.replace(/[^\w+-]/g, '_')}` : ''
  const scriptPath = join(root, '.wrangler', 'test', `shop-api${clockLabel}.mjs`)
  // The API Worker keeps the suite's clock too (TEST_CLOCK moves it a year ahead or back): a session or reset token the
  // tests store at the suite's time must not look expired, or not yet issued, to the Worker that reads it.
  const shift = testNow() - Date.now()
  const suiteClock = `{const RealDate=Date,shift=${shift};globalThis.Date=class extends RealDate{constructor(...a){a.length?super(...a):super(RealDate.now()+shift)}static now(){return RealDate.now()+shift}}}`
  await build({
    // The real Worker, its console kept for the tests instead of printed (test/setup/shop-api-worker.ts imports `main`).
    entryPoints: [join(root, 'test', 'setup', 'shop-api-worker.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['node:*', 'cloudflare:*'],
    logLevel: 'warning',
    ...(process.env.TEST_CLOCK ? { banner: { js: suiteClock } } : {}),
  })
  // The first retry of a failed mail waits no time here: the tests see retries and the dead letter at once.
  const vars = { ...(api.bindings as Record<string, string>), ...TEST_SECRETS.api, ENVIRONMENT: 'test', MAIL_RETRY_SECONDS: '0' }
  // The outbox queue as wrangler.api.toml declares it (max_retries, dead-letter queue), flushed at once and retried
  // without delay, so a test waits for no batch timer.
  const queueConsumers = Object.fromEntries(
    Object.entries(api.queueConsumers ?? {}).map(([queue, consumer]) => [
      queue,
      { ...(consumer as { deadLetterQueue?: string }), maxBatchTimeout: 0, retryDelay: 0 },
    ]),
  )
  const worker = {
    name: 'print-storefront-api',
    modules: true,
    scriptPath,
    compatibilityDate: api.compatibilityDate,
    compatibilityFlags: api.compatibilityFlags,
    bindings: vars,
    d1Databases: api.d1Databases,
    assets: api.assets,
    queueProducers: api.queueProducers,
    queueConsumers,
  }
  return { worker, vars, queueProducers: api.queueProducers, deadLetterReader: deadLetterReader(queueConsumers) }
}

/**
 * A test-only Worker consuming the outbox's dead-letter queue (production has no consumer there: messages lie in it for
 * the operator), keeping what arrives for the tests, which read it through the DEAD_LETTERS binding.
 */
function deadLetterReader(consumers: Record<string, { deadLetterQueue?: string }>) {
  const queues = Object.values(consumers).flatMap((consumer) => (consumer.deadLetterQueue ? [consumer.deadLetterQueue] : []))
  return {
    name: 'outbox-dead-letters',
    modules: true,
    script: `const kept = []
export default {
  queue(batch) { for (const message of batch.messages) { kept.push({ queue: batch.queue, body: message.body }); message.ack() } },
  fetch() { return Response.json(kept.splice(0)) },
}`,
    queueConsumers: Object.fromEntries(queues.map((queue) => [queue, { maxBatchTimeout: 0 }])),
  }
}

type BundleEnv = 'development' | 'production' | 'preview'

/**
 * The storefront's modules as each environment bundles it, with that environment's [define] and wrangler.toml's
 * [alias] (esbuild, as wrangler bundles), and the bundled code: test/api/worker-configs.test.ts checks what production
 * leaves out, test/api/stand-ins.test.ts that neither production nor preview holds a stand-in.
 */
async function storefrontBundles(): Promise<{ modules: Record<'development' | 'production', string[]>; code: Record<BundleEnv, string> }> {
  const inputs = async (env: string | undefined) => {
    const config = unstable_readConfig({ config: join(root, 'wrangler.toml'), env }, { hideWarnings: true })
    const alias = Object.fromEntries(Object.entries<string>(config.alias ?? {}).map(([name, path]) => [name, join(root, path)]))
    const result = await build({
      entryPoints: [join(root, 'src/index.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      external: ['node:*', 'cloudflare:*'],
      // As wrangler bundles for deploy (`npm run deploy` sets NODE_ENV=production): React's production builds.
      define: env ? { ...config.define, 'process.env.NODE_ENV': '"production"' } : config.define,
      alias,
      // Dead branches folded as wrangler's minify does; no whitespace or comments (module paths), so the code is code.
      minifySyntax: true,
      minifyWhitespace: true,
      logLevel: 'warning',
    })
    // The modules with code in the output; the metafile's own `inputs` also lists those tree-shaken away.
    const output = Object.values(result.metafile.outputs)[0]
    const kept = Object.entries(output?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0)
    return { modules: kept.map(([path]) => relative(root, join(root, path))), code: result.outputFiles[0]?.text ?? '' }
  }
  const [development, production, preview] = await Promise.all([inputs(undefined), inputs('production'), inputs('preview')])
  return {
    modules: { development: development.modules, production: production.modules },
    code: { development: development.code, production: production.code, preview: preview.code },
  }
}

/**
 * The browser's island bundle as `npm run build:client` builds it (one build for every environment): all its files'
 * code, for test/api/stand-ins.test.ts.
 */
async function clientBundle(): Promise<string> {
  const result = await build({
    entryPoints: { client: join(root, 'client/index.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: join(root, '.wrangler', 'test', 'client'),
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  })
  return result.outputFiles.map((file) => file.text).join('\n')
}

type Database = { binding: string; database_id?: string; migrations_dir?: string }
type Service = { binding: string; service: string }
type QueueProducer = { binding: string; queue: string }
type QueueConsumer = { queue: string; max_retries?: number; dead_letter_queue?: string }
type DurableObjectBinding = { name: string; class_name: string }

/** What each environment of the two Workers' configs says about the other (test/api/worker-configs.test.ts). */
function workerConfigs() {
  const read = (file: string, env: string | undefined) => {
    const config = unstable_readConfig({ config: join(root, file), env }, { hideWarnings: true })
    return {
      name: config.name ?? '',
      vars: config.vars as Record<string, string>,
      databases: config.d1_databases.map((db: Database) => ({
        binding: db.binding,
        database_id: db.database_id,
        migrations_dir: db.migrations_dir,
      })),
      services: config.services?.map((bound: Service) => ({ binding: bound.binding, service: bound.service })) ?? [],
      crons: config.triggers.crons ?? [],
      // What `npm run doctor` reads of it (scripts/ops/preflight.mjs): routes, defines, bindings, queues.
      facts: workerFacts(config),
      queues: {
        producers: (config.queues.producers ?? []).map((queue: QueueProducer) => ({ binding: queue.binding, queue: queue.queue })),
        consumers: (config.queues.consumers ?? []).map((queue: QueueConsumer) => ({
          queue: queue.queue,
          max_retries: queue.max_retries,
          dead_letter_queue: queue.dead_letter_queue,
        })),
      },
      durableObjects: config.durable_objects.bindings.map((bound: DurableObjectBinding) => ({
        name: bound.name,
        class_name: bound.class_name,
      })),
      migrations: config.migrations,
    }
  }
  // Every name that is a secret somewhere: no environment of either Worker may hold one as a plain var.
  const secretNames = [
    ...new Set([...DEV_SECRET_NAMES, ...WORKERS.flatMap((worker) => Object.values(worker.secrets).flatMap(Object.keys))]),
  ]
  return Object.fromEntries(
    [undefined, 'production', 'preview'].map((env) => [
      env ?? 'development',
      { storefront: read('wrangler.toml', env), api: read('wrangler.api.toml', env), secretNames },
    ]),
  )
}

/**
 * The documentation as it is on disk (workerd reads no files): README.md and docs/*.md (path -> text), and every file and
 * folder of the repository a link could name (what .gitignore names by path or name left out, and .git).
 */
function docFiles(): { documents: Record<string, string>; paths: string[] } {
  const docs = existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')) : []
  const documents = Object.fromEntries(
    ['README.md', ...docs.map((name) => `docs/${name}`)].map((path) => [path, readFileSync(join(root, path), 'utf8')]),
  )
  const ignored = new Set([
    '.git',
    ...readFileSync(join(root, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/\/$/, '')),
  ])
  const paths: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (ignored.has(path) || ignored.has(entry.name)) continue
      paths.push(path)
      if (entry.isDirectory()) walk(path)
    }
  }
  walk('')
  return { documents, paths }
}

/**
 * What `npm run test:dates` runs (scripts/date-sensitive-tests.mjs) beside what it could: every workerd test file, and
 * the ones that pin the clock by name (test/api/test-dates.test.ts checks the rule finds them).
 */
function dateSensitiveFiles(): { selected: string[]; all: string[]; pinning: string[] } {
  const all: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.test\.tsx?$/.test(entry.name)) all.push(path)
    }
  }
  for (const folder of WORKERD_FOLDERS) walk(`test/${folder}`)
  const pinning = all.filter((path) => /\bpinClock\(|\bDate\.now\(\)/.test(readFileSync(join(root, path), 'utf8')))
  return { selected: dateSensitiveTests(root), all: all.sort(), pinning: pinning.sort() }
}

/** The src/ folder graph's problems as scripts/lint/folder-graph.mjs finds them (workerd reads no files). */
function folderGraph(): { mutual: string[]; circles: string[][]; apiReaches: string[] } {
  const graph = importGraph()
  return { mutual: mutualFolderEdges(graph.all), circles: fileCircles(graph.runtime), apiReaches: apiReachesStorefront(graph.all) }
}

// workerd's shutdown notice for the test runner's socket, once per runtime, and Miniflare's note on moving an outbox
// message to the dead-letter queue, which test/api/mail/delivery.test.ts provokes and checks: they say nothing new.
const NOTICES = ['disconnected: WebSocket peer disconnected', 'to dead letter queue "print-storefront-outbox']
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream)
  stream.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    NOTICES.some((notice) => String(chunk).includes(notice)) ? true : write(chunk, ...rest)) as typeof stream.write
}

/**
 * Whether the command line asks for the browser project alone (`--project e2e`, as `npm test` starts one of its two
 * vitests): then the workerd project's preparations (bundles, demo spaces) are not built for nothing.
 */
function browserProjectAlone(argv = process.argv): boolean {
  const asked = argv.flatMap((arg, i) => (arg === '--project' ? [argv[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : []))
  return asked.length > 0 && asked.every((name) => name === 'e2e')
}

export default defineConfig(async () => {
  const e2e = {
    test: {
      name: 'e2e',
      include: ['test/e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['./test/e2e/global-setup.ts'],
      // Guards against a hung page, not a speed measure: a busy 2-core box needs room.
      testTimeout: 60_000,
      hookTimeout: 90_000,
      // Islands load their chunk on first use; on a busy 2-core CI box that can take longer than the default 1 s.
      expect: { poll: { timeout: 5_000 } },
      // One local shop and one Chromium for the whole run, two files at a time: each test has its own browser
      // context and its own data (fresh e-mail addresses, paths of its own).
      maxWorkers: 2,
      // Files share their worker process and its modules (playwright-core's client is loaded once per process, not
      // once per file); a file keeps nothing global but its browser connection, which it closes.
      isolate: false,
    },
  } satisfies TestProjectInlineConfiguration
  if (browserProjectAlone()) return { root, test: { projects: [e2e] } }
  const [migrations, demoSpaces, componentsFolder, shopApi, bundles, client] = await Promise.all([
    readD1Migrations(`${root}/migrations`),
    buildDemoSpaces(),
    componentsPushFolder(),
    shopApiWorker(),
    storefrontBundles(),
    clientBundle(),
  ])
  /**
   * A workerd project: the storefront in Miniflare with the suite's bindings. `react` picks React's build: the
   * production build the deployed Worker runs (about a third of the CPU the development build takes per render), or the
   * development build, whose warnings (a list without keys, an unknown attribute) fail a test as any error log does.
   */
  const workerdProject = (name: string, include: string[], react: 'production' | 'development') => ({
    plugins: [
      cloudflareTest({
        main: './src/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        // The page cache would answer repeated requests before the code under test runs; its own tests turn it on.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // Each brand's space as the JSON text the KV holds: Miniflare validates an object binding node by node
            // (some 6 MB of stories took 10 s of the start), and every file's setup would stringify it again.
            TEST_DEMO_SPACES: Object.fromEntries(Object.entries(demoSpaces).map(([brand, space]) => [brand, JSON.stringify(space)])),
            TEST_COMPONENTS_PUSH_FOLDER: componentsFolder,
            TEST_ISLAND_FILES: islandFiles(),
            TEST_FOLDER_GRAPH: folderGraph(),
            TEST_DOCS: docFiles(),
            TEST_DATE_SENSITIVE: dateSensitiveFiles(),
            TEST_NOW: testNow(),
            TEST_API_VARS: shopApi.vars,
            TEST_WORKER_CONFIGS: workerConfigs(),
            TEST_STOREFRONT_BUNDLES: bundles.modules,
            TEST_STAND_IN_BUNDLES: { worker: bundles.code, client, deployedAssets: deployedAssetFiles(root) },
            ...TEST_SECRETS.storefront,
            ENVIRONMENT: 'test',
            PAGE_CACHE_SECONDS: '0',
          },
          // The shop API Worker's outbox queue, for the tests that run its code in this isolate.
          queueProducers: shopApi.queueProducers,
          serviceBindings: { DEAD_LETTERS: 'outbox-dead-letters' },
          // The second Worker, behind the storefront's SHOP_API binding, and the dead letters' reader.
          workers: [shopApi.worker, shopApi.deadLetterReader],
        },
      }),
    ],
    ...(react === 'production' ? { oxc: { jsx: { development: false } } } : {}),
    test: {
      name,
      ...(react === 'production' ? { env: { NODE_ENV: 'production' } } : {}),
      include,
      setupFiles: ['./test/setup/workerd.ts'],
      // One workerd per vitest worker for all its files instead of one per file; the setup file resets storage.
      isolate: false,
      // Two workerds, each with its own storage (a Miniflare per vitest worker): vitest's default on two cores is
      // one, and many of these files wait on timers (a slow CMS, the page cache's freshness) with a core idle.
      // `npm run test:dates` runs two clocks at once, one workerd each.
      maxWorkers: process.env.TEST_CLOCK ? 1 : 2,
      // A guard against a hung test, not a speed measure: PBKDF2 log-ins and property runs need room on a busy box,
      // and `npm test` runs these files beside the browser project.
      testTimeout: 40_000,
    },
  })
  return {
    root,
    test: {
      projects: [
        workerdProject('workers', ['test/{domain,cache,content,loaders,routes,api,shop}/**/*.test.{ts,tsx}'], 'production'),
        workerdProject('react-dev', ['test/react-dev/**/*.test.{ts,tsx}'], 'development'),
        e2e,
      ],
    },
  }
})
