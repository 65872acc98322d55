// Shop blocks: product overviews, detail containers, prices and listings. They read shop data through src/shop/client.ts
// (each block's `load`, started by the page's loader: src/loaders/block-data.ts); texts are the editor's, prices and
// formats the shop's.
import type { BlockTable } from './define'
import { DETAIL_BLOCKS } from './detail-products'
import { OVERVIEW_BLOCKS } from './overview-products'
import { THEMES_OVERVIEW_BLOCK } from './overview-themes'
import { ACCESSORY_BLOCK } from './product-accessory'
import { FORMATS_BLOCK } from './product-formats'
import { FRAME_SELECTION_BLOCK } from './frame-selection'
import { PHOTO_DETAIL_BLOCK } from './photo-detail'
import { FRAME_BLOCK } from './product-frame'
import { SKU_BLOCK } from './product-sku'

export const PRODUCT_BLOCKS: BlockTable = {
  Accessory: ACCESSORY_BLOCK,
  ...DETAIL_BLOCKS,
  ...OVERVIEW_BLOCKS,
  FormatsAndPrices: FORMATS_BLOCK,
  Frame: FRAME_BLOCK,
  FrameSelection: FRAME_SELECTION_BLOCK,
  PhotoDetail: PHOTO_DETAIL_BLOCK,
  SKUContainer: SKU_BLOCK,
  ThemesOverviewWrapper: THEMES_OVERVIEW_BLOCK,
}
