// Voucher: the gift voucher (SPEC §1) with the amounts on offer in the site's currency and a call to action to the
// voucher page. Amounts are formatted by the price domain (two decimals, CHF grouped with ').
import * as z from 'zod/mini'
import { formatPrice } from '../domain/commerce/price'
import { createTranslator } from '../i18n/translate'
import { cartBack, cartLabels, cartResult } from './cart-form'
import { CmsLink } from '../views/cms-link'
import { Island } from '../views/island'
import { CmsImage } from '../views/layout/cms-image'
import { usePageContext } from '../views/page-context'
import { requiredList, numberField } from '../content/fields'
import { optionalPicture, optionalText, requiredText } from './block-fields'

/** The voucher page's story slug: every language folder has one (`/gift-voucher`). */
export const VOUCHER_SLUG = 'gift-voucher'

export const voucherSchema = z.object({
  headline: requiredText,
  text: optionalText,
  /** A list of number fields (each amount a value block, so a string on the wire); a bad amount is left out alone. */
  amounts: requiredList(numberField(z.number().check(z.positive(), z.maximum(10_000)))).check(z.minLength(1), z.maxLength(8)),
  ctaText: requiredText,
  image: optionalPicture,
})

export function Voucher({ block }: { block: z.infer<typeof voucherSchema> }) {
  const { site, path, url = path } = usePageContext()
  const t = createTranslator(site.language)
  const link = { linktype: 'story', cached_url: VOUCHER_SLUG, url: '' } as const
  // On the voucher page itself the shopper picks an amount and puts the voucher into the cart (POST /web-api/voucher).
  const onVoucherPage = path === `/${VOUCHER_SLUG}`
  const price = (amount: number) =>
    formatPrice(amount, { locale: site.locale, currency: site.currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })
  const anchor = 'voucher-order'
  return (
    <section id="voucher" className="voucher">
      {block.image && <CmsImage asset={block.image} width={480} ratio={5 / 8} className="voucher__image" />}
      <div className="voucher__copy">
        <h2 className="voucher__headline">{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
        {onVoucherPage ? (
          <Island
            name="cart-add"
            hydrate="interaction"
            props={{
              kind: 'voucher',
              action: `${site.basePath}/web-api/voucher`,
              back: cartBack(url, anchor),
              anchor,
              amounts: block.amounts.map((amount) => ({ value: amount, label: price(amount) })),
              labels: cartLabels(site.language, t('cart.voucherAmount'), t('cart.addVoucher')),
              result: cartResult(url, anchor, site.language, block.headline),
            }}
          />
        ) : (
          <>
            <p className="voucher__amounts-label">{t('blocks.voucherAmounts')}</p>
            <ul className="voucher__amounts">
              {block.amounts.map((amount) => (
                <li key={amount} className="voucher__amount">
                  {price(amount)}
                </li>
              ))}
            </ul>
            <CmsLink link={link} className="button button--primary">
              {block.ctaText}
            </CmsLink>
          </>
        )}
      </div>
    </section>
  )
}
