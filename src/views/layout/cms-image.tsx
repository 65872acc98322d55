// CMS pictures in the shell at the SPEC §9 widths (quality 85, 100 for footer images), built on the one image builder.
// Kept at this path for the layout, flyouts, footer and blocks that import it.
import type { Asset } from '../../content/schemas'
import type { ImageFit } from '../../domain/image'
import { Image } from '../image'

export interface CmsImageProps {
  asset: Asset
  width: number
  /** Height over width; the box keeps it while the picture loads. */
  ratio: number
  alt?: string | undefined
  quality?: number
  className?: string | undefined
  eager?: boolean
  /** The page's LCP picture: eager with high fetch priority. */
  priority?: boolean
  /** A fixed height instead of `ratio` (the picture is then cropped or fitted to it, see `fit`). */
  height?: number
  fit?: ImageFit
  sizes?: string
}

export function CmsImage({ asset, width, ratio, alt, quality, className, eager = false, priority, height, fit, sizes }: CmsImageProps) {
  return (
    <Image
      src={asset.filename}
      alt={alt ?? asset.alt ?? ''}
      width={width}
      height={height}
      ratio={ratio}
      quality={quality}
      fit={fit}
      focus={asset.focus}
      eager={eager}
      priority={priority}
      sizes={sizes}
      className={className}
    />
  )
}
