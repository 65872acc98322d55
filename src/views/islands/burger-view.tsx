// The header's burger button (below 1000 px); the menu it opens is server HTML (src/views/layout/burger-menu.tsx).
// A link to the menu's id: without JavaScript it opens the menu as the URL's target (site.css), the island takes the
// click over once it runs.
import { IslandIcon } from './island-icon'

export interface BurgerProps {
  label: string
  /** Id of the menu panel. */
  controls: string
}

export function BurgerView(props: BurgerProps & { expanded?: boolean; onToggle?: (event: { preventDefault(): void }) => void }) {
  return (
    <a
      href={`#${props.controls}`}
      className="header__burger"
      aria-label={props.label}
      aria-controls={props.controls}
      aria-expanded={props.expanded ?? false}
      onClick={props.onToggle}
    >
      <IslandIcon name="burger" />
    </a>
  )
}
