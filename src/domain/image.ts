// The ONE builder for image-resizing URLs (SPEC §7 width, height, quality, format, fit, densities 1 and 2), the reading
// of a Storyblok asset's dimensions from its URL (SPEC §8: unreadable -> 0 x 0), and the one table of Storyblok's asset
// hosts that the builder, the CSP's img-src and STORYBLOK_REGION share. Pure: no React, no env.
//
// Two services, chosen by the source, configured by ImageServices:
// - Storyblok assets (`https://{asset host}/f/{space}/{w}x{h}/{hash}/{name}`) go through Storyblok's image service
//   (`…/m/{w}x{h}/filters:quality(q):format(webp)`), the same URL in every environment.
// - Our own public files (`/assets/…`, and in builds with stand-ins the demo's `/demo/…`) go through
//   `{resizeBase}/{options}{path}`: Cloudflare's `/cdn-cgi/image` in production, the Worker's own `/_image` route
//   locally (IMAGE_RESIZE_BASE).
// - The shop backend's pictures (theme, product, frame, SKU) on one of SHOP_IMAGE_HOSTS go through
//   `/cdn-cgi/image/{options}/{url}` (Cloudflare Image Transformations fetch the source; the zone must allow those
//   hosts as sources). The Worker's own `/_image` route serves our files only (never an open proxy), so with it such a
//   picture is linked as it is, one size. The same host list is the CSP's img-src for them.
// Nothing else is a picture: any other source (another https host, http:, data:, protocol-relative) builds no URL, so
// the caller renders no image and logs SPEC §8's unknown-image-provider.
//
// Asset hosts: Storyblok serves a space's assets, and their image service, from the host of the space's region (docs,
// "Assets" › "Regional domains"; the same five hosts are the S3 buckets named in packages/mapi-client's
// normalize-asset-url), and an asset's `filename` names that host. Shared asset libraries are tied to one region too.
// So a deployment accepts exactly the host of its STORYBLOK_REGION: an asset URL on another region's host is not one
// of our spaces' assets (a pasted or external URL) and is refused like any other host, and the CSP admits that one
// host only. The `a2…` aliases Storyblok lists for CORS-limited fetches are left out: content never names them.

/** Storyblok's regions (STORYBLOK_REGION), as its clients name them. */
export const STORYBLOK_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number]

/** The host that serves a space's assets and the image service, per the space's region. */
export const STORYBLOK_ASSET_HOSTS: Readonly<Record<StoryblokRegion, string>> = {
  eu: 'a.storyblok.com',
  us: 'a-us.storyblok.com',
  ap: 'a-ap.storyblok.com',
  ca: 'a-ca.storyblok.com',
  cn: 'a.storyblokchina.cn',
}

/** The asset origin of a region, as a CSP source and URL prefix. */
export function storyblokAssetOrigin(region: StoryblokRegion): string {
  return `https://${STORYBLOK_ASSET_HOSTS[region]}`
}

/** What the builder needs from configuration: where pictures are resized and which remote hosts serve ours. */
export interface ImageServices {
  /** IMAGE_RESIZE_BASE: `/cdn-cgi/image` (Cloudflare) or `/_image` (the Worker's own route). */
  resizeBase: string
  /** STORYBLOK_REGION: its asset host is the only remote source a CMS picture may come from. */
  region: StoryblokRegion
  /** SHOP_IMAGE_HOSTS: the hosts the shop backend's pictures may come from (lower case, no port). */
  shopHosts: readonly string[]
}

/** Cloudflare Image Transformations' path: the one resizing service that fetches remote sources. */
export const CLOUDFLARE_RESIZE_BASE = '/cdn-cgi/image'

/** A host name of SHOP_IMAGE_HOSTS: letters, digits, dots and dashes, a dot somewhere (no port, no scheme). */
export const SHOP_IMAGE_HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export const IMAGE_FORMATS = ['webp', 'auto'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const IMAGE_FITS = ['cover', 'contain', 'scale-down'] as const
export type ImageFit = (typeof IMAGE_FITS)[number]

/** SPEC §9: image quality 85; footer images 100. */
export const DEFAULT_QUALITY = 85
export const FOOTER_QUALITY = 100
/** SPEC §7: the social share image. */
export const SHARE_IMAGE = { width: 1200, height: 627, fit: 'cover' } as const
export const MAX_DIMENSION = 4000

export interface ImageRequest {
  src: string
  width: number
  /** 0 keeps the picture's aspect ratio. */
  height?: number | undefined
  quality?: number | undefined
  format?: ImageFormat | undefined
  fit?: ImageFit | undefined
  /** A Storyblok asset's focal point as editors set it (`"120x80:121x81"`; `""` or null when unset): crops keep it. */
  focus?: string | null | undefined
}

export interface Dimensions {
  width: number
  height: number
}

// `{space}`: Storyblok's ids grow to 53 bits (region-helper: the region in bits 48-52), so up to 16 digits; new spaces
// have 15. `{w}x{h}` is `x` for files whose size Storyblok did not read (its docs' favicon example).
const STORYBLOK_ASSET = /^https:\/\/([a-z0-9.-]{1,60})\/f\/\d{1,16}\/(?:(\d{1,5})x(\d{1,5})|x)\/[0-9a-f]{1,64}\/[A-Za-z0-9._~%()+-]{1,200}$/
const STORYBLOK_RESIZABLE = /\.(?:jpe?g|png|webp|gif)$/i
/** Storyblok's focal point: the corners of a box in the original's pixels, `{left}x{top}:{right}x{bottom}`. */
const FOCAL_POINT = /^\d{1,5}x\d{1,5}:\d{1,5}x\d{1,5}$/
/**
 * Files under public/ the resizing path may name: no `..`, no `//`, a picture's extension. The demo's `/demo/…` only in
 * builds with stand-ins: production's assets leave that folder out, so production names no demo picture. (The shop API
 * Worker, which reads this module through the configuration, defines no such flag: hence typeof.)
 */
export const LOCAL_IMAGE_PATH =
  typeof __STAND_INS__ !== 'undefined' && __STAND_INS__
    ? /^\/(?:demo|assets)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,100}){1,4}\.(?:svg|png|jpe?g|webp|gif|avif)$/
    : /^\/assets(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,100}){1,4}\.(?:svg|png|jpe?g|webp|gif|avif)$/
/** A shop picture's URL: https, a host, a path of safe characters (no `..`, no query); the host is checked apart. */
const SHOP_PICTURE =
  /^https:\/\/([a-z0-9.-]{1,253})(\/(?:[A-Za-z0-9_~%()+-][A-Za-z0-9._~%()+-]{0,200}\/){0,8}[A-Za-z0-9_~%()+-][A-Za-z0-9._~%()+-]{0,200})$/

const REGION_OF_HOST: ReadonlyMap<string, StoryblokRegion> = new Map(
  STORYBLOK_REGIONS.map((region) => [STORYBLOK_ASSET_HOSTS[region], region]),
)

/**
 * The region whose host serves a Storyblok asset URL; undefined for anything that is not one (another host, a
 * lookalike, http:, a malformed path). Region-free, for readers that check a URL's shape before any configuration.
 */
export function storyblokAssetRegion(src: string): StoryblokRegion | undefined {
  const match = typeof src === 'string' ? STORYBLOK_ASSET.exec(src) : null
  return match ? REGION_OF_HOST.get(match[1] ?? '') : undefined
}

export type ImageSourceKind = 'storyblok' | 'local' | 'shop'

/** Which service transforms a source; undefined when no image provider of this deployment serves it. */
export function imageSourceKind(src: string, region: StoryblokRegion, shopHosts: readonly string[] = []): ImageSourceKind | undefined {
  if (typeof src !== 'string') return undefined
  if (storyblokAssetRegion(src) === region) return 'storyblok'
  if (LOCAL_IMAGE_PATH.test(src) && !src.includes('..')) return 'local'
  const shop = SHOP_PICTURE.exec(src)
  if (shop && shopHosts.includes(shop[1] ?? '') && !src.includes('..')) return 'shop'
  return undefined
}

/** SPEC §8: the asset's size from a Storyblok URL (of any region); 0 x 0 when it cannot be read. */
export function imageDimensions(src: string): Dimensions {
  const match = storyblokAssetRegion(src) ? STORYBLOK_ASSET.exec(src) : null
  const width = Number(match?.[2] ?? 0)
  const height = Number(match?.[3] ?? 0)
  return width > 0 && height > 0 ? { width, height } : { width: 0, height: 0 }
}

function whole(value: number | undefined, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, Math.round(value)))
}

interface Options {
  width: number
  height: number
  quality: number
  format: ImageFormat
  fit: ImageFit
  focus?: string | null | undefined
}

function normalise(request: ImageRequest): Options {
  return {
    width: whole(request.width, 1, MAX_DIMENSION, 1),
    height: whole(request.height, 0, MAX_DIMENSION, 0),
    quality: whole(request.quality, 1, 100, DEFAULT_QUALITY),
    format: IMAGE_FORMATS.includes(request.format as ImageFormat) ? (request.format as ImageFormat) : 'webp',
    fit: IMAGE_FITS.includes(request.fit as ImageFit) ? (request.fit as ImageFit) : 'cover',
    focus: request.focus,
  }
}

/** Cloudflare's option list, e.g. `width=400,height=300,quality=85,format=webp,fit=cover`. */
export function resizeOptions(options: Options): string {
  return [
    `width=${options.width}`,
    options.height ? `height=${options.height}` : '',
    `quality=${options.quality}`,
    `format=${options.format}`,
    `fit=${options.fit}`,
  ]
    .filter(Boolean)
    .join(',')
}

function storyblokUrl(src: string, o: Options): string {
  if (!STORYBLOK_RESIZABLE.test(src)) return src
  // Storyblok crops to the box by default (cover), around the centre unless `focal` names the editor's focal point (a
  // crop needs both sides); `fit-in` fits inside it. Without a format filter it answers WebP to browsers that accept it
  // (our "auto").
  const crop = o.fit === 'cover'
  const box = `${crop ? '' : 'fit-in/'}${o.width}x${o.height}`
  const focal = crop && o.height && FOCAL_POINT.test(o.focus ?? '') ? `:focal(${o.focus})` : ''
  const filters = `quality(${o.quality})${o.format === 'webp' ? ':format(webp)' : ''}${focal}`
  return `${src}/m/${box}/filters:${filters}`
}

/** The resized picture's URL; undefined when no image provider of this deployment serves the source. */
export function imageUrl(request: ImageRequest, services: ImageServices): string | undefined {
  const kind = imageSourceKind(request.src, services.region, services.shopHosts)
  if (!kind) return undefined
  const options = normalise(request)
  if (kind === 'storyblok') return storyblokUrl(request.src, options)
  if (kind === 'shop') {
    return services.resizeBase === CLOUDFLARE_RESIZE_BASE
      ? `${CLOUDFLARE_RESIZE_BASE}/${resizeOptions(options)}/${request.src}`
      : request.src
  }
  return `${services.resizeBase}/${resizeOptions(options)}${request.src}`
}

export interface ImageSources {
  src: string
  srcSet?: string | undefined
}

/**
 * SPEC §7: densities 1 and 2; a source no service transforms gets no srcset. A picture with `sizes` names the two
 * candidates by their widths instead (HTML allows no density descriptor beside `sizes`, and React's preload link
 * copies both into `imagesrcset`/`imagesizes`).
 */
export function imageSources(request: ImageRequest, services: ImageServices, sized = false): ImageSources | undefined {
  const one = imageUrl(request, services)
  if (!one) return undefined
  const height = request.height ?? 0
  const two = imageUrl({ ...request, width: request.width * 2, height: height * 2 }, services)
  if (one === request.src || !two) return { src: one }
  return { src: one, srcSet: sized ? `${one} ${request.width}w, ${two} ${request.width * 2}w` : `${one} 1x, ${two} 2x` }
}

/**
 * The box an image is rendered in: the requested height, else the width times the ratio, else the asset's own aspect
 * ratio, else the fallback ratio. Never 0, so the page never shifts when the picture arrives.
 */
export function renderedHeight(
  src: string,
  width: number,
  height: number | undefined,
  ratio: number | undefined,
  fallbackRatio = 1,
): number {
  if (height && height > 0) return Math.round(height)
  if (ratio && ratio > 0) return Math.max(1, Math.round(width * ratio))
  const own = imageDimensions(src)
  const r = own.width > 0 ? own.height / own.width : fallbackRatio
  return Math.max(1, Math.round(width * r))
}

/** SPEC §7: the share image (1200 x 627, cover) as an absolute URL; local files get the site's configured origin. */
export function shareImageUrl(src: string, services: ImageServices, origin: string): string | undefined {
  const url = imageUrl({ src, ...SHARE_IMAGE, format: 'auto' }, services)
  if (!url) return undefined
  return url.startsWith('/') ? origin + url : url
}

/** The image route's option list, parsed strictly: known keys once each, whole numbers in range; else undefined. */
export function parseResizeOptions(raw: string): Options | undefined {
  if (raw.length > 100) return undefined
  const seen = new Map<string, string>()
  for (const part of raw.split(',')) {
    const match = /^(width|height|quality|format|fit)=([a-z0-9-]{1,12})$/.exec(part)
    if (!match || seen.has(match[1] ?? '')) return undefined
    seen.set(match[1] ?? '', match[2] ?? '')
  }
  const number = (key: string, min: number, max: number, fallback: number) => {
    const value = seen.get(key)
    if (value === undefined) return fallback
    return /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : NaN
  }
  const width = number('width', 1, MAX_DIMENSION, NaN)
  const height = number('height', 0, MAX_DIMENSION, 0)
  const quality = number('quality', 1, 100, DEFAULT_QUALITY)
  const format = seen.get('format') ?? 'webp'
  const fit = seen.get('fit') ?? 'cover'
  if ([width, height, quality].some(Number.isNaN)) return undefined
  if (!IMAGE_FORMATS.includes(format as ImageFormat) || !IMAGE_FITS.includes(fit as ImageFit)) return undefined
  return { width, height, quality, format: format as ImageFormat, fit: fit as ImageFit }
}
