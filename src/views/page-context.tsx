// What server components need to know about the request they render for (site, origin). Never passed to islands.
import { createContext, useContext } from 'react'
import type { FlagReader } from '../domain/flags'
import type { ImageServices } from '../domain/image'
import type { LinkContext } from '../domain/links'
import type { TrackingProps } from './islands/tracking-view'
import type { Site } from '../domain/site'
import type { ShopperSummary } from '../domain/customer/shopper'

export interface PageContextValue {
  site: Site
  origin: string
  /** The request path without platform and language markers. */
  path: string
  /** The request's own path and query, markers included: customer forms return here and read their result code from it. */
  url?: string
  /** Cloudflare Turnstile's public site key for the newsletter form (SPEC §5 bot check), when configured. */
  turnstileSiteKey?: string | undefined
  links: LinkContext
  /** Experiment flags this page switches on (SPEC §2: paths beginning /posterdruck). */
  experiments: readonly string[]
  /** This shopper's treatments; reading one makes the page cache key the page by it. */
  flags?: FlagReader
  /** `splitDebug` / `_debug` on a development or preview host: show the flag panel. */
  debugFlags?: boolean
  /** Consent banner and tag manager (absent for crawlers). */
  tracking?: TrackingProps | undefined
  /** The help chat's script (HELP_CHAT_SCRIPT_URL); undefined = the page has no help chat. */
  helpChatScript?: string | undefined
  /** The picture builder's services (IMAGE_RESIZE_BASE, STORYBLOK_REGION; src/domain/image.ts). */
  images?: ImageServices | undefined
  /** Server only (SPEC §8): logs a picture no image provider serves; island views rendered in the browser have none. */
  reportUnusableImage?: ((src: string) => void) | undefined
  /** The story whose blocks the page renders (full_slug): a block left out for bad content is logged with it. */
  story?: string | undefined
  /** The data of the page's blocks (shop answers, Feed lists) by `blockDataKey`, started by the page's loader. */
  blockData?: ReadonlyMap<string, Promise<unknown>> | undefined
  /** The request's clock (ms): designer links of calendars start in this month (SPEC §5). */
  now?: number
  /**
   * The shopper of a request that carries a session or cart cookie (such a page is never cached): the header shows the
   * name, a log-out and the cart count without JavaScript. Absent for every page the page cache may keep.
   */
  shopper?: Promise<ShopperSummary | undefined> | undefined
  /** CART_URL / ACCOUNT_URL: the operator's own cart and account links, which win over the CMS header's. */
  accountLinks?: { cart: string | undefined; account: string | undefined } | undefined
}

const PageContext = createContext<PageContextValue | null>(null)
export const PageContextProvider = PageContext.Provider

/** The page context where one exists (shell pages without a story have none). */
export function useOptionalPageContext(): PageContextValue | null {
  return useContext(PageContext)
}

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePageContext outside a page render')
  return value
}
