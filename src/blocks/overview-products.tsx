// CalendarOverviewWrapper, CollageOverviewWrapper, PhotobookOverviewWrapper: the family's products an editor lists,
// each with the shop's picture, "from" price and designer link; the names and texts are the editor's.
import * as z from 'zod/mini'
import { requiredList } from '../content/fields'
import type { Currency } from '../domain/locales'
import type { Product, ProductFamily } from '../shop-contract/products'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { findProduct, loadFamily, optionalText, ProductTile, ShopBlock, tileItemSchema, WhenLoaded, type TileItem } from './product-shared'

export const overviewSchema = z.object({
  headline: optionalText,
  text: optionalText,
  /** A translation key or words for every tile's call to action. */
  ctaText: optionalText,
  items: requiredList(tileItemSchema).check(z.minLength(1)),
})
type Overview = z.infer<typeof overviewSchema>

/** The tiles the shop sells, in the editor's order. */
interface OverviewData {
  tiles: { item: TileItem; product: Product }[]
  currency: Currency
}

function loadOverview(family: ProductFamily) {
  return async (block: Overview, request: BlockLoadRequest): Promise<OverviewData | null> => {
    const answer = await loadFamily(request, family)
    if (!answer) return null
    const tiles = block.items.flatMap((item) => {
      const product = findProduct(answer.products, item.product)
      return product ? [{ item, product }] : []
    })
    return tiles.length > 0 ? { tiles, currency: answer.currency } : null
  }
}

function overview(family: ProductFamily) {
  return function OverviewWrapper({ block, data }: { block: Overview; data?: BlockData<OverviewData> }) {
    return (
      <section className={`product-overview product-overview--${family}`}>
        {block.headline && <h2 className="headline">{block.headline}</h2>}
        {block.text && <p className="product-overview__text">{block.text}</p>}
        <ShopBlock name="product-grid">
          <WhenLoaded data={data}>
            {({ tiles, currency }) => (
              <ul className="product-grid">
                {tiles.map(({ item, product }) => (
                  <ProductTile key={product.id} item={item} product={product} currency={currency} cta={block.ctaText} />
                ))}
              </ul>
            )}
          </WhenLoaded>
        </ShopBlock>
      </section>
    )
  }
}

export const OVERVIEW_BLOCKS = {
  CalendarOverviewWrapper: defineBlock(overviewSchema, overview('calendar'), loadOverview('calendar')),
  CollageOverviewWrapper: defineBlock(overviewSchema, overview('collage'), loadOverview('collage')),
  PhotobookOverviewWrapper: defineBlock(overviewSchema, overview('photobook'), loadOverview('photobook')),
}
