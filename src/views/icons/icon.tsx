// Icons as one inline sprite per page: <IconSprite> writes each drawing once as a <symbol>, <Icon> points at it with
// <use href="#icon-…">. Inline (not an external sprite file) so icons need no extra request and work under our CSP.
// CSS (public/assets/site.css, "Icons"): `.icon` is 1em square unless a size is given; `.icon-sprite` takes no space.
import { cloneElement } from 'react'
import { ICONS, ICON_NAMES, type IconName } from './icons'
import { formatViewBox, parseViewBox } from './viewbox'

// SPEC §5: every viewBox is four numbers separated by spaces. The data is ours and static, so a malformed one is a
// programming error: it fails at module load, i.e. in every test run, long before it could ship.
const VIEW_BOXES = Object.fromEntries(
  ICON_NAMES.map((name) => {
    const box = parseViewBox(ICONS[name].viewBox)
    if (!box) throw new Error(`Icon "${name}" has a malformed viewBox: ${JSON.stringify(ICONS[name].viewBox)}`)
    return [name, formatViewBox(box)]
  }),
) as Record<IconName, string>

export function iconViewBox(name: IconName): string {
  return VIEW_BOXES[name]
}

export function iconId(name: IconName): string {
  return `icon-${name}`
}

export interface IconProps {
  name: IconName
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string | undefined
  /** Width and height in CSS pixels; without it the icon is 1em square and follows the font size. */
  size?: number | undefined
  className?: string | undefined
}

/** One icon from the page's sprite; the page must render <IconSprite> with this name. */
export function Icon({ name, title, size, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={VIEW_BOXES[name]}
      width={size}
      height={size}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {/* Inside <svg>, React 19 leaves <title> in place instead of hoisting it into <head>. */}
      {title ? <title>{title}</title> : null}
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}

/** The sprite's own element, without its symbols (the layout writes symbols rendered once into it). */
export const SPRITE_ELEMENT = <svg className="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false" />

/** A <symbol> per named icon (duplicates are written once), for the sprite element. */
export function IconSymbols({ names }: { names: readonly IconName[] }) {
  return [...new Set(names)].map((name) => (
    <symbol
      key={name}
      id={iconId(name)}
      viewBox={VIEW_BOXES[name]}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Safe: the bodies are our own static strings from icons.ts, never CMS or request data.
      dangerouslySetInnerHTML={{ __html: ICONS[name].body }}
    />
  ))
}

/** The page's one hidden sprite: a <symbol> per named icon (duplicates are written once). */
export function IconSprite({ names }: { names: readonly IconName[] }) {
  return cloneElement(SPRITE_ELEMENT, undefined, <IconSymbols names={names} />)
}
