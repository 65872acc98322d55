// The header's burger button (below 1000 px); the menu it opens is server HTML (src/views/layout/burger-menu.tsx).
import { IslandIcon } from './island-icon'

export interface BurgerProps {
  label: string
  /** Id of the menu panel. */
  controls: string
}

export function BurgerView(props: BurgerProps & { expanded?: boolean; onToggle?: () => void }) {
  return (
    <button
      type="button"
      className="header__burger"
      aria-label={props.label}
      aria-controls={props.controls}
      aria-expanded={props.expanded ?? false}
      onClick={props.onToggle}
    >
      <IslandIcon name="burger" />
    </button>
  )
}
