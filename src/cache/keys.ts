// Every key under which the Worker keeps or finds cached state, in one place: KV (stories, the space's cache version,
// the page index, flag definitions, the health probe), the Cache API (pages and their flag manifests, a data centre's
// copy of the space version) and isolate memory (the site's shell). A key carries our shape version of what is stored
// under it, and where the entry depends on the content, the space's cache version (cv): a publish changes cv, and every
// entry of the old one simply stops being read.
import type { Brand } from '../domain/countries'
import type { FlagReader } from '../domain/flags'
import type { ImageServices } from '../domain/image'
import type { LinkContext } from '../domain/links'
import type { RequestVariant } from '../domain/request-variant'
import type { Site } from '../domain/site'

/** Bump when the cached story entry's shape changes: old entries then simply stop being read. */
export const CACHE_SHAPE_VERSION = 1

export function storyKey(brand: Brand, cv: number, fullSlug: string): string {
  return `story:v${CACHE_SHAPE_VERSION}:${brand}:${cv}:${fullSlug}`
}

export function cacheVersionKey(brand: Brand): string {
  return `cv:v${CACHE_SHAPE_VERSION}:${brand}`
}

/** A data centre's shared copy of the brand's cv as its Durable Object answered it (Cache API). */
export function spaceVersionShareKey(brand: Brand): string {
  return `https://space-version.invalid/v1/${brand}`
}

/** Shape version of the cached page index; bump when it changes. */
const INDEX_SHAPE = 4

export function pageIndexKey(brand: Brand, cv: number): string {
  return `pages:v${INDEX_SHAPE}:${brand}:${cv}`
}

/** Flag definitions, written by operators (docs/operators.md, "Runbook"); the Worker only reads them. */
export const FLAGS_KEY = 'flags:v1'

/** A key `/_health` reads to learn whether KV answers; nothing is ever stored under it. */
export const HEALTH_PROBE_KEY = 'health-probe'

/** Bump when a stored page's shape changes (its parts, the headers beside them: v2 added its freshness). */
const PAGE_SHAPE_VERSION = 2
const PAGE_ORIGIN = 'https://page-cache.invalid/'

/**
 * The page's key of everything but the treatments. The query stays as sent (the page echoes it in its forms' return
 * paths). The build is part of it: a deploy starts with no page another build rendered (other markup, other script
 * chunks, another route table, which the page cache, answering before the app's routes, relies on).
 */
export function pageBaseKey(variant: RequestVariant, cv: number, build: string): string {
  const parts = [
    `q=${encodeURIComponent(variant.search)}`,
    `cv=${cv}`,
    `lang=${variant.language}`,
    `consent=${variant.consent}`,
    `bars=${[...new Set(variant.dismissedBars)].sort().join('.')}`,
    `banner=${variant.smartBannerDismissed ? 'dismissed' : 'shown'}`,
    `crawler=${variant.crawler ? 1 : 0}`,
  ]
  return `${PAGE_ORIGIN}v${PAGE_SHAPE_VERSION}/${encodeURIComponent(build)}/${variant.host}${variant.pathname}?${parts.join('&')}`
}

/** The page's key: the base and the shopper's treatment of each flag the page reads. */
export function pageKey(base: string, manifest: readonly string[], flags: FlagReader): string {
  return `${base}&flags=${manifest.map((name) => `${name}:${flags.peek(name) ?? ''}`).join(',')}`
}

/** Where the names of the flags a page reads are kept, beside its copies. */
export function pageManifestKey(base: string): string {
  return `${base}&manifest`
}

/** What a site's shell is rendered from besides its layout story: the site-level facts of a page context. */
export interface ShellFacts {
  site: Pick<Site, 'host' | 'basePath' | 'locale' | 'platform'>
  origin: string
  images?: Pick<ImageServices, 'resizeBase' | 'region'> | undefined
  links: Pick<LinkContext, 'trailingSlash' | 'internalHosts'>
}

/**
 * The key of a site's shell in isolate memory: the layout story's version in this isolate and everything else the shared
 * parts are rendered from. Never stored beyond the isolate, so it needs no shape version: a deploy starts new isolates.
 */
export function shellKey(layoutVersion: number, context: ShellFacts, year: number): string {
  const { site, links, origin, images } = context
  return [
    layoutVersion,
    site.host,
    site.basePath,
    site.locale,
    site.platform,
    year,
    origin,
    images ? `${images.resizeBase} ${images.region}` : '',
    links.trailingSlash,
    [...(links.internalHosts ?? [])].join(','),
  ].join('|')
}
