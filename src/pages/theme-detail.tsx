// The theme detail (SPEC §2 `/themes/{id}`): pictures in the theme's colours, name, product and occasion, badges,
// "from" price in the site currency and the call to action into the designer with the theme (SPEC §3 themeId).
import { use } from 'react'
import { createTranslator } from '../i18n/translate'
import { CardOptions, type CardOptionsData } from '../blocks/card-options'
import { isSettled, ShopBlock } from '../blocks/product-shared'
import type { Theme } from '../shop-contract/themes'
import { PriceTag, useDesignerHref } from '../views/product-price'
import { Image } from '../views/image'
import { usePageContext } from '../views/page-context'
import { WishlistHeart } from '../views/wishlist-heart'
import { themeDesignerOptions } from '../views/listing/theme-tile'
import { valueLabel } from '../views/listing/value-label'

type ThemeCardOptions = Promise<{ card: string; data: CardOptionsData } | null>

/** The card options once the shop answered; nothing when it did not. */
function ThemeCardOptionsPart({ theme, options, fallback }: { theme: Theme; options: ThemeCardOptions; fallback: React.ReactNode }) {
  const found = use(options)
  return found ? <CardOptions data={found.data} designer={{ ...themeDesignerOptions(theme), card: found.card }} /> : fallback
}

export function ThemeDetail({ theme, cardOptions }: { theme: Theme; cardOptions?: ThemeCardOptions | undefined }) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const designer = useDesignerHref(themeDesignerOptions(theme))
  const v = (value: string) => valueLabel(theme.labels, value)
  const cta = designer && (
    <a className="button button--primary theme-detail__cta" href={designer} rel="nofollow">
      {t('cta.jetztGestalten')}
    </a>
  )
  return (
    <section className="theme-detail" data-theme-id={theme.id}>
      <div className="theme-detail__gallery">
        {theme.colors.map((color, i) => (
          <span key={color} className="theme-detail__picture" data-color={color}>
            {theme.image && (
              <Image
                src={theme.image}
                alt={i === 0 ? theme.name : ''}
                width={640}
                height={480}
                fit="contain"
                sizes="(min-width: 900px) 640px, 100vw"
                eager={i === 0}
              />
            )}
          </span>
        ))}
      </div>
      <div className="theme-detail__info">
        {/* SPEC §1: the design can go on the wishlist (cards brand only; nothing on the poster brand). */}
        <WishlistHeart themeId={theme.id} name={theme.name} />
        <h1 className="headline theme-detail__name">{theme.name}</h1>
        <p className="theme-detail__product">{`${v(theme.product)} · ${v(theme.category)}`}</p>
        <ul className="theme-detail__facts">
          {theme.label && <li className={`badge badge--${theme.label}`}>{v(theme.label)}</li>}
          {theme.style && <li>{`${t('listing.kinds.style')}: ${v(theme.style)}`}</li>}
          {theme.punching && theme.punching !== 'ohne' && <li>{`${t('listing.kinds.punching')}: ${v(theme.punching)}`}</li>}
          <li>{`${t('listing.kinds.aspectRatio')}: ${v(theme.aspectRatio)}`}</li>
          <li>{`${t('listing.kinds.color')}: ${theme.colors.map(v).join(', ')}`}</li>
        </ul>
        {theme.priceFrom && <PriceTag price={theme.priceFrom} currency={site.currency} from className="price price--large" />}
        {cardOptions ? (
          <ShopBlock name="card-options" settled={isSettled(cardOptions)}>
            <ThemeCardOptionsPart theme={theme} options={cardOptions} fallback={cta} />
          </ShopBlock>
        ) : (
          cta
        )}
      </div>
    </section>
  )
}
