// Pieces every shop block shares: the product schema fields, the loading placeholder, a product's formats with prices,
// and the product tile (picture, name, "from" price in the site currency, call to action into the designer).
import { Suspense, use, type ReactNode } from 'react'
import * as z from 'zod/mini'
import { optionalLink, text as optionalText, textField } from '../content/fields'
import type { SelectedOptions } from '../domain/commerce/designer-options'
import { formatDimensions, parseFormat } from '../domain/commerce/format'
import type { Currency } from '../domain/locales'
import { createTranslator, translateLoose } from '../i18n/translate'
import { log } from '../log'
import type { Product, ProductFamily, Products } from '../shop-contract/products'
import { CmsLink } from '../views/cms-link'
import { Image, TILE_SIZES } from '../views/image'
import { usePageContext } from '../views/page-context'
import type { BlockData, BlockLoadRequest } from './define'
import { entry } from './block-fields'
import { useEntryMarks } from './editable'
import { PriceTag, useDesignerHref } from '../views/product-price'

export { text as optionalText } from '../content/fields'
export const productId = textField(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'a shop product id')))

/** Data the loader already has (a settled deferred, see src/loaders/deferred.ts). */
export function isSettled(data: BlockData<unknown> | Promise<unknown>): boolean {
  return (data as { status?: string } | undefined)?.status === 'fulfilled'
}

/**
 * A shop block's body streams in behind a placeholder of its size, so the page never waits for the shop API. Data
 * that is already in renders in place without a boundary: React outlines even a finished boundary once the page's
 * earlier bytes pass its chunk size, and an outlined part is revealed by a script, which a form without JavaScript
 * (the cart's, the card options') cannot wait for.
 */
export function ShopBlock({ name, children, settled = false }: { name: string; children: ReactNode; settled?: boolean }) {
  if (settled) return children
  return <Suspense fallback={<div className={`shop-block shop-block--loading ${name}`} aria-busy="true" />}>{children}</Suspense>
}

/** Renders a block's data once it is in (inside a ShopBlock, which shows the placeholder until then); nothing without. */
export function WhenLoaded<D>({ data, children }: { data: BlockData<D>; children: (value: D) => ReactNode }) {
  if (!data) return null
  return <Loaded data={data}>{children}</Loaded>
}

function Loaded<D>({ data, children }: { data: Promise<D | null>; children: (value: D) => ReactNode }) {
  const value = use(data)
  return value === null ? null : children(value)
}

/** The family's products from the shop: one call per page and family, whichever blocks ask for it. */
export function loadFamily(request: BlockLoadRequest, family: ProductFamily): Promise<Products | null> {
  return request.shop(`products:${family}`, (client) => client.products(family))
}

/** A product of the family with the currency its prices are in; null when the shop did not answer or sells no such product. */
export async function loadProduct(
  request: BlockLoadRequest,
  family: ProductFamily,
  id: string,
): Promise<{ product: Product; currency: Currency } | null> {
  const answer = await loadFamily(request, family)
  const product = answer ? findProduct(answer.products, id) : undefined
  return answer && product ? { product, currency: answer.currency } : null
}

/** The shop's product of that id; a product the shop does not sell is logged once and left out. */
export function findProduct(products: readonly Product[], id: string): Product | undefined {
  const product = products.find((candidate) => candidate.id === id)
  if (!product) log.once('warn', 'shop-block-unknown-product', id, { product: id })
  return product
}

/** A CTA text that is a translation key (`cta.jetztGestalten`) or the words themselves; empty: the default key. */
export function ctaText(language: Parameters<typeof createTranslator>[0], text: string): string {
  if (!text) return createTranslator(language)('cta.jetztGestalten')
  return /^cta\.[a-zA-Z]+$/.test(text) ? translateLoose(language, text) : text
}

export function designerOptions(product: Product, extra: SelectedOptions = {}): SelectedOptions {
  return { ...(product.designer as SelectedOptions), ...extra }
}

export function FormatList({ product, currency }: { product: Product; currency: Currency }) {
  const { site } = usePageContext()
  return (
    <ul className="format-list">
      {product.formats.map((format) => (
        <li key={format.value} className="format-list__item">
          <span className="format-list__size">{formatDimensions(parseFormat(format.value), site.locale)}</span>
          <PriceTag price={format} currency={currency} />
        </li>
      ))}
    </ul>
  )
}

export const tileItemSchema = entry({
  product: productId,
  name: textField(z.string()),
  text: optionalText,
  /** The product's own page, if it has one. */
  detail: optionalLink,
})
export type TileItem = z.infer<typeof tileItemSchema>

export function ProductTile({ item, product, currency, cta = '' }: { item: TileItem; product: Product; currency: Currency; cta?: string }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const designer = useDesignerHref(designerOptions(product), product.family === 'collage')
  const marks = useEntryMarks()
  return (
    <li className="product-tile" data-product={product.id} {...marks(item._editable)}>
      <Image
        className="product-tile__picture"
        src={product.image}
        alt={item.name}
        width={320}
        height={240}
        fit="contain"
        sizes={TILE_SIZES}
      />
      <h3 className="product-tile__name">{item.name}</h3>
      {item.text && <p className="product-tile__text">{item.text}</p>}
      <PriceTag price={product.priceFrom} currency={currency} from={product.formats.length > 1} />
      <div className="product-tile__actions">
        {designer && (
          <a className="button button--primary" href={designer} rel="nofollow">
            {ctaText(site.language, cta)}
          </a>
        )}
        {item.detail && (item.detail.cached_url || item.detail.url) && (
          <CmsLink link={item.detail} className="button button--secondary">
            {t('shop.details')}
          </CmsLink>
        )}
      </div>
    </li>
  )
}
