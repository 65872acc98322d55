// FormatsAndPrices: a table of formats and prices from the shop API, for a material (`/price-api/prices/formats`) or
// for one product of a family (its SPEC §7 price call). Reduced prices show the original struck through.
import * as z from 'zod/mini'
import { MATERIALS } from '../../domain/commerce/catalogue-enums'
import { formatDimensions, parseFormat } from '../../domain/commerce/format'
import type { Currency } from '../../domain/locales'
import { createTranslator } from '../../i18n/translate'
import { PRODUCT_FAMILIES, type FramePrice } from '../../shop/schemas'
import { usePageContext } from '../page-context'
import { defineBlock } from './define'
import { PriceTag } from './product-price'
import { findProduct, optionalText, productId, ShopBlock, useFamily } from './product-shared'
import { useShopData } from './product-data'

export const formatsSchema = z.union([
  z.object({ headline: optionalText, materialType: z.enum(MATERIALS) }),
  z.object({ headline: optionalText, family: z.enum(PRODUCT_FAMILIES), product: productId }),
])
type FormatsBlock = z.infer<typeof formatsSchema>

function Table({ headline, rows, currency }: { headline: string; rows: readonly FramePrice[]; currency: Currency }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  return (
    <table className="formats-table">
      <caption>{headline || t('shop.formats')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shop.format')}</th>
          <th scope="col">{t('shop.price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.value}>
            <th scope="row">{formatDimensions(parseFormat(row.value), site.locale)}</th>
            <td>
              <PriceTag price={row} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function MaterialTable({ headline, materialType }: { headline: string; materialType: (typeof MATERIALS)[number] }) {
  const answer = useShopData(`formats:${materialType}`, (client) => client.formatPrices({ materialType }))
  if (!answer) return null
  return <Table headline={headline} rows={answer.formats} currency={answer.currency} />
}

function ProductTable({ headline, family, id }: { headline: string; family: (typeof PRODUCT_FAMILIES)[number]; id: string }) {
  const answer = useFamily(family)
  const product = answer ? findProduct(answer.products, id) : undefined
  if (!answer || !product) return null
  return <Table headline={headline} rows={product.formats} currency={answer.currency} />
}

export function FormatsAndPrices({ block }: { block: FormatsBlock }) {
  return (
    <section className="formats-and-prices">
      <ShopBlock name="formats-table">
        {'materialType' in block ? (
          <MaterialTable headline={block.headline} materialType={block.materialType} />
        ) : (
          <ProductTable headline={block.headline} family={block.family} id={block.product} />
        )}
      </ShopBlock>
    </section>
  )
}

export const FORMATS_BLOCK = defineBlock(formatsSchema, FormatsAndPrices)
