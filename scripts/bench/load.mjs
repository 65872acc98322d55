// Load generation: autocannon's CLI in its own process, so it never shares an event loop with Miniflare.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, round1, runCommand } from './lib.mjs'

const AUTOCANNON = join(ROOT, 'node_modules', 'autocannon', 'autocannon.js')

/** One autocannon run; returns its JSON result condensed to what the report needs (the raw result is kept too). */
export async function autocannon({ url, host, connections, durationS, title, cookie }) {
  if (!existsSync(AUTOCANNON)) throw new Error(`autocannon is not installed (${AUTOCANNON}); run npm install`)
  const args = [AUTOCANNON, '--json', '--no-progress', '-c', String(connections), '-d', String(durationS), '-H', `host=${host}`]
  if (cookie) args.push('-H', `cookie=${cookie}`)
  if (title) args.push('-T', title)
  args.push(url)
  const { stdout } = await runCommand(process.execPath, args, { label: `autocannon ${title ?? url}`, timeoutMs: (durationS + 60) * 1000 })
  const line = stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop()
  if (!line) throw new Error(`autocannon ${title ?? url}: no JSON result in its output:\n${stdout.slice(-2000)}`)
  const raw = JSON.parse(line)
  const socketErrors = raw.errors ?? 0 // autocannon counts timeouts among errors
  const non2xx = raw.non2xx ?? 0
  return {
    title,
    connections,
    durationS: raw.duration,
    requestsTotal: raw.requests.total,
    rps: round1(raw.requests.average),
    latencyMs: {
      average: round1(raw.latency.average),
      p50: raw.latency.p50,
      p90: raw.latency.p90,
      p99: raw.latency.p99,
      max: raw.latency.max,
    },
    bytesPerResponse: raw.requests.total > 0 ? Math.round(raw.throughput.total / raw.requests.total) : 0,
    statusCodes: Object.fromEntries(Object.entries(raw.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    non2xx,
    socketErrors,
    timeouts: raw.timeouts ?? 0,
    resets: raw.resets ?? 0,
    errors: non2xx + socketErrors,
  }
}
