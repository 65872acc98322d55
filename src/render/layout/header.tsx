// Site header: logo to home, the shop links, the main navigation (web) or a back link (desktop app), service hotline.
import type { LayoutView } from '../../content/layout'
import { CmsLink } from '../cms-link'
import { LanguageSwitcher } from './language-switcher'
import { usePageContext } from '../page-context'

export function Header({ layout }: { layout: LayoutView }) {
  const { site } = usePageContext()
  const home = site.basePath ? `${site.basePath}${site.trailingSlash ? '/' : ''}` : '/'
  return (
    <header className="header">
      <div className="header__bar">
        {site.platform === 'desktop' ? (
          <a className="header__back" href={home}>
            ‹ {layout.labels.back}
          </a>
        ) : null}
        <a className="header__logo" href={home} aria-label={layout.logo?.alt ?? layout.labels.home}>
          {layout.logo ? <img src={layout.logo.filename} alt="" width={180} height={40} /> : layout.labels.home}
        </a>
        {layout.serviceHotline && (
          <p className="header__service">
            <a href={`tel:${layout.serviceHotline.replace(/[^+\d]/g, '')}`}>{layout.serviceHotline}</a>
            {layout.serviceText && <span> · {layout.serviceText}</span>}
          </p>
        )}
        <LanguageSwitcher labels={layout.labels} />
      </div>
      {site.platform === 'web' && (
        <nav className="nav" aria-label={layout.labels.navigation}>
          <ul className="nav__list">
            {layout.mainNavigation
              .filter((item) => !item.isOnlyInBurgerNavigation)
              .map((item, index) => (
                <li key={index} className="nav__item">
                  <CmsLink link={item.link} className="nav__link">
                    {item.text}
                  </CmsLink>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </header>
  )
}
