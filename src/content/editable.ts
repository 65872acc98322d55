// Storyblok's `_editable` (draft content only) read into the two attributes its visual editor looks for: `data-blok-c`
// (the block's options as JSON) and `data-blok-uid` (`{story id}-{block uid}`), as @storyblok/js's storyblokEditable
// writes them. It is CMS content: anything but the exact comment Storyblok writes yields no attributes, never an error.
import * as z from 'zod/mini'

/** What the editor needs of a block: the attributes spread on the element that stands for it (preview hosts only). */
export interface EditableAttributes {
  'data-blok-c': string
  'data-blok-uid': string
}

const PREFIX = '<!--#storyblok#'
const SUFFIX = '-->'
/** Far above any real one (a component name, a uuid, a story id, a space id). */
const MAX_LENGTH = 1_000

// The bridge finds a block with `querySelector('[data-blok-uid="…"]')`: a quote or bracket in an id or uid would make
// that selector throw inside the bridge, so both are held to the characters Storyblok uses.
const id = z.union([z.string().check(z.regex(/^\d{1,20}$/)), z.int().check(z.nonnegative())])
const optionsSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  space: z.optional(z.union([z.string().check(z.regex(/^\d{1,20}$/)), z.int().check(z.nonnegative())])),
  uid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  id,
})

/** The editor attributes of a block from its `_editable`; undefined when it has none or it is not Storyblok's form. */
export function editableAttributes(editable: unknown): EditableAttributes | undefined {
  if (typeof editable !== 'string' || editable.length > MAX_LENGTH) return undefined
  if (!editable.startsWith(PREFIX) || !editable.endsWith(SUFFIX)) return undefined
  let json: unknown
  try {
    json = JSON.parse(editable.slice(PREFIX.length, -SUFFIX.length))
  } catch {
    return undefined
  }
  const parsed = optionsSchema.safeParse(json)
  if (!parsed.success) return undefined
  // Written anew from the checked fields (in Storyblok's order), never copied: no other key reaches the page.
  const { name, space, uid } = parsed.data
  const options = { name, ...(space === undefined ? {} : { space: String(space) }), uid, id: String(parsed.data.id) }
  return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${options.id}-${uid}` }
}
