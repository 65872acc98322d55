// Every CMS and UI link passes through here (SPEC §2 link handling): story links become locale-correct paths for the
// current site, internal hosts stay in the tab, everything else opens a new tab with nofollow, script-like protocols
// are refused, and on internal links only `_` query parameters survive.

export interface LinkField {
  linktype: 'story' | 'url' | 'asset' | 'email'
  cached_url: string
  url: string
  email?: string | undefined
  anchor?: string | undefined
}

export interface LinkContext {
  /** The request's path markers (`/fr`, `/d/fr`): links within the site keep them. */
  basePath: string
  /** SPEC §9: the cards brand's URLs end with a slash. */
  trailingSlash: boolean
  /** Hosts whose links are internal: the brand's country shops, the help centre, the team host. */
  internalHosts: ReadonlySet<string>
}

export interface ResolvedLink {
  href: string
  external: boolean
}

const LOCALE_FOLDER = /^[a-z]{2}-[a-z]{2}(\/|$)/
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])
const NAMED_ENTITIES: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')', amp: '&' }

/** The form a browser would act on: entities decoded, whitespace and control characters gone. */
function canonicalForScheme(raw: string): string {
  return raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[\u0000-\u0020\u007f-\u009f]+/g, '')
}

/** `/fotokalender` with the site's slash rule applied; the root stays `/`. */
export function withSlashRule(path: string, trailingSlash: boolean): string {
  const bare = path.replace(/\/+$/, '')
  if (bare === '') return '/'
  return trailingSlash ? `${bare}/` : bare
}

/**
 * A page of the site, as links name it: the site's markers, the path and the brand's slash rule
 * (`/themes/x` -> `/fr/themes/x/` on the cards brand's French folder). The home is `/` or the markers alone.
 */
export function sitePath(site: { readonly basePath: string; readonly trailingSlash: boolean }, path = '/'): string {
  if (path === '/' || path === '') return site.basePath ? `${site.basePath}${site.trailingSlash ? '/' : ''}` : '/'
  return withSlashRule(`${site.basePath}${path}`, site.trailingSlash)
}

/** Whether the slash rule applies: not to operator paths (`/_…`, marker-free) or files (a dot in the last segment). */
export function isPagePath(path: string): boolean {
  return !path.startsWith('/_') && !path.slice(path.lastIndexOf('/') + 1).includes('.')
}

/** The folder's start page `de-de/` -> `/`, `fr-ch/poster` -> `/fr/poster` (or `/fr/poster/` on the cards brand). */
export function storyPath(fullSlug: string, context: Pick<LinkContext, 'basePath' | 'trailingSlash'>): string {
  const slug = fullSlug.replace(LOCALE_FOLDER, '').replace(/^\/+|\/+$/g, '')
  const path = slug === '' || slug === 'home' ? '' : `/${slug}`
  return withSlashRule(`${context.basePath}${path}`, context.trailingSlash)
}

/**
 * A site path as the browser will finally read it, before anything classifies it: `%2e`, `%2f` and `%5c` decoded once
 * (never again: `%252e` stays a literal), backslashes read as slashes (browsers do on http), dot segments resolved and
 * repeated slashes collapsed. Done afterwards, `/.//evil.example`, `/a/..//x` or `%2e%2e/%2fx` would come out as
 * `//evil.example`, which a browser reads as another host.
 */
export function normalisePath(path: string): string {
  const decoded = path.replace(/%(2e|2f|5c)/gi, (_, code: string) => (code.toLowerCase() === '2e' ? '.' : '/')).replace(/\\/g, '/')
  const segments: string[] = []
  const parts = decoded.split('/')
  for (const part of parts) {
    if (part === '..') segments.pop()
    else if (part !== '.' && part !== '') segments.push(part)
  }
  const last = parts.at(-1)
  const folder = parts.length > 1 && (last === '' || last === '.' || last === '..')
  return segments.length === 0 ? '/' : `/${segments.join('/')}${folder ? '/' : ''}`
}

/** A same-site path with query and fragment (a form's `back`) with its path part normalised (see normalisePath). */
export function normaliseSitePath(target: string): string {
  const split = /[?#]/.exec(target)?.index ?? target.length
  return normalisePath(target.slice(0, split)) + target.slice(split)
}

/** SPEC §2: only query parameters starting with an underscore are kept on (internal) links. */
export function keepUnderscoreParams(search: string): string {
  const kept = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search)) if (key.startsWith('_')) kept.append(key, value)
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/**
 * Each raw href's answer per link policy (the site's hosts and markers), worked out once: a layout names the same links
 * on every page, and each costs a URL parse and four scans. Bounded; shared, so never changed by a caller.
 */
const resolvedHrefs = new WeakMap<ReadonlySet<string>, Map<string, ResolvedLink | undefined>>()
const HREFS_PER_POLICY = 4096

/** A raw href (CMS url field, richtext link): resolved, or undefined when it must not be a link. */
export function resolveHref(raw: string, context: LinkContext): ResolvedLink | undefined {
  const held = resolvedHrefs.get(context.internalHosts) ?? new Map<string, ResolvedLink | undefined>()
  resolvedHrefs.set(context.internalHosts, held)
  const key = `${context.basePath} ${raw}`
  if (held.has(key)) return held.get(key)
  const resolved = resolveHrefOnce(raw, context)
  if (held.size >= HREFS_PER_POLICY) held.clear()
  held.set(key, resolved)
  return resolved
}

function resolveHrefOnce(raw: string, context: LinkContext): ResolvedLink | undefined {
  const href = raw.trim()
  if (!href) return undefined
  const plain = canonicalForScheme(href)
  const scheme = SCHEME.exec(plain)?.[1]?.toLowerCase()
  // SPEC §2, §5: script-like protocols are refused, however they are spelled; so is any scheme we do not know.
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) return undefined
  if (scheme === undefined && /[&\\]/.test(href.split(/[?#]/)[0] ?? '')) return undefined
  if (href.startsWith('#')) return { href, external: false }
  if (scheme === 'mailto' || scheme === 'tel') return { href, external: false }

  if (scheme === undefined && !href.startsWith('//')) {
    // Normalised first: the URL parser would resolve dot segments but keep the `//` they leave behind.
    const url = new URL(normaliseSitePath(href.startsWith('/') ? href : `/${href}`), 'http://site.invalid')
    // Site paths keep the request's markers (desktop app, language): `/magazin/` on /d/fr/ is `/d/fr/magazin/`.
    const within = context.basePath && url.pathname !== context.basePath && !url.pathname.startsWith(`${context.basePath}/`)
    const path = within ? `${context.basePath}${url.pathname}` : url.pathname
    return { href: path + keepUnderscoreParams(url.search) + url.hash, external: false }
  }
  let url: URL
  try {
    url = new URL(href.startsWith('//') ? `https:${href}` : href)
  } catch {
    return undefined
  }
  if (context.internalHosts.has(url.hostname.toLowerCase())) {
    const path = normalisePath(url.pathname)
    return { href: `${url.protocol}//${url.host}${path}${keepUnderscoreParams(url.search)}${url.hash}`, external: false }
  }
  return { href: url.toString(), external: true }
}

/** A Storyblok link field on the current site, or undefined when it points nowhere or somewhere unsafe. */
export function resolveLink(link: LinkField, context: LinkContext): ResolvedLink | undefined {
  const anchor = link.anchor ? `#${encodeURIComponent(link.anchor)}` : ''
  switch (link.linktype) {
    case 'story':
      if (!link.cached_url) return anchor ? { href: anchor, external: false } : undefined
      if (SCHEME.test(link.cached_url)) return resolveHref(link.cached_url, context)
      // A story slug is letters, digits, `-`, `_` and `/`; anything else is not a story of ours.
      if (!/^[A-Za-z0-9_/-]+$/.test(link.cached_url)) return undefined
      return { href: storyPath(link.cached_url, context) + anchor, external: false }
    case 'email': {
      const email = (link.email || link.url || link.cached_url).replace(/^mailto:/i, '').trim()
      return /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? { href: `mailto:${email}`, external: false } : undefined
    }
    default: {
      const resolved = resolveHref(link.url || link.cached_url, context)
      return resolved && anchor && !resolved.href.includes('#') ? { ...resolved, href: resolved.href + anchor } : resolved
    }
  }
}

/** Anchor attributes for a resolved link: external ones open a new tab and pass no referrer or ranking. */
export function linkAttributes(link: ResolvedLink): { href: string; target?: string; rel?: string } {
  return link.external ? { href: link.href, target: '_blank', rel: 'nofollow noopener noreferrer' } : { href: link.href }
}

/**
 * Why a raw href would be refused for its protocol (SPEC §8 "disallowed protocol"): a script-like or unknown scheme,
 * however spelled; undefined when its protocol is allowed or it has none.
 */
export function disallowedProtocol(raw: string): string | undefined {
  const scheme = SCHEME.exec(canonicalForScheme(raw.trim()))?.[1]?.toLowerCase()
  return scheme !== undefined && !SAFE_SCHEMES.has(scheme) ? scheme : undefined
}

/** SPEC §8: whether a navigation target (a form's `back`) would leave the site: an absolute or protocol-relative URL. */
export function isExternalTarget(raw: string): boolean {
  const target = raw.trim()
  return /^[/\\]{2}/.test(target) || /^[a-z][a-z0-9+.-]*:/i.test(canonicalForScheme(target))
}
