// Teaser: the page's hero, with headline (the page's h1), subline, image and a call to action.
import * as z from 'zod/mini'
import { assetShape, pictureField, text, textField } from '../content/fields'
import { optionalColor } from '../content/schemas'
import { ctaField } from './block-fields'
import { useEntryMarks } from './editable'
import { CmsLink } from '../views/cms-link'
import { Image } from '../views/image'

export const teaserSchema = z.object({
  headline: textField(z.string()),
  subline: text,
  image: pictureField(z.optional(assetShape)),
  cta: ctaField,
  backgroundColor: optionalColor,
  textColor: optionalColor,
})

export function Teaser({ block }: { block: z.infer<typeof teaserSchema> }) {
  const marks = useEntryMarks()
  return (
    <section className="teaser" style={{ backgroundColor: block.backgroundColor, color: block.textColor }}>
      <div className="teaser__copy">
        <h1 className="teaser__headline">{block.headline}</h1>
        {block.subline && <p className="teaser__subline">{block.subline}</p>}
        {block.cta && (
          <CmsLink link={block.cta.link} className="button button--primary" marks={marks(block.cta._editable)}>
            {block.cta.text}
          </CmsLink>
        )}
      </div>
      {block.image?.filename && (
        // The page's LCP picture (SPEC §7): eager, high priority; cropped to the 16:9 box the stylesheet gives it.
        <Image
          className="teaser__image"
          src={block.image.filename}
          focus={block.image.focus}
          alt={block.image.alt ?? ''}
          width={800}
          height={450}
          sizes="(min-width: 900px) 50vw, 100vw"
          priority
        />
      )}
    </section>
  )
}
