// Frame: a photo-frame family (SPEC §3 frame families: default black frame type, mat size and type) for a material,
// from `/web-api/variants-for-frame-types`: picture, the editor's name and text, the frame colours, the mat it comes
// with, the "from" price and the photo-frame designer opened on the family's default frame type.
import * as z from 'zod/mini'
import { FRAME_FAMILIES, MATERIALS } from '../../domain/commerce/catalogue-enums'
import { createTranslator } from '../../i18n/translate'
import { frameVariantsSchema } from '../../shop/schemas'
import { usePageContext } from '../page-context'
import { defineBlock } from './define'
import { useShopData } from './product-data'
import { PriceTag, useDesignerHref } from './product-price'
import { ctaText, optionalText, ShopBlock } from './product-shared'

export const frameSchema = z.object({
  frameFamily: z.enum(FRAME_FAMILIES),
  materialType: z._default(z.enum(MATERIALS), 'poster'),
  name: z.string().check(z.minLength(1)),
  text: optionalText,
  ctaText: optionalText,
})
type FrameBlock = z.infer<typeof frameSchema>

function FrameBody({ block }: { block: FrameBlock }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const answer = useShopData(`frames:${block.materialType}`, (client) =>
    client.call({ path: '/web-api/variants-for-frame-types', query: { materialType: block.materialType }, payload: frameVariantsSchema }),
  )
  const variant = answer?.variants.find((candidate) => candidate.frameFamily === block.frameFamily)
  const designer = useDesignerHref(
    variant ? { materialType: block.materialType, frameType: variant.defaultFrameType, matType: variant.matType, matSize: variant.matSize } : {},
  )
  if (!answer || !variant) return null
  return (
    <article className="frame-tile" data-frame-family={variant.frameFamily}>
      <img className="frame-tile__picture" src={`/demo/shop/frame-${variant.frameFamily === 'holzrahmen' ? 'wood' : 'classic'}.svg`} alt={block.name} width={320} height={320} loading="lazy" decoding="async" />
      <div className="frame-tile__info">
        <h3 className="frame-tile__name">{block.name}</h3>
        {block.text && <p>{block.text}</p>}
        <p className="frame-tile__colors">
          <span>{t('shop.frameColors')}:</span>
          {variant.frameTypes.map((type) => (
            <span key={type.value} className={`frame-swatch frame-swatch--${type.color}`} title={type.value} />
          ))}
        </p>
        {variant.matSize > 0 && (
          <p className="frame-tile__mat">
            {t('shop.mat')}: {variant.matSize / 10} cm
          </p>
        )}
        <PriceTag price={variant.priceFrom} currency={answer.currency} from />
        {designer && (
          <a className="button button--primary" href={designer} rel="nofollow">
            {ctaText(site.language, block.ctaText)}
          </a>
        )}
      </div>
    </article>
  )
}

export function Frame({ block }: { block: FrameBlock }) {
  return (
    <ShopBlock name="frame-tile">
      <FrameBody block={block} />
    </ShopBlock>
  )
}

export const FRAME_BLOCK = defineBlock(frameSchema, Frame)
