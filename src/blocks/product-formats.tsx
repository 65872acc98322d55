// FormatsAndPrices: a table of formats and prices from the shop API, for a material (`/price-api/prices/formats`) or
// for one product of a family (its SPEC §7 price call). Reduced prices show the original struck through.
import * as z from 'zod/mini'
import { optionField } from '../content/fields'
import { MATERIALS } from '../domain/commerce/catalogue-enums'
import { formatDimensions, parseFormat } from '../domain/commerce/format'
import type { Currency } from '../domain/locales'
import { createTranslator } from '../i18n/translate'
import type { FramePrice } from '../shop-contract/fields'
import { PRODUCT_FAMILIES } from '../shop-contract/products'
import { usePageContext } from '../views/page-context'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { PriceTag } from '../views/product-price'
import { loadProduct, optionalText, productId, ShopBlock, WhenLoaded } from './product-shared'

export const formatsSchema = z.union([
  z.object({ headline: optionalText, materialType: optionField(z.enum(MATERIALS)) }),
  z.object({ headline: optionalText, family: optionField(z.enum(PRODUCT_FAMILIES)), product: productId }),
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

/** The table's rows: the material's formats, or the product's. */
interface FormatsData {
  rows: readonly FramePrice[]
  currency: Currency
}

async function loadFormats(block: FormatsBlock, request: BlockLoadRequest): Promise<FormatsData | null> {
  if ('materialType' in block) {
    const { materialType } = block
    const answer = await request.shop(`formats:${materialType}`, (client) => client.formatPrices({ materialType }))
    return answer && { rows: answer.formats, currency: answer.currency }
  }
  const found = await loadProduct(request, block.family, block.product)
  return found && { rows: found.product.formats, currency: found.currency }
}

export function FormatsAndPrices({ block, data }: { block: FormatsBlock; data?: BlockData<FormatsData> }) {
  return (
    <section className="formats-and-prices">
      <ShopBlock name="formats-table">
        <WhenLoaded data={data}>{({ rows, currency }) => <Table headline={block.headline} rows={rows} currency={currency} />}</WhenLoaded>
      </ShopBlock>
    </section>
  )
}

export const FORMATS_BLOCK = defineBlock(formatsSchema, FormatsAndPrices, loadFormats)
