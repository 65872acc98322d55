// CMS pictures in the shell at the SPEC §9 widths: Storyblok's image service scales them (1x and 2x, quality 85, 100
// for footer images); other files (the demo space's SVGs) are used as they are.
import type { Asset } from '../../content/schemas'

const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/\d+\/\d+x\d+\/[0-9a-f]+\/[^?#]+\.(?:jpe?g|png|webp)$/i

export function scaledSource(filename: string, width: number, quality = 85): { src: string; srcSet?: string } {
  if (!STORYBLOK_ASSET.test(filename)) return { src: filename }
  const at = (w: number) => `${filename}/m/${w}x0/filters:quality(${quality})`
  return { src: at(width), srcSet: `${at(width)} 1x, ${at(width * 2)} 2x` }
}

export interface CmsImageProps {
  asset: Asset
  width: number
  /** Height over width; the box keeps it while the picture loads. */
  ratio: number
  alt?: string | undefined
  quality?: number
  className?: string | undefined
  eager?: boolean
}

export function CmsImage({ asset, width, ratio, alt, quality, className, eager = false }: CmsImageProps) {
  return (
    <img
      {...scaledSource(asset.filename, width, quality)}
      className={className}
      alt={alt ?? asset.alt ?? ''}
      width={width}
      height={Math.round(width * ratio)}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  )
}
