// Site footer (SPEC §2): newsletter, communication tiles, link box, SEO text, breadcrumb, footer boxes, payment logos,
// copyright with the current year and the legal and cookie-settings links. Lists, tiles and boxes are <details> that
// collapse below 720 px only (SPEC §4; the footer island keeps them open from 720 px up), so they work without JS.
import { Fragment, type ReactElement, type ReactNode } from 'react'
import type { LayoutView } from './layout-view'
import type { FooterOverride } from '../../content/schemas'
import { Icon } from '../icons/icon'
import { ICONS, type IconName } from '../icons/icons'
import { Island } from '../island'
import { usePageContext, type PageContextValue } from '../page-context'
import { pageUrl, resultView, withoutResults } from '../../domain/customer/results'
import { createTranslator } from '../../i18n/translate'
import { resultText } from '../customer-panel'
import { NEWSLETTER_ANCHOR, type CustomerNewsletterProps } from '../islands/customer-newsletter-view'
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb'
import { CmsImage } from './cms-image'
import { FooterBoxView, isGeneratedBox } from './footer-boxes'
import { FooterReviews } from './footer-reviews'
import { LayoutLink } from './layout-link'
import { ShellPart, ShellRun } from './shell-part'
import { sitePath } from '../../domain/links'

/** SPEC §4: the first list (or tile) starts open, the others collapsed. */
const startsOpen = (index: number) => index === 0

const iconOf = (name: string | undefined, fallback: IconName): IconName =>
  name !== undefined && Object.hasOwn(ICONS, name) ? (name as IconName) : fallback

/** The newsletter form's props: words, where it posts and returns to, and the message of `?newsletter=…` (SPEC §5). */
function newsletterProps(layout: LayoutView, context: PageContextValue): CustomerNewsletterProps {
  const { site } = context
  const url = context.url ?? `${site.basePath}/`
  const view = resultView('newsletter', url.includes('?') ? pageUrl(url).searchParams.get('newsletter') : null)
  // Confirmation results show at the top of the page (customer-panel), subscription results here at the form.
  const here = view?.text && view.text !== 'newsletterConfirmed' && view.text !== 'tokenInvalid' ? view : undefined
  const t = createTranslator(site.language)
  const placeholder = layout.newsletter?.inputPlaceholder || layout.text.email
  return {
    labels: {
      email: layout.text.email,
      placeholder,
      cta: layout.newsletter?.ctaText ?? '',
      sending: t('customer.newsletterSending'),
      failed: t('customer.failed'),
    },
    basePath: site.basePath,
    back: `${withoutResults(url).replace(/#.*$/, '')}#${NEWSLETTER_ANCHOR}`,
    turnstileSiteKey: context.turnstileSiteKey,
    result: here?.text ? { text: resultText(site.language, here.text), tone: here.tone } : undefined,
  }
}

/** SPEC §5/§7: a plain form without JavaScript; the island (on first interaction) sends it with fetch. */
function NewsletterForm({ layout }: { layout: LayoutView }) {
  const context = usePageContext()
  return (
    <div className="island-box newsletter__box">
      <Island name="customer-newsletter" props={newsletterProps(layout, context)} hydrate="interaction" stored />
    </div>
  )
}

/** The newsletter's words; its form is the hole `form`, since it returns to this very page. */
function Newsletter({ layout, form }: { layout: LayoutView; form: ReactNode }) {
  const newsletter = layout.newsletter
  if (!newsletter) return null
  return (
    <section
      className="newsletter"
      id={NEWSLETTER_ANCHOR}
      style={{ backgroundColor: newsletter.backgroundColor, color: newsletter.textColor }}
    >
      <div className="newsletter__inner">
        <ShellPart name="newsletter-copy" element={<div className="newsletter__copy" />}>
          {() => (
            <>
              <h2 className="newsletter__headline">{newsletter.headline}</h2>
              {newsletter.newsletterText && <p>{newsletter.newsletterText}</p>}
            </>
          )}
        </ShellPart>
        {form}
      </div>
    </section>
  )
}

function Tiles({ layout }: { layout: LayoutView }) {
  if (layout.communicationTiles.length === 0) return null
  return (
    <ShellPart name="tiles" element={<div className="tiles" />}>
      {() => (
        <>
          {layout.communicationTiles.map((tile, index) => (
            <details key={index} className="tile" data-collapse={startsOpen(index) ? 'open' : 'closed'} open={startsOpen(index)}>
              <summary className="tile__summary">
                <Icon name={iconOf(tile.icon, 'service')} size={28} className="tile__icon" />
                <h2 className="tile__headline">
                  <span className="tile__long">{tile.headline}</span>
                  {tile.headlineShort && <span className="tile__short">{tile.headlineShort}</span>}
                </h2>
                <Icon name="chevron-down" className="collapse-icon" />
              </summary>
              <div className="tile__body">
                {tile.text && <p>{tile.text}</p>}
                {tile.cta?.text && (
                  <LayoutLink link={tile.cta.link} className="tile__cta">
                    {tile.cta.text}
                  </LayoutLink>
                )}
              </div>
            </details>
          ))}
        </>
      )}
    </ShellPart>
  )
}

function LinkBox({ layout }: { layout: LayoutView }) {
  if (layout.footerLinkBox.length === 0) return null
  return (
    <ShellPart name="link-box" element={<div className="link-box" />}>
      {() => (
        <>
          {layout.footerLinkBox.map((list, index) => (
            <details key={index} className="link-box__list" data-collapse={startsOpen(index) ? 'open' : 'closed'} open={startsOpen(index)}>
              <summary className="link-box__title">
                <h2>{list.title}</h2>
                <Icon name="chevron-down" className="collapse-icon" />
              </summary>
              <ul>
                {list.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <LayoutLink link={item.link}>{item.text}</LayoutLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </>
      )}
    </ShellPart>
  )
}

function SeoText({ layout, override }: { layout: LayoutView; override?: FooterOverride | undefined }) {
  // SPEC §3 footerOverride: the page's own text is not the site's, so it is never a stored shell part.
  const own = override?.seoText ? override : undefined
  const seoText = own?.seoText ?? layout.seoText
  if (!seoText) return null
  const headline = own ? own.seoHeadline : layout.seoHeadline
  const children = () => (
    <>
      {headline && <h2 className="seo__headline">{headline}</h2>}
      <div className="seo__text" id="seo-text">
        {seoText
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index}>{paragraph.trim()}</p>
          ))}
      </div>
      <Island name="footer" props={{ viewMore: layout.text.viewMore, viewLess: layout.text.viewLess }} hydrate="visible" />
    </>
  )
  if (own) return <section className="seo">{children()}</section>
  return (
    <ShellPart name="seo" element={<section className="seo" />}>
      {children}
    </ShellPart>
  )
}

export function Footer({
  layout,
  breadcrumb,
  override,
}: {
  layout: LayoutView
  breadcrumb?: readonly BreadcrumbItem[] | undefined
  override?: FooterOverride | undefined
}) {
  const { site } = usePageContext()
  const { text } = layout
  const year = String(new Date().getUTCFullYear())
  // What differs per page; the rest of the footer is one stored run (shell-part.tsx). A page with its own SEO text has
  // another shape, which is never stored.
  const holes: Record<string, ReactElement | null> = {
    newsletter: layout.newsletter ? <NewsletterForm layout={layout} /> : null,
    breadcrumb:
      breadcrumb && breadcrumb.length > 0 ? (
        <Breadcrumb items={breadcrumb} home={sitePath(site)} homeLabel={layout.labels.home} label={text.breadcrumb} />
      ) : null,
  }
  // A languages box without items links this very page.
  const generatedBox = (index: number) => `footer-box-${index + 1}-languages`
  layout.footerBoxes.forEach((box, index) => {
    if (isGeneratedBox(box)) holes[generatedBox(index)] = <FooterBoxView box={box} labels={layout.labels} />
  })
  return (
    <ShellRun name={override?.seoText ? 'footer-own-seo' : 'footer'} holes={holes}>
      {(hole) => (
        <footer className="footer">
          <Newsletter layout={layout} form={hole('newsletter')} />
          <div className="footer__main">
            <Tiles layout={layout} />
            <FooterReviews layout={layout} />
            <LinkBox layout={layout} />
            <SeoText layout={layout} override={override} />
            {!layout.seoText && !override?.seoText && (
              <Island name="footer" props={{ viewMore: text.viewMore, viewLess: text.viewLess }} hydrate="visible" />
            )}
            {hole('breadcrumb')}
            {layout.footerBoxes.length > 0 &&
              // One stored part for all the boxes, unless one lists this page's languages: then each other box is one.
              (layout.footerBoxes.some(isGeneratedBox) ? (
                <div className="footer__boxes">
                  {layout.footerBoxes.map((box, index) =>
                    isGeneratedBox(box) ? (
                      <Fragment key={index}>{hole(generatedBox(index))}</Fragment>
                    ) : (
                      <FooterBoxView key={index} box={box} labels={layout.labels} part={`footer-box-${index + 1}`} />
                    ),
                  )}
                </div>
              ) : (
                <ShellPart name="footer-boxes" element={<div className="footer__boxes" />}>
                  {() => layout.footerBoxes.map((box, index) => <FooterBoxView key={index} box={box} labels={layout.labels} />)}
                </ShellPart>
              ))}
            {layout.paymentLogos.length > 0 && (
              <ShellPart name="payments" element={<section className="payments" />}>
                {() => (
                  <>
                    <h2 className="visually-hidden">{text.payment}</h2>
                    <ul className="payments__list">
                      {layout.paymentLogos.map((logo, index) => (
                        <li key={index}>
                          {/* SPEC §9: payment logo ratio 73/32. */}
                          <CmsImage asset={logo.image} width={73} ratio={32 / 73} alt={logo.name} quality={100} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </ShellPart>
            )}
          </div>
          {/* The copyright's year is part of the stored shell's key. */}
          <ShellPart name="footer-bottom" element={<div className="footer__bottom" />}>
            {() => (
              <>
                <p className="footer__copyright">{layout.copyright.replace('{year}', year)}</p>
                <ul className="footer__legal">
                  {layout.legalLinks.map((item, index) => (
                    <li key={index}>
                      <LayoutLink link={item.link}>{item.text}</LayoutLink>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="footer__cookies" data-dialog="cookie-settings">
                      {text.cookieSettings}
                    </button>
                  </li>
                </ul>
              </>
            )}
          </ShellPart>
        </footer>
      )}
    </ShellRun>
  )
}
