// The cold run's CMS (scripts/bench/cms-worker.mjs): bundled into a Worker of its own, run by a workerd of its own, which
// the storefront reaches through its outbound fetch as it reaches Storyblok in production. Each call waits the CMS's latency in
// Node, is answered by that Worker, and is timed here, with Node's clock, once its whole body is in: the round trips
// the bench reports then end when the storefront can read the answer, not when a clock frozen inside the isolate says.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BENCH_CMS_TOKENS } from './cms-tokens.mjs'
import { OUT_DIR, ROOT } from './lib.mjs'

export const BENCH_CMS_WORKER = 'bench-cms'
const STORYBLOK_HOST = /^api(-[a-z]+)?\.storyblok\.com$/

/** Bundles the CMS Worker (esbuild, as wrangler bundles); returns its script's path. */
export async function buildBenchCms() {
  const wranglerPath = createRequire(join(ROOT, 'package.json')).resolve('wrangler')
  const esbuild = await import(pathToFileURL(createRequire(wranglerPath).resolve('esbuild')).href)
  const outfile = join(OUT_DIR, 'cms', 'index.js')
  await (esbuild.default ?? esbuild).build({
    entryPoints: [join(ROOT, 'scripts', 'bench', 'cms-worker.mjs')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['node:*'],
    logLevel: 'warning',
  })
  return outfile
}

/** The storefront's vars that make it read the bench's CMS with a token per brand, as in production. */
export const BENCH_CMS_VARS = Object.fromEntries(
  Object.entries(BENCH_CMS_TOKENS).map(([token, brand]) => [`STORYBLOK_TOKEN_${brand.toUpperCase()}`, token]),
)

/**
 * The storefront's outbound fetch: Storyblok's API goes to the CMS Worker after `latencyMs`, and each call is pushed to
 * `calls` as { call, startedAt, endedAt } (Node's clock); any other host is refused (the bench has no network).
 */
export function benchCmsOutbound({ cms, latencyMs, calls, Response }) {
  return async (request) => {
    const url = new URL(request.url)
    if (!STORYBLOK_HOST.test(url.hostname)) return new Response(`no network in the bench: ${url.host}`, { status: 502 })
    const startedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, latencyMs))
    const answer = await cms.dispatchFetch(url.href, { redirect: request.redirect })
    const body = await answer.arrayBuffer()
    calls.push({ call: url.pathname.replace(/^\/v2\//, ''), startedAt, endedAt: Date.now() })
    return new Response(body, { status: answer.status, headers: answer.headers })
  }
}
