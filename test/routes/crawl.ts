// A page reached by clicking: from both brands' home pages in every locale (17 locales on 12 country hosts), every
// internal link and GET form of every page reached is followed breadth-first, and each must answer 200, a redirect that
// ends in 200 within the shop, or be another application's path (SPEC §2) answered by its stand-in page. The failure
// message lists every broken link with the page it was found on.
//
// What keeps it to seconds: a page is one page per brand and language. Every home page is opened, and a link is
// followed once per brand, language and marker-free path: the country shops of one language share their content (the
// locale chains fall back to the language's folder), so cards.at's `/fotobuch/` is the page cards.de's was. A listing's
// filter and paging links combine without end; a query form is followed on the first page of a brand and language that
// links it (the same listing component writes them on every page), and at most two query forms per page. The page cache is off, so every answer is
// rendered.
import { env } from 'cloudflare:workers'
import { getConfig } from '../../src/config'
import { COUNTRY_INFO, TRAILING_SLASH, type Brand } from '../../src/domain/countries'
import { isAppSection } from '../../src/domain/routes'
import { resolveSite } from '../../src/domain/site'
import { fetchWorker } from './fetch-worker'

const crawlEnv = { ...env, PAGE_CACHE_SECONDS: '0' } as Env
const config = getConfig(crawlEnv)
const publicHosts = [...config.hosts.entries()].filter(([name, entry]) => !entry.preview && name === entry.host).map(([, entry]) => entry)
const ourHosts = new Set(publicHosts.map((entry) => entry.host))

/** Every home page of a brand: each of its public hosts at `/` and at each of its language prefixes. */
export const homesOf = (brand: Brand): string[] =>
  publicHosts
    .filter((entry) => entry.brand === brand)
    .flatMap((entry) => [
      `http://${entry.host}/`,
      ...Object.keys(COUNTRY_INFO[entry.country].prefixLocales).map(
        (prefix) => `http://${entry.host}/${prefix}${TRAILING_SLASH[entry.brand] ? '/' : ''}`,
      ),
    ])

/** A bound each brand stays far below (about 1,000 pages); reaching it means links multiply without end. */
export const MAX_PAGES = 2000
const MAX_HOPS = 5
const PARALLEL = 4
/** Query forms followed per page (a listing's filters, a designer link's options): each new query, up to this many. */
const QUERY_FORMS_PER_PATH = 2

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&#x2F;/g, '/')

/** The internal link targets of a page: anchors' hrefs and the actions of GET forms, absolute, fragments dropped. */
function linksOf(html: string, base: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) found.push(decode(match[1] ?? ''))
  for (const match of html.matchAll(/<form\s([^>]*)>/g)) {
    const attributes = ` ${match[1] ?? ''}`
    const method = /\smethod="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase() ?? 'get'
    if (method === 'get') found.push(decode(/\saction="([^"]*)"/.exec(attributes)?.[1] ?? base))
  }
  const internal: string[] = []
  for (const raw of found) {
    if (raw.startsWith('#') || /^(mailto|tel):/i.test(raw)) continue
    const url = new URL(raw, base)
    if (!ourHosts.has(url.hostname) || !/^https?:$/.test(url.protocol)) continue
    url.hash = ''
    internal.push(url.href)
  }
  return internal
}

/** One page per brand, language, platform and marker-free path with its query. */
function pageKey(url: URL): string {
  const resolution = resolveSite(config.hosts, url.host, url.pathname)
  if (resolution.kind !== 'site') return url.href
  const { site, path } = resolution
  return `${site.brand} ${site.language} ${site.platform} ${path}${url.search}`
}

/** A query form once per brand, language and query. */
function queryKey(url: URL): string {
  const resolution = resolveSite(config.hosts, url.host, url.pathname)
  return resolution.kind === 'site' ? `${resolution.site.brand} ${resolution.site.language} ${url.search}` : url.href
}

interface Outcome {
  status: number
  html: string
  /** The URL that answered, after redirects within the shop. */
  final: string
}

async function open(target: string): Promise<Outcome> {
  let url = new URL(target)
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const response = await fetchWorker(url.pathname + url.search, { host: url.host, env: crawlEnv })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      if (!ourHosts.has(url.hostname)) return { status: response.status, html: '', final: url.href }
      continue
    }
    const html = (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : ''
    return { status: response.status, html, final: url.href }
  }
  return { status: 0, html: '', final: `${url.href} (more than ${MAX_HOPS} redirects)` }
}

/** Another application's path, answered by its stand-in (src/routes/app-section.tsx). */
function isStandIn(outcome: Outcome): boolean {
  const path = resolveSite(config.hosts, new URL(outcome.final).host, new URL(outcome.final).pathname)
  return path.kind === 'site' && isAppSection(path.path) && outcome.html.includes('data-app-stand-in=')
}

/** Crawls from `homes`: how many pages it opened, and every broken link. */
export async function crawl(homes: readonly string[]): Promise<{ pages: number; broken: string[] }> {
  const broken: string[] = []
  let pages = 0
  const seen = new Set<string>()
  const queries = new Set<string>()
  const queryForms = new Map<string, number>()
  const queue: [url: string, from: string][] = homes.map((home) => [home, '(home)'])
  for (const home of homes) seen.add(pageKey(new URL(home)))
  const visit = async ([url, from]: [string, string]) => {
    const outcome = await open(url)
    if (outcome.status !== 200) {
      broken.push(`${url} -> ${outcome.status}${outcome.final !== url ? ` at ${outcome.final}` : ''} (linked on ${from})`)
      return
    }
    if (isStandIn(outcome)) return
    for (const link of linksOf(outcome.html, outcome.final)) {
      const parsed = new URL(link)
      const key = pageKey(parsed)
      if (seen.has(key)) continue
      seen.add(key)
      if (parsed.search) {
        const query = queryKey(parsed)
        const path = pageKey(new URL(parsed.pathname, parsed))
        const forms = queryForms.get(path) ?? 0
        if (queries.has(query) || forms >= QUERY_FORMS_PER_PATH) continue
        queries.add(query)
        queryForms.set(path, forms + 1)
      }
      queue.push([link, url])
    }
  }
  while (queue.length > 0 && pages < MAX_PAGES) {
    const batch = queue.splice(0, PARALLEL)
    pages += batch.length
    await Promise.all(batch.map(visit))
  }
  return { pages, broken }
}
