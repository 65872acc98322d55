// An icon inside an island view: points at the page's sprite (<IconSprite> in the layout) without importing the icon
// data, so the browser bundle carries no drawings. The symbol brings its own viewBox, so the outer <svg> needs none.
import type { IconName } from '../icons/icons'

export function IslandIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  )
}
