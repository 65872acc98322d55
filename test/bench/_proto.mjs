import { Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import http from 'node:http'
const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml')
delete workerOptions.assets
const mf = new Miniflare({ ...workerOptions, name: 'bench', modules: true, scriptPath: '.wrangler/bench/worker/index.js', host: '127.0.0.1', port: 0 })
const url = await mf.ready
console.log(String(url))
function get(path, host) {
  return new Promise((res, rej) => {
    const t0 = performance.now()
    const req = http.request(new URL(path, url), { headers: { host } }, (r) => {
      const ttfb = performance.now() - t0
      let body = ''
      r.setEncoding('utf8'); r.on('data', (d) => body += d); r.on('end', () => res({ status: r.statusCode, headers: r.headers, body, ttfb, total: performance.now() - t0 }))
    })
    req.on('error', rej); req.end()
  })
}
for (const p of ['/_ping', '/', '/', '/_health']) {
  const r = await get(p, 'cards.de.localhost')
  console.log(p, r.status, r.ttfb.toFixed(1), r.total.toFixed(1), r.body.length, r.headers['content-type'])
}
const r = await get('/', 'cards.de.localhost')
console.log(r.body.match(/<script[^>]*>/g), r.body.match(/data-island="[^"]*"/g))
await mf.dispose()
