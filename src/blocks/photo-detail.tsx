// PhotoDetail: the detail block of photo prints or a photo box (SPEC §3 photobox kinds, papers, photo formats): the
// kind's name and capacity, every format (nominal inch names on en-US) with its price on each paper in the site's
// currency, and the photo-box designer opened on the kind's initial format (photoboxType, photoboxFormat). From
// `/web-api/photobox-data` and `/price-api/photoboxes` through the page's one shop client.
import * as z from 'zod/mini'
import { optionField } from '../content/fields'
import { PHOTOBOX_TYPES, type PhotoboxType } from '../domain/commerce/catalogue-enums'
import { photoFormatName } from '../domain/commerce/photo-formats'
import { kindStart } from '../domain/commerce/photobox-selection'
import { formatPrice } from '../domain/commerce/price'
import { createTranslator } from '../i18n/translate'
import type { PhotoboxData, PhotoboxPrices } from '../shop-contract/photo'
import { photoDesignerHref } from '../views/islands/photo-calculator-view'
import { usePageContext } from '../views/page-context'
import { photoKinds } from './photo-kinds'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { ctaText, optionalText, ShopBlock, WhenLoaded } from './product-shared'

export const photoDetailSchema = z.object({
  _uid: z._default(z.string(), ''),
  component: z.literal('PhotoDetail'),
  photoboxType: optionField(z.enum(PHOTOBOX_TYPES)),
  ctaText: optionalText,
})
type PhotoDetailBlock = z.infer<typeof photoDetailSchema>

interface PhotoDetailData {
  data: PhotoboxData
  prices: PhotoboxPrices
}

async function loadDetail(block: PhotoDetailBlock, request: BlockLoadRequest): Promise<PhotoDetailData | null> {
  const type: PhotoboxType = block.photoboxType
  const [data, prices] = await Promise.all([
    request.shop('photobox-data', (client) => client.photoboxData()),
    request.shop(`photobox-prices:${type}`, (client) => client.photoboxPrices({ photoboxType: type })),
  ])
  return data && prices ? { data, prices } : null
}

function PhotoDetailBody({ block, data, prices }: { block: PhotoDetailBlock } & PhotoDetailData) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const kind = photoKinds(site.language, data, [block.photoboxType])[0]
  if (!kind) return null
  const money = (value: number) => formatPrice(value, { locale: site.locale, currency: prices.currency })
  const start = kindStart(kind)
  const href = photoDesignerHref(site, start)
  const heading = `photo-detail-${block._uid || block.photoboxType}`
  return (
    <section className="photo-detail" aria-labelledby={heading} data-photobox-type={block.photoboxType}>
      <h2 id={heading}>{kind.name}</h2>
      {kind.capacity && <p className="photo-detail__capacity">{t('photobox.capacity', { count: kind.capacity })}</p>}
      {/* Focusable, named region: a keyboard can scroll a table wider than a phone (its own scroll, not the page's). */}
      <div className="photo-detail__scroll" role="region" aria-labelledby={`${heading}-caption`} tabIndex={0}>
        <table className="photo-detail__table">
          <caption id={`${heading}-caption`}>
            {t(block.photoboxType === 'photoprint' ? 'photobox.pricesPerPiece' : 'photobox.pricesPerBox')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('calculator.format')}</th>
              {kind.papers.map((paper) => (
                <th key={paper.paper} scope="col">
                  {kind.paperNames[paper.paper]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kind.formats.map((format) => (
              <tr key={format.value}>
                <th scope="row">{photoFormatName(format.value, site.locale)}</th>
                {kind.papers.map((paper) => {
                  const price = prices.prices.find((p) => p.format === format.value && p.paper === paper.paper)
                  return <td key={paper.paper}>{price ? money(price.priceCurrent) : '–'}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {href && (
        <a className="button button--primary" href={href} rel="nofollow">
          {ctaText(site.language, block.ctaText)}
        </a>
      )}
    </section>
  )
}

export function PhotoDetail({ block, data }: { block: PhotoDetailBlock; data?: BlockData<PhotoDetailData> }) {
  return (
    <ShopBlock name="photo-detail">
      <WhenLoaded data={data}>{(loaded) => <PhotoDetailBody block={block} {...loaded} />}</WhenLoaded>
    </ShopBlock>
  )
}

export const PHOTO_DETAIL_BLOCK = defineBlock(photoDetailSchema, PhotoDetail, loadDetail)
