// `npm run audit`: Lighthouse (SEO, accessibility, best practices, performance) on the demo home of both brands and on a
// calculator page (the poster brand's `/poster`: the calculator teaser, its island and its dialogs' links), against
// a fresh local shop (scripts/local-shop.mjs: own local D1/KV, migrations applied). Not part of `npm test`: it takes a minute and its
// performance score depends on the machine. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Options: --url http://…  audit a running server instead (repeatable); --json  print the scores as JSON;
// AUDIT_DETAILS=audit-id,…  print the elements behind those audits.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startLocalShop } from '../local-shop.mjs'
import { ROOT } from './lib.mjs'

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['seo', 'accessibility', 'best-practices', 'performance']
const args = process.argv.slice(2)
const given = args.flatMap((arg, i) => (arg === '--url' && args[i + 1] ? [args[i + 1]] : []))

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

const server = given.length ? undefined : await startLocalShop({ root: ROOT, prefix: 'storefront-audit-' })
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
  await server?.stop()
}
process.exit(exitCode)
