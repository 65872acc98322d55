// An icon of our set drawn inline: editorial blocks appear on any page, so they cannot rely on the layout's sprite.
import { ICONS, type IconName } from '../views/icons/icons'

export function BlockIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={ICONS[name].viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Safe: the bodies are our own static strings from icons.ts, never CMS or request data.
      dangerouslySetInnerHTML={{ __html: ICONS[name].body }}
    />
  )
}
