// The shell every page wears (SPEC §2 shared layout): icon sprite, smart banner, action bar, white-label bar, header
// with navigation and burger menu, the page, footer, and the floating back-to-top and help-chat buttons and the
// dialog host. Only the interactive parts are islands; those not needed at once hydrate when idle or visible.
// What is the same on every page of the site sits in <ShellPart>s and <ShellRun>s, rendered once per site
// (shell-cache.tsx); what depends on the request (bars, language links, sub-navigation, account, breadcrumbs,
// newsletter) is rendered here, in the runs' holes.
import { use, type ReactNode } from 'react'
import type { LayoutView } from './layout-view'
import type { FooterOverride } from '../../content/schemas'
import { IconSymbols, SPRITE_ELEMENT } from '../icons/icon'
import { CLIENT_ENTRY, Island } from '../island'
import { useNonce } from '../nonce'
import { SMART_BANNER_RATING } from '../islands/smart-banner-view'
import { usePageContext } from '../page-context'
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb'
import { Footer } from './footer'
import { Header, type CustomerSummary } from './header'
import { layoutIcons } from './layout-icons'
import { sitePath } from '../../domain/links'
import { ShellPart, ShellPartsProvider, useShellLookup } from './shell-part'
import { SNOW_ELEMENT, SnowFlakes } from './snow'
import { SubNavigation } from './sub-navigation'
import { buildSubNavigation } from './sub-navigation-model'
import { CustomerPanel } from '../customer-panel'
import { customerLabels } from '../customer-labels'
import { createTranslator } from '../../i18n/translate'
import { ContentNotice } from '../content-notice'

export interface LayoutProps {
  layout: LayoutView
  children: ReactNode
  /** The shopper, once the customer API supplies it (SPEC §3 customer); anonymous until then. */
  customer?: CustomerSummary | undefined
  /** SPEC §3 order.cartArticlesAmount. */
  cartCount?: number
  /** The page's trail (SPEC §2 breadcrumb), e.g. from /frontend-api/breadcrumb. */
  breadcrumb?: readonly BreadcrumbItem[] | undefined
  /** SPEC §2: white-label customers see the white-label bar on web. */
  whiteLabel?: boolean
  /** SPEC §3 page footerOverride: the page's own footer SEO text. */
  footerOverride?: FooterOverride | undefined
}

/** Where the site-level islands sit in the stored shell: no box of its own (`display: contents`). */
const SITE_ISLANDS_ELEMENT = <div className="site-islands" />

/** The sprite's symbols: a component, so the icon list is only worked out where the stored shell does not supply it. */
function LayoutSymbols({ layout }: { layout: LayoutView }) {
  return <IconSymbols names={layoutIcons(layout)} />
}

/** The white-label bar's island: a component, so its props are only worked out where the stored shell lacks it. */
function WhitelabelIsland({ layout }: { layout: LayoutView }) {
  const { site } = usePageContext()
  const { text } = layout
  return (
    <Island
      name="customer-whitelabel"
      props={{
        labels: { whiteLabel: text.whiteLabel, whitelabelSwitch: createTranslator(site.language)('customer.whitelabelSwitch') },
        basePath: site.basePath,
      }}
      hydrate="manual"
    />
  )
}

/** The floating buttons and the dialog host: a component, as the white-label island. */
function SiteIslands({ layout }: { layout: LayoutView }) {
  const { site, helpChatScript } = usePageContext()
  const { text } = layout
  return (
    <>
      <Island name="back-to-top" props={{ label: text.backToTop }} hydrate="scroll" />
      {/* The chat provider's script from HELP_CHAT_SCRIPT_URL (in development its stand-in); none configured, no button. */}
      {helpChatScript && (
        <div className="island-box">
          <Island
            name="help-chat"
            props={{ label: text.chat, loadingLabel: text.chatLoading, scriptUrl: helpChatScript }}
            hydrate="interaction"
          />
        </div>
      )}
      <Island
        name="dialog-host"
        props={{
          labels: {
            close: text.close,
            loginTitle: text.loginTitle,
            loginText: text.loginText,
            loginLink: text.loginLink,
            cookieSettings: text.cookieSettings,
            cookieText: text.cookieText,
          },
          loginUrl: '/kundenkonto/',
          customer: { labels: customerLabels(site.language), basePath: site.basePath },
        }}
        hydrate="manual"
      />
    </>
  )
}

export function Layout({ layout, children, customer, cartCount = 0, breadcrumb, whiteLabel = false, footerOverride }: LayoutProps) {
  const { site, path, links } = usePageContext()
  const { text } = layout
  const web = site.platform === 'web'
  const banner = web && layout.smartBanner
  // SPEC §2: the sub-navigation of the item this page belongs to (none on pages outside the navigation).
  const subNavigation = web ? buildSubNavigation(layout.mainNavigation, path, links) : undefined
  const nonce = useNonce()
  const lookup = useShellLookup()
  // The site's stored parts, asked for while rendering: the first page of a site and layout version renders them once.
  const shell = layout.shell ?? (lookup && layout.shellSource ? use(lookup(layout.shellSource, layout)) : undefined)
  return (
    <ShellPartsProvider value={shell}>
      {/* Islands inside parts written as stored HTML still need the client entry, with this response's nonce (React dedupes it). */}
      {typeof shell === 'object' && <script type="module" src={CLIENT_ENTRY} async nonce={nonce} />}
      <ShellPart name="sprite" element={SPRITE_ELEMENT}>
        <LayoutSymbols layout={layout} />
      </ShellPart>
      <a className="skip-link" href="#main">
        {text.skip}
      </a>
      {banner && (
        <Island
          name="smart-banner"
          props={{
            title: banner.title,
            text: banner.text,
            cta: banner.cta,
            // SPEC §2: the app opens at the page the shopper is on.
            href: `${banner.appUrl.replace(/\/+$/, '')}${path}`,
            ratingText: new Intl.NumberFormat(site.locale, { maximumFractionDigits: 1 }).format(SMART_BANNER_RATING),
            ratingLabel: text.rating(String(SMART_BANNER_RATING)),
            closeLabel: text.closeBanner,
          }}
        />
      )}
      {layout.actionBar && <Island name="action-bar" props={layout.actionBar} stored={!layout.actionBar.countdown} />}
      {web && whiteLabel && <p className="white-label-bar">{text.whiteLabel}</p>}
      {/* White-label customers' bar: empty in the cached HTML, woken by the account menu (customer data stays client-side). */}
      {web && (
        <ShellPart name="whitelabel-island" element={SITE_ISLANDS_ELEMENT}>
          <WhitelabelIsland layout={layout} />
        </ShellPart>
      )}
      <Header layout={layout} customer={customer} cartCount={cartCount} />
      {subNavigation && <SubNavigation data={subNavigation} />}
      <CustomerPanel />
      <main id="main" className="main" tabIndex={-1}>
        {__PREVIEW_HOSTS__ &&
          layout.contentNotices?.map((entry) => (
            <ContentNotice key={`${entry.uid}:${entry.path}`} entry={entry} language={site.language} />
          ))}
        {breadcrumb && breadcrumb.length > 0 && (
          // SPEC §2: shown on desktop (CSS); the footer repeats it on every width.
          <div className="page-breadcrumb">
            <Breadcrumb items={breadcrumb} home={sitePath(site)} homeLabel={layout.labels.home} label={text.breadcrumb} />
          </div>
        )}
        {children}
      </main>
      <Footer layout={layout} breadcrumb={breadcrumb} override={footerOverride} />
      {layout.snow && (
        <ShellPart name="snow" element={SNOW_ELEMENT}>
          <SnowFlakes />
        </ShellPart>
      )}
      {/* The same on every page of the site: stored with the shell, their markers joined with each response's nonce. */}
      <ShellPart name="site-islands" element={SITE_ISLANDS_ELEMENT}>
        <SiteIslands layout={layout} />
      </ShellPart>
    </ShellPartsProvider>
  )
}
