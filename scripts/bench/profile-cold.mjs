// `npm run bench:profile:cold`: where a cold page's own time goes. The production Worker is bundled unminified (names
// kept) and served as `npm run bench` serves its cold run (a fresh instance, cold KV, the bench's CMS in a workerd of its
// own answering every call after 300 ms: scripts/bench/cms.mjs); workerd's inspector samples the isolate while the
// home page is asked for once, and the functions with the most CPU before the first CMS call and between the last CMS
// answer and the first byte (the bench's two parts of the Worker's own time) are printed, then those of the whole
// request, and the profile is written to
// .wrangler/bench/profile/cold.cpuprofile. Reported, not asserted; run on an otherwise idle machine.
// Env: PROFILE_TOP (30), PROFILE_PATH (/: on the cards brand's German host).
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { buildBenchCms } from './cms.mjs'
import { OUT_DIR, ROOT, runCommand, timedGet } from './lib.mjs'

const HOST = 'cards.de.localhost'
const CMS_LATENCY_MS = 300
const TOP = Number(process.env.PROFILE_TOP ?? 30)
const PAGE_PATH = process.env.PROFILE_PATH ?? '/'
const PROFILE_DIR = join(OUT_DIR, 'profile')

/**
 * A sample's interval longer than this spans time the isolate was not running (waiting for I/O, or for the CMS's
 * isolate): the sampler only samples a running isolate, and the next sample carries the gap. Counted as one interval.
 */
const GAP_US = 1000

/** CPU per function (name, file:line) over the samples taken between `fromUs` and `toUs` (the profile's own clock). */
function cpuByFunction(profile, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const rows = new Map()
  let at = profile.startTime
  let total = 0
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]
    if (at < fromUs || at > toUs) return
    const { functionName, url, lineNumber } = byId.get(id).callFrame
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
    if (/^\((idle|program)\)/.test(name)) return
    const us = Math.min(profile.timeDeltas[index], GAP_US)
    rows.set(name, (rows.get(name) ?? 0) + us)
    total += us
  })
  return { total, rows: [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP) }
}

/**
 * When the request reached the isolate, on the profile's clock: its first sample of the Worker's own code. The
 * profiler starts some milliseconds before the request is sent (its start is answered late), so the request's times
 * (Node's clock, from the moment it was sent) are laid on the profile from here.
 */
function requestArrival(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  let at = profile.startTime
  for (const [index, id] of profile.samples.entries()) {
    at += profile.timeDeltas[index]
    if (!/^\(/.test(byId.get(id).callFrame.functionName)) return at
  }
  return profile.startTime
}

function print(title, { total, rows }) {
  console.log(`\n== ${title}: ${(total / 1000).toFixed(1)} ms of CPU`)
  for (const [name, us] of rows) console.log(`  ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`)
}

async function main() {
  process.chdir(ROOT)
  const { applyD1Migrations, createLogCollector, HARNESS_PATH, InspectorSocket, SAME_BYTES_HOST, startWorker } =
    await import('./worker.mjs')
  await runCommand('npm', ['run', 'build:client'], { label: 'npm run build:client' })
  for (const [dir, args] of [
    ['storefront', []],
    ['api', ['-c', 'wrangler.api.toml', '--env', 'production']],
  ]) {
    await runCommand(
      'npx',
      ['wrangler', 'deploy', '--dry-run', ...args, '--outdir', relative(ROOT, join(PROFILE_DIR, dir)), '--minify=false'],
      {
        env: { NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
        label: `wrangler deploy --dry-run (${dir})`,
      },
    )
  }
  const logs = createLogCollector()
  const worker = await startWorker({
    scriptPath: join(PROFILE_DIR, 'storefront', 'index.js'),
    apiScriptPath: join(PROFILE_DIR, 'api', 'index.js'),
    inspectorPort: 0,
    logs,
    cms: { scriptPath: await buildBenchCms(), latencyMs: CMS_LATENCY_MS },
  })
  try {
    await applyD1Migrations(worker.mf)
    const inspector = new URL(await worker.mf.getInspectorURL())
    const targets = await (await fetch(`http://${inspector.host}/json/list`)).json()
    const target = targets.find((entry) => /print-storefront$/.test(entry.webSocketDebuggerUrl ?? entry.url ?? ''))
    if (!target) throw new Error('no storefront among the inspector targets')
    const socket = new InspectorSocket(target.webSocketDebuggerUrl.replace(/^ws:\/\/[^/]+/, `ws://${inspector.host}`))
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    let next = 0
    const waiting = new Map()
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      waiting.get(message.id)?.(message.result)
      waiting.delete(message.id)
    })
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        next += 1
        waiting.set(next, resolve)
        socket.send(JSON.stringify({ id: next, method, params }))
      })
    await send('Profiler.enable')
    await send('Profiler.setSamplingInterval', { interval: 50 })
    // The harness's own first request (the connection, Miniflare's entry Worker) touches nothing of the storefront.
    await timedGet(worker.url, HARNESS_PATH, SAME_BYTES_HOST)
    await send('Profiler.start')
    const startedAt = Date.now()
    const cold = await timedGet(worker.url, PAGE_PATH, HOST)
    const { profile } = await send('Profiler.stop')
    socket.close()
    writeFileSync(join(PROFILE_DIR, 'cold.cpuprofile'), JSON.stringify(profile))
    if (cold.status !== 200) throw new Error(`cold GET ${PAGE_PATH} answered ${cold.status}`)
    const lastAnswerMs = Math.max(0, ...logs.cmsCalls.map((call) => call.endedAt - startedAt))
    const firstCallMs = Math.max(0, Math.min(...logs.cmsCalls.map((call) => call.startedAt - startedAt)))
    console.log(
      `cold ${PAGE_PATH}: first byte ${cold.ttfbMs.toFixed(0)} ms, last CMS answer at ${lastAnswerMs} ms ` +
        `(${logs.cmsCalls.length} calls): own time after it ${Math.round(cold.ttfbMs - lastAnswerMs)} ms`,
    )
    const arrival = requestArrival(profile)
    print(`before the first CMS call (${firstCallMs} ms)`, cpuByFunction(profile, arrival, arrival + firstCallMs * 1000))
    print('after the last CMS answer', cpuByFunction(profile, arrival + lastAnswerMs * 1000, arrival + cold.ttfbMs * 1000))
    print('the whole request', cpuByFunction(profile, profile.startTime, profile.endTime))
  } finally {
    await worker.dispose()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
