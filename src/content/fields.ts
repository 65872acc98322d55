// Field readers: Storyblok's wire form of each field type, read into the one shape the shop works with. Storyblok sends
// a number field as a string ("3") and an unset one as "", an untouched option or text as "", a cleared link anchor and
// a missing alt text as null, an empty asset with `filename: ""`, an untouched nested object as `[]`. Every content
// schema builds its fields from these readers, so each of those is read in one place per field type, never per block.
// A reader turns the wire form into plain values and hands them to its `target` schema, which says what the field is
// (required, optional or defaulted; its range or pattern): the component definitions read the field type from there.
import * as z from 'zod/mini'
import { _catch } from 'zod/v4/core'
import { holdsIsolateMemory } from '../cache/isolate-memory'

/** Storyblok's own rule for a number field's string: digits with at most one dot and a leading minus, no exponent. */
const NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)$/

/** "" and null are how Storyblok says a field is unset; so are the bare "-" and "." a number field lets through. */
function wireNumber(value: unknown): unknown {
  if (value === null) return undefined
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === '-' || trimmed === '.') return undefined
  // Anything else stays a string, so the target's error names what arrived.
  return NUMERIC.test(trimmed) ? Number(trimmed) : value
}

function blankAsUnset(value: unknown): unknown {
  return value === '' || value === null ? undefined : value
}

function nullAsEmpty(value: unknown): unknown {
  return value === null ? '' : value
}

/**
 * Storyblok sends booleans as booleans. The strings "true" and "false" are read as well: a boolean's default value was
 * once written into component definitions as a string, so content created from them (and imported content) may carry
 * one, and "false" must never count as switched on. "" and null are unset.
 */
function wireBoolean(value: unknown): unknown {
  if (value === 'true') return true
  if (value === 'false') return false
  return blankAsUnset(value)
}

/** A nested object is a one-block list in Storyblok (read back by src/content/story-links.ts); left empty it is `[]`. */
function emptyListAsUnset(value: unknown): unknown {
  return (Array.isArray(value) && value.length === 0) || value === null ? undefined : value
}

/** The wire form read first, then checked by `target`: the field's output is the target's (optional keys stay optional). */
const read = <T extends z.ZodMiniType>(wire: (value: unknown) => unknown, target: T) => z.pipe(z.transform(wire), target)

/** A number field: `3` or `"3"`; `""` and `null` are unset (target: required, `z.optional` or `z._default`). */
export function numberField<T extends z.ZodMiniType>(target: T) {
  return read(wireNumber, target)
}

/**
 * An option field, or a text with a pattern (colour, folder, id, date): `""` and `null` are unset. For an enumeration
 * the target decides what a value outside it means: a `z.catch` to the default where the option only styles the block,
 * a failure (the entry is dropped and logged) where it chooses what is shown.
 */
export function optionField<T extends z.ZodMiniType>(target: T) {
  return read(blankAsUnset, target)
}

/** A text or textarea field: `null` reads as `""`. */
export function textField<T extends z.ZodMiniType>(target: T) {
  return read(nullAsEmpty, target)
}

/** A boolean field, `fallback` when unset. */
export function booleanField(fallback = false) {
  return read(wireBoolean, z._default(z.boolean(), fallback))
}

/** A block field standing for one nested object; untouched it is `[]`, which reads as unset. */
export function nestedField<T extends z.ZodMiniType>(target: T) {
  return read(emptyListAsUnset, target)
}

/** A list (a block field, or a list of values): unset reads as empty. A bad entry is dropped alone (src/content/parse-once.ts). */
export function listField<T extends z.ZodMiniType>(item: T) {
  return read(blankAsUnset, z._default(z.array(item), []))
}

/** A list the block cannot do without (give it a `minLength` check): a bad entry is still dropped alone. */
export function requiredList<T extends z.ZodMiniType>(item: T) {
  return read(blankAsUnset, z.array(item))
}

/** An optional text: unset reads as "". */
export const text = textField(z._default(z.string(), ''))
/** A text the entry cannot do without: "" and null fail it. */
export const requiredText = textField(z.string().check(z.minLength(1)))
/** An optional text whose absence means something (a link's anchor): "" and null read as undefined. */
export const optionalString = optionField(z.optional(z.string()))
/** A datetime field (`2025-12-22 00:00`); unset is undefined. */
export const datetimeField = optionField(z.optional(z.string()))
export const flag = booleanField(false)

// ---- Links

/**
 * A multilink field, as Storyblok sends it: `{ id, url, linktype, fieldtype, cached_url, target?, anchor? }`, where an
 * untouched link has `id`, `url` and `cached_url` all "" (it resolves to no link), and a cleared anchor is null.
 */
export const linkSchema = z.object({
  linktype: optionField(z._default(z.enum(['story', 'url', 'asset', 'email']), 'url')),
  cached_url: text,
  url: text,
  email: optionalString,
  anchor: optionalString,
  target: optionalString,
})
export type Link = z.infer<typeof linkSchema>

export const EMPTY_LINK: Link = { linktype: 'url', cached_url: '', url: '' }
/** A link field that may be missing or null: the empty link. */
export const optionalLink = nestedField(z._default(linkSchema, EMPTY_LINK))

// ---- Assets

/**
 * An asset's focal point as Storyblok sends it; the image builder uses only a well-formed one. A value of another type
 * reads as unset: the picture stays, cropped around its centre.
 */
export const FOCUS = catchWith(z.optional(z.nullable(z.string())), undefined)

/**
 * The asset fields the shop reads (`focus`, the editor's focal point, is `""` or null when unset); the rest of
 * Storyblok's asset object (id, name, title, meta_data, …) is ignored.
 */
export const assetShape = z.object({ filename: z.string(), alt: z._default(z.string(), ''), focus: FOCUS })
export type Asset = z.infer<typeof assetShape>

/** Raw pictures read without alternative text, so the parser can name them (src/content/parse-once.ts). */
let withoutAlt = new WeakSet<object>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (withoutAlt = new WeakSet()))

/** Whether the picture reader read this raw object as a picture without alternative text. */
export function readWithoutAlt(value: object): boolean {
  return withoutAlt.has(value)
}

/** How many pictures the reader has read without alternative text so far: a parse that adds none has none to name. */
let withoutAltReads = 0
export const withoutAltCount = (): number => withoutAltReads

/** An asset: `filename: ""` (or null) is no asset; `alt: null` or blank reads as `alt: ""`. */
function wireAsset(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const asset = value as { filename?: unknown; alt?: unknown }
  if (asset.filename === '' || asset.filename === null) return undefined
  const alt = typeof asset.alt === 'string' ? asset.alt.trim() : asset.alt
  return alt === '' || alt === null || alt === undefined ? { ...asset, alt: '' } : asset
}

/** A picture whose own alternative text is what the page says about it: without one it is marked for the warning. */
function wirePicture(value: unknown): unknown {
  const asset = wireAsset(value)
  if (asset !== value && asset !== undefined && value !== null && typeof value === 'object') {
    withoutAlt.add(value)
    withoutAltReads += 1
  }
  return asset
}

/**
 * An asset field read into `target` (an asset shape, optional or required), for pictures whose text comes from
 * elsewhere or that are decoration by design: logos, payment and app badges (named by their entry), thumbnails.
 */
export function assetField<T extends z.ZodMiniType>(target: T) {
  return read(wireAsset, target)
}

/**
 * A picture that speaks for itself (editorial pictures, a teaser's): without alternative text it is rendered as
 * decorative (`alt=""`), and the parser names it in an `image-alt-missing` warning so the editor can add one.
 */
export function pictureField<T extends z.ZodMiniType>(target: T) {
  return read(wirePicture, target)
}

/** An asset that may be left empty. */
export const optionalAsset = assetField(z.optional(assetShape))
/** An asset the entry cannot do without. */
export const requiredAsset = assetField(assetShape)

/**
 * `z.catch(schema, value)` for a constant value: the same schema, built by zod's core. zod/mini's own catch reaches the
 * constant through `core.util`, a namespace no bundler can trim, which kept all of zod's util module in the Worker
 * (2 KB gzip).
 */
export function catchWith<T extends z.ZodMiniType>(schema: T, value: z.output<T>): z.ZodMiniCatch<T> {
  // The core's declaration names object schemas only; its code takes any schema, as zod/mini's catch does.
  return _catch(z.ZodMiniCatch, schema as unknown as z.core.$ZodObject, value as never) as unknown as z.ZodMiniCatch<T>
}
