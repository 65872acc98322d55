// The payload a picture block hands to its dialog (customer-picture, image-magnify): the large picture and its caption.
// Computed on the server, carried in `data-dialog-payload`, read by client/parts/content-dialogs.tsx.
import type { Asset } from '../content/schemas'
import { imageSources, type ImageServices } from '../domain/image'

/** Width of the large picture in a dialog (its 2x source doubles it). */
export const LARGE_WIDTH = 1600

export interface PictureDialogPayload {
  src: string
  srcSet?: string | undefined
  alt: string
  caption: string
  width: number
  height: number
}

/** Undefined when no image provider serves the picture: there is nothing to open large. */
export function pictureDialogPayload(
  asset: Asset & { alt: string },
  ratio: number,
  caption: string,
  services: ImageServices,
): PictureDialogPayload | undefined {
  const large = imageSources({ src: asset.filename, width: LARGE_WIDTH }, services)
  if (!large) return undefined
  return {
    ...large,
    alt: asset.alt,
    caption,
    width: LARGE_WIDTH,
    height: Math.round(LARGE_WIDTH * ratio),
  }
}
