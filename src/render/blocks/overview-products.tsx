// CalendarOverviewWrapper, CollageOverviewWrapper, PhotobookOverviewWrapper: the family's products an editor lists,
// each with the shop's picture, "from" price and designer link; the names and texts are the editor's.
import * as z from 'zod/mini'
import type { ProductFamily } from '../../shop/schemas'
import { defineBlock } from './define'
import { findProduct, optionalText, ProductTile, ShopBlock, tileItemSchema, useFamily } from './product-shared'

export const overviewSchema = z.object({
  headline: optionalText,
  text: optionalText,
  /** A translation key or words for every tile's call to action. */
  ctaText: optionalText,
  items: z.array(tileItemSchema).check(z.minLength(1)),
})
type Overview = z.infer<typeof overviewSchema>

function OverviewTiles({ block, family }: { block: Overview; family: ProductFamily }) {
  const answer = useFamily(family)
  if (!answer) return null
  const tiles = block.items.flatMap((item) => {
    const product = findProduct(answer.products, item.product)
    return product ? [{ item, product }] : []
  })
  if (tiles.length === 0) return null
  return (
    <ul className="product-grid">
      {tiles.map(({ item, product }) => (
        <ProductTile key={product.id} item={item} product={product} currency={answer.currency} cta={block.ctaText} />
      ))}
    </ul>
  )
}

function overview(family: ProductFamily) {
  return function OverviewWrapper({ block }: { block: Overview }) {
    return (
      <section className={`product-overview product-overview--${family}`}>
        {block.headline && <h2 className="headline">{block.headline}</h2>}
        {block.text && <p className="product-overview__text">{block.text}</p>}
        <ShopBlock name="product-grid">
          <OverviewTiles block={block} family={family} />
        </ShopBlock>
      </section>
    )
  }
}

export const OVERVIEW_BLOCKS = {
  CalendarOverviewWrapper: defineBlock(overviewSchema, overview('calendar')),
  CollageOverviewWrapper: defineBlock(overviewSchema, overview('collage')),
  PhotobookOverviewWrapper: defineBlock(overviewSchema, overview('photobook')),
}
