// Site header (SPEC §2). Web: shop links, burger button (below 1000 px), logo to home, the info items magazine,
// service (with hotline), account and cart, then the main navigation. Desktop app: a back link and the logo.
import type { LayoutView } from '../../content/layout'
import type { TextLink } from '../../content/schemas'
import type { LinkField } from '../../domain/links'
import { Icon } from '../icons/icon'
import type { IconName } from '../icons/icons'
import { Island } from '../island'
import { usePageContext } from '../page-context'
import { BURGER_MENU_ID, BurgerMenu } from './burger-menu'
import { LanguageSwitcher } from './language-switcher'
import { LayoutLink, pathLink } from './layout-link'
import { MainNavigation } from './main-navigation'
import { homePath, telHref } from './paths'

/** What the header shows of the shopper (SPEC §3 customer). */
export interface CustomerSummary {
  isLoggedIn: boolean
  firstName?: string | undefined
  lastName?: string | undefined
}

/** Where the info items go when the CMS names no link: the account and magazine apps (SPEC §2 app sections). */
const DEFAULT_LINKS = { magazine: '/magazin/', service: '/service/', account: '/kundenkonto/', cart: '/kundenkonto/warenkorb/' } as const

function linkOf(item: TextLink | undefined, fallback: string): LinkField {
  return item && (item.link.url || item.link.cached_url || item.link.email) ? item.link : pathLink(fallback)
}

function InfoItem({ name, icon, link, text, children, ...rest }: { name: string; icon: IconName; link: LinkField; text: string; children?: React.ReactNode; 'data-dialog'?: string; 'aria-label'?: string }) {
  return (
    <li className={`header__info-item header__info-item--${name}`}>
      <LayoutLink link={link} className="header__info-link" {...rest}>
        <Icon name={icon} size={24} />
        <span className="header__info-text">{text}</span>
        {children}
      </LayoutLink>
    </li>
  )
}

export function Header({ layout, customer, cartCount }: { layout: LayoutView; customer?: CustomerSummary | undefined; cartCount: number }) {
  const { site } = usePageContext()
  const home = homePath(site.basePath, site.trailingSlash)
  const { text, header } = layout
  const logo = (
    <a className="header__logo" href={home} aria-label={layout.logo?.alt || layout.labels.home}>
      {layout.logo ? <img src={layout.logo.filename} alt="" width={180} height={40} /> : layout.labels.home}
    </a>
  )
  if (site.platform !== 'web') {
    return (
      <header className="header header--desktop">
        <div className="header__bar">
          <a className="header__back" href={home}>
            <Icon name="chevron-left" size={20} />
            {layout.labels.back}
          </a>
          {logo}
          <LanguageSwitcher labels={layout.labels} />
        </div>
      </header>
    )
  }
  const name = customer?.isLoggedIn ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : ''
  return (
    <header className="header">
      <div className="header__top">
        <div className="header__top-inner">
          {layout.shopLinks.length > 0 && (
            <nav className="shops" aria-label={text.shops}>
              <ul className="shops__list">
                {layout.shopLinks.map((shop, index) => (
                  <li key={index}>
                    <LayoutLink link={shop.link} className="shops__link" style={shop.color ? { ['--shop' as string]: shop.color } : undefined}>
                      {shop.text}
                    </LayoutLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {layout.serviceHotline && (
            <p className="header__hotline">
              <Icon name="phone" />
              <a href={telHref(layout.serviceHotline)}>{layout.serviceHotline}</a>
              {layout.serviceText && <span>{layout.serviceText}</span>}
            </p>
          )}
          <LanguageSwitcher labels={layout.labels} />
        </div>
      </div>
      <div className="header__bar">
        {/* The box scopes the island's "interaction": touching or pointing at the button loads it. */}
        <div className="island-box">
          <Island name="burger" props={{ label: text.menu, controls: BURGER_MENU_ID }} hydrate="interaction" />
        </div>
        {logo}
        <ul className="header__info">
          <InfoItem name="magazine" icon="magazine" link={linkOf(header.magazine, DEFAULT_LINKS.magazine)} text={header.magazine?.text || text.magazine} />
          <InfoItem name="service" icon="service" link={linkOf(header.service, DEFAULT_LINKS.service)} text={header.service?.text || text.service}>
            {layout.serviceHotline && <span className="header__info-sub">{layout.serviceHotline}</span>}
          </InfoItem>
          {customer?.isLoggedIn ? (
            <InfoItem name="account" icon="customer" link={linkOf(header.account, DEFAULT_LINKS.account)} text={name || text.account} />
          ) : (
            // Not logged in: the log-in dialog (SPEC §2); without JavaScript the link leads to the account app.
            <InfoItem name="account" icon="account" link={linkOf(header.account, DEFAULT_LINKS.account)} text={header.account?.text || text.account} data-dialog="log-in" />
          )}
          <InfoItem name="cart" icon="cart" link={linkOf(header.cart, DEFAULT_LINKS.cart)} text={header.cart?.text || text.cart} aria-label={text.cartCount(cartCount)}>
            <span className="header__badge" data-count={cartCount} aria-hidden="true">
              {cartCount}
            </span>
          </InfoItem>
        </ul>
      </div>
      <MainNavigation layout={layout} />
      <BurgerMenu layout={layout} home={home} />
    </header>
  )
}
