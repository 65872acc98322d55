// Everything in a request that changes a page's HTML, read once (SPEC §3, §4): the page cache's key and the renderer
// both take it from this one value, so no spelling of a cookie can make them disagree (a key filed under "consent
// unknown" for a page rendered with consent granted would hand that page to shoppers who never chose).
import { parseConsent, type Consent } from './consent'
import { CONSENT_COOKIE, DISMISSED_BARS_COOKIE, LEGACY_VARIANT_COOKIES, SMART_BANNER_COOKIE, SPLIT_KEY_COOKIE } from './cookies'
import { parseDismissedBars } from './dismissed-bars'
import { FlagReader, type Treatment } from './flags'
import type { Language } from './locales'

/**
 * The cookies a cached page may depend on; any other cookie (sessions, personal data) keeps a request out of the cache.
 * The variant cookies' old names count too: a sibling host can set them for the whole domain, and a cookie it plants
 * must not take every shopper out of the page cache.
 */
export const VARIANT_COOKIES: ReadonlySet<string> = new Set([
  CONSENT_COOKIE,
  DISMISSED_BARS_COOKIE,
  SMART_BANNER_COOKIE,
  SPLIT_KEY_COOKIE,
  ...LEGACY_VARIANT_COOKIES.keys(),
])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function isSplitKey(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value)
}

export interface CookieJar {
  /** Values of the variant cookies, decoded; the first well-formed one of a name wins. */
  values: ReadonlyMap<string, string>
  /** A part of the header that is not a variant cookie (or not a cookie at all) was present. */
  foreign: boolean
}

// RFC 6265 cookie-octets plus the space, as Hono reads them: every server-side reader of a cookie sees the same value.
const COOKIE_VALUE = /^[ !#-:<-[\]-~]*$/

function trimWhitespace(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, '')
}

const tryDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** Percent-decoding as Hono's cookie helpers do it: a malformed sequence stays as it is, the well-formed ones around it decode. */
function decode(value: string): string {
  if (!value.includes('%')) return value
  return tryDecode(value) ?? value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => tryDecode(run) ?? run)
}

/**
 * The one cookie parser for page variants. Names are trimmed (`consent =granted` is the consent cookie, as every
 * server-side reader sees it), values trimmed, unquoted and percent-decoded; anything unrecognised marks the request
 * as carrying foreign cookies rather than being skipped, so the cache never ignores what it cannot read.
 */
export function readCookies(header: string | undefined): CookieJar {
  const values = new Map<string, string>()
  let foreign = false
  if (!header) return { values, foreign }
  for (const part of header.split(';')) {
    if (trimWhitespace(part) === '') continue
    const equals = part.indexOf('=')
    const name = equals < 0 ? '' : trimWhitespace(part.slice(0, equals))
    if (!VARIANT_COOKIES.has(name)) {
      foreign = true
      continue
    }
    let value = trimWhitespace(part.slice(equals + 1))
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    if (values.has(name) || !COOKIE_VALUE.test(value)) continue
    values.set(name, decode(value))
  }
  return { values, foreign }
}

export interface RequestVariant {
  /** The configured host of the site. */
  host: string
  /** The URL's path as requested, markers included. */
  pathname: string
  /** The URL's query, `?` included (or empty). */
  search: string
  /** The path routes match: without markers. */
  path: string
  language: Language
  preview: boolean
  /** isbot: control treatments, no tracking, the whole document at once. */
  crawler: boolean
  consent: Consent
  /** In the cookie's order (oldest first, which the dismissal route needs); the page treats them as a set. */
  dismissedBars: readonly string[]
  smartBannerDismissed: boolean
  /** The shopper's split key when the cookie holds a valid one; a first visit gets one from the flags step. */
  splitKey: string | undefined
  /** Set when the flags step issued `splitKey` on this request. */
  splitKeyIssued: boolean
  /** The variant cookies under their old names, which the response expires, and the values it rewrites under the new ones. */
  migration: CookieMigration
  /** No cookie beyond the variant's own: the page may come from and go into the shared cache. */
  anonymous: boolean
  /** This page's treatments, read through one accessor that records which flags the page depends on. */
  flags: FlagReader
}

export interface CookieMigration {
  /** Old names this request carried. */
  expire: readonly string[]
  /** New name → value, for each new cookie the request lacked and an old one held a valid value for. */
  rewrite: ReadonlyMap<string, string>
}

export interface VariantInput {
  site: { host: string; language: Language; preview: boolean }
  url: URL
  path: string
  cookie: string | undefined
  crawler: boolean
  /**
   * Whether the old names still count (`LEGACY_COOKIES_UNTIL`; default no): while they do, a value under an old name
   * stands in for a missing new one; afterwards they are ignored, since only another host can still be setting them.
   */
  legacyCookies?: boolean
}

/** A value as its new cookie would hold it, or undefined when the old cookie's value means nothing. */
function migratedValue(name: string, value: string): string | undefined {
  if (name === CONSENT_COOKIE) {
    const consent = parseConsent(value)
    return consent === 'unknown' ? undefined : consent
  }
  if (name === SPLIT_KEY_COOKIE) return isSplitKey(value) ? value : undefined
  if (name === DISMISSED_BARS_COOKIE) return parseDismissedBars(value).join('.') || undefined
  return undefined
}

function migrate(jar: CookieJar, legacyCookies: boolean): { values: ReadonlyMap<string, string>; migration: CookieMigration } {
  if (!legacyCookies) return { values: jar.values, migration: { expire: [], rewrite: new Map() } }
  const values = new Map(jar.values)
  const expire: string[] = []
  const rewrite = new Map<string, string>()
  for (const [old, name] of LEGACY_VARIANT_COOKIES) {
    const value = jar.values.get(old)
    if (value === undefined) continue
    expire.push(old)
    const migrated = jar.values.has(name) ? undefined : migratedValue(name, value)
    if (migrated === undefined) continue
    rewrite.set(name, migrated)
    values.set(name, migrated)
  }
  return { values, migration: { expire, rewrite } }
}

export function readRequestVariant({ site, url, path, cookie, crawler, legacyCookies = false }: VariantInput): RequestVariant {
  const jar = readCookies(cookie)
  const { values, migration } = migrate(jar, legacyCookies)
  const splitKey = values.get(SPLIT_KEY_COOKIE)
  return {
    host: site.host,
    pathname: url.pathname,
    search: url.search,
    path,
    language: site.language,
    preview: site.preview,
    crawler,
    consent: parseConsent(values.get(CONSENT_COOKIE)),
    dismissedBars: parseDismissedBars(values.get(DISMISSED_BARS_COOKIE)),
    smartBannerDismissed: values.has(SMART_BANNER_COOKIE),
    splitKey: isSplitKey(splitKey) ? splitKey : undefined,
    splitKeyIssued: false,
    migration,
    anonymous: !jar.foreign,
    flags: new FlagReader(),
  }
}

/** The variant once the flags step has run: the split key it used and the treatments that key gets. */
export function withTreatments(
  variant: RequestVariant,
  splitKey: string | undefined,
  treatments: Readonly<Record<string, Treatment>>,
): RequestVariant {
  return {
    ...variant,
    splitKey,
    splitKeyIssued: splitKey !== undefined && splitKey !== variant.splitKey,
    flags: new FlagReader(treatments),
  }
}
