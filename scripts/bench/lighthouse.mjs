// `npm run audit`: Lighthouse (SEO, accessibility, best practices, performance) on the demo home of both brands and on a
// calculator page (the poster brand's `/poster`: the calculator teaser, its island and its dialogs' links), against
// a fresh `wrangler dev` (own local D1/KV, migrations applied). Not part of `npm test`: it takes a minute and its
// performance score depends on the machine. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Options: --url http://…  audit a running server instead (repeatable); --json  print the scores as JSON;
// AUDIT_DETAILS=audit-id,…  print the elements behind those audits.
import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { devSecrets } from '../dev-secrets.mjs'
import { devWorkersArgs, freePort } from '../local-dev.mjs'
import { ROOT, sleep } from './lib.mjs'

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['seo', 'accessibility', 'best-practices', 'performance']
const args = process.argv.slice(2)
const given = args.flatMap((arg, i) => (arg === '--url' && args[i + 1] ? [args[i + 1]] : []))

async function startWrangler() {
  const persist = mkdtempSync(join(tmpdir(), 'storefront-audit-'))
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }
  const wrangler = join(ROOT, 'node_modules', '.bin', 'wrangler')
  execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { env, cwd: ROOT, stdio: 'pipe' })
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'demo-space.mjs'), '--persist-to', persist], { env, cwd: ROOT, stdio: 'pipe' })
  const port = await freePort()
  let output = ''
  devSecrets()
  const child = spawn(
    wrangler,
    // Both Workers, as `npm run dev` runs them: the storefront and the shop API behind its SHOP_API binding.
    devWorkersArgs({ port, persist }),
    {
      env,
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    rmSync(persist, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/_ping`)).ok) return { port, stop }
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  stop()
  throw new Error(`wrangler dev did not start within 90 s:\n${output}`)
}

async function audit(chrome, url) {
  // A first visit warms the Worker and the story cache, so the audit measures the page and not a cold start.
  for (let i = 0; i < 2; i++) await fetch(url).catch(() => undefined)
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]))
  // The audits that cost points, so a score below 100 says why.
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
  // AUDIT_DETAILS=link-name,image-alt prints the elements behind those audits.
  for (const id of (process.env.AUDIT_DETAILS ?? '').split(',').filter(Boolean)) {
    console.log(id, JSON.stringify(lhr.audits[id]?.details?.items?.map((item) => item.node?.snippet ?? item.url ?? item) ?? [], null, 1))
  }
  return {
    url,
    scores,
    failing,
    metrics: {
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
    },
  }
}

const server = given.length ? undefined : await startWrangler()
const urls = given.length
  ? given
  : [
      `http://cards.de.localhost:${server.port}/`,
      `http://poster.de.localhost:${server.port}/`,
      `http://poster.de.localhost:${server.port}/poster`,
    ]
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
let exitCode = 0
try {
  const results = []
  for (const url of urls) results.push(await audit(chrome, url))
  if (args.includes('--json')) console.log(JSON.stringify(results, null, 2))
  else {
    for (const r of results) {
      console.log(`\n${r.url}`)
      for (const id of CATEGORIES) console.log(`  ${id.padEnd(15)} ${String(r.scores[id]).padStart(3)}`)
      console.log(`  LCP ${r.metrics.lcp}, CLS ${r.metrics.cls}, TBT ${r.metrics.tbt}`)
      if (r.failing.length) console.log(`  below 90: ${r.failing.join(', ')}`)
    }
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await chrome.kill()
  server?.stop()
}
process.exit(exitCode)
