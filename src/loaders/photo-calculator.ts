// The calculator teaser of a photo page (SPEC §2 calculator with product photoprint or photobox): the kinds, formats
// and papers from `/web-api/photobox-data`, the prices from `/price-api/photoboxes` through the request's one shop
// client, and the shopper's choice from the no-JavaScript form. Never fails a page: anything wrong means no calculator.
import type { PhotoboxType } from '../domain/commerce/catalogue-enums'
import { photoboxChoice } from '../domain/commerce/photobox-selection'
import { log } from '../log'
import type { PhotoCalculatorProps } from '../views/islands/photo-calculator-view'
import { photoKinds } from '../blocks/photo-kinds'
import type { PhotoboxData } from '../shop-contract/photo'
import type { ShopClient } from '../shop/client'
import type { PageScope } from './scope'

/** The kinds a photo product offers: loose prints, or the three boxes. */
export function kindsOf(product: 'photoprint' | 'photobox'): readonly PhotoboxType[] {
  return product === 'photoprint' ? ['photoprint'] : ['small', 'large', 'MAX']
}

export async function loadPhotoCalculator(
  scope: PageScope,
  client: ShopClient,
  block: { _uid: string; product: 'photoprint' | 'photobox'; cta: string },
): Promise<PhotoCalculatorProps | null> {
  const { site, url, t } = scope
  const kinds = kindsOf(block.product)
  const answers = await Promise.all([client.photoboxData(), ...kinds.map((photoboxType) => client.photoboxPrices({ photoboxType }))]).catch(
    (error: unknown) => {
      log.error('calculator-unavailable', { brand: site.brand, locale: site.locale, product: block.product, error })
      scope.degrade()
      return null
    },
  )
  if (!answers) return null
  const [data, ...prices] = answers as [PhotoboxData, ...Awaited<ReturnType<ShopClient['photoboxPrices']>>[]]
  const offered = photoKinds(site.language, data, kinds)
  const q = url.searchParams
  const selected = photoboxChoice(offered, {
    photoboxType: q.get('photoboxType'),
    shownType: q.get('shownType'),
    format: q.get('photoFormat'),
    paper: q.get('paper'),
    quantity: q.get('quantity'),
  })
  const currency = prices[0]?.currency
  if (!selected || !currency) return null
  return {
    id: `photo-calculator-${(block._uid || 'page').replace(/[^A-Za-z0-9_-]/g, '')}`,
    locale: site.locale,
    currency,
    brand: site.brand,
    basePath: site.basePath,
    action: url.pathname,
    kinds: offered,
    prices: Object.fromEntries(prices.map((p) => [p.photoboxType, p.prices])),
    selected,
    labels: {
      title: t(block.product === 'photoprint' ? 'photobox.printsTitle' : 'photobox.boxesTitle'),
      kind: t('photobox.kind'),
      format: t('calculator.format'),
      paper: t('photobox.paper'),
      quantity: t('photobox.quantity'),
      update: t('calculator.update'),
      perPiece: t('photobox.perPiece'),
      capacity: t('photobox.capacity'),
      original: t('calculator.original'),
      current: t('calculator.current'),
      cta: block.cta,
    },
  }
}
