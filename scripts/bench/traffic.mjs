// The `traffic` scenario of `npm run bench`: a replay of shop traffic rather than one page hammered. Some 300+ distinct
// URLs of both brands and all twelve countries (each host's sitemap plus the pages its home page links to, some with an
// `_` parameter), drawn with a long tail (Zipf, s = 1), from first visits (no cookie) and returning shoppers (consent and
// a split key of their own), against a Worker whose pages stay fresh only a few seconds, so they expire during the run.
// Two passes of the same length: the first fills the page cache, the second is what a warm data centre sees. Reports
// the share answered from the page cache (hit + stale), latency percentiles and the number of renders. Deterministic:
// the same URLs, order and shoppers every run (a seeded generator), so runs differ only by the machine.
import { round1 } from './lib.mjs'

const COUNTRY_SUFFIXES = ['de', 'at', 'ch', 'li', 'lu', 'it', 'gb', 'com', 'es', 'fr', 'be', 'nl']
/** Every country host of both brands (wrangler.toml's SITE_HOSTS template). */
const HOSTS = ['cards', 'poster'].flatMap((brand) => COUNTRY_SUFFIXES.map((suffix) => `${brand}.${suffix}.localhost`))
const REQUESTS_PER_PASS = 2000
const CONCURRENCY = 8
const FIRST_VISIT_SHARE = 0.35
const SHOPPERS = 150
const QUERY_SHARE = 0.2
/** At most this many URLs are checked while collecting the replay's pages. */
const MAX_CANDIDATES = 1500
export const TRAFFIC_FRESH_SECONDS = 3

/** mulberry32: a small seeded generator, so every run replays the same traffic. */
function generator(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A Zipf (s = 1) draw over `n` ranks: rank 0 the most asked for. */
function zipf(n, random) {
  const weights = Array.from({ length: n }, (_, rank) => 1 / (rank + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  const cumulative = []
  let sum = 0
  for (const weight of weights) cumulative.push((sum += weight / total))
  return () => {
    const x = random()
    let low = 0
    let high = n - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if (cumulative[mid] < x) low = mid + 1
      else high = mid
    }
    return low
  }
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0)

/** GET with the Host header; the answer's status, page-cache state and time to the last byte. */
async function get(base, { host, path, cookie }) {
  const started = performance.now()
  const response = await fetch(new URL(path, base), {
    headers: { host, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  })
  const body = await response.text()
  return { status: response.status, cache: response.headers.get('x-page-cache') ?? 'none', ms: performance.now() - started, body }
}

/** Same-host page links in a page's HTML (not other applications' paths). */
function pageLinks(html, host) {
  const paths = []
  for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]+)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'), `http://${host}/`)
    if (url.hostname === host && !/^\/(configurator-|kundenkonto|magazin)/.test(url.pathname)) paths.push(url.pathname + url.search)
  }
  return paths
}

/**
 * The distinct URLs of the replay: each host's home page and sitemap, and the pages those link to, each checked once
 * with a cookie the page cache ignores (so the check warms nothing); only pages that answer 200 are replayed.
 */
async function replayUrls(base, random) {
  const pages = []
  const seen = new Set()
  const visit = async (host, path, depth) => {
    if (seen.has(`${host}${path}`) || seen.size >= MAX_CANDIDATES) return
    seen.add(`${host}${path}`)
    const answer = await get(base, { host, path, cookie: 'bench=probe' })
    if (answer.status !== 200) return
    pages.push({ host, path })
    if (depth > 0) for (const link of pageLinks(answer.body, host)) await visit(host, link, depth - 1)
  }
  for (const host of HOSTS) {
    const sitemap = await get(base, { host, path: '/sitemap.xml', cookie: 'bench=probe' })
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replaceAll('&#38;', '&')))
    await visit(host, '/', 1)
    for (const url of listed) if (url.hostname === host) await visit(host, url.pathname + url.search, 1)
  }
  // Some pages also asked for with a campaign parameter (kept on links; a key of its own).
  for (const page of pages.slice()) {
    if (random() < QUERY_SHARE) pages.push({ ...page, path: `${page.path}${page.path.includes('?') ? '&' : '?'}_campaign=winter` })
  }
  // Popularity: a seeded shuffle, so the head of the long tail mixes brands, hosts and page kinds.
  for (let i = pages.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[pages[i], pages[j]] = [pages[j], pages[i]]
  }
  return pages
}

function shopperCookies(random) {
  const hex = (n) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  return Array.from(
    { length: SHOPPERS },
    () => `__Host-consent=granted; __Host-split_key=${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
  )
}

/** One pass: REQUESTS_PER_PASS requests drawn from the pages, CONCURRENCY at a time. */
async function pass(base, pages, cookies, random) {
  const rank = zipf(pages.length, random)
  const plan = Array.from({ length: REQUESTS_PER_PASS }, () => ({
    ...pages[rank()],
    cookie: random() < FIRST_VISIT_SHARE ? undefined : cookies[Math.floor(random() * cookies.length)],
  }))
  const answers = []
  let next = 0
  const worker = async () => {
    while (next < plan.length) {
      const request = plan[next]
      next += 1
      const { status, cache, ms } = await get(base, request)
      answers.push({ status, cache, ms })
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  const count = (state) => answers.filter((answer) => answer.cache === state).length
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const hitLatencies = answers
    .filter((answer) => answer.cache === 'hit')
    .map((answer) => answer.ms)
    .sort((a, b) => a - b)
  const fromCache = count('hit') + count('stale')
  return {
    requests: answers.length,
    seconds: round1(seconds),
    hit: count('hit'),
    stale: count('stale'),
    miss: count('miss'),
    notCached: count('none'),
    non200: answers.filter((answer) => answer.status !== 200).length,
    fromCachePercent: round1((fromCache / answers.length) * 100),
    latencyMs: { p50: round1(percentile(latencies, 50)), p99: round1(percentile(latencies, 99)) },
    hitLatencyMs: { p50: round1(percentile(hitLatencies, 50)), p99: round1(percentile(hitLatencies, 99)) },
    // A miss renders in the request; a stale answer starts at most one background render per page and isolate.
    rendersAtMost: count('miss') + count('none') + count('stale'),
  }
}

/** The scenario against a running Worker whose pages stay fresh TRAFFIC_FRESH_SECONDS. */
export async function trafficScenario(base) {
  const random = generator(20261126)
  const pages = await replayUrls(base, random)
  const cookies = shopperCookies(random)
  const first = await pass(base, pages, cookies, random)
  const second = await pass(base, pages, cookies, random)
  return { distinctUrls: pages.length, hosts: HOSTS.length, freshSeconds: TRAFFIC_FRESH_SECONDS, first, second }
}
