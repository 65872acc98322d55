// The content of the customer-picture and image-magnify dialogs: the large picture and its caption. The dialog host
// (../dialog-host-view.tsx) supplies the modal, the close button and Escape.
import type { PictureDialogPayload } from '../../picture-dialog'
import { DIALOG_TITLE_ID } from '../dialog-host-view'

export function PictureDialogView({ payload, kind }: { payload: PictureDialogPayload; kind: 'customer-picture' | 'image-magnify' }) {
  return (
    <figure className={`picture-dialog picture-dialog--${kind}`}>
      <h2 id={DIALOG_TITLE_ID} className="visually-hidden">
        {payload.alt}
      </h2>
      <img
        src={payload.src}
        srcSet={payload.srcSet}
        alt={payload.alt}
        width={payload.width}
        height={payload.height}
        className="picture-dialog__image"
      />
      {payload.caption && <figcaption className="picture-dialog__caption">{payload.caption}</figcaption>}
    </figure>
  )
}

/** A payload read from markup: only the fields and types the view needs, anything else is no picture. */
export function readPicturePayload(value: unknown): PictureDialogPayload | undefined {
  const p = value as Partial<Record<keyof PictureDialogPayload, unknown>> | null
  if (!p || typeof p.src !== 'string' || typeof p.alt !== 'string' || typeof p.width !== 'number' || typeof p.height !== 'number')
    return undefined
  return {
    src: p.src,
    srcSet: typeof p.srcSet === 'string' ? p.srcSet : undefined,
    alt: p.alt,
    caption: typeof p.caption === 'string' ? p.caption : '',
    width: p.width,
    height: p.height,
  }
}
