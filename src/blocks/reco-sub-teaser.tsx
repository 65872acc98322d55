// Recommendation teasers ("our tip"): a product or idea we recommend, as one wide card (RecoSubTeaser) or a grid of
// cards under a headline (RecoSubTeaserTiles). The whole card is the link.
import * as z from 'zod/mini'
import { CmsLink } from '../views/cms-link'
import { CmsImage } from '../views/layout/cms-image'
import { requiredList } from '../content/fields'
import { entry, linkSchema, optionalText, pictureSchema, requiredText } from './block-fields'
import { useEntryMarks } from './editable'

const recoShape = {
  label: optionalText,
  headline: requiredText,
  text: optionalText,
  image: pictureSchema,
  link: linkSchema,
  linkText: optionalText,
}
export const recoSubTeaserSchema = z.object(recoShape)
type Reco = z.infer<typeof recoSubTeaserSchema>

function RecoCard({ reco, Heading, wide }: { reco: Reco; Heading: 'h2' | 'h3'; wide: boolean }) {
  return (
    <CmsLink link={reco.link} className={wide ? 'reco reco--wide' : 'reco'}>
      <CmsImage asset={reco.image} width={wide ? 720 : 480} ratio={wide ? 2 / 3 : 3 / 4} className="reco__image" />
      <div className="reco__copy">
        {reco.label && <span className="reco__label">{reco.label}</span>}
        <Heading className="reco__headline">{reco.headline}</Heading>
        {reco.text && <p className="reco__text">{reco.text}</p>}
        {reco.linkText && <span className="reco__more">{reco.linkText} →</span>}
      </div>
    </CmsLink>
  )
}

export function RecoSubTeaser({ block }: { block: Reco }) {
  return (
    <section className="reco-sub-teaser">
      <RecoCard reco={block} Heading="h2" wide />
    </section>
  )
}

export const recoSubTeaserTilesSchema = z.object({
  headline: requiredText,
  items: requiredList(entry(recoShape)).check(z.minLength(1)),
})

export function RecoSubTeaserTiles({ block }: { block: z.infer<typeof recoSubTeaserTilesSchema> }) {
  const marks = useEntryMarks()
  return (
    <section className="reco-tiles">
      <h2 className="reco-tiles__headline">{block.headline}</h2>
      <ul className="tile-grid">
        {block.items.map((reco, index) => (
          <li key={index} {...marks(reco._editable)}>
            <RecoCard reco={reco} Heading="h3" wide={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}
