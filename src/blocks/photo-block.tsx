// PhotoBlock: one photograph with an optional caption; a click (or Enter) opens it large in the image-magnify dialog.
// Without JavaScript the same link opens the large picture itself.
import * as z from 'zod/mini'
import { numberField } from '../content/fields'
import { createTranslator } from '../i18n/translate'
import { useImageServices, useReportUnusableImage } from '../views/image'
import { CmsImage } from '../views/layout/cms-image'
import { usePageContext } from '../views/page-context'
import { optionalText, pictureSchema } from './block-fields'
import { pictureDialogPayload } from '../views/picture-dialog'

export const photoBlockSchema = z.object({
  image: pictureSchema,
  caption: optionalText,
  /** Height over width of the photograph, e.g. 0.667 for 3:2. */
  ratio: numberField(z._default(z.number().check(z.gte(0.2), z.lte(3)), 2 / 3)),
})

export function PhotoBlock({ block }: { block: z.infer<typeof photoBlockSchema> }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const payload = pictureDialogPayload(block.image, block.ratio, block.caption, useImageServices())
  const report = useReportUnusableImage()
  // A photograph no image provider serves: nothing to show or open (SPEC §8), and no link to an empty address.
  if (!payload) {
    report(block.image.filename)
    return null
  }
  return (
    <figure className="photo-block">
      <a
        href={payload.src}
        className="photo-block__trigger"
        data-dialog="image-magnify"
        data-dialog-payload={JSON.stringify(payload)}
        aria-label={t('blocks.magnify', { alt: block.image.alt || block.caption })}
      >
        <CmsImage asset={block.image} width={1200} ratio={block.ratio} className="photo-block__image" />
      </a>
      {block.caption && <figcaption className="photo-block__caption">{block.caption}</figcaption>}
    </figure>
  )
}
