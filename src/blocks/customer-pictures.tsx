// CustomerPictureBlock: photos our customers sent of their prints at home, as a grid; a click opens the
// customer-picture dialog with the photo large and its caption (who, which product).
import * as z from 'zod/mini'
import { createTranslator } from '../i18n/translate'
import { useImageServices, useReportUnusableImage } from '../views/image'
import { CmsImage } from '../views/layout/cms-image'
import { usePageContext } from '../views/page-context'
import { requiredList } from '../content/fields'
import { entry, optionalText, pictureSchema, requiredText } from './block-fields'
import { useEntryMarks } from './editable'
import { pictureDialogPayload } from '../views/picture-dialog'

const RATIO = 1

export const customerPicturesSchema = z.object({
  headline: requiredText,
  text: optionalText,
  pictures: requiredList(entry({ image: pictureSchema, caption: optionalText })).check(z.minLength(1), z.maxLength(24)),
})

export function CustomerPictureBlock({ block }: { block: z.infer<typeof customerPicturesSchema> }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const services = useImageServices()
  const report = useReportUnusableImage()
  const marks = useEntryMarks()
  return (
    <section className="customer-pictures">
      <h2 className="customer-pictures__headline">{block.headline}</h2>
      {block.text && <p className="customer-pictures__text">{block.text}</p>}
      <ul className="customer-pictures__grid">
        {block.pictures.map((picture, index) => {
          const payload = pictureDialogPayload(picture.image, RATIO, picture.caption, services)
          // A photo no image provider serves leaves its place in the grid (SPEC §8).
          if (!payload) {
            report(picture.image.filename)
            return null
          }
          return (
            <li key={index} {...marks(picture._editable)}>
              <a
                href={payload.src}
                className="customer-pictures__trigger"
                data-dialog="customer-picture"
                data-dialog-payload={JSON.stringify(payload)}
                aria-label={t('blocks.openCustomerPicture', { alt: picture.image.alt || picture.caption })}
              >
                <CmsImage asset={picture.image} width={320} ratio={RATIO} className="customer-pictures__image" />
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
