// The footer boxes (SPEC §2): about, app links, awards, customer service, international, languages, social media.
// Below 720 px each is a collapsible <details>; customer service, awards, app links and social media start open
// (SPEC §4). Pictures at the SPEC §9 ratios (app 94/26, awards 40/25, social 1/1), 100 px wide, quality 100.
import type { FooterBox, FooterBoxType, FooterItem } from '../../content/schemas'
import { languageAlternates } from '../../domain/routes'
import { linkAttributes, resolveLink } from '../../domain/links'
import { Icon } from '../icons/icon'
import { ICONS, type IconName } from '../icons/icons'
import type { ShellLabels } from '../labels'
import { usePageContext } from '../page-context'
import { cloneElement } from 'react'
import { CmsImage } from './cms-image'
import { ShellPart } from './shell-part'

const OPEN_BOXES: ReadonlySet<FooterBoxType> = new Set(['customer-service', 'awards', 'app-links', 'social-media'])
const RATIO: Partial<Record<FooterBoxType, number>> = { 'app-links': 26 / 94, awards: 25 / 40, 'social-media': 1 }
const IMAGE_WIDTH = 100
/** SPEC §9: footer images at quality 100. */
const FOOTER_QUALITY = 100

export function footerBoxStartsOpen(type: FooterBoxType): boolean {
  return OPEN_BOXES.has(type)
}

function isIcon(name: string | undefined): name is IconName {
  return name !== undefined && Object.hasOwn(ICONS, name)
}

function ItemLink({ item, type }: { item: FooterItem; type: FooterBoxType }) {
  const { links } = usePageContext()
  const resolved = resolveLink(item.link, links)
  const image = item.image && (item.linkImage || type !== 'default') ? item.image : undefined
  const width = type === 'social-media' ? 32 : IMAGE_WIDTH
  const content = isIcon(item.icon) ? (
    <>
      <Icon name={item.icon} size={type === 'social-media' ? 24 : undefined} />
      <span className={type === 'social-media' ? 'visually-hidden' : undefined}>{item.text}</span>
    </>
  ) : image ? (
    <CmsImage asset={image} width={width} ratio={RATIO[type] ?? 1} alt={item.text} quality={FOOTER_QUALITY} />
  ) : (
    item.text
  )
  if (!resolved) return <span>{content}</span>
  // SPEC §3 footer item `external`: opens in a new tab even when the link handling would keep it in this one.
  const attributes =
    item.external && !resolved.external ? { href: resolved.href, target: '_blank', rel: 'noopener' } : linkAttributes(resolved)
  return <a {...attributes}>{content}</a>
}

function LanguageItems({ labels, alternates }: { labels: ShellLabels; alternates: ReturnType<typeof languageAlternates> }) {
  return alternates.map((alternate) => (
    <li key={alternate.locale}>
      <a href={alternate.path} hrefLang={alternate.locale} lang={alternate.locale} aria-current={alternate.current ? 'true' : undefined}>
        {labels.languageName(alternate.language)}
      </a>
    </li>
  ))
}

/** A languages box without items lists the site's languages, with links to this very page: it is never stored. */
export function isGeneratedBox(box: FooterBox): boolean {
  return box.type === 'languages' && box.items.length === 0
}

/**
 * `part`: the box's name among the shell's stored parts; without one (inside a stored part, or a generated languages
 * box, which links this page) the box is rendered in place.
 */
export function FooterBoxView({ box, labels, part }: { box: FooterBox; labels: ShellLabels; part?: string | undefined }) {
  const { site, path, url } = usePageContext()
  const open = footerBoxStartsOpen(box.type)
  // On a one-language site there is nothing to choose.
  const generated = isGeneratedBox(box)
  const alternates = generated ? languageAlternates(site, path, url?.includes('?') ? url.slice(url.indexOf('?')) : '') : []
  if (generated && alternates.length < 2) return null
  const element = <details className={`footer-box footer-box--${box.type}`} data-collapse={open ? 'open' : 'closed'} open={open} />
  const body = () => (
    <>
      <summary className="footer-box__title">
        <h2>{box.title}</h2>
        <Icon name="chevron-down" className="collapse-icon" />
      </summary>
      <div className="footer-box__body">
        {box.text && <p className="footer-box__text">{box.text}</p>}
        <ul className={`footer-box__items footer-box__items--${box.type}`}>
          {generated ? (
            <LanguageItems labels={labels} alternates={alternates} />
          ) : (
            box.items.map((item, index) => (
              <li key={index}>
                <ItemLink item={item} type={box.type} />
              </li>
            ))
          )}
        </ul>
      </div>
    </>
  )
  return generated || part === undefined ? (
    cloneElement(element, undefined, body())
  ) : (
    <ShellPart name={part} element={element}>
      {body}
    </ShellPart>
  )
}
