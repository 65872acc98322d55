// Pictures on the server (SPEC §7): URLs from the one builder in src/domain/image.ts, width and height always set (no
// layout shift), lazy below the fold, eager with high fetch priority for the page's LCP picture.
import { imageSources, renderedHeight, type ImageFit, type ImageFormat } from '../domain/image'
import { useOptionalPageContext } from './page-context'

/** Where no page context exists: the Worker's own image route, which works in every environment. */
export const FALLBACK_IMAGE_BASE = '/_image'

export function useImageBase(): string {
  return useOptionalPageContext()?.imageBase ?? FALLBACK_IMAGE_BASE
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
  priority = false,
  eager = false,
  sizes,
  className,
}: ImageProps) {
  const base = useImageBase()
  const report = useOptionalPageContext()?.reportUnusableImage
  const boxHeight = renderedHeight(src, width, height, ratio, fallbackRatio)
  // Resize to the box only when its height was asked for; otherwise the service keeps the aspect ratio.
  const sources = imageSources({ src, width, height: height ?? (ratio ? boxHeight : 0), quality, format, fit }, base)
  if (!sources) {
    report?.(src)
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
