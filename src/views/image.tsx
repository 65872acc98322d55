// Pictures on the server (SPEC §7): URLs from the one builder in src/domain/image.ts, width and height always set (no
// layout shift), lazy below the fold, eager with high fetch priority for the page's LCP picture. A source no image
// provider of this deployment serves renders nothing (so no preload either) and is logged (SPEC §8).
import { imageSourceKind, imageSources, renderedHeight, type ImageFit, type ImageFormat, type ImageServices } from '../domain/image'
import { useOptionalPageContext } from './page-context'

/** Where no page context exists: the Worker's own image route, which works in every environment, and the default region. */
export const FALLBACK_IMAGE_SERVICES: ImageServices = { resizeBase: '/_image', region: 'eu', shopHosts: [] }

/**
 * `sizes` of a shop picture in a tile of the product grids and listings: a column of up to 320 CSS pixels on wide
 * screens, the screen's width on narrow ones; the builder offers the tile's width and twice it.
 */
export const TILE_SIZES = '(min-width: 640px) 320px, 100vw'

export function useImageServices(): ImageServices {
  return useOptionalPageContext()?.images ?? FALLBACK_IMAGE_SERVICES
}

/** Logs a picture that is left out because no image provider serves it (SPEC §8); a no-op in island views. */
export function useReportUnusableImage(): (src: string) => void {
  return useOptionalPageContext()?.reportUnusableImage ?? (() => undefined)
}

/** For pictures shown at their own size (logos): the source as it is when a provider serves it, else undefined (logged). */
export function useKnownImageSource(): (src: string | undefined) => string | undefined {
  const { region, shopHosts } = useImageServices()
  const report = useReportUnusableImage()
  return (src) => {
    if (!src) return undefined
    if (imageSourceKind(src, region, shopHosts)) return src
    report(src)
    return undefined
  }
}

export interface ImageProps {
  src: string
  alt: string
  width: number
  /** The rendered height; without it `ratio`, then the asset's own aspect ratio, then `fallbackRatio` decide. */
  height?: number | undefined
  /** Height over width. */
  ratio?: number | undefined
  fallbackRatio?: number | undefined
  quality?: number | undefined
  format?: ImageFormat | undefined
  fit?: ImageFit | undefined
  /** A Storyblok asset's focal point: a crop keeps it. */
  focus?: string | null | undefined
  /** The page's LCP picture: loaded at once with high priority. */
  priority?: boolean | undefined
  /** Above the fold but not the LCP: loaded at once, normal priority. */
  eager?: boolean | undefined
  sizes?: string | undefined
  className?: string | undefined
}

export function Image({
  src,
  alt,
  width,
  height,
  ratio,
  fallbackRatio,
  quality,
  format,
  fit,
  focus,
  priority = false,
  eager = false,
  sizes,
  className,
}: ImageProps) {
  const services = useImageServices()
  const report = useReportUnusableImage()
  const boxHeight = renderedHeight(src, width, height, ratio, fallbackRatio)
  // Resize to the box only when its height was asked for; otherwise the service keeps the aspect ratio.
  const request = { src, width, height: height ?? (ratio ? boxHeight : 0), quality, format, fit, focus }
  const sources = imageSources(request, services, sizes !== undefined)
  if (!sources) {
    report(src)
    return null
  }
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      className={className}
      alt={alt}
      width={width}
      height={boxHeight}
      loading={priority || eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  )
}
