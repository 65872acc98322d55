// The sub-navigation under the header (SPEC §2): the current item's flyout groups as a horizontally scrollable row of
// category headings and tiles (SPEC §9 sizes). Below 1000 px it stands in for the flyouts; from 1000 px it shows only
// when the item forces it (alwaysShowSubNavi) or has no flyout (subNaviOnly). Server HTML; the sub-nav island only
// scrolls the active tile into view.
import { linkAttributes } from '../../domain/links'
import { Island } from '../island'
import { CmsImage } from './cms-image'
import { SUB_NAV_TILE_SIZE, type SubNavElement, type SubNavigation as SubNavigationData } from './sub-navigation-model'

function Tile({ tile }: { tile: SubNavElement }) {
  const [width, height] = SUB_NAV_TILE_SIZE[tile.type]
  return (
    <li className={`subnav__tile subnav__tile--${tile.type}`}>
      <a
        className="subnav__link"
        {...linkAttributes({ href: tile.href, external: tile.external })}
        aria-current={tile.isActive ? 'page' : undefined}
        aria-label={tile.label}
      >
        {tile.image && tile.type !== 'square' && (
          <CmsImage asset={tile.image} width={width} ratio={height / width} alt="" className="subnav__image" />
        )}
        <span className="subnav__text">{tile.text}</span>
      </a>
    </li>
  )
}

export function SubNavigation({ data }: { data: SubNavigationData }) {
  return (
    <nav className={`subnav${data.always ? ' subnav--always' : ''}`} aria-label={data.label}>
      <div className="subnav__track">
        {data.groups.map((group) => (
          <section key={group.id} className="subnav__group" aria-labelledby={group.heading ? `${group.id}-heading` : undefined}>
            {group.heading && (
              <h2 className="subnav__heading" id={`${group.id}-heading`}>
                {group.heading.href ? <a href={group.heading.href}>{group.heading.text}</a> : group.heading.text}
              </h2>
            )}
            <ul className="subnav__tiles">
              {group.tiles.map((tile) => (
                <Tile key={tile.id} tile={tile} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {data.hasActive && <Island name="sub-nav" props={{}} hydrate="idle" />}
    </nav>
  )
}
