// A fresh local shop in this process: both Workers (wrangler.toml, then wrangler.api.toml behind its SHOP_API binding)
// in one Miniflare, as `npm run dev` runs them, for the browser tests, `npm run check:html` and `npm run audit`. No
// `wrangler dev` in front: without its proxy Worker and its own node process a static file costs about half the CPU,
// and the shop starts in a third of the time.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from 'wrangler'
import { BRANDS, buildDemoSpaces, demoSpaceEntries } from './demo-space.mjs'
import { devSecrets } from './dev-secrets.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

// Miniflare as wrangler itself uses it (wrangler depends on it; it is not a direct dependency of the project).
const requireFromRoot = createRequire(join(ROOT, 'package.json'))
const miniflarePath = createRequire(requireFromRoot.resolve('wrangler')).resolve('miniflare')
const miniflare = await import(pathToFileURL(miniflarePath).href)
const { Miniflare, Log, LogLevel } = miniflare.default?.Miniflare ? miniflare.default : miniflare

/** The configs `npm run dev` passes to `wrangler dev`, in its order: the first one answers the port. */
const CONFIGS = ['wrangler.toml', 'wrangler.api.toml']

/** wrangler's own log lines (such as "Using secrets defined in .dev.vars") stay out of the caller's output. */
function quietly(read) {
  const before = process.env.WRANGLER_LOG
  process.env.WRANGLER_LOG = 'warn'
  try {
    return read()
  } finally {
    if (before === undefined) delete process.env.WRANGLER_LOG
    else process.env.WRANGLER_LOG = before
  }
}

/** wrangler's `[alias]`: an exact import path replaced by a path resolved from the project root, nothing by prefix. */
function aliasPlugin(alias, root) {
  return {
    name: 'wrangler-alias',
    setup(builder) {
      const names = Object.keys(alias)
      if (!names.length) return
      const filter = new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`)
      builder.onResolve({ filter }, (args) => ({ path: requireFromRoot.resolve(alias[args.path], { paths: [root] }) }))
    },
  }
}

/**
 * A Worker's main module bundled as `wrangler dev` bundles it: esbuild with the config's [define], [alias], minify and
 * keep_names, wrangler's build conditions, target and loaders, `process.env.NODE_ENV` as wrangler sets it (`nodeEnv`:
 * development by default, production as `npm run deploy` builds), `navigator.userAgent` defined (compatibility date from
 * 2022-03-21 on).
 */
async function bundleWorker(config, root, nodeEnvName = process.env.NODE_ENV || 'development') {
  const nodeEnv = JSON.stringify(nodeEnvName)
  const navigator = config.compatibility_date >= '2022-03-21' && !config.compatibility_flags.includes('no_global_navigator')
  const result = await build({
    entryPoints: [config.main],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2024',
    supported: { 'import-source': true },
    loader: { '.js': 'jsx', '.mjs': 'jsx', '.cjs': 'jsx' },
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*', 'cloudflare:*'],
    minify: config.minify ?? false,
    keepNames: config.keep_names ?? true,
    define: {
      ...(navigator ? { 'navigator.userAgent': '"Cloudflare-Workers"' } : {}),
      'process.env.NODE_ENV': nodeEnv,
      'global.process.env.NODE_ENV': nodeEnv,
      'globalThis.process.env.NODE_ENV': nodeEnv,
      ...config.define,
    },
    plugins: [aliasPlugin(config.alias ?? {}, root)],
    logLevel: 'warning',
  })
  return result.outputFiles[0].text
}

/** One Worker of the shop: its config's bindings, vars, secrets (.dev.vars), queues, Durable Objects and assets. */
async function workerOf(file, root, nodeEnv) {
  const config = quietly(() => unstable_readConfig({ config: join(root, file) }, { hideWarnings: true }))
  const { workerOptions } = quietly(() => unstable_getMiniflareWorkerOptions(config))
  const contents = await bundleWorker(config, root, nodeEnv)
  return {
    config,
    options: {
      ...workerOptions,
      name: config.name,
      modulesRoot: root,
      modules: [{ type: 'ESModule', path: join(root, `${config.name}.mjs`), contents }],
    },
  }
}

/** wrangler's record of applied migrations (`wrangler d1 migrations apply` keeps the same table). */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`

/** Applies each D1 database's migrations (its migrations_dir), in name order, as `npm run db:migrate:local` does. */
async function applyMigrations(mf, config, root) {
  for (const database of config.d1_databases ?? []) {
    const db = await mf.getD1Database(database.binding)
    await db.prepare(MIGRATIONS_TABLE).run()
    const dir = join(root, database.migrations_dir ?? 'migrations')
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
    for (const name of files) {
      const statements = unstable_splitSqlQuery(readFileSync(join(dir, name), 'utf8'))
      const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(name)
      await db.batch([...statements.map((sql) => db.prepare(sql)), record])
    }
  }
}

/**
 * Seeds the demo space as `npm run demo:seed` does (a publish: a new cv, the story cache's known versions forgotten),
 * with `addStories` ({ cards?: [...], poster?: [...] }) added to the brands' spaces.
 */
async function seedDemoSpace(mf, addStories = {}) {
  const spaces = await buildDemoSpaces(Math.floor(Date.now() / 1000))
  for (const brand of BRANDS) spaces[brand].stories.push(...(addStories[brand] ?? []))
  const { entries, staleCacheKeys } = await demoSpaceEntries(spaces)
  const space = await mf.getKVNamespace('DEMO_SPACE')
  for (const { key, value } of entries) await space.put(key, value)
  const cache = await mf.getKVNamespace('STORY_CACHE')
  for (const key of staleCacheKeys) await cache.delete(key)
}

/** How many of the Workers' latest log lines are kept, for an error that needs them. */
const LOG_LINES = 400

/**
 * Starts the shop on 127.0.0.1 (`port`, or a free one), every host answered by the storefront (Miniflare's asset router
 * in front of it, as on Cloudflare); its KV, D1, Durable Objects and cache persisted in a new temporary folder (the layout
 * of `wrangler dev --persist-to`), migrations applied, the demo space seeded with `addStories` added. Returns the port,
 * the folder, `runSql(sql)` (one statement on the shared D1: its rows), the Workers' latest log lines, and `stop()`.
 * wrangler.toml's [build] (the client bundle) is not run here: the npm scripts that start a shop build the client first.
 * `nodeEnv` picks the libraries' builds (React's): this process's NODE_ENV, or development, unless given.
 */
export async function startLocalShop({ root = ROOT, prefix = 'storefront-local-', port = 0, addStories, nodeEnv } = {}) {
  // The development secrets `wrangler dev` reads from .dev.vars (and so does unstable_getMiniflareWorkerOptions).
  devSecrets(root)
  const workers = await Promise.all(CONFIGS.map((file) => workerOf(file, root, nodeEnv)))
  const persist = mkdtempSync(join(tmpdir(), prefix))
  const state = join(persist, 'v3')
  const log = []
  const keep = (line) => {
    if (log.push(line) > 2 * LOG_LINES) log.splice(0, log.length - LOG_LINES)
  }
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    // No network: Miniflare's fallback request.cf, as `npm run dev` runs with CLOUDFLARE_CF_FETCH_ENABLED=false.
    cf: false,
    kvPersist: join(state, 'kv'),
    d1Persist: join(state, 'd1'),
    durableObjectsPersist: join(state, 'do'),
    cachePersist: join(state, 'cache'),
    // /cdn-cgi/handler/scheduled and the like, as `wrangler dev` offers them.
    unsafeTriggerHandlers: true,
    logRequests: false,
    // Miniflare's own warnings (a runtime that stopped, say) and the Workers' lines are kept, never printed.
    log: new (class extends Log {
      log(message) {
        keep(`[miniflare] ${message}`)
      }
    })(LogLevel.WARN),
    handleStructuredLogs: ({ level, message }) => keep(`[${level}] ${message}`),
    workers: workers.map((worker) => worker.options),
  })
  const stop = async () => {
    await mf.dispose()
    rmSync(persist, { recursive: true, force: true })
  }
  try {
    const url = new URL(await mf.ready)
    await applyMigrations(mf, workers[0].config, root)
    await seedDemoSpace(mf, addStories)
    const db = await mf.getD1Database('DB')
    return {
      port: Number(url.port),
      persist,
      async runSql(sql) {
        return (await db.prepare(sql).all()).results
      },
      logs: () => log.slice(-LOG_LINES).join('\n'),
      stop,
    }
  } catch (error) {
    await stop().catch(() => {})
    throw new Error(`the local shop did not start: ${error instanceof Error ? error.message : error}\n${log.join('\n')}`, { cause: error })
  }
}
