// Field schemas the editorial blocks share: icons by name, optional rich text, nested blocks, a picture with its text.
import * as z from 'zod/mini'
import { blockSchema, linkSchema } from '../../content/schemas'
import { ICON_NAMES, type IconName } from '../icons/icons'
import { richNodeSchema } from './text'

/** An icon of our own set; an unknown name falls back to a check mark rather than failing the block. */
export const iconField = z.catch(z._default(z.enum(ICON_NAMES as [IconName, ...IconName[]]), 'check'), 'check')
export const optionalText = z._default(z.string(), '')
export const optionalRich = z.optional(richNodeSchema)
export const nestedBlocks = z._default(z.array(blockSchema), [])
export const ctaField = z.optional(z.object({ text: z.string(), link: linkSchema }))

/** A site path or an https address: picture files also become links (the large picture without JavaScript). */
const FILE_URL = /^(\/(?!\/)|https:\/\/)[^\s"'<>\\]+$/

/** A picture with its alternative text required: editorial pictures carry meaning, so an empty alt is a content error. */
export const pictureSchema = z.object({ filename: z.string().check(z.regex(FILE_URL)), alt: z.string().check(z.minLength(1)) })
export { linkSchema }
