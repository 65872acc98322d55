// The main navigation (SPEC §2, web only): one horizontally scrollable row without the burger-only items; items with
// flyout groups get a flyout. The main-nav island adds the previous/next buttons and opens the flyouts.
import type { LayoutView } from './layout-view'
import { Island } from '../island'
import { Flyout, hasFlyout } from './flyouts'
import { LayoutLink } from './layout-link'
import { ShellPart } from './shell-part'

export function MainNavigation({ layout }: { layout: LayoutView }) {
  const items = layout.mainNavigation.filter((item) => !item.isOnlyInBurgerNavigation)
  if (items.length === 0) return null
  return (
    // Every page of the site has the same navigation (the active item is the sub-navigation's business): rendered once.
    <ShellPart name="nav" element={<nav className="nav" aria-label={layout.labels.navigation} />}>
      {() => (
        <div className="nav__inner">
          <ul className="nav__list">
            {items.map((item, index) => {
              const flyout = hasFlyout(item)
              const id = `flyout-${index + 1}`
              return (
                <li key={index} className="nav__item" data-flyout={flyout ? item.navigationType : undefined}>
                  <LayoutLink
                    link={item.link}
                    className="nav__link"
                    aria-expanded={flyout ? false : undefined}
                    aria-controls={flyout ? id : undefined}
                  >
                    {item.text}
                  </LayoutLink>
                  {flyout && <Flyout item={item} id={id} allLabel={layout.text.all(item.text)} />}
                </li>
              )
            })}
          </ul>
          <Island name="main-nav" props={{ previous: layout.text.previous, next: layout.text.next }} hydrate="interaction" />
        </div>
      )}
    </ShellPart>
  )
}
