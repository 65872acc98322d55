// One schema per CMS shape, parsed at the boundary (API answer and cache read); blocks are parsed by the block registry.
import * as z from 'zod/mini'

/** Storyblok multilink field. */
export const linkSchema = z.object({
  linktype: z._default(z.enum(['story', 'url', 'asset', 'email']), 'url'),
  cached_url: z._default(z.string(), ''),
  url: z._default(z.string(), ''),
  email: z.optional(z.string()),
  anchor: z.optional(z.string()),
  target: z.optional(z.string()),
})
export type Link = z.infer<typeof linkSchema>

export const assetSchema = z.object({
  filename: z.string(),
  alt: z.optional(z.nullable(z.string())),
})
export type Asset = z.infer<typeof assetSchema>

/** CSS colour as editors enter it: #rgb, #rrggbb, #rrggbbaa or a keyword. Anything else could inject CSS. */
export const colorSchema = z.string().check(z.regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i, 'a CSS colour'))

/** Any block before its own schema is applied: the registry picks the schema by `component`. */
export const blockSchema = z.looseObject({ _uid: z._default(z.string(), ''), component: z.string() })
export type RawBlock = z.infer<typeof blockSchema>
const blocks = z._default(z.array(blockSchema), [])

export const actionBarSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a bar id')),
  text: z.string(),
  color: z._default(colorSchema, '#ffffff'),
  backgroundColor: z._default(colorSchema, '#1d3557'),
  countdownEndDate: z.optional(z.string()),
  actionBarEndDate: z.optional(z.string()),
})
export type ActionBarContent = z.infer<typeof actionBarSchema>

/** SPEC §3 page footerOverride: the footer parts a page may replace. */
export const footerOverrideSchema = z.object({
  seoHeadline: z._default(z.string(), ''),
  /** Plain text; a blank line starts a paragraph. Empty keeps the layout's. */
  seoText: z._default(z.string(), ''),
})
export type FooterOverride = z.infer<typeof footerOverrideSchema>

// SPEC §3 page content, field for field.
export const pageContentSchema = z.object({
  component: z.literal('page'),
  title: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  robots: z._default(z.string(), 'index,follow'),
  canonicalUrl: z.optional(z.looseObject({ url: z._default(z.string(), '') })),
  teaser: blocks,
  // SPEC §2 teaser area: an optional calculator block; src/content/calculator.ts parses it, so a bad one costs only itself.
  calculator: blocks,
  /** SPEC §2 teaser area: the optional usp teaser, shown between teaser and calculator. */
  uspTeaser: blocks,
  body: blocks,
  bar: z.optional(z.array(blockSchema)),
  // ---- SEO fields (SPEC §3; src/render/seo/). Each one is caught on its own: a bad SEO field never costs the page.
  useQueryParamsInCanonical: z.catch(z._default(z.boolean(), false), false),
  /** SPEC §3 alternates (locale, path): the page's path in another locale where it differs (src/render/seo/alternates.ts). */
  alternates: z.catch(z._default(z.array(z.looseObject({ locale: z.string(), path: z.string() })), []), []),
  /** Social share pictures; the first is used (1200 x 627), else the teaser's picture. */
  ogImages: z.catch(z._default(z.array(z.looseObject({ filename: z.string(), alt: z.optional(z.nullable(z.string())) })), []), []),
  /** Profiles added to Organization.sameAs: plain URLs or `{ url }` entries. */
  additionalSameAsLinks: z.catch(z._default(z.array(z.union([z.string(), z.looseObject({ url: z.string() })])), []), []),
  productSnippet: z.catch(z.optional(z.lazy(() => productSnippetSchema)), undefined),
  /** The editor's own breadcrumb trail (src/content/breadcrumb.ts reads it). */
  breadcrumb: z.catch(z._default(z.array(z.looseObject({ text: z.string(), link: linkSchema })), []), []),
  /** A journal or magazine entry's publication date, which the Feed shows and sorts by (YYYY-MM-DD, time optional). */
  date: z.optional(z.string()),
  /** SPEC §2 teaser area: the calculator's sku (preselects its format); a calculator block's own sku wins. */
  sku: z.catch(z._default(z.string(), ''), ''),
  /** SPEC §3: this page's own footer SEO text instead of the layout's (landing pages with their own copy). */
  footerOverride: z.catch(z.optional(footerOverrideSchema), undefined),
})
export type PageContent = z.infer<typeof pageContentSchema>

/** A price or rating as editors type it ("19.99", "4,6") or as a number. */
const decimal = z
  .pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d{1,7}([.,]\d{1,2})?\s*$/, 'a decimal number'))]),
    z.transform((v) => (typeof v === 'number' ? v : Number(v.trim().replace(',', '.')))),
  )
  .check(z.refine((n) => Number.isFinite(n) && n >= 0, 'a non-negative number'))
const count = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d{1,9}\s*$/, 'a whole number'))]),
  z.transform((v) => Math.floor(Number(v))),
)
const blankToUndefined = <T extends z.ZodMiniType>(schema: T) => z.optional(z.catch(z.optional(schema), undefined))

/** SPEC §3 productSnippet: the page's Product structured data (schema.org Product with an Offer or AggregateOffer). */
export const productSnippetSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  image: z.optional(assetSchema),
  sku: z.optional(z.string()),
  brand: z.optional(z.string()),
  /** A single price, or a range from lowPrice (to highPrice) over offerCount variants. */
  price: blankToUndefined(decimal),
  lowPrice: blankToUndefined(decimal),
  highPrice: blankToUndefined(decimal),
  offerCount: blankToUndefined(count),
  ratingValue: blankToUndefined(decimal),
  reviewCount: blankToUndefined(count),
})
export type ProductSnippet = z.infer<typeof productSnippetSchema>

// ---- Layout story (SPEC §2 shared layout, §3 content and navigation): header, navigation, flyouts, burger, footer.
// Optional parts are caught one by one: a broken flyout or footer box costs only itself, never the whole shell.
const EMPTY_LINK: Link = { linktype: 'url', cached_url: '', url: '' }
const optionalLink = z._default(linkSchema, EMPTY_LINK)
const flag = z._default(z.boolean(), false)
const text = z._default(z.string(), '')
/** A list that drops to empty (instead of failing its parent) when one entry does not parse. */
const lenientList = <T extends z.ZodMiniType>(item: T) => z.catch(z._default(z.array(item), []), [])

/** Text with a link: header info items, burger entries, footer list items. */
export const textLinkSchema = z.looseObject({ text, link: optionalLink, icon: z.optional(z.string()) })
export type TextLink = z.infer<typeof textLinkSchema>

const flyoutLeafShape = {
  title: text,
  link: optionalLink,
  /** SPEC §3 "asset filename": the item's picture. */
  asset: z.optional(assetSchema),
  linkOnlyImage: flag,
  isHeadlineItem: flag,
}
const flyoutGroupOf = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({
    flyoutGroupIdentifier: text,
    flyoutGroupTitle: text,
    flyoutGroupItems: lenientList(item),
    flyoutGroupItemsCustom: lenientList(item),
  })
export const flyoutItemSchema = z.looseObject({
  ...flyoutLeafShape,
  subFlyoutGroups: lenientList(flyoutGroupOf(z.looseObject(flyoutLeafShape))),
})
export type FlyoutItem = z.infer<typeof flyoutItemSchema>
export const flyoutGroupSchema = flyoutGroupOf(flyoutItemSchema)
export type FlyoutGroup = z.infer<typeof flyoutGroupSchema>

/** SPEC §2 flyout layouts; `default` is a plain list of the groups. */
export const NAVIGATION_TYPES = ['default', 'calendar', 'card', 'collage', 'frame', 'photobook', 'wandbilder', 'accessories'] as const
export type NavigationType = (typeof NAVIGATION_TYPES)[number]

export const navigationItemSchema = z.looseObject({
  text: z.string(),
  link: linkSchema,
  navigationType: z.catch(z._default(z.enum(NAVIGATION_TYPES), 'default'), 'default'),
  flyoutGroups: lenientList(flyoutGroupSchema),
  /** Groups feed the sub-navigation only: no flyout. */
  subNaviOnly: flag,
  isOnlyInBurgerNavigation: flag,
  hasSubItems: flag,
  subItems: lenientList(textLinkSchema),
  icon: z.optional(z.string()),
  alwaysShowSubNavi: flag,
})
export type NavigationItem = z.infer<typeof navigationItemSchema>

export const FOOTER_BOX_TYPES = [
  'default',
  'about',
  'app-links',
  'awards',
  'customer-service',
  'international',
  'languages',
  'social-media',
] as const
export type FooterBoxType = (typeof FOOTER_BOX_TYPES)[number]

export const footerItemSchema = z.looseObject({
  text,
  link: optionalLink,
  /** The image is the link (app badges, awards); `text` becomes its alternative text. */
  linkImage: flag,
  image: z.optional(assetSchema),
  external: flag,
  icon: z.optional(z.string()),
})
export type FooterItem = z.infer<typeof footerItemSchema>

export const footerBoxSchema = z.looseObject({
  title: z.string(),
  type: z.catch(z._default(z.enum(FOOTER_BOX_TYPES), 'default'), 'default'),
  text: z.optional(z.string()),
  items: lenientList(footerItemSchema),
})
export type FooterBox = z.infer<typeof footerBoxSchema>

const footerListSchema = z.looseObject({ title: z.string(), items: lenientList(textLinkSchema) })
export type FooterList = z.infer<typeof footerListSchema>

export const newsletterSchema = z.looseObject({
  headline: z.string(),
  inputPlaceholder: text,
  ctaText: z.string(),
  newsletterText: text,
  backgroundColor: z.optional(colorSchema),
  textColor: z.optional(colorSchema),
})
export type Newsletter = z.infer<typeof newsletterSchema>

export const communicationTileSchema = z.looseObject({
  headline: z.string(),
  headlineShort: text,
  text,
  icon: z.optional(z.string()),
  cta: z.optional(z.looseObject({ text, link: optionalLink })),
})
export type CommunicationTile = z.infer<typeof communicationTileSchema>

export const smartBannerSchema = z.looseObject({
  title: z.string(),
  text,
  cta: z.string(),
  /** The app's universal-link base; the current path is appended (SPEC §2). */
  appUrl: z.string().check(z.regex(/^https:\/\/[^\s]+$/, 'an https URL')),
})
export type SmartBanner = z.infer<typeof smartBannerSchema>

const optionalPart = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

// ---- Layout shell extras: the footer's customer reviews (SPEC §3 review and review block).
export const reviewSchema = z.looseObject({
  id: z.string(),
  stars: z.number().check(z.gte(0), z.lte(5)),
  title: text,
  text,
  authorName: text,
  createdAt: z.string(),
})
export type Review = z.infer<typeof reviewSchema>
export const reviewBlockSchema = z.looseObject({
  title: z.string(),
  subtitle: text,
  reviews: z.looseObject({
    score: z.looseObject({ stars: z.number().check(z.gte(0), z.lte(5)), trustScore: z.number().check(z.gte(0), z.lte(5)) }),
    reviews: lenientList(reviewSchema),
  }),
  /** A review's page is this plus its id. */
  reviewBaseLink: text,
  /** The review platform's page of the shop. */
  companyLink: text,
  totalReviews: z._default(z.number(), 0),
})
export type ReviewBlock = z.infer<typeof reviewBlockSchema>

/** SPEC §3 shop entry: text, link, color, icon. */
export const shopEntrySchema = z.looseObject({
  text: z.string(),
  link: linkSchema,
  color: z.optional(colorSchema),
  icon: z.optional(z.string()),
})

/**
 * The layout story under SPEC §3's field names (burger navigation: mainNavigationItems, extraMenu, serviceHotline,
 * serviceText, footer; header data: magazine, service, account, cart, serviceHotline). The component definitions
 * (`npm run cms:components`) are generated from this schema, so a space built from them has exactly these fields.
 */
export const layoutFieldsSchema = z.object({
  component: z.literal('layout'),
  actionBar: z._default(z.array(blockSchema), []),
  logo: z.optional(assetSchema),
  shopLinks: lenientList(shopEntrySchema),
  /** SPEC §3 burger navigation: the navigation items (also the main navigation on web). */
  mainNavigationItems: lenientList(navigationItemSchema),
  /** SPEC §3 header data: the info items. */
  header: z.catch(
    z._default(
      z.looseObject({
        magazine: z.optional(textLinkSchema),
        service: z.optional(textLinkSchema),
        account: z.optional(textLinkSchema),
        cart: z.optional(textLinkSchema),
        serviceHotline: z.optional(z.string()),
      }),
      {},
    ),
    {},
  ),
  serviceHotline: text,
  serviceText: text,
  /** SPEC §3 burger navigation besides the main items. */
  extraMenu: lenientList(textLinkSchema),
  footer: lenientList(textLinkSchema),
  smartBanner: optionalPart(smartBannerSchema),
  footerLinkBox: lenientList(footerListSchema),
  newsletter: optionalPart(newsletterSchema),
  communicationTiles: lenientList(communicationTileSchema),
  seoHeadline: text,
  /** Plain text; a blank line starts a paragraph. */
  seoText: text,
  paymentLogos: lenientList(z.looseObject({ name: z.string(), image: assetSchema })),
  footerBoxes: lenientList(footerBoxSchema),
  legalLinks: lenientList(textLinkSchema),
  copyright: text,
  /** SPEC §3 review block in the footer. */
  reviews: optionalPart(reviewBlockSchema),
  /** SPEC §2 seasonal snow overlay, switched on by the editor. */
  snow: flag,
})

/**
 * The one place SPEC's layout field names become the names the render code uses: `mainNavigationItems` is the main
 * navigation (web) as much as the burger's, and the burger's `extraMenu` / `footer` would be ambiguous next to the
 * page footer. The header's own hotline stands in when the burger's is empty.
 */
export const layoutContentSchema = z.pipe(
  layoutFieldsSchema,
  z.transform(({ mainNavigationItems, extraMenu, footer, ...rest }) => ({
    ...rest,
    serviceHotline: rest.serviceHotline || rest.header.serviceHotline || '',
    mainNavigation: mainNavigationItems,
    burgerExtraMenu: extraMenu,
    burgerFooter: footer,
  })),
)
export type LayoutContent = z.output<typeof layoutContentSchema>

/** The part of a Storyblok story the shop keeps (and caches). */
export const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  full_slug: z.string(),
  published_at: z.optional(z.nullable(z.string())),
  content: z.looseObject({ component: z.string() }),
  /** Content tags (SPEC §4: `portrait-format` offers the calculator's orientation swap). */
  tag_list: z.optional(z.array(z.string())),
})
export type Story = z.infer<typeof storySchema>

/** `cdn/stories/{slug}` answer. */
export const storyResponseSchema = z.looseObject({ story: storySchema, cv: z.optional(z.number()) })

/** `cdn/spaces/me` answer. */
export const spaceResponseSchema = z.looseObject({ space: z.looseObject({ version: z.number() }) })
