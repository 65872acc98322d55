// The detail containers (Accessory-, Calendar-, Card-, Collage-, PhotobookDetailContainerWrapper): the product's
// pictures, name, description, key facts, "from" price, formats with prices and the call to action into its designer;
// buttons open the product-description dialog and, where the shop has a 3D view, the 3d-preview dialog.
import * as z from 'zod/mini'
import { listField, optionField, requiredAsset, requiredText, textField } from '../content/fields'
import { createTranslator } from '../i18n/translate'
import type { Currency } from '../domain/locales'
import type { Product, ProductFamily } from '../shop-contract/products'
import { Image, useKnownImageSource } from '../views/image'
import { Island } from '../views/island'
import { usePageContext } from '../views/page-context'
import { CardOptions, loadCardOptions, type CardOptionsData } from './card-options'
import { defineBlock, type BlockData } from './define'
import { PriceTag, useDesignerHref, useSitePath } from '../views/product-price'
import {
  ctaText,
  designerOptions,
  FormatList,
  isSettled,
  loadProduct,
  optionalText,
  productId,
  ShopBlock,
  WhenLoaded,
} from './product-shared'

export const detailSchema = z.object({
  product: productId,
  name: requiredText,
  /** Paragraphs separated by a blank line; the first is shown on the page, all of them in the dialog. */
  description: textField(z.string()),
  facts: listField(textField(z.string())),
  /** Pictures beyond the shop's own (e.g. an inside view). */
  images: listField(requiredAsset),
  /** Cards: the design the call to action opens (SPEC §3 themeId). */
  themeId: optionField(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a theme id')))),
  ctaText: optionalText,
})
type Detail = z.infer<typeof detailSchema>

interface DetailData {
  product: Product
  currency: Currency
  /** Cards: quantity, envelopes, inlays and ribbons with the total. */
  cardOptions?: CardOptionsData | null
}

function DetailBody({ block, family, product, currency, cardOptions }: { block: Detail; family: ProductFamily } & DetailData) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const extra = block.themeId ? { themeId: block.themeId } : {}
  const designer = useDesignerHref(designerOptions(product, extra), family === 'collage')
  const listing = useSitePath('/karten-designen')
  const paragraphs = block.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  // The shop's picture and the editor's extra ones: only those an image provider of this deployment serves (SPEC §8).
  const known = useKnownImageSource()
  const images = [product.image, ...block.images.map((image) => image.filename)].flatMap((src) => known(src) ?? [])
  // A card without a chosen design starts from the designs, which is where a card's design is picked.
  const cta = designer ?? (family === 'card' && site.brand === 'cards' ? listing : undefined)
  return (
    <div className="product-detail__layout">
      <div className="product-detail__gallery">
        {images.map((src, i) => (
          <Image
            key={src}
            className="product-detail__picture"
            src={src}
            alt={i === 0 ? block.name : ''}
            width={640}
            height={480}
            fit="contain"
            sizes="(min-width: 900px) 640px, 100vw"
            eager={i === 0}
          />
        ))}
      </div>
      <div className="product-detail__info">
        <h2 className="product-detail__name">{block.name}</h2>
        <PriceTag price={product.priceFrom} currency={currency} from={product.formats.length > 1} className="price price--large" />
        <p className="product-detail__vat">
          {family === 'accessory' ? `${t('shop.perPiece')} · ` : ''}
          {t('shop.vat')}
        </p>
        {paragraphs[0] && <p className="product-detail__text">{paragraphs[0]}</p>}
        {block.facts.length > 0 && (
          <>
            <h3 className="product-detail__subhead">{t('shop.facts')}</h3>
            <ul className="product-detail__facts">
              {block.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </>
        )}
        <h3 className="product-detail__subhead">{t('shop.formats')}</h3>
        <FormatList product={product} currency={currency} />
        {cardOptions && (
          <CardOptions data={cardOptions} designer={designerOptions(product, extra)} cta={ctaText(site.language, block.ctaText)} />
        )}
        {cta && !(cardOptions && designer) && (
          <a className="button button--primary product-detail__cta" href={cta} rel={designer ? 'nofollow' : undefined}>
            {ctaText(site.language, block.ctaText)}
          </a>
        )}
        <Island
          name="product-dialogs"
          hydrate="interaction"
          props={{
            name: block.name,
            description: paragraphs,
            facts: block.facts,
            images,
            has3d: product.has3d,
            labels: { description: t('shop.description'), view3d: t('shop.view3d'), rotate: t('shop.rotate'), facts: t('shop.facts') },
          }}
        />
      </div>
    </div>
  )
}

function detail(family: ProductFamily) {
  return function DetailContainer({ block, data }: { block: Detail; data?: BlockData<DetailData> }) {
    return (
      <section className={`product-detail product-detail--${family}`}>
        <ShopBlock name="product-detail__layout" settled={isSettled(data)}>
          <WhenLoaded data={data}>{(loaded) => <DetailBody block={block} family={family} {...loaded} />}</WhenLoaded>
        </ShopBlock>
      </section>
    )
  }
}

function detailBlock(family: ProductFamily) {
  return defineBlock(
    detailSchema,
    detail(family),
    async (block: Detail, request): Promise<DetailData | null> => {
      if (family !== 'card') return loadProduct(request, family, block.product)
      const [found, cardOptions] = await Promise.all([
        loadProduct(request, family, block.product),
        loadCardOptions(request.shop, block.product, request.url),
      ])
      return found && { ...found, cardOptions }
      // A card's options are a form: in the first bytes, so it works without JavaScript.
    },
    { inFirstBytes: family === 'card' },
  )
}

export const DETAIL_BLOCKS = {
  AccessoryDetailContainerWrapper: detailBlock('accessory'),
  CalendarDetailContainerWrapper: detailBlock('calendar'),
  CardDetailContainerWrapper: detailBlock('card'),
  CollageDetailContainerWrapper: detailBlock('collage'),
  PhotobookDetailContainerWrapper: detailBlock('photobook'),
}
