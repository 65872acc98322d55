// Field schemas the editorial blocks share: icons by name, optional rich text, nested blocks, a picture with its text.
// Built on the wire-form readers of src/content/fields.ts.
import * as z from 'zod/mini'
import { catchWith, FOCUS, listField, nestedField, optionField, pictureField, requiredText, text, textField } from '../content/fields'
import { blockSchema, linkSchema } from '../content/schemas'
import { ICON_NAMES, type IconName } from '../views/icons/icons'
import { richNodeSchema } from './text'

/** An icon of our own set; an unset or unknown name falls back to a check mark rather than failing the block. */
export const iconField = catchWith(optionField(z._default(z.enum(ICON_NAMES as [IconName, ...IconName[]]), 'check')), 'check')
export const optionalText = text
export { requiredText, textField }
export const optionalRich = z.optional(richNodeSchema)
export const nestedBlocks = listField(blockSchema)
/**
 * An entry of a block: a list entry (a tile, an item) or a nested object (a call to action). Storyblok sends each with
 * its own `_editable` in drafts, which preview hosts turn into the editor's attributes on the entry's element.
 */
export function entry<T extends Record<string, z.ZodMiniType>>(shape: T) {
  return z.object({ ...shape, _editable: z.optional(z.string()) })
}
export const ctaField = nestedField(z.optional(entry({ text: textField(z.string()), link: linkSchema })))

/** A site path or an https address: picture files also become links (the large picture without JavaScript). */
const FILE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>\\]+$/

const pictureShape = z.object({ filename: z.string().check(z.regex(FILE_URL)), alt: z._default(z.string(), ''), focus: FOCUS })
/**
 * An editorial picture. Without alternative text (Storyblok: `alt` null or "") it is rendered as decorative (`alt=""`)
 * and the parser names it in a warning, so the editor can add one: a picture is never lost for want of it.
 */
export const pictureSchema = pictureField(pictureShape)
/** An editorial picture the block can do without. */
export const optionalPicture = pictureField(z.optional(pictureShape))
export { linkSchema }
