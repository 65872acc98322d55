// A published story's envelope as the CDN API delivers it, the part the shop keeps: what the CMS reads, the story cache
// stores and the loaders read. Its content is parsed by the content layer's schemas (src/content/schemas.ts).
import * as z from 'zod/mini'

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
