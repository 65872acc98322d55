// Assembles a CMS page's head (SPEC §3 page fields): title, description, robots, canonical (with the request's query
// when `useQueryParamsInCanonical`), hreflang alternates, Open Graph / Twitter card with the 1200 x 627 share picture,
// and structured data (Organization, BreadcrumbList matching the visible breadcrumb, Product from `productSnippet`).
// Absolute URLs come from the configured site origin, never from the request's Host. Pure assembly: the page's loader
// (src/loaders/) brings the page index and the breadcrumb trail, and the request scope the request's facts.
import { BoundedMemo } from '../../domain/bounded-memo'
import type { Config } from '../../config'
import { breadcrumbHome, type BreadcrumbStep } from '../../content/breadcrumb'
import type { LayoutView } from '../../views/layout/layout-view'
import type { PageContent, ProductSnippet } from '../../content/schemas'
import type { Story } from '../../domain/story'
import type { PageIndex } from '../../domain/page-index'
import { imageSourceKind, shareImageUrl, type ImageServices } from '../../domain/image'
import { reportUnusableImage } from '../../views/content-errors'
import type { Site } from '../../domain/site'
import { pageSlugOf } from '../../domain/slug'
import type { DocumentMeta } from '../../views/document'
import { shellLabels } from '../../views/labels'
import { pageAlternates, type SiteUrls } from './alternates'
import { ORGANIZATION_NAMES, breadcrumbLd, organizationLd, productLd } from '../../views/seo/structured-data'
import { scriptSafeJson } from '../../views/seo/json-ld'
import { holdsIsolateMemory } from '../../cache/isolate-memory'

/** What a page's head is built from besides the page: the request's facts (the request scope holds them). */
export interface MetaRequest {
  site: Site
  /** Absolute origin of the site, from configuration. */
  origin: string
  url: URL
  config: Pick<Config, 'brandHosts' | 'scheme' | 'images'>
}

/** Query parameters that never belong in a canonical URL: editor, debug and tracking switches (SPEC §2). */
const INTERNAL_PARAM = /^(_|splitDebug$|tracking$|logging$)/

/** `de-de/fotokalender` -> `fotokalender`, the folder's start page `de-de/` -> `home`. */
export function storySlug(story: Story): string {
  return pageSlugOf(story.full_slug)
}

export function canonicalUrl(request: MetaRequest, configured: string | undefined, withQuery: boolean): string {
  const { origin, url } = request
  let base: string
  if (configured && /^https?:\/\/[^\s"'<>]+$/i.test(configured)) base = configured
  else if (configured?.startsWith('/') && !configured.startsWith('//')) base = origin + configured
  else base = origin + url.pathname
  if (!withQuery) return base
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => !INTERNAL_PARAM.test(name)))
  const search = query.toString()
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base
}

export function siteUrls(request: Pick<MetaRequest, 'config' | 'origin'>): SiteUrls {
  const { config } = request
  return { brandHosts: config.brandHosts, scheme: config.scheme, port: new URL(request.origin).port }
}

function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? origin + url : url
}

function teaserImage(page: PageContent): { filename: string; alt: string } | undefined {
  const image = (page.teaser[0] as { image?: { filename?: unknown; alt?: unknown } } | undefined)?.image
  return typeof image?.filename === 'string' && image.filename
    ? { filename: image.filename, alt: typeof image.alt === 'string' ? image.alt : '' }
    : undefined
}

export interface PageMetaInput {
  story: Story
  page: PageContent
  layout: LayoutView
  found: boolean
  canonicalPath?: string | undefined
  /** The hreflang alternates (`storyAlternates`). */
  alternates: DocumentMeta['alternates']
  /** The visible breadcrumb after home; the BreadcrumbList says the same. */
  trail: readonly BreadcrumbStep[]
}

/**
 * Each page's head, worked out once per story, alternates, image services and the request's facts it is built from: a
 * publish hands out new story objects and a new index, so nothing outlives its content. Bounded per story.
 */
let metas = new WeakMap<Story, WeakMap<object, WeakMap<object, BoundedMemo<DocumentMeta>>>>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (metas = new WeakMap()))
/** Stands for `alternates` where a page has none to key by. */
const NO_ALTERNATES = {}

export function pageMeta(request: MetaRequest, input: PageMetaInput): DocumentMeta {
  const { story, layout, alternates } = input
  const { site, url } = request
  const byAlternates = metas.get(story) ?? new WeakMap<object, WeakMap<object, BoundedMemo<DocumentMeta>>>()
  metas.set(story, byAlternates)
  const byImages = byAlternates.get(alternates ?? NO_ALTERNATES) ?? new WeakMap<object, BoundedMemo<DocumentMeta>>()
  byAlternates.set(alternates ?? NO_ALTERNATES, byImages)
  const held = byImages.get(request.config.images) ?? new BoundedMemo<DocumentMeta>(64)
  byImages.set(request.config.images, held)
  // Everything else the head is built from (the layout's logo and hotline go into the Organization).
  const key = JSON.stringify([
    site.host,
    site.basePath,
    site.locale,
    site.preview,
    request.origin,
    url.pathname,
    url.search,
    input.found,
    input.canonicalPath ?? null,
    input.trail,
    layout.logo?.filename ?? null,
    layout.serviceHotline ?? null,
  ])
  return held.get(key, () => buildPageMeta(request, input))
}

function buildPageMeta(
  request: MetaRequest,
  { story, page, layout, found, canonicalPath, alternates, trail }: PageMetaInput,
): DocumentMeta {
  const title = page.title || story.name
  if (!found) return { title, description: page.description, robots: 'noindex,follow', canonical: undefined, alternates: [] }

  const canonical = canonicalUrl(request, canonicalPath ?? page.canonicalUrl?.url, page.useQueryParamsInCanonical)
  const share = page.ogImages[0] ?? teaserImage(page)
  return assembleMeta(request, {
    title,
    description: page.description,
    robots: page.robots,
    canonical,
    alternates,
    layout,
    trail,
    share: share && { filename: share.filename, alt: share.alt ?? '' },
    sameAs: page.additionalSameAsLinks.map((link) => (typeof link === 'string' ? link : link.url)),
    product: page.productSnippet,
  })
}

/**
 * Each page's alternates, worked out once per published index (a publish lists a new one), configured hosts, origin and
 * page: the same on every request for it. Bounded per index; shared, so never changed by a caller.
 */
let alternatesOf = new WeakMap<PageIndex, WeakMap<Config['brandHosts'], Map<string, DocumentMeta['alternates']>>>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (alternatesOf = new WeakMap()))
const ALTERNATES_PER_INDEX = 4096

/** The hreflang alternates of a story's page; none without an index (preview hosts: drafts are never indexed). */
export function storyAlternates(
  request: MetaRequest,
  index: PageIndex | undefined,
  story: Story | null | undefined,
): DocumentMeta['alternates'] {
  const { site, config } = request
  if ((__PREVIEW_HOSTS__ && site.preview) || !index || !story) return []
  const slug = storySlug(story)
  const desktop = site.platform === 'desktop'
  const byHosts = alternatesOf.get(index) ?? new WeakMap()
  alternatesOf.set(index, byHosts)
  const held = byHosts.get(config.brandHosts) ?? new Map<string, DocumentMeta['alternates']>()
  byHosts.set(config.brandHosts, held)
  const key = `${site.brand} ${desktop} ${config.scheme} ${request.origin} ${slug}`
  let alternates = held.get(key)
  if (!alternates) {
    alternates = pageAlternates(index, site.brand, siteUrls(request), slug, desktop)
    if (held.size >= ALTERNATES_PER_INDEX) held.clear()
    held.set(key, alternates)
  }
  return alternates
}

interface MetaParts {
  title: string
  description: string
  robots: string
  canonical: string
  alternates: DocumentMeta['alternates']
  layout: LayoutView
  /** The visible breadcrumb after home; the BreadcrumbList says the same. */
  trail: readonly BreadcrumbStep[]
  /** The share picture (og:image); the product's picture falls back to it. */
  share?: { filename: string; alt: string } | undefined
  sameAs?: readonly string[]
  product?: ProductSnippet | undefined
}

/** The share picture's URL; a picture no image provider serves is named nowhere, and logged (SPEC §8). */
function shareUrlOf(src: string, images: ImageServices, origin: string): string | undefined {
  const url = shareImageUrl(src, images, origin)
  if (!url) reportUnusableImage(src)
  return url
}

/** Social tags and structured data (Organization, BreadcrumbList, Product) shared by every kind of page. */
function assembleMeta(request: MetaRequest, parts: MetaParts): DocumentMeta {
  const { site, origin } = request
  const images = request.config.images
  const home = origin + breadcrumbHome(site)
  const crumbs = [
    { name: shellLabels(site.language).home, url: home },
    ...parts.trail.filter((s) => s.url).map((s) => ({ name: s.text, url: absolute(origin, s.url) })),
  ]
  // The logo file itself: crawlers want the original, and only a source an image provider serves is named.
  const logo =
    parts.layout.logo?.filename && imageSourceKind(parts.layout.logo.filename, images.region) ? parts.layout.logo.filename : undefined
  const shareUrl = parts.share ? shareUrlOf(parts.share.filename, images, origin) : undefined
  const snippet = parts.product
  const productImage = snippet?.image?.filename ? shareUrlOf(snippet.image.filename, images, origin) : shareUrl
  return {
    title: parts.title,
    description: parts.description,
    robots: parts.robots,
    canonical: parts.canonical,
    alternates: parts.alternates,
    social: {
      title: parts.title,
      description: parts.description,
      url: parts.canonical,
      image: shareUrl ? { url: shareUrl, alt: parts.share?.alt ?? '' } : undefined,
      locale: site.locale.replace('-', '_'),
      siteName: ORGANIZATION_NAMES[site.brand],
    },
    structuredData: [
      organizationLd({
        brand: site.brand,
        url: home,
        logo: logo && absolute(origin, logo),
        telephone: parts.layout.serviceHotline,
        language: site.language,
        sameAs: parts.sameAs ?? [],
      }),
      ...(crumbs.length > 1 ? [breadcrumbLd(crumbs)] : []),
      ...(snippet ? [productLd({ snippet, currency: site.currency, url: parts.canonical, image: productImage, brand: site.brand })] : []),
    ].map(scriptSafeJson),
  }
}

export interface ShopPageMetaInput {
  title: string
  description: string
  robots: string
  canonical: string
  layout: LayoutView
  /** The visible breadcrumb after home; the BreadcrumbList says the same. */
  trail: readonly BreadcrumbStep[]
  /** A product offer (the theme detail): the page is its offer's URL. */
  product?: ProductSnippet | undefined
  /** The hreflang alternates of the CMS story behind the page, if any (as the sitemap lists them). */
  alternates?: DocumentMeta['alternates']
}

/**
 * The head of a page the shop builds without a story of its own (listings, the theme detail): the same social tags and
 * structured data as a content page — Organization, a BreadcrumbList equal to the visible trail, and the product's offer.
 */
export function shopPageMeta(request: MetaRequest, { alternates = [], product, ...parts }: ShopPageMetaInput): DocumentMeta {
  const share = product?.image?.filename ? { filename: product.image.filename, alt: product.image.alt ?? '' } : undefined
  return assembleMeta(request, { ...parts, alternates, share, product })
}
