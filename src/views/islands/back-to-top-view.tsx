// The floating back-to-top button (SPEC §2, §4); the island shows it after scrolling up beyond half the window height.
import { IslandIcon } from './island-icon'

export interface BackToTopProps {
  label: string
}

export function BackToTopView(props: BackToTopProps & { shown?: boolean; onTop?: () => void }) {
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={props.label}
      title={props.label}
      data-shown={props.shown ? '' : undefined}
      tabIndex={props.shown ? 0 : -1}
      onClick={props.onTop}
    >
      <IslandIcon name="arrow-up" />
    </button>
  )
}
