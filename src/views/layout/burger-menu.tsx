// The burger menu (SPEC §2, §3 burger navigation), server HTML opened by the burger island below 1000 px: every main
// item (burger-only ones included), a second level per item with sub-items or flyout groups, the extra menu, the
// service hotline and the burger footer links. Its controls are links to the level they show (`#` closes): without
// JavaScript the URL's target opens the menu and its levels (site.css); the burger island takes them over by the
// action each names in `data-burger` (client/islands/burger.tsx).
import type { LayoutView } from './layout-view'
import type { NavigationItem } from '../../content/schemas'
import { Icon } from '../icons/icon'
import { useKnownImageSource } from '../image'
import { CmsImage } from './cms-image'
import { LayoutLink } from './layout-link'
import { ShellPart } from './shell-part'
import { telHref } from './paths'

export const BURGER_MENU_ID = 'burger-menu'

function hasSecondLevel(item: NavigationItem): boolean {
  return (item.hasSubItems && item.subItems.length > 0) || item.flyoutGroups.length > 0
}

function SecondLevel({ item, id, layout }: { item: NavigationItem; id: string; layout: LayoutView }) {
  const { text } = layout
  return (
    <div className="burger__level" id={id} hidden>
      <a href={`#${BURGER_MENU_ID}`} className="burger__back" data-burger="back">
        <Icon name="chevron-left" size={20} />
        {text.back}
      </a>
      <p className="burger__title">{item.text}</p>
      <LayoutLink link={item.link} className="burger__all">
        {text.all(item.text)}
      </LayoutLink>
      {item.hasSubItems && item.subItems.length > 0 && (
        <ul className="burger__list">
          {item.subItems.map((sub, index) => (
            <li key={index}>
              <LayoutLink link={sub.link} className="burger__link">
                {sub.text}
              </LayoutLink>
            </li>
          ))}
        </ul>
      )}
      {item.flyoutGroups.map((group, index) => {
        const entries = group.flyoutGroupItems.filter((entry) => !entry.isHeadlineItem && entry.title)
        if (entries.length === 0) return null
        return (
          <section key={index} className="burger__group">
            {group.flyoutGroupTitle && <h3 className="burger__heading">{group.flyoutGroupTitle}</h3>}
            <ul className="burger__list">
              {entries.map((entry, entryIndex) => (
                <li key={entryIndex}>
                  <LayoutLink link={entry.link} className="burger__link">
                    {entry.asset && <CmsImage asset={entry.asset} width={40} ratio={1} className="burger__thumb" />}
                    {entry.title}
                  </LayoutLink>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

export function BurgerMenu({ layout, home }: { layout: LayoutView; home: string }) {
  const { text } = layout
  const logo = useKnownImageSource()(layout.logo?.filename)
  const levels = layout.mainNavigation.map((item, index) => (hasSecondLevel(item) ? `burger-level-${index + 1}` : undefined))
  return (
    <ShellPart name="burger" element={<div id={BURGER_MENU_ID} className="burger" hidden />}>
      {() => (
        <>
          <div className="burger__backdrop" data-burger="close" />
          <div className="burger__panel" role="dialog" aria-modal="true" aria-label={text.menu}>
            <div className="burger__head">
              <a className="burger__logo" href={home}>
                {logo ? <img src={logo} alt={layout.logo?.alt || layout.labels.home} width={144} height={32} /> : layout.labels.home}
              </a>
              <a href="#" className="burger__close" data-burger="close" aria-label={text.closeMenu}>
                <Icon name="close" size={24} />
              </a>
            </div>
            <div className="burger__level burger__level--root" data-burger-root="">
              <ul className="burger__list burger__list--main">
                {layout.mainNavigation.map((item, index) => {
                  const level = levels[index]
                  return (
                    <li key={index}>
                      {level ? (
                        <a href={`#${level}`} className="burger__link" data-burger={level} aria-controls={level}>
                          {item.text}
                          <Icon name="chevron-right" size={20} />
                        </a>
                      ) : (
                        <LayoutLink link={item.link} className="burger__link">
                          {item.text}
                        </LayoutLink>
                      )}
                    </li>
                  )
                })}
              </ul>
              {layout.burgerExtraMenu.length > 0 && (
                <ul className="burger__list burger__list--extra">
                  {layout.burgerExtraMenu.map((entry, index) => (
                    <li key={index}>
                      <LayoutLink link={entry.link} className="burger__link">
                        {entry.text}
                      </LayoutLink>
                    </li>
                  ))}
                </ul>
              )}
              {layout.serviceHotline && (
                <p className="burger__service">
                  <Icon name="phone" size={20} />
                  <span>
                    <a href={telHref(layout.serviceHotline)}>{layout.serviceHotline}</a>
                    {layout.serviceText && <small>{layout.serviceText}</small>}
                  </span>
                </p>
              )}
              {layout.burgerFooter.length > 0 && (
                <ul className="burger__footer">
                  {layout.burgerFooter.map((entry, index) => (
                    <li key={index}>
                      <LayoutLink link={entry.link}>{entry.text}</LayoutLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {layout.mainNavigation.map((item, index) => {
              const level = levels[index]
              return level ? <SecondLevel key={index} item={item} id={level} layout={layout} /> : null
            })}
          </div>
        </>
      )}
    </ShellPart>
  )
}
