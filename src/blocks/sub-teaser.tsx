// Sub-teasers: a picture, headline, text and link pointing deeper into the shop, in four variants: SubTeaser (picture
// beside the copy), SubTeaserPhotoLarge (copy over a wide photo), SubTeaserPhotoSmall (a compact row with a thumbnail)
// and SubTeaserTiles (a grid of small teaser cards under one headline).
import * as z from 'zod/mini'
import { CmsLink } from '../views/cms-link'
import { CmsImage } from '../views/layout/cms-image'
import { catchWith, requiredList, optionField } from '../content/fields'
import { ctaField, entry, linkSchema, optionalText, pictureSchema, requiredText } from './block-fields'
import { useEntryMarks } from './editable'

export const subTeaserSchema = z.object({
  headline: requiredText,
  text: optionalText,
  image: pictureSchema,
  cta: ctaField,
  // Only the look: an unset or unknown position puts the picture on the left.
  imagePosition: catchWith(optionField(z._default(z.enum(['left', 'right']), 'left')), 'left'),
})
type SubTeaserContent = z.infer<typeof subTeaserSchema>

function Cta({ cta, className = 'button button--secondary' }: { cta: SubTeaserContent['cta']; className?: string }) {
  const marks = useEntryMarks()
  return cta ? (
    <CmsLink link={cta.link} className={className} marks={marks(cta._editable)}>
      {cta.text}
    </CmsLink>
  ) : null
}

export function SubTeaser({ block }: { block: SubTeaserContent }) {
  return (
    <section className={`sub-teaser sub-teaser--image-${block.imagePosition}`}>
      <CmsImage asset={block.image} width={720} ratio={2 / 3} className="sub-teaser__image" />
      <div className="sub-teaser__copy">
        <h2 className="sub-teaser__headline">{block.headline}</h2>
        {block.text && <p className="sub-teaser__text">{block.text}</p>}
        <Cta cta={block.cta} />
      </div>
    </section>
  )
}

export const subTeaserPhotoLargeSchema = z.object({
  headline: requiredText,
  text: optionalText,
  image: pictureSchema,
  cta: ctaField,
})

export function SubTeaserPhotoLarge({ block }: { block: z.infer<typeof subTeaserPhotoLargeSchema> }) {
  return (
    <section className="sub-teaser-large">
      <CmsImage asset={block.image} width={1600} ratio={9 / 16} className="sub-teaser-large__image" />
      <div className="sub-teaser-large__copy">
        <h2 className="sub-teaser-large__headline">{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
        <Cta cta={block.cta} className="button button--primary" />
      </div>
    </section>
  )
}

export const subTeaserPhotoSmallSchema = z.object({
  headline: requiredText,
  text: optionalText,
  image: pictureSchema,
  link: linkSchema,
})

export function SubTeaserPhotoSmall({ block }: { block: z.infer<typeof subTeaserPhotoSmallSchema> }) {
  return (
    <section className="sub-teaser-small">
      <CmsLink link={block.link} className="sub-teaser-small__link">
        <CmsImage asset={block.image} width={160} ratio={1} className="sub-teaser-small__image" />
        <div className="sub-teaser-small__copy">
          <h2 className="sub-teaser-small__headline">{block.headline}</h2>
          {block.text && <p className="sub-teaser-small__text">{block.text}</p>}
        </div>
      </CmsLink>
    </section>
  )
}

const tileSchema = entry({ headline: requiredText, text: optionalText, image: pictureSchema, link: linkSchema })
export const subTeaserTilesSchema = z.object({
  headline: requiredText,
  tiles: requiredList(tileSchema).check(z.minLength(1)),
})

export function SubTeaserTiles({ block }: { block: z.infer<typeof subTeaserTilesSchema> }) {
  const marks = useEntryMarks()
  return (
    <section className="sub-teaser-tiles">
      <h2 className="sub-teaser-tiles__headline">{block.headline}</h2>
      <ul className="tile-grid">
        {block.tiles.map((tile, index) => (
          <li key={index} className="tile" {...marks(tile._editable)}>
            <CmsLink link={tile.link} className="tile__link">
              <CmsImage asset={tile.image} width={480} ratio={3 / 4} className="tile__image" />
              <h3 className="tile__headline">{tile.headline}</h3>
              {tile.text && <p className="tile__text">{tile.text}</p>}
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
