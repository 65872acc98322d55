// Frame: a photo-frame family (SPEC §3 frame families: default black frame type, mat size and type) for a material,
// from `/web-api/variants-for-frame-types`: picture, the editor's name and text, the frame colours, the mat it comes
// with, the "from" price and the photo-frame designer opened on the family's default frame type.
import * as z from 'zod/mini'
import { optionField, requiredText } from '../content/fields'
import { FRAME_FAMILIES, MATERIALS } from '../domain/commerce/catalogue-enums'
import { createTranslator } from '../i18n/translate'
import type { Currency } from '../domain/locales'
import type { FrameVariants } from '../shop-contract/frames'
import { Image } from '../views/image'
import { usePageContext } from '../views/page-context'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { PriceTag, useDesignerHref } from '../views/product-price'
import { ctaText, optionalText, ShopBlock, WhenLoaded } from './product-shared'

export const frameSchema = z.object({
  frameFamily: optionField(z.enum(FRAME_FAMILIES)),
  materialType: optionField(z._default(z.enum(MATERIALS), 'poster')),
  name: requiredText,
  text: optionalText,
  ctaText: optionalText,
})
type FrameBlock = z.infer<typeof frameSchema>

/** The block's frame family as the shop offers it for the material. */
interface FrameData {
  variant: FrameVariants['variants'][number]
  currency: Currency
}

async function loadFrame(block: FrameBlock, request: BlockLoadRequest): Promise<FrameData | null> {
  const { materialType } = block
  const answer = await request.shop(`frames:${materialType}`, (client) => client.frameVariants({ materialType }))
  const variant = answer?.variants.find((candidate) => candidate.frameFamily === block.frameFamily)
  return answer && variant ? { variant, currency: answer.currency } : null
}

function FrameBody({ block, variant, currency }: { block: FrameBlock } & FrameData) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const designer = useDesignerHref({
    materialType: block.materialType,
    frameType: variant.defaultFrameType,
    matType: variant.matType,
    matSize: variant.matSize,
  })
  return (
    <article className="frame-tile" data-frame-family={variant.frameFamily}>
      {variant.image && (
        <Image className="frame-tile__picture" src={variant.image} alt={block.name} width={160} height={160} fit="contain" sizes="160px" />
      )}
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
        <PriceTag price={variant.priceFrom} currency={currency} from />
        {designer && (
          <a className="button button--primary" href={designer} rel="nofollow">
            {ctaText(site.language, block.ctaText)}
          </a>
        )}
      </div>
    </article>
  )
}

export function Frame({ block, data }: { block: FrameBlock; data?: BlockData<FrameData> }) {
  return (
    <ShopBlock name="frame-tile">
      <WhenLoaded data={data}>{(loaded) => <FrameBody block={block} {...loaded} />}</WhenLoaded>
    </ShopBlock>
  )
}

export const FRAME_BLOCK = defineBlock(frameSchema, Frame, loadFrame)
