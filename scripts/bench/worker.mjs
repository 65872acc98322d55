// Step 3: serve the dry-run bundles with Miniflare: the storefront and the shop API Worker behind its SHOP_API binding,
// each with its config's bindings and vars, in-memory KV and D1; the ASSETS binding (interface words, demo pictures)
// answered from public/ without Miniflare's asset router in front.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BENCH_CMS_VARS, BENCH_CMS_WORKER, benchCmsOutbound } from './cms.mjs'
import { active, API_CONFIG, PUBLIC_DIR, ROOT, WRANGLER_CONFIG } from './lib.mjs'

// Miniflare as wrangler itself uses it (wrangler depends on it; it is not a direct dependency of the project).
const requireFromRoot = createRequire(join(ROOT, 'package.json'))
const wranglerPath = requireFromRoot.resolve('wrangler')
const miniflarePath = createRequire(wranglerPath).resolve('miniflare')
const wrangler = await import(pathToFileURL(wranglerPath).href)
const miniflare = await import(pathToFileURL(miniflarePath).href)
const { Miniflare, Log, LogLevel, Response: MiniflareResponse } = miniflare.default?.Miniflare ? miniflare.default : miniflare
/** The WebSocket client Miniflare itself uses (`ws`), for workerd's inspector (`npm run bench:profile`). */
export const InspectorSocket = (await import(pathToFileURL(createRequire(miniflarePath).resolve('ws')).href)).default
const { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } = wrangler.default
  ?.unstable_getMiniflareWorkerOptions
  ? wrangler.default
  : wrangler

function versionOf(entryPath, name) {
  for (let dir = dirname(entryPath); dir !== dirname(dir); dir = dirname(dir)) {
    const path = join(dir, 'package.json')
    if (existsSync(path)) {
      const pkg = JSON.parse(readFileSync(path, 'utf8'))
      if (pkg.name === name) return pkg.version
    }
  }
  return undefined
}
export const versions = { wrangler: versionOf(wranglerPath, 'wrangler'), miniflare: versionOf(miniflarePath, 'miniflare') }

/** Worker log lines (console.* inside the Worker), counted per level and event, with the first few warnings and errors kept. */
export function createLogCollector() {
  const collector = {
    byLevel: {},
    byEvent: {},
    samples: [],
    /** The demo space's `demo-cms-call` lines: which CMS call ran when (the cold run's round trips). */
    cmsCalls: [],
    handle({ level, message }) {
      collector.byLevel[level] = (collector.byLevel[level] ?? 0) + 1
      let event
      try {
        const line = JSON.parse(message)
        event = line.event
        if (event === 'demo-cms-call') collector.cmsCalls.push({ call: line.call, startedAt: line.startedAt, endedAt: line.endedAt })
      } catch {
        event = undefined
      }
      const key = `${level} ${event ?? message.slice(0, 80)}`
      collector.byEvent[key] = (collector.byEvent[key] ?? 0) + 1
      if ((level === 'warn' || level === 'error') && collector.samples.length < 10)
        collector.samples.push(`[${level}] ${message.slice(0, 600)}`)
    },
    problems() {
      return (collector.byLevel.warn ?? 0) + (collector.byLevel.error ?? 0)
    },
  }
  return collector
}

const STATIC_TYPES = { '.json': 'application/json', '.svg': 'image/svg+xml', '.css': 'text/css', '.js': 'text/javascript' }

function serveStatic(request) {
  const path = decodeURIComponent(new URL(request.url).pathname)
  const file = resolve(PUBLIC_DIR, `.${path}`)
  if (!file.startsWith(PUBLIC_DIR) || !existsSync(file)) return new MiniflareResponse('not found', { status: 404 })
  const type = STATIC_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream'
  return new MiniflareResponse(readFileSync(file), { headers: { 'content-type': type } })
}

/** A Worker's options from its wrangler config, without the asset router (see startWorker). */
function workerOptionsOf(config) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config)
  const options = { ...workerOptions }
  for (const key of Object.keys(options)) if (/assets/i.test(key)) delete options[key]
  return options
}

/** The host the `same bytes` Worker answers on, beside the storefront in the same Miniflare. */
export const SAME_BYTES_HOST = 'same-bytes.bench'

/**
 * A path the same-bytes Worker answers with nothing, touching no other Worker: a first request to it opens the
 * connection, wakes Miniflare's own entry and its KV and cache services, so that a cold page's timing that follows holds
 * only the storefront's.
 */
export const HARNESS_PATH = '/_harness'

/** Fetches the page once through the storefront, then answers every request with those bytes and headers. */
const SAME_BYTES_SCRIPT = `
let page
export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === '${HARNESS_PATH}') {
      // Reads a key nobody writes: Miniflare's KV service for the storefront's namespace has then run once, as
      // Cloudflare's KV always has, while the namespace stays empty and the storefront's isolate cold.
      await env.STORY_CACHE.get('bench-harness-absent')
      // Likewise Miniflare's cache service, a Worker of its own (its first look-up took about 8 ms of the cold page's
      // time before its first CMS call), where Cloudflare's Cache API is part of the runtime; nothing is stored.
      await caches.default.match('https://bench-harness.invalid/absent')
      await (await caches.open('bench-harness')).match('https://bench-harness.invalid/absent')
      // Loads the runtime's ICU data, which a process loads once for all its isolates (15-30 ms on this machine): a
      // Cloudflare process has formatted numbers and dates long before a new isolate starts in it.
      new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(1.5)
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)
      return new Response(null, { status: 204 })
    }
    page ??= env.STOREFRONT.fetch(env.PAGE.url, { headers: { host: env.PAGE.host, cookie: env.PAGE.cookie } }).then(
      async (answer) => ({ status: answer.status, headers: [...answer.headers], body: new Uint8Array(await answer.arrayBuffer()) }),
    )
    const { status, headers, body } = await page
    return new Response(body, { status, headers })
  },
}
`

/** The process ids of the workerd runtimes running now (Linux: /proc). */
function workerdPids() {
  if (!existsSync('/proc')) return new Set()
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  return new Set(
    pids.filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd')
      } catch {
        return false
      }
    }),
  )
}

/**
 * The CPU time (µs, all threads) a process has used so far, from the scheduler's own count per thread
 * (/proc/<pid>/task/<tid>/schedstat, in ns): fine enough for one request, where cpuMs counts 10 ms ticks. Undefined
 * where there is no /proc.
 */
export function cpuUs(pid) {
  if (pid === undefined) return undefined
  try {
    let ns = 0
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
      } catch {
        // A thread that ended meanwhile.
      }
    }
    return ns / 1000
  } catch {
    return undefined
  }
}

/**
 * The CPU time (ms, all threads) a process has used so far, from /proc/<pid>/stat (user + system, in clock ticks of
 * 10 ms); undefined where there is no /proc. What a request costs the runtime, whatever else runs on the machine.
 */
export function cpuMs(pid) {
  if (pid === undefined) return undefined
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

/**
 * Starts the bundled storefront on 127.0.0.1 (free port) with the shop API Worker behind its SHOP_API binding, as
 * `npm run dev` runs them. `vars` override wrangler.toml's [vars]; `sameBytes` ({ url, host, cookie }) names the page the
 * `same bytes` Worker copies; `inspectorPort` opens workerd's inspector there. `cms` ({ scriptPath, latencyMs }): the
 * storefront reads the bench's Storyblok (scripts/bench/cms.mjs) with a token per brand instead of the in-process demo
 * space, and each CMS call's timing goes to `logs.cmsCalls`.
 */
export async function startWorker({ scriptPath, apiScriptPath, vars = {}, logs, sameBytes, inspectorPort, cms }) {
  // No asset router: on Cloudflare static files are answered before the Worker runs, while locally Miniflare's asset
  // worker would sit in front of every request and dominate the numbers.
  const options = workerOptionsOf(WRANGLER_CONFIG)
  const api = workerOptionsOf(API_CONFIG)
  // The bench's CMS runs in a workerd of its own, so the storefront's runtime spends no CPU on building its answers.
  const cmsMf =
    cms === undefined
      ? undefined
      : new Miniflare({
          host: '127.0.0.1',
          port: 0,
          kvPersist: false,
          // No network: the fallback request.cf object.
          cf: false,
          log: new Log(LogLevel.WARN, { prefix: 'miniflare (bench CMS)' }),
          workers: [
            {
              name: BENCH_CMS_WORKER,
              modules: true,
              scriptPath: cms.scriptPath,
              compatibilityDate: options.compatibilityDate,
              compatibilityFlags: options.compatibilityFlags,
              kvNamespaces: { DEMO_SPACE: 'bench-cms-demo-space' },
            },
          ],
        })
  if (cmsMf) {
    active.instances.add(cmsMf)
    await cmsMf.ready
    await seedDemoSpace(cmsMf)
  }
  const cmsOptions =
    cmsMf === undefined
      ? {}
      : { outboundService: benchCmsOutbound({ cms: cmsMf, latencyMs: cms.latencyMs, calls: logs.cmsCalls, Response: MiniflareResponse }) }
  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    // Nothing persisted: every instance starts with empty KV and D1. No network: the fallback request.cf object.
    kvPersist: false,
    d1Persist: false,
    cachePersist: false,
    cf: false,
    logRequests: false,
    // `npm run bench:profile` samples the storefront's CPU through workerd's inspector.
    ...(inspectorPort === undefined ? {} : { inspectorPort }),
    log: new Log(LogLevel.WARN, { prefix: 'miniflare' }),
    handleStructuredLogs: (entry) => logs?.handle(entry),
    // The first Worker answers the port.
    workers: [
      {
        ...options,
        name: 'print-storefront',
        modules: true,
        scriptPath,
        bindings: { ...options.bindings, ...(cms === undefined ? {} : BENCH_CMS_VARS), ...vars },
        ...cmsOptions,
        // The Worker reads static files through ASSETS (src/middleware/messages.ts, src/routes/image.ts): served from public/.
        serviceBindings: { ...options.serviceBindings, ASSETS: serveStatic },
      },
      // The same D1 database (same id) as the storefront; its words through ASSETS too.
      {
        ...api,
        name: 'print-storefront-api',
        modules: true,
        scriptPath: apiScriptPath,
        serviceBindings: { ...api.serviceBindings, ASSETS: serveStatic },
      },
      // The floor a page can reach: the page's exact bytes and headers, fetched once from the storefront, answered by a
      // Worker that does nothing else (`same bytes` in the bench). Nothing of it is in the production Worker.
      {
        name: 'bench-same-bytes',
        modules: true,
        script: SAME_BYTES_SCRIPT,
        routes: [`${SAME_BYTES_HOST}/*`],
        bindings: { PAGE: sameBytes ?? { url: 'http://localhost/', host: 'localhost', cookie: '' } },
        kvNamespaces: { STORY_CACHE: options.kvNamespaces.STORY_CACHE },
        serviceBindings: { STOREFRONT: 'print-storefront' },
      },
    ],
  })
  active.instances.add(mf)
  const before = workerdPids()
  try {
    const url = await mf.ready
    // This instance's runtime: the one workerd that was not there before (all three Workers run in it).
    const pid = [...workerdPids()].find((candidate) => !before.has(candidate))
    if (!cmsMf) await seedDemoSpace(mf)
    return {
      mf,
      url: new URL(url),
      pid,
      async dispose() {
        active.instances.delete(mf)
        await mf.dispose()
        if (cmsMf) {
          active.instances.delete(cmsMf)
          await cmsMf.dispose()
        }
      },
    }
  } catch (error) {
    active.instances.delete(mf)
    await mf.dispose().catch(() => {})
    if (cmsMf) {
      active.instances.delete(cmsMf)
      await cmsMf.dispose().catch(() => {})
    }
    throw error
  }
}

/** The demo space, built from demo/seed/ and seeded into DEMO_SPACE, as `npm run dev` does (scripts/demo-space.mjs). */
async function seedDemoSpace(mf) {
  const { buildDemoSpaces, demoSpaceEntries } = await import('../demo-space.mjs')
  const { entries } = await demoSpaceEntries(await buildDemoSpaces())
  const kv = await mf.getKVNamespace('DEMO_SPACE')
  for (const { key, value } of entries) await kv.put(key, value)
}

/** Applies the D1 migrations from wrangler.toml's migrations_dir (only /_health needs them). */
export async function applyD1Migrations(mf) {
  const config = unstable_readConfig({ config: WRANGLER_CONFIG }, { hideWarnings: true })
  const applied = []
  for (const database of config.d1_databases ?? []) {
    const dir = resolve(ROOT, database.migrations_dir ?? 'migrations')
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
    const db = await mf.getD1Database(database.binding)
    for (const file of files) {
      const statements = unstable_splitSqlQuery(readFileSync(join(dir, file), 'utf8'))
      await db.batch(statements.map((sql) => db.prepare(sql)))
      applied.push(`${database.binding}: ${file}`)
    }
  }
  return applied
}
