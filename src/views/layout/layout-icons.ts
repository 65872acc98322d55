// The icons the shell draws, for the page's one sprite: a fixed set plus the ones the CMS names (tiles, social links).
import type { LayoutContent } from '../../content/schemas'
import { ICONS, type IconName } from '../icons/icons'

const SHELL_ICONS: readonly IconName[] = [
  'close',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'burger',
  'account',
  'customer',
  'cart',
  'service',
  'phone',
  'magazine',
  'arrow-up',
  'chat',
  // Wishlist hearts (cards brand) and the wishlist page.
  'heart',
]

const known = (name: string | undefined): name is IconName => name !== undefined && Object.hasOwn(ICONS, name)

export function layoutIcons(layout: Pick<LayoutContent, 'communicationTiles' | 'footerBoxes'>): IconName[] {
  const named = [
    ...layout.communicationTiles.map((tile) => tile.icon),
    ...layout.footerBoxes.flatMap((box) => box.items.map((item) => item.icon)),
  ]
  return [...SHELL_ICONS, ...named.filter(known)]
}
