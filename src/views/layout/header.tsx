// Site header (SPEC §2). Web: shop links, burger button (below 1000 px), logo to home, the info items magazine,
// service (with hotline), account and cart, then the main navigation. Desktop app: a back link and the logo.
import { use } from 'react'
import type { LayoutView } from './layout-view'
import type { TextLink } from '../../content/schemas'
import { withResult } from '../../domain/customer/results'
import { resolveLink, type LinkContext, type LinkField } from '../../domain/links'
import type { Site } from '../../domain/site'
import { createTranslator } from '../../i18n/translate'
import type { CustomerAccountProps } from '../islands/customer-account-view'
import { wishlistPath } from '../wishlist-heart'
import { Icon } from '../icons/icon'
import { useKnownImageSource } from '../image'
import type { IconName } from '../icons/icons'
import { Island } from '../island'
import { usePageContext } from '../page-context'
import { BURGER_MENU_ID, BurgerMenu } from './burger-menu'
import { ShellPart, ShellRun, type ShellHoles } from './shell-part'
import { LanguageSwitcher } from './language-switcher'
import { LayoutLink, pathLink } from './layout-link'
import { MainNavigation } from './main-navigation'
import { sitePath } from '../../domain/links'
import { telHref } from './paths'

/** What the header shows of the shopper (SPEC §3 customer). */
export interface CustomerSummary {
  isLoggedIn: boolean
  firstName?: string | undefined
  lastName?: string | undefined
}

/**
 * Where the info items go when the CMS names no link: the magazine app (SPEC §2 app sections), and the built-in shop's
 * account and cart pages (src/routes/account-pages.tsx), which stand where the account application would.
 */
const DEFAULT_LINKS = { magazine: '/magazin/', service: '/service/', account: '/kundenkonto/', cart: '/kundenkonto/warenkorb/' } as const

function linkOf(item: TextLink | undefined, fallback: string): LinkField {
  return item && (item.link.url || item.link.cached_url || item.link.email) ? item.link : pathLink(fallback)
}

/**
 * The cart and account items' links. Precedence: the operator's CART_URL / ACCOUNT_URL (where the cart really lives
 * is the operator's to say), then the CMS header's link, then the built-in shop's page.
 */
function accountItemLink(
  configured: string | undefined,
  item: TextLink | undefined,
  fallback: (typeof DEFAULT_LINKS)['account' | 'cart'],
): LinkField {
  return configured ? pathLink(configured) : linkOf(item, fallback)
}

interface InfoLinkProps {
  icon: IconName
  link: LinkField
  text: string
  children?: React.ReactNode
  'data-dialog'?: string
  'aria-label'?: string
  'data-cart-label'?: string
}

function InfoLink({ icon, link, text, children, ...rest }: InfoLinkProps) {
  return (
    <LayoutLink link={link} className="header__info-link" {...rest}>
      <Icon name={icon} size={24} />
      <span className="header__info-text">{text}</span>
      {children}
    </LayoutLink>
  )
}

const infoItemClass = (name: string) => `header__info-item header__info-item--${name}`

function InfoItem({ name, ...link }: InfoLinkProps & { name: string }) {
  return (
    <li className={infoItemClass(name)}>
      <InfoLink {...link} />
    </li>
  )
}

/** An info item that is the same on every page of the site (magazine, service): stored with the shell. */
function StoredInfoItem({ name, ...link }: InfoLinkProps & { name: string }) {
  return (
    <ShellPart name={`info-${name}`} element={<li className={infoItemClass(name)} />}>
      {() => <InfoLink {...link} />}
    </ShellPart>
  )
}

/** The account item's island props: no customer data, only words and where things are (HTML is cached). */
function accountItemProps(
  layout: LayoutView,
  links: LinkContext,
  site: Site,
  url: string | undefined,
  accountLink: LinkField,
): CustomerAccountProps {
  const { text, header } = layout
  const home = sitePath(site)
  const t = createTranslator(site.language)
  return {
    labels: {
      account: header.account?.text || text.account,
      accountMenu: t('customer.accountMenu'),
      myAccount: t('customer.myAccount'),
      wishlist: t('customer.wishlistTitle'),
      logOut: t('customer.logOut'),
    },
    // Without JavaScript the item leads to this very page with the log-in form (src/views/customer-panel.tsx).
    loginHref: withResult(url ?? home, 'customer', 'login'),
    accountHref: resolveLink(accountLink, links)?.href ?? DEFAULT_LINKS.account,
    wishlistHref: site.brand === 'cards' ? wishlistPath(site) : undefined,
    basePath: site.basePath,
  }
}

/**
 * A logged-in shopper as the server knows them (a request with a session cookie, never page-cached): name, account
 * link and a log-out form in a `<details>`, shown only where scripts do not run (`@media (scripting: none)`); with
 * JavaScript the account island shows the same from customer-data, as on every cached page.
 */
function ShopperMenu({ name, props, back }: { name: string; props: CustomerAccountProps; back: string }) {
  return (
    <details className="header__shopper">
      <summary className="header__shopper-toggle" data-customer="logged-in-server">
        <Icon name="customer" size={24} />
        <span className="header__info-text">{name}</span>
      </summary>
      <div className="account-menu header__shopper-menu">
        <p className="account-menu__name">{name}</p>
        <ul className="account-menu__list">
          <li>
            <a href={props.accountHref}>{props.labels.myAccount}</a>
          </li>
          {props.wishlistHref && (
            <li>
              <a href={props.wishlistHref}>{props.labels.wishlist}</a>
            </li>
          )}
        </ul>
        <form method="post" action={`${props.basePath}/web-api/customer-logout`}>
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button account-menu__logout">
            {props.labels.logOut}
          </button>
        </form>
      </div>
    </details>
  )
}

export function Header({ layout, cartCount }: { layout: LayoutView; customer?: CustomerSummary | undefined; cartCount: number }) {
  const { site, links, url, shopper: shopperPromise, accountLinks } = usePageContext()
  // Only requests with a session or cart cookie carry one; their pages are never cached (src/middleware/page-scope.ts).
  const shopper = shopperPromise ? use(shopperPromise) : undefined
  const count = shopper?.cartCount ?? cartCount
  const accountLink = accountItemLink(accountLinks?.account, layout.header.account, DEFAULT_LINKS.account)
  const accountProps = accountItemProps(layout, links, site, url, accountLink)
  const shopperName = shopper?.isLoggedIn
    ? [shopper.firstName, shopper.lastName].filter(Boolean).join(' ') || accountProps.labels.account
    : ''
  const home = sitePath(site)
  const { text, header } = layout
  const logoSrc = useKnownImageSource()(layout.logo?.filename)
  const logo = (
    <a className="header__logo" href={home} aria-label={layout.logo?.alt || layout.labels.home}>
      {logoSrc ? <img src={logoSrc} alt="" width={180} height={40} /> : layout.labels.home}
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
  // What differs per page or shopper; the rest of the header is one stored run (shell-part.tsx).
  const holes: ShellHoles = {
    // The other languages of this very page.
    languages: <LanguageSwitcher labels={layout.labels} />,
    // Its image is preloaded by React, which only sees what it renders.
    logo,
    /* SPEC §2 account item: the anonymous item in the island (cacheable HTML); the island shows the customer. */
    account: (
      <li className={`header__info-item header__info-item--account${shopperName ? ' header__info-item--known' : ''}`}>
        <Island name="customer-account" props={accountProps} hydrate="idle" stored />
      </li>
    ),
    shopper: shopperName ? (
      <li className="header__info-item header__info-item--shopper">
        <ShopperMenu name={shopperName} props={accountProps} back={url ?? `${site.basePath}/`} />
      </li>
    ) : null,
    cart: (
      <InfoItem
        name="cart"
        icon="cart"
        link={accountItemLink(accountLinks?.cart, header.cart, DEFAULT_LINKS.cart)}
        text={header.cart?.text || text.cart}
        aria-label={text.cartCount(count)}
        // The customer store (client/lib/customer-state.ts) writes the order's count in here: the HTML is cached.
        data-cart-label={text.cartCount('{count}')}
      >
        <span className="header__badge" data-count={count} aria-hidden="true">
          {count}
        </span>
      </InfoItem>
    ),
  }
  return (
    <ShellRun name="header" holes={holes}>
      {(hole) => (
        <header className="header">
          <div className="header__top">
            <div className="header__top-inner">
              {layout.shopLinks.length > 0 && (
                <ShellPart name="shops" element={<nav className="shops" aria-label={text.shops} />}>
                  {() => (
                    <ul className="shops__list">
                      {layout.shopLinks.map((shop, index) => (
                        <li key={index}>
                          <LayoutLink
                            link={shop.link}
                            className="shops__link"
                            style={shop.color ? { ['--shop' as string]: shop.color } : undefined}
                          >
                            {shop.text}
                          </LayoutLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </ShellPart>
              )}
              {layout.serviceHotline && (
                <ShellPart name="hotline" element={<p className="header__hotline" />}>
                  {() => (
                    <>
                      <Icon name="phone" />
                      <a href={telHref(layout.serviceHotline)}>{layout.serviceHotline}</a>
                      {layout.serviceText && <span>{layout.serviceText}</span>}
                    </>
                  )}
                </ShellPart>
              )}
              {hole('languages')}
            </div>
          </div>
          <div className="header__bar">
            {/* The box scopes the island's "interaction": touching or pointing at the button loads it. */}
            <ShellPart name="burger-button" element={<div className="island-box" />}>
              {() => <Island name="burger" props={{ label: text.menu, controls: BURGER_MENU_ID }} hydrate="interaction" />}
            </ShellPart>
            {hole('logo')}
            <ul className="header__info">
              <StoredInfoItem
                name="magazine"
                icon="magazine"
                link={linkOf(header.magazine, DEFAULT_LINKS.magazine)}
                text={header.magazine?.text || text.magazine}
              />
              <StoredInfoItem
                name="service"
                icon="service"
                link={linkOf(header.service, DEFAULT_LINKS.service)}
                text={header.service?.text || text.service}
              >
                {layout.serviceHotline && <span className="header__info-sub">{layout.serviceHotline}</span>}
              </StoredInfoItem>
              {hole('account')}
              {hole('shopper')}
              {hole('cart')}
            </ul>
          </div>
          <MainNavigation layout={layout} />
          <BurgerMenu layout={layout} home={home} />
        </header>
      )}
    </ShellRun>
  )
}
