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
})
export type ActionBarContent = z.infer<typeof actionBarSchema>

// SPEC §3 page content fields rendered so far; later issues add theirs here.
export const pageContentSchema = z.object({
  component: z.literal('page'),
  title: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  robots: z._default(z.string(), 'index,follow'),
  canonicalUrl: z.optional(z.looseObject({ url: z._default(z.string(), '') })),
  teaser: blocks,
  body: blocks,
  bar: z.optional(z.array(blockSchema)),
})
export type PageContent = z.infer<typeof pageContentSchema>

export const navigationItemSchema = z.looseObject({
  text: z.string(),
  link: linkSchema,
  isOnlyInBurgerNavigation: z._default(z.boolean(), false),
})

export const footerBoxSchema = z.looseObject({
  title: z.string(),
  items: z._default(z.array(z.looseObject({ text: z.string(), link: linkSchema })), []),
})

export const layoutContentSchema = z.object({
  component: z.literal('layout'),
  actionBar: z._default(z.array(blockSchema), []),
  logo: z.optional(assetSchema),
  shopLinks: z._default(z.array(z.looseObject({ text: z.string(), link: linkSchema, color: z.optional(colorSchema) })), []),
  mainNavigation: z._default(z.array(navigationItemSchema), []),
  serviceHotline: z._default(z.string(), ''),
  serviceText: z._default(z.string(), ''),
  footerBoxes: z._default(z.array(footerBoxSchema), []),
  copyright: z._default(z.string(), ''),
})
export type LayoutContent = z.infer<typeof layoutContentSchema>

/** The part of a Storyblok story the shop keeps (and caches). */
export const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  full_slug: z.string(),
  published_at: z.optional(z.nullable(z.string())),
  content: z.looseObject({ component: z.string() }),
})
export type Story = z.infer<typeof storySchema>

/** `cdn/stories/{slug}` answer. */
export const storyResponseSchema = z.looseObject({ story: storySchema, cv: z.optional(z.number()) })

/** `cdn/spaces/me` answer. */
export const spaceResponseSchema = z.looseObject({ space: z.looseObject({ version: z.number() }) })
