// What the layout of a page shows (header, navigation, action bar, footer), as the layout loader builds it from the
// CMS layout story and the request (src/loaders/layout.ts) and the shell components render it.
import type { LayoutContent } from '../../content/schemas'
import type { ActionBarProps } from '../islands/action-bar-view'
import type { ShellLabels } from '../labels'
import type { ShellHtml } from './shell-part'
import type { DroppedEntry } from '../../content/parse-once'

export interface LayoutView extends Omit<LayoutContent, 'actionBar' | 'component'> {
  actionBar: ActionBarProps | undefined
  labels: ShellLabels
  /** The shell's own interface words (header, menus, footer, banners, dialogs). */
  text: LayoutLabels
  /** SPEC §9: only a brand with apps shows the smart banner and the footer's app links. */
  hasApps: boolean
  /** The site's shared shell parts, rendered once (src/respond/shell-cache.tsx); `collect` while rendering them. */
  shell?: ShellHtml | 'collect' | undefined
  /**
   * The layout story this view was built from: the shell cache keys a site's stored parts by this object (the story
   * cache hands out one per published version). The layout asks for the parts while rendering.
   */
  shellSource?: object | undefined
  /** Preview hosts only: the layout's entries left out for content that does not parse, shown to the editor. */
  contentNotices?: readonly DroppedEntry[] | undefined
}

/** The shell's interface words in the request's language (built by src/loaders/view/layout-labels.ts). */
export interface LayoutLabels {
  skip: string
  shops: string
  menu: string
  closeMenu: string
  back: string
  all: (name: string) => string
  previous: string
  next: string
  hotline: string
  greeting: (name: string) => string
  cartCount: (count: number | '{count}') => string
  close: string
  loginTitle: string
  loginText: string
  loginLink: string
  cookieSettings: string
  cookieText: string
  email: string
  viewMore: string
  viewLess: string
  payment: string
  breadcrumb: string
  backToTop: string
  chat: string
  chatLoading: string
  rating: (rating: string) => string
  closeBanner: string
  whiteLabel: string
  showAll: string
  legal: string
  magazine: string
  service: string
  account: string
  cart: string
  countdown: { endsIn: string; days: string; hours: string; minutes: string; seconds: string }
  /** The footer's reviews carousel; `slide` keeps `{n}` and `{count}` for the carousel. */
  reviews: {
    label: string
    slide: string
    previous: string
    next: string
    stars: (stars: string) => string
    score: (score: string, count: string) => string
    all: string
  }
}
