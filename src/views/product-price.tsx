// Prices and designer links of the shop blocks: SPEC §9 price formatting in the site's currency ("from" prefix, the
// original struck through when reduced, SPEC §3) and SPEC §2 designer URLs with the site's locale and brand.
import { designerUrl } from '../domain/commerce/designer-url'
import type { SelectedOptions } from '../domain/commerce/designer-options'
import { formatPrice, isReduced, type Price } from '../domain/commerce/price'
import type { Currency } from '../domain/locales'
import { createTranslator } from '../i18n/translate'
import { usePageContext } from './page-context'
import { sitePath } from '../domain/links'

export function PriceTag({
  price,
  currency,
  from = false,
  className = 'price',
}: {
  price: Price
  currency: Currency
  from?: boolean
  className?: string
}) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const current = formatPrice(price.priceCurrent, { locale: site.locale, currency, from })
  if (!current) return null
  const reduced = isReduced(price)
  return (
    <span className={reduced ? `${className} ${className}--reduced` : className}>
      <span className="price__current">{current}</span>
      {reduced && (
        <s className="price__original">
          {t('shop.reduced', { price: formatPrice(price.priceOriginal, { locale: site.locale, currency }) })}
        </s>
      )}
    </span>
  )
}

/** The designer of the product these options identify, in this site's locale and brand; undefined when there is none. */
export function useDesignerHref(options: SelectedOptions, isCollage = false): string | undefined {
  const { site, now } = usePageContext()
  return designerUrl(options, {
    locale: site.locale,
    brand: site.brand,
    basePath: site.basePath,
    isCollage,
    today: new Date(now ?? Date.now()),
  })
}

/** A site path with the request's markers and the brand's slash rule: `/fr/karten-designen/`. */
export function useSitePath(path: string): string {
  const { site } = usePageContext()
  return sitePath(site, path)
}
