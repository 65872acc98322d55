// Which sub-navigation a page shows (SPEC §2, §3 sub-navigation element): the flyout groups of the navigation item the
// page belongs to, as category headings with tiles. A page belongs to the item whose own link or one of whose flyout
// links is the longest path prefix of the page's path; /feed-collage, /feed-calendar and /feed-card belong to their
// product family's item (SPEC §2 path conventions).
import type { Asset, FlyoutGroup, FlyoutItem, NavigationItem, NavigationType } from '../../content/schemas'
import { resolveLink, type LinkContext, type LinkField } from '../../domain/links'
import { partOf } from './flyouts'

/** SPEC §9 tile sizes: circle 76×76, square 110×73, square-image 110×110. */
export type SubNavTileType = 'circle' | 'square' | 'square-image'
export const SUB_NAV_TILE_SIZE: Readonly<Record<SubNavTileType, readonly [number, number]>> = {
  circle: [76, 76],
  square: [110, 73],
  'square-image': [110, 110],
}

/** SPEC §3 sub-navigation element (fullStoryData is the editor's own and not rendered). */
export interface SubNavElement {
  id: string
  type: SubNavTileType
  text: string
  /** The tile's accessible name: its text in its group's context ("Rahmenfarben: Schwarz"), since a row of tiles
   * drops the heading a screen reader would otherwise announce with it; the visible text stays part of it. */
  label: string
  href: string
  /** SPEC §2 link handling: another site's link opens a new tab. */
  external: boolean
  image?: Asset | undefined
  isActive: boolean
}

export interface SubNavGroup {
  id: string
  heading?: { text: string; href?: string | undefined } | undefined
  tiles: SubNavElement[]
}

export interface SubNavigation {
  /** The item's text: the sub-navigation's accessible name. */
  label: string
  groups: SubNavGroup[]
  /** Shown from 1000 px too (where the flyouts are) when the item forces it or has no flyout of its own. */
  always: boolean
  hasActive: boolean
}

/** SPEC §2: feed paths -> the product family whose sub-navigation they show. */
const FEED_FAMILIES: readonly (readonly [string, NavigationType])[] = [
  ['/feed-collage', 'collage'],
  ['/feed-calendar', 'calendar'],
  ['/feed-card', 'card'],
]

/** A path without a trailing slash, query or hash (`/` stays `/`). */
function bare(href: string): string {
  const path = href.split(/[?#]/)[0] ?? ''
  return path.replace(/\/+$/, '') || '/'
}

/** Whether `prefix` is `path` or one of its ancestors, by whole segments; the home page is nobody's parent. */
function covers(prefix: string, path: string): boolean {
  return prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`))
}

function internalPath(link: LinkField, context: LinkContext): string | undefined {
  const resolved = resolveLink(link, context)
  if (!resolved || resolved.external || !resolved.href.startsWith('/')) return undefined
  return resolved.href
}

function* itemLinks(item: NavigationItem): Generator<LinkField> {
  yield item.link
  for (const group of item.flyoutGroups) for (const entry of [...group.flyoutGroupItems, ...group.flyoutGroupItemsCustom]) yield entry.link
}

/** The item the page belongs to, or undefined. `path` is the request path with its markers (`/fr/poster`). */
export function subNavigationItem(items: readonly NavigationItem[], path: string, context: LinkContext): NavigationItem | undefined {
  const current = bare(path)
  const rest = context.basePath && current.startsWith(context.basePath) ? current.slice(context.basePath.length) || '/' : current
  const feed = FEED_FAMILIES.find(([prefix]) => rest.startsWith(prefix))
  if (feed) return items.find((item) => item.navigationType === feed[1] && item.flyoutGroups.length > 0)
  let best: NavigationItem | undefined
  let bestLength = 0
  for (const item of items) {
    if (item.flyoutGroups.length === 0) continue
    for (const link of itemLinks(item)) {
      const href = internalPath(link, context)
      if (href === undefined) continue
      const target = bare(href)
      if (covers(target, current) && target.length > bestLength) {
        best = item
        bestLength = target.length
      }
    }
  }
  return best
}

function tileType(layout: NavigationType, group: FlyoutGroup, item: FlyoutItem): SubNavTileType {
  if (!item.asset) return 'square'
  const kind = partOf(layout, group).kind
  return kind === 'swatches' || kind === 'occasions' ? 'circle' : 'square-image'
}

/**
 * Each path's sub-navigation, worked out once per navigation (a layout story's parsed content: a publish brings a new
 * one) and site link policy: it resolves every link of the navigation, the same on every request for the path. Bounded
 * per navigation; shared, so never changed by a caller.
 */
const built = new WeakMap<readonly NavigationItem[], WeakMap<ReadonlySet<string>, Map<string, SubNavigation | undefined>>>()
const PATHS_PER_NAVIGATION = 2048

/** The sub-navigation of the page at `path`, or undefined when it belongs to no item with groups. */
export function buildSubNavigation(items: readonly NavigationItem[], path: string, context: LinkContext): SubNavigation | undefined {
  const byHosts = built.get(items) ?? new WeakMap()
  built.set(items, byHosts)
  const held = byHosts.get(context.internalHosts) ?? new Map<string, SubNavigation | undefined>()
  byHosts.set(context.internalHosts, held)
  const key = `${context.basePath} ${context.trailingSlash} ${path}`
  if (held.has(key)) return held.get(key)
  const navigation = subNavigationOf(items, path, context)
  if (held.size >= PATHS_PER_NAVIGATION) held.clear()
  held.set(key, navigation)
  return navigation
}

function subNavigationOf(items: readonly NavigationItem[], path: string, context: LinkContext): SubNavigation | undefined {
  const item = subNavigationItem(items, path, context)
  if (!item) return undefined
  const current = bare(path)
  let hasActive = false
  const groups: SubNavGroup[] = item.flyoutGroups.map((group, g) => {
    const headline = group.flyoutGroupItems.find((entry) => entry.isHeadlineItem)
    const headingText = headline?.title || group.flyoutGroupTitle
    const headingHref = headline ? (internalPath(headline.link, context) ?? resolveLink(headline.link, context)?.href) : undefined
    const tiles: SubNavElement[] = []
    for (const [i, entry] of [...group.flyoutGroupItems, ...group.flyoutGroupItemsCustom].entries()) {
      if (entry.isHeadlineItem) continue
      const resolved = resolveLink(entry.link, context)
      if (!resolved || !entry.title) continue
      const { href, external } = resolved
      const isActive = !external && href.startsWith('/') && bare(href) === current
      hasActive ||= isActive
      const type = tileType(item.navigationType, group, entry)
      const label = headingText ? `${headingText}: ${entry.title}` : entry.title
      tiles.push({ id: `subnav-${g + 1}-${i + 1}`, type, text: entry.title, label, href, external, image: entry.asset, isActive })
    }
    return { id: `subnav-${g + 1}`, heading: headingText ? { text: headingText, href: headingHref } : undefined, tiles }
  })
  const filled = groups.filter((group) => group.tiles.length > 0)
  if (filled.length === 0) return undefined
  return { label: item.text, groups: filled, always: item.alwaysShowSubNavi || item.subNaviOnly, hasActive }
}
