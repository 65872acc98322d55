// The main navigation's flyouts (SPEC §2): seven layouts built from the item's flyout groups, with the SPEC §9 image
// widths. Each layout says how each of its groups (by `flyoutGroupIdentifier`) is shown; the CSS grid of
// `.flyout--{layout}` places them. Everything here is server HTML: the card layout's "extra links on hover" is CSS.
import type { FlyoutGroup, FlyoutItem, NavigationItem, NavigationType } from '../../content/schemas'
import { CmsImage } from './cms-image'
import { LayoutLink } from './layout-link'

type Kind =
  /** Pictures with their titles below. */
  | 'tiles'
  /** Small pictures (or none) beside the titles. */
  | 'list'
  /** Round colour swatches. */
  | 'swatches'
  /** One highlighted box (start without a design, the photobook assistant). */
  | 'feature'
  /** The card layout's occasions: hovering or focusing one shows its picture and extra links. */
  | 'occasions'
  /** Plain text links. */
  | 'links'

interface Part {
  kind: Kind
  /** SPEC §9 image width in px. */
  width?: number
}

interface FlyoutLayout {
  parts: Readonly<Record<string, Part>>
  /** For groups the layout does not name. */
  other: Part
}

const links: Part = { kind: 'links' }

// SPEC §9 flyout image widths: calendar 130; cards additional 80, occasion 130; collage 130; frame colors 48, other 60,
// poster 150; photobook category 170, without-template 153, subline 73; wandbilder 150.
export const FLYOUT_LAYOUTS: Readonly<Record<NavigationType, FlyoutLayout>> = {
  default: { parts: {}, other: links },
  calendar: { parts: { more: links }, other: { kind: 'tiles', width: 130 } },
  card: { parts: { occasions: { kind: 'occasions', width: 130 }, 'extra-categories': { kind: 'tiles', width: 80 } }, other: links },
  collage: {
    parts: {
      categories: { kind: 'tiles', width: 130 },
      'start-without-design': { kind: 'feature', width: 130 },
      'with-multiple-images': links,
    },
    other: links,
  },
  frame: {
    parts: {
      poster: { kind: 'tiles', width: 150 },
      leinwand: { kind: 'tiles', width: 150 },
      platte: { kind: 'tiles', width: 150 },
      colors: { kind: 'swatches', width: 48 },
      other: { kind: 'list', width: 60 },
      more: links,
    },
    other: links,
  },
  photobook: {
    parts: {
      categories: { kind: 'tiles', width: 170 },
      types: { kind: 'list', width: 73 },
      'start-without-design': { kind: 'feature', width: 153 },
      'photobook-assistant': { kind: 'feature', width: 73 },
      more: links,
    },
    other: links,
  },
  wandbilder: { parts: {}, other: { kind: 'tiles', width: 150 } },
  accessories: { parts: {}, other: links },
}

/** Height over width of each kind's pictures. */
const RATIO: Record<Kind, number> = { tiles: 3 / 4, list: 1, swatches: 1, feature: 3 / 4, occasions: 3 / 4, links: 1 }

export function partOf(layout: NavigationType, group: FlyoutGroup): Part {
  const spec = FLYOUT_LAYOUTS[layout]
  return spec.parts[group.flyoutGroupIdentifier] ?? spec.other
}

function Picture({ item, part, alt }: { item: FlyoutItem; part: Part; alt?: string }) {
  if (!item.asset || !part.width) return null
  return <CmsImage asset={item.asset} width={part.width} ratio={RATIO[part.kind]} alt={alt ?? ''} className="flyout__image" />
}

function Entry({ item, part }: { item: FlyoutItem; part: Part }) {
  // SPEC §3 linkOnlyImage: the picture is the whole link; the title becomes its alternative text.
  if (item.linkOnlyImage && item.asset && part.width) {
    return (
      <LayoutLink link={item.link} className="flyout__entry flyout__entry--image" aria-label={item.title}>
        <Picture item={item} part={part} alt={item.title} />
      </LayoutLink>
    )
  }
  return (
    <LayoutLink link={item.link} className="flyout__entry">
      {part.kind !== 'links' && <Picture item={item} part={part} />}
      <span className="flyout__title">{item.title}</span>
    </LayoutLink>
  )
}

function Occasion({ item, part }: { item: FlyoutItem; part: Part }) {
  return (
    <li className="occasion">
      <LayoutLink link={item.link} className="occasion__link">
        {item.title}
      </LayoutLink>
      <div className="occasion__extra">
        <Picture item={item} part={part} />
        {item.subFlyoutGroups.map((sub, index) => (
          <div key={index} className="occasion__links">
            {sub.flyoutGroupTitle && <p className="occasion__heading">{sub.flyoutGroupTitle}</p>}
            <ul>
              {[...sub.flyoutGroupItems, ...sub.flyoutGroupItemsCustom].map((extra, extraIndex) => (
                <li key={extraIndex}>
                  <LayoutLink link={extra.link}>{extra.title}</LayoutLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  )
}

function Group({ group, part }: { group: FlyoutGroup; part: Part }) {
  // SPEC §3 isHeadlineItem: that item is the group's heading (a link), not an entry.
  const headline = group.flyoutGroupItems.find((item) => item.isHeadlineItem)
  const items = group.flyoutGroupItems.filter((item) => !item.isHeadlineItem)
  const title = headline?.title || group.flyoutGroupTitle
  return (
    <section className={`flyout__group flyout__group--${part.kind}`} data-group={group.flyoutGroupIdentifier || undefined}>
      {title && <h3 className="flyout__heading">{headline ? <LayoutLink link={headline.link}>{title}</LayoutLink> : title}</h3>}
      <ul className={`flyout__items flyout__items--${part.kind}`}>
        {items.map((item, index) =>
          part.kind === 'occasions' ? (
            <Occasion key={index} item={item} part={part} />
          ) : (
            <li key={index}>
              <Entry item={item} part={part} />
            </li>
          ),
        )}
      </ul>
      {group.flyoutGroupItemsCustom.length > 0 && (
        <ul className="flyout__custom">
          {group.flyoutGroupItemsCustom.map((item, index) => (
            <li key={index}>
              <LayoutLink link={item.link} className="flyout__more">
                {item.title}
              </LayoutLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Whether the item opens a flyout at all (SPEC §3: groups of a sub-navigation-only item feed no flyout). */
export function hasFlyout(item: NavigationItem): boolean {
  return !item.subNaviOnly && item.flyoutGroups.length > 0
}

export function Flyout({ item, id, allLabel }: { item: NavigationItem; id: string; allLabel: string }) {
  const layout = item.navigationType
  return (
    <div className={`flyout flyout--${layout}`} id={id}>
      <div className="flyout__inner">
        {item.flyoutGroups.map((group, index) => (
          <Group key={index} group={group} part={partOf(layout, group)} />
        ))}
      </div>
      <p className="flyout__footer">
        <LayoutLink link={item.link} className="flyout__all">
          {allLabel}
        </LayoutLink>
      </p>
    </div>
  )
}
