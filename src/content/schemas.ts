// One schema per CMS shape, parsed at the boundary (API answer and cache read); blocks are parsed by the block registry.
// Fields are read with the wire-form readers of src/content/fields.ts; lists drop a bad entry alone (parse-once.ts).
import * as z from 'zod/mini'
import { robotsDirectives } from '../domain/robots'
import { storySchema } from '../domain/story'
import {
  datetimeField,
  EMPTY_LINK,
  catchWith,
  flag,
  linkSchema,
  listField,
  nestedField,
  numberField,
  optionalAsset,
  optionalLink,
  optionField,
  requiredAsset,
  text,
  textField,
  type Asset,
  type Link,
} from './fields'

export { EMPTY_LINK, linkSchema, optionalAsset, optionalLink, requiredAsset, type Asset, type Link }

/** CSS colour as editors enter it: #rgb, #rrggbb, #rrggbbaa or a keyword. Anything else could inject CSS. */
export const colorSchema = z.string().check(z.regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i, 'a CSS colour'))
/** A colour field left empty ("") is unset. */
export const optionalColor = optionField(z.optional(colorSchema))
const colorOr = (fallback: string) => optionField(z._default(colorSchema, fallback))

/** Any block before its own schema is applied: the registry picks the schema by `component`. */
export const blockSchema = z.looseObject({ _uid: z._default(z.string(), ''), component: z.string() })
export type RawBlock = z.infer<typeof blockSchema>
const blocks = listField(blockSchema)

export const actionBarSchema = z.object({
  _uid: z._default(z.string(), ''),
  id: textField(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a bar id'))),
  text: textField(z.string()),
  color: colorOr('#ffffff'),
  backgroundColor: colorOr('#1d3557'),
  countdownEndDate: datetimeField,
  actionBarEndDate: datetimeField,
})
export type ActionBarContent = z.infer<typeof actionBarSchema>

/** SPEC §3 page footerOverride: the footer parts a page may replace. */
export const footerOverrideSchema = z.object({
  seoHeadline: text,
  /** Plain text; a blank line starts a paragraph. Empty keeps the layout's. */
  seoText: text,
})
export type FooterOverride = z.infer<typeof footerOverrideSchema>

// SPEC §3 page content, field for field.
export const pageContentSchema = z.object({
  component: z.literal('page'),
  title: text,
  description: text,
  /** Known directives only (src/domain/robots.ts): anything else is left out, and the page keeps the default. */
  robots: optionField(z._default(z.pipe(z.pipe(z.string(), z.transform(robotsDirectives)), z.string('robots directives')), 'index,follow')),
  canonicalUrl: nestedField(z.optional(z.looseObject({ url: text }))),
  teaser: blocks,
  // SPEC §2 teaser area: an optional calculator block; src/content/calculator.ts parses it, so a bad one costs only itself.
  calculator: blocks,
  /** SPEC §2 teaser area: the optional usp teaser, shown between teaser and calculator. */
  uspTeaser: blocks,
  body: blocks,
  bar: z.optional(listField(blockSchema)),
  // ---- SEO fields (SPEC §3; src/views/seo/). The page's fields are parsed as units (parseOnce's `fields`): a bad SEO
  // field, or a bad entry of one of its lists, costs only itself, never the page.
  useQueryParamsInCanonical: flag,
  /** SPEC §3 alternates (locale, path): the page's path in another locale where it differs (src/loaders/view/alternates.ts). */
  alternates: listField(z.looseObject({ locale: textField(z.string()), path: textField(z.string()) })),
  /** Social share pictures; the first is used (1200 x 627), else the teaser's picture. */
  ogImages: listField(requiredAsset),
  /** Profiles added to Organization.sameAs: plain URLs or `{ url }` entries. */
  additionalSameAsLinks: listField(z.union([z.string(), z.looseObject({ url: textField(z.string()) })])),
  productSnippet: nestedField(z.optional(z.lazy(() => productSnippetSchema))),
  /** The editor's own breadcrumb trail (src/content/breadcrumb.ts reads it). */
  breadcrumb: listField(z.looseObject({ text: textField(z.string()), link: linkSchema })),
  /** A journal or magazine entry's publication date, which the Feed shows and sorts by (YYYY-MM-DD, time optional). */
  date: datetimeField,
  /** SPEC §2 teaser area: the calculator's sku (preselects its format); a calculator block's own sku wins. */
  sku: text,
  /** SPEC §3: this page's own footer SEO text instead of the layout's (landing pages with their own copy). */
  footerOverride: nestedField(z.optional(footerOverrideSchema)),
})
export type PageContent = z.infer<typeof pageContentSchema>

/** A price or rating as editors type it ("19.99", "4,6") or as a number. */
const decimal = z
  .pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d{1,7}([.,]\d{1,2})?\s*$/, 'a decimal number'))]),
    z.transform((v) => (typeof v === 'number' ? v : Number(v.trim().replace(',', '.')))),
  )
  .check(z.refine((n) => Number.isFinite(n) && n >= 0, 'a non-negative number'))
/**
 * A price in structured data: a text field, not a number field, so that editors can write the shop's price for the
 * site as a placeholder (`{price:calendar}`, filled before the story is parsed: src/loaders/copy-values.ts) or a number.
 */
const priceText = z.pipe(
  z.string().check(z.regex(/^\s*\d{1,7}([.,]\d{1,2})?\s*$/, 'a decimal number')),
  z.transform((v) => Number(v.trim().replace(',', '.'))),
)
const count = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d{1,9}\s*$/, 'a whole number'))]),
  z.transform((v) => Math.floor(Number(v))),
)
const blankToUndefined = <T extends z.ZodMiniType>(schema: T) => z.optional(catchWith(z.optional(schema), undefined))

/** SPEC §3 productSnippet: the page's Product structured data (schema.org Product with an Offer or AggregateOffer). */
export const productSnippetSchema = z.looseObject({
  name: textField(z.string().check(z.minLength(1))),
  description: text,
  image: optionalAsset,
  sku: optionField(z.optional(z.string())),
  brand: optionField(z.optional(z.string())),
  /** A single price, or a range from lowPrice (to highPrice) over offerCount variants. */
  price: blankToUndefined(priceText),
  lowPrice: blankToUndefined(priceText),
  highPrice: blankToUndefined(priceText),
  offerCount: blankToUndefined(count),
  ratingValue: blankToUndefined(decimal),
  reviewCount: blankToUndefined(count),
})
export type ProductSnippet = z.infer<typeof productSnippetSchema>

// ---- Layout story (SPEC §2 shared layout, §3 content and navigation): header, navigation, flyouts, burger, footer.
// Its fields are parsed as units and its lists entry by entry (parseOnce's `fields`): a broken flyout, navigation item
// or footer box costs only itself, never the whole shell.
const optionalIcon = optionField(z.optional(z.string()))

/** Text with a link: header info items, burger entries, footer list items. */
export const textLinkSchema = z.looseObject({ text, link: optionalLink, icon: optionalIcon })
export type TextLink = z.infer<typeof textLinkSchema>

const flyoutLeafShape = {
  title: text,
  link: optionalLink,
  /** SPEC §3 "asset filename": the item's picture. */
  asset: optionalAsset,
  linkOnlyImage: flag,
  isHeadlineItem: flag,
}
const flyoutGroupOf = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({
    flyoutGroupIdentifier: text,
    flyoutGroupTitle: text,
    flyoutGroupItems: listField(item),
    flyoutGroupItemsCustom: listField(item),
  })
export const flyoutItemSchema = z.looseObject({
  ...flyoutLeafShape,
  subFlyoutGroups: listField(flyoutGroupOf(z.looseObject(flyoutLeafShape))),
})
export type FlyoutItem = z.infer<typeof flyoutItemSchema>
export const flyoutGroupSchema = flyoutGroupOf(flyoutItemSchema)
export type FlyoutGroup = z.infer<typeof flyoutGroupSchema>

/** SPEC §2 flyout layouts; `default` is a plain list of the groups. */
export const NAVIGATION_TYPES = ['default', 'calendar', 'card', 'collage', 'frame', 'photobook', 'wandbilder', 'accessories'] as const
export type NavigationType = (typeof NAVIGATION_TYPES)[number]

export const navigationItemSchema = z.looseObject({
  text: textField(z.string()),
  link: linkSchema,
  // Only the flyout's layout: an unknown one shows the plain list rather than losing the item.
  navigationType: catchWith(optionField(z._default(z.enum(NAVIGATION_TYPES), 'default')), 'default'),
  flyoutGroups: listField(flyoutGroupSchema),
  /** Groups feed the sub-navigation only: no flyout. */
  subNaviOnly: flag,
  isOnlyInBurgerNavigation: flag,
  hasSubItems: flag,
  subItems: listField(textLinkSchema),
  icon: optionalIcon,
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
  image: optionalAsset,
  external: flag,
  icon: optionalIcon,
})
export type FooterItem = z.infer<typeof footerItemSchema>

export const footerBoxSchema = z.looseObject({
  title: textField(z.string()),
  // Only the box's look: an unknown type shows a plain box rather than losing it.
  type: catchWith(optionField(z._default(z.enum(FOOTER_BOX_TYPES), 'default')), 'default'),
  text: optionField(z.optional(z.string())),
  items: listField(footerItemSchema),
})
export type FooterBox = z.infer<typeof footerBoxSchema>

const footerListSchema = z.looseObject({ title: textField(z.string()), items: listField(textLinkSchema) })
export type FooterList = z.infer<typeof footerListSchema>

export const newsletterSchema = z.looseObject({
  headline: textField(z.string()),
  inputPlaceholder: text,
  ctaText: textField(z.string()),
  newsletterText: text,
  backgroundColor: optionalColor,
  textColor: optionalColor,
})
export type Newsletter = z.infer<typeof newsletterSchema>

export const communicationTileSchema = z.looseObject({
  headline: textField(z.string()),
  headlineShort: text,
  text,
  icon: optionalIcon,
  cta: nestedField(z.optional(z.looseObject({ text, link: optionalLink }))),
})
export type CommunicationTile = z.infer<typeof communicationTileSchema>

export const smartBannerSchema = z.looseObject({
  title: textField(z.string()),
  text,
  cta: textField(z.string()),
  /** The app's universal-link base; the current path is appended (SPEC §2). */
  appUrl: textField(z.string().check(z.regex(/^https:\/\/[^\s]+$/, 'an https URL'))),
})
export type SmartBanner = z.infer<typeof smartBannerSchema>

/** A nested part of the layout that may be missing (an untouched one arrives as `[]`). */
const optionalPart = <T extends z.ZodMiniType>(schema: T) => nestedField(z.optional(schema))

/** A rating of 0 to 5 stars, a number field. */
const stars = numberField(z.number().check(z.gte(0), z.lte(5)))

// ---- Layout shell extras: the footer's customer reviews (SPEC §3 review and review block).
export const reviewSchema = z.looseObject({
  id: textField(z.string()),
  stars,
  title: text,
  text,
  authorName: text,
  createdAt: textField(z.string()),
})
export type Review = z.infer<typeof reviewSchema>
export const reviewBlockSchema = z.looseObject({
  title: textField(z.string()),
  subtitle: text,
  reviews: nestedField(
    z.looseObject({
      score: nestedField(z.looseObject({ stars, trustScore: stars })),
      reviews: listField(reviewSchema),
    }),
  ),
  /** A review's page is this plus its id. */
  reviewBaseLink: text,
  /** The review platform's page of the shop. */
  companyLink: text,
  totalReviews: numberField(z._default(z.number().check(z.int(), z.gte(0)), 0)),
})
export type ReviewBlock = z.infer<typeof reviewBlockSchema>

/** SPEC §3 shop entry: text, link, color, icon. */
export const shopEntrySchema = z.looseObject({
  text: textField(z.string()),
  link: linkSchema,
  color: optionalColor,
  icon: optionalIcon,
})

/**
 * The layout story under SPEC §3's field names (burger navigation: mainNavigationItems, extraMenu, serviceHotline,
 * serviceText, footer; header data: magazine, service, account, cart, serviceHotline). The component definitions
 * (`npm run cms:components`) are generated from this schema, so a space built from them has exactly these fields.
 */
export const layoutFieldsSchema = z.object({
  component: z.literal('layout'),
  actionBar: listField(blockSchema),
  logo: optionalAsset,
  shopLinks: listField(shopEntrySchema),
  /** SPEC §3 burger navigation: the navigation items (also the main navigation on web). */
  mainNavigationItems: listField(navigationItemSchema),
  /** SPEC §3 header data: the info items. */
  header: nestedField(
    z._default(
      z.looseObject({
        magazine: optionalPart(textLinkSchema),
        service: optionalPart(textLinkSchema),
        account: optionalPart(textLinkSchema),
        cart: optionalPart(textLinkSchema),
        serviceHotline: optionField(z.optional(z.string())),
      }),
      {},
    ),
  ),
  serviceHotline: text,
  serviceText: text,
  /** SPEC §3 burger navigation besides the main items. */
  extraMenu: listField(textLinkSchema),
  footer: listField(textLinkSchema),
  smartBanner: optionalPart(smartBannerSchema),
  footerLinkBox: listField(footerListSchema),
  newsletter: optionalPart(newsletterSchema),
  communicationTiles: listField(communicationTileSchema),
  seoHeadline: text,
  /** Plain text; a blank line starts a paragraph. */
  seoText: text,
  paymentLogos: listField(z.looseObject({ name: textField(z.string()), image: requiredAsset })),
  footerBoxes: listField(footerBoxSchema),
  legalLinks: listField(textLinkSchema),
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

/** `cdn/stories/{slug}` answer. */
export const storyResponseSchema = z.looseObject({ story: storySchema, cv: z.optional(z.number()) })

/** `cdn/spaces/me` answer. */
export const spaceResponseSchema = z.looseObject({ space: z.looseObject({ version: z.number() }) })
