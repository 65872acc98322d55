// A design (theme) tile: picture in the theme's main colour, name, occasion, badge, "from" price in the site currency,
// a link to the theme page and the call to action into the designer. Shared by the listings and the themes overview.
import type { SelectedOptions } from '../../domain/commerce/designer-options'
import type { Currency } from '../../domain/locales'
import { createTranslator } from '../../i18n/translate'
import type { Theme } from '../../shop-contract/themes'
import { PriceTag, useDesignerHref, useSitePath } from '../product-price'
import { Image, TILE_SIZES } from '../image'
import { usePageContext } from '../page-context'
import { WishlistHeart } from '../wishlist-heart'
import { valueLabel, type ValueLabels } from './value-label'

/** SPEC §3 product identity: the options that open a theme in its product's designer. */
export function themeDesignerOptions(theme: Theme): SelectedOptions {
  switch (theme.product) {
    case 'card':
      return { themeId: theme.id }
    case 'calendar':
      return { calendarType: theme.category, designId: theme.id }
    case 'collage':
      return { materialType: 'poster', designId: theme.id }
    default:
      return { materialType: 'poster' }
  }
}

export function ThemeTile({
  theme,
  currency,
  labels,
  headingLevel = 'h3',
}: {
  theme: Theme
  currency: Currency | undefined
  labels: ValueLabels
  headingLevel?: 'h2' | 'h3'
}) {
  const { site } = usePageContext()
  const t = createTranslator(site.language)
  const detail = useSitePath(`/themes/${theme.id}`)
  const designer = useDesignerHref(themeDesignerOptions(theme))
  const Heading = headingLevel
  return (
    <li className="theme-tile" data-theme-id={theme.id}>
      <a className="theme-tile__picture" href={detail} data-color={theme.colors[0]} tabIndex={-1} aria-hidden="true">
        {theme.image && <Image src={theme.image} alt="" width={320} height={240} fit="contain" sizes={TILE_SIZES} />}
      </a>
      {/* SPEC §1: the design can go on the wishlist (cards brand only; nothing on the poster brand). */}
      <WishlistHeart themeId={theme.id} name={theme.name} />
      {theme.label && <span className={`badge badge--${theme.label}`}>{valueLabel(labels, theme.label)}</span>}
      <Heading className="theme-tile__name">
        <a href={detail}>{theme.name}</a>
      </Heading>
      <p className="theme-tile__meta">{valueLabel(labels, theme.category)}</p>
      {theme.priceFrom && currency && <PriceTag price={theme.priceFrom} currency={currency} from />}
      {designer && (
        <a className="button button--primary theme-tile__cta" href={designer} rel="nofollow">
          {t('cta.jetztGestalten')}
        </a>
      )}
    </li>
  )
}
