// Accessory: one card accessory (SPEC §3 kinds: envelope, inlay, ribbon …) with its picture, size and price per piece.
import * as z from 'zod/mini'
import { requiredText } from '../content/fields'
import { ctaField } from './block-fields'
import { useEntryMarks } from './editable'
import { formatDimensions, parseFormat } from '../domain/commerce/format'
import { createTranslator } from '../i18n/translate'
import { cartBack, cartLabels, cartResult } from './cart-form'
import { CmsLink } from '../views/cms-link'
import { Island } from '../views/island'
import { Image } from '../views/image'
import { usePageContext } from '../views/page-context'
import type { Currency } from '../domain/locales'
import type { Product } from '../shop-contract/products'
import { defineBlock, type BlockData } from './define'
import { PriceTag } from '../views/product-price'
import { isSettled, loadProduct, optionalText, productId, ShopBlock, WhenLoaded } from './product-shared'

export const accessorySchema = z.object({
  product: productId,
  name: requiredText,
  text: optionalText,
  cta: ctaField,
})
type Accessory = z.infer<typeof accessorySchema>

function AccessoryBody({ block, product, currency }: { block: Accessory; product: Product; currency: Currency }) {
  const { site, path, url = path } = usePageContext()
  const t = createTranslator(site.language)
  const format = product.formats[0]
  const marks = useEntryMarks()
  // Card accessories go into the cart on their own (POST /web-api/card-accessory-order) by their SPEC §3 sku.
  const sku = typeof product.designer.sku === 'string' ? product.designer.sku : undefined
  const anchor = `accessory-${product.id}`
  return (
    <article className="accessory" data-product={product.id} data-kind={product.accessoryKind}>
      <Image className="accessory__picture" src={product.image} alt={block.name} width={160} height={120} fit="contain" sizes="160px" />
      <div className="accessory__info">
        <h2 className="accessory__name">{block.name}</h2>
        {block.text && <p className="accessory__text">{block.text}</p>}
        {format && <p className="accessory__size">{formatDimensions(parseFormat(format.value), site.locale)}</p>}
        <p className="accessory__price">
          <PriceTag price={product.priceFrom} currency={currency} /> <span className="accessory__unit">{t('shop.perPiece')}</span>
        </p>
        {sku && (
          <Island
            name="cart-add"
            hydrate="interaction"
            props={{
              kind: 'accessory',
              action: `${site.basePath}/web-api/card-accessory-order`,
              back: cartBack(url, anchor),
              anchor,
              sku,
              quantity: 10,
              labels: cartLabels(site.language, block.name, t('cart.addAccessory')),
              result: cartResult(url, anchor, site.language, block.name),
            }}
          />
        )}
        {block.cta && (
          <CmsLink link={block.cta.link} className="button button--secondary" marks={marks(block.cta._editable)}>
            {block.cta.text}
          </CmsLink>
        )}
      </div>
    </article>
  )
}

export function AccessoryBlock({ block, data }: { block: Accessory; data?: BlockData<{ product: Product; currency: Currency }> }) {
  return (
    <ShopBlock name="accessory" settled={isSettled(data)}>
      <WhenLoaded data={data}>
        {({ product, currency }) => <AccessoryBody block={block} product={product} currency={currency} />}
      </WhenLoaded>
    </ShopBlock>
  )
}

// Its cart form must work without JavaScript: in the first bytes.
export const ACCESSORY_BLOCK = defineBlock(
  accessorySchema,
  AccessoryBlock,
  (block: Accessory, request) => loadProduct(request, 'accessory', block.product),
  { inFirstBytes: true },
)
