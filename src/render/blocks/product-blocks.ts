// Shop blocks: product overviews, detail containers, prices and listings. They read shop data through src/shop/client.ts.
import type { BlockTable } from './define'

export const PRODUCT_BLOCKS: BlockTable = {}
