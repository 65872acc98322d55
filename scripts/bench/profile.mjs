// `npm run bench:profile`: where a cache hit and a render spend the storefront's CPU. The production Worker is bundled
// unminified (names kept), served by Miniflare as `npm run bench` serves it, loaded with one kind of request at a time
// while workerd's inspector samples; prints the functions with the most self time and the share of the request path's
// own code. Reported, not asserted; run on an otherwise idle machine. Env: PROFILE_SECONDS (6), PROFILE_TOP (25),
// PROFILE_PATH (/: the page loaded, on the cards brand's German host).
// Each profile is also written to .wrangler/bench/profile/<name>.cpuprofile.
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { OUT_DIR, ROOT, runCommand, sleep } from './lib.mjs'

const HOST = 'cards.de.localhost'
const SPLIT_KEY_COOKIE = '__Host-consent=granted; __Host-split_key=0d7f3b8e-1c2a-4e5f-8a9b-1234567890ab'
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6)
const CONNECTIONS = 20
const TOP = Number(process.env.PROFILE_TOP ?? 25)
const PROFILE_DIR = join(OUT_DIR, 'profile')
const PAGE_PATH = process.env.PROFILE_PATH ?? '/'

/** One inspector session: `send(method, params)` resolves with the result. */
async function inspect(url, WebSocket) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let next = 0
  const waiting = new Map()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data))
    const entry = waiting.get(message.id)
    if (!entry) return
    waiting.delete(message.id)
    if (message.error) entry.reject(new Error(`${message.error.message}`))
    else entry.resolve(message.result)
  })
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        next += 1
        waiting.set(next, { resolve, reject })
        socket.send(JSON.stringify({ id: next, method, params }))
      }),
    close: () => socket.close(),
  }
}

/** `connections` loops fetching `url` until `until`; the number of answers. */
async function load(url, { cookie, until, host = HOST }) {
  let count = 0
  const loop = async () => {
    while (Date.now() < until) {
      const response = await fetch(url, { headers: { host, ...(cookie ? { cookie } : {}) } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      count += 1
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, loop))
  return count
}

/**
 * Self time per function (name, file:line), as a share of all sampled time. Time in the runtime's own code (no script
 * URL: the cache, streams, crypto, URL parsing) is charged to the nearest function of the bundle that called it, marked
 * `[runtime]`, so a row says which line of ours spent it.
 */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const label = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
  const hits = new Map()
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1)
  const total = profile.samples.length
  const rows = new Map()
  for (const [id, count] of hits) {
    const frame = byId.get(id).callFrame
    let key = frame.url ? label(frame) : frame.functionName || '(anonymous)'
    if (!frame.url && !key.startsWith('(')) key = `${key} [runtime]`
    if (!frame.url && key === '(anonymous)') {
      let up = parentOf.get(id)
      while (up !== undefined && !byId.get(up).callFrame.url) up = parentOf.get(up)
      key = up === undefined ? '(runtime, no caller in the bundle)' : `${label(byId.get(up).callFrame)} [runtime]`
    }
    rows.set(key, (rows.get(key) ?? 0) + count)
  }
  return { total, rows: [...rows].sort((a, b) => b[1] - a[1]).map(([name, count]) => ({ name, percent: (count / total) * 100 })) }
}

async function main() {
  process.chdir(ROOT)
  const { applyD1Migrations, InspectorSocket, SAME_BYTES_HOST, startWorker } = await import('./worker.mjs')
  console.log('build: both Workers as `npm run bench` serves them, unminified (names kept)')
  await runCommand('npm', ['run', 'build:client'], { label: 'npm run build:client' })
  // The storefront of the top-level environment, as `npm run bench` serves it: it reads the demo space.
  for (const [dir, args] of [
    ['storefront', []],
    ['api', ['-c', 'wrangler.api.toml', '--env', 'production']],
  ]) {
    const out = relative(ROOT, join(PROFILE_DIR, dir))
    await runCommand('npx', ['wrangler', 'deploy', '--dry-run', ...args, '--outdir', out, '--minify=false'], {
      env: { NODE_ENV: 'production', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      label: `wrangler deploy --dry-run (${dir})`,
    })
  }
  const worker = await startWorker({
    scriptPath: join(PROFILE_DIR, 'storefront', 'index.js'),
    apiScriptPath: join(PROFILE_DIR, 'api', 'index.js'),
    inspectorPort: 0,
    sameBytes: { url: `http://${HOST}${PAGE_PATH}`, host: HOST, cookie: SPLIT_KEY_COOKIE },
  })
  try {
    await applyD1Migrations(worker.mf)
    const inspector = new URL(await worker.mf.getInspectorURL())
    const targets = await (await fetch(`http://${inspector.host}/json/list`)).json()
    const target = targets.find((entry) => /print-storefront$/.test(entry.webSocketDebuggerUrl ?? entry.url ?? ''))
    if (!target) throw new Error(`no storefront among the inspector's targets: ${JSON.stringify(targets.map((t) => t.url))}`)
    const session = await inspect(target.webSocketDebuggerUrl.replace(/^ws:\/\/[^/]+/, `ws://${inspector.host}`), InspectorSocket)
    await session.send('Profiler.enable')
    await session.send('Profiler.setSamplingInterval', { interval: 100 })
    const home = new URL(PAGE_PATH, worker.url).href
    // The floor, unprofiled: the hit's own bytes and headers from a Worker that does nothing else.
    await load(home, { host: SAME_BYTES_HOST, until: Date.now() + 1500 })
    const floor = await load(home, { host: SAME_BYTES_HOST, until: Date.now() + SECONDS * 1000 })
    console.log(`\n== same bytes: ${floor} requests in ${SECONDS} s at ${CONNECTIONS} connections (not profiled)`)
    for (const [label, cookie] of [
      ['cache hit', SPLIT_KEY_COOKIE],
      ['rendered', 'bench=render'],
    ]) {
      await load(home, { cookie, until: Date.now() + 1500 })
      await session.send('Profiler.start')
      const count = await load(home, { cookie, until: Date.now() + SECONDS * 1000 })
      const { profile } = await session.send('Profiler.stop')
      // For Chrome DevTools' Performance panel (Load profile…).
      writeFileSync(join(PROFILE_DIR, `${label.replace(' ', '-')}.cpuprofile`), JSON.stringify(profile))
      const { total, rows } = selfTimes(profile)
      const idle = rows.filter((row) => /^\((idle|program|garbage collector)\)/.test(row.name))
      console.log(`\n== ${label}: ${count} requests in ${SECONDS} s at ${CONNECTIONS} connections, ${total} samples`)
      for (const row of idle) console.log(`  ${row.percent.toFixed(1).padStart(5)} %  ${row.name}`)
      for (const row of rows.filter((entry) => !idle.includes(entry)).slice(0, TOP)) {
        console.log(`  ${row.percent.toFixed(1).padStart(5)} %  ${row.name}`)
      }
    }
    session.close()
  } finally {
    await worker.dispose()
  }
  await sleep(10)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
