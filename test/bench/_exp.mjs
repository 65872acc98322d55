import { execSync } from 'node:child_process'
import { startWorker, createLogCollector } from './worker.mjs'
import { autocannon } from './load.mjs'
import { timedGet } from './lib.mjs'
const logs = createLogCollector()
const w = await startWorker({ scriptPath: '.wrangler/bench/worker/index.js', logs })
for (let i = 0; i < 5; i++) await timedGet(w.url, '/', 'cards.de.localhost')
const rss = () => execSync("ps -C workerd -o rss=,pcpu= | head -3").toString().trim().replace(/\n/g, ' | ')
const path = process.argv[2] ?? '/'
for (let i = 0; i < 8; i++) {
  const r = await autocannon({ url: new URL(path, w.url).href, host: 'cards.de.localhost', connections: 50, durationS: 5 })
  console.log(i, Math.round(r.rps), 'p99', r.latencyMs.p99, 'workerd rss/cpu', rss())
}
console.log(logs.byEvent)
await w.dispose()
