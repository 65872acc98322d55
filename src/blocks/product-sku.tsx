// SKUContainer: products by article number (`/web-api/sku/container`): the editor names each; the shop gives format,
// material and price in the site currency; the call to action opens the designer on that material.
import * as z from 'zod/mini'
import { requiredList, textField } from '../content/fields'
import { formatDimensions, parseFormat } from '../domain/commerce/format'
import { translateLoose } from '../i18n/translate'
import type { SkuContainer } from '../shop-contract/calculator'
import { Image, TILE_SIZES } from '../views/image'
import { usePageContext } from '../views/page-context'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { PriceTag, useDesignerHref } from '../views/product-price'
import { ctaText, optionalText, ShopBlock, WhenLoaded } from './product-shared'
import { entry } from './block-fields'
import { useEntryMarks } from './editable'

const skuItem = entry({
  sku: textField(z.string().check(z.regex(/^[a-z]+-[1-9]\d*x[1-9]\d*$/, 'MATERIAL-WIDTHxHEIGHT'))),
  name: textField(z.string()),
  text: optionalText,
})
export const skuSchema = z.object({ headline: optionalText, ctaText: optionalText, items: requiredList(skuItem).check(z.minLength(1)) })
type SkuBlock = z.infer<typeof skuSchema>

/** The shop's article for each item, in the editor's order; null for one the shop did not answer. */
type SkuData = (SkuContainer | null)[]

function loadSkus(block: SkuBlock, request: BlockLoadRequest): Promise<SkuData> {
  return Promise.all(block.items.map((item) => request.shop(`sku:${item.sku}`, (client) => client.skuContainer({ sku: item.sku }))))
}

function SkuTile({ item, answer, cta }: { item: z.infer<typeof skuItem>; answer: SkuContainer; cta: string }) {
  const { site } = usePageContext()
  const designer = useDesignerHref({ materialType: answer.context.materialType })
  const marks = useEntryMarks()
  return (
    <li className="product-tile" data-sku={answer.sku} {...marks(item._editable)}>
      {answer.image && (
        <Image
          className="product-tile__picture"
          src={answer.image}
          alt={item.name}
          width={320}
          height={240}
          fit="contain"
          sizes={TILE_SIZES}
        />
      )}
      <h3 className="product-tile__name">{item.name}</h3>
      <p className="product-tile__text">
        {translateLoose(site.language, `calculator.materials.${answer.context.materialType}`)} ·{' '}
        {formatDimensions(parseFormat(answer.format), site.locale)}
      </p>
      {item.text && <p className="product-tile__text">{item.text}</p>}
      <PriceTag price={answer.context} currency={answer.currency} />
      {designer && (
        <a className="button button--primary" href={designer} rel="nofollow">
          {ctaText(site.language, cta)}
        </a>
      )}
    </li>
  )
}

export function SKUContainer({ block, data }: { block: SkuBlock; data?: BlockData<SkuData> }) {
  return (
    <section className="sku-container">
      {block.headline && <h2 className="headline">{block.headline}</h2>}
      <ShopBlock name="product-grid">
        <WhenLoaded data={data}>
          {(answers) => (
            <ul className="product-grid">
              {block.items.map((item, index) => {
                const answer = answers[index]
                return answer ? <SkuTile key={item.sku} item={item} answer={answer} cta={block.ctaText} /> : null
              })}
            </ul>
          )}
        </WhenLoaded>
      </ShopBlock>
    </section>
  )
}

export const SKU_BLOCK = defineBlock(skuSchema, SKUContainer, loadSkus)
