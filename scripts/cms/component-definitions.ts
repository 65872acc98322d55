// The Storyblok space's components, generated from the zod schemas the Worker validates content with, in the format
// Storyblok's CLI v4 pushes (`storyblok components push`: a bare array of components, each with its field `schema`). One
// walk over the schemas gives every field its Storyblok type, required flag, allowed nested blocks and enumeration
// options; ./wire-form.ts reads and writes story content under the same definitions. Storyblok has no object field: a
// nested object is a one-block `bloks` field whose component is named `Parent__field`, and the Worker reads it back as
// the object (src/content/story-links.ts).
// Never imported by the Worker: `npm run cms:components` and the tests run it.
import { calculatorBlockSchema } from '../../src/loaders/calculator'
import {
  actionBarSchema,
  blockSchema,
  communicationTileSchema,
  flyoutGroupSchema,
  flyoutItemSchema,
  footerBoxSchema,
  footerItemSchema,
  layoutFieldsSchema,
  navigationItemSchema,
  pageContentSchema,
  reviewSchema,
  shopEntrySchema,
  textLinkSchema,
} from '../../src/content/schemas'
import { RELATION_FIELDS } from '../../src/content/story-links'
import { blockDefinition } from '../../src/blocks/registry'
import { CONTENT_BLOCKS } from '../../src/blocks/content-blocks'
import { PRODUCT_BLOCKS } from '../../src/blocks/product-blocks'
import { richNodeSchema } from '../../src/blocks/text'

/**
 * The CLI release the runbook (docs/editors.md, "A new Storyblok space from code") names and whose loader rules
 * test/content/cms-components-push.test.ts re-states: `npx storyblok@4.22.0 components push --space <SPACE_ID>`.
 */
export const STORYBLOK_CLI = 'storyblok@4.22.0'

export type FieldType =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'number'
  | 'boolean'
  | 'option'
  | 'options'
  | 'asset'
  | 'multiasset'
  | 'multilink'
  | 'bloks'
  | 'datetime'

/** One field as Storyblok's field specification defines it (its `default_value` typed per field type). */
export interface StoryblokField {
  type: FieldType
  pos: number
  display_name?: string
  required?: boolean
  /** A boolean for boolean fields, text for every other type (a number field's default is a numeric string). */
  default_value?: string | boolean
  options?: { name: string; value: string }[]
  /** Relation fields: references to stories, stored as their uuids. */
  source?: 'internal_stories'
  is_reference_type?: boolean
  use_uuid?: boolean
  filter_content_type?: string[]
  filetypes?: string[]
  restrict_components?: boolean
  component_whitelist?: string[]
  maximum?: number
  email_link_type?: boolean
  asset_link_type?: boolean
  show_anchor?: boolean
}

/** A component as `storyblok components pull` writes it and `components push` reads it. */
export interface StoryblokComponent {
  name: string
  display_name: string
  schema: Record<string, StoryblokField>
  is_root: boolean
  is_nestable: boolean
  /** No component group, no internal tags: the keys are there because every pulled component carries them. */
  component_group_uuid: null
  internal_tag_ids: string[]
  internal_tags_list: { id: number; name: string }[]
}

/** What the storefront renders each kind of component with (the coverage test checks every definition has one). */
export type Renderer = 'block registry' | 'content page' | 'layout' | 'calculator' | 'action bar' | 'parent field'

// ---- zod/mini introspection (the schemas' own definitions, `_zod.def`)
type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def

/** The schema under optional / default / catch / nullable / lazy / a pipe, and whether the field may be left out. */
function unwrap(schema: unknown): { inner: unknown; optional: boolean; defaultValue: unknown } {
  let current = schema
  let optional = false
  let defaultValue: unknown
  for (;;) {
    // The rich-text document is a field type of its own, whatever zod shape checks it.
    if (current === richNodeSchema) return { inner: current, optional, defaultValue }
    const def = defOf(current)
    if (def.type === 'optional' || def.type === 'nullable') optional = true
    else if (def.type === 'default' || def.type === 'catch') {
      optional = true
      if (def.type === 'default' && defaultValue === undefined) defaultValue = def.defaultValue
    } else if (def.type === 'lazy') {
      current = (def.getter as () => unknown)()
      continue
    } else if (def.type === 'pipe') {
      // A field reader (src/content/fields.ts) reads the wire form first and says what the field is in its output.
      current = defOf(def.in).type === 'transform' ? def.out : def.in
      continue
    } else return { inner: current, optional, defaultValue }
    current = def.innerType
  }
}

/** An object's fields; a union of objects (a block with alternative field sets) has all of them, none required. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const def = defOf(schema)
  if (def.type === 'object') return def.shape as Record<string, unknown>
  if (def.type !== 'union') return undefined
  const members = (def.options as unknown[]).map((member) => shapeOf(unwrap(member).inner)).filter((shape) => shape !== undefined)
  if (members.length === 0) return undefined
  const merged: Record<string, unknown> = {}
  for (const shape of members)
    for (const [key, field] of Object.entries(shape)) merged[key] ??= members.every((other) => key in other) ? field : optionalOf(field)
  return merged
}

/** `""`, `null` or `undefined` alone: the unset form of a Storyblok value, not a type of its own. */
function isUnsetForm(schema: unknown): boolean {
  const def = defOf(schema)
  if (def.type === 'null' || def.type === 'undefined') return true
  return def.type === 'literal' && (def.values as unknown[]).every((value) => value === '' || value === null || value === undefined)
}

/** An object with a `filename`: a picture, read from Storyblok's asset object. */
function isAssetShape(schema: unknown): boolean {
  const def = defOf(schema)
  return (def.type === 'object' || def.type === 'union') && 'filename' in (shapeOf(schema) ?? {})
}

/** A field marked as optional for the walk (a field only some alternatives have). */
function optionalOf(field: unknown): unknown {
  return { _zod: { def: { type: 'optional', innerType: field } } }
}

// ---- names: the components the demo and SPEC name, by schema
const NAMED: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [navigationItemSchema, 'NavigationItem'],
  [flyoutGroupSchema, 'FlyoutGroup'],
  [flyoutItemSchema, 'FlyoutItem'],
  [footerBoxSchema, 'FooterBox'],
  [footerItemSchema, 'FooterItem'],
  [communicationTileSchema, 'CommunicationTile'],
  [reviewSchema, 'Review'],
  [shopEntrySchema, 'ShopEntry'],
  [textLinkSchema, 'TextLink'],
])

/** Every block the registry renders, by component name. */
export const REGISTERED_BLOCKS: readonly string[] = Object.keys({ ...CONTENT_BLOCKS, ...PRODUCT_BLOCKS }).sort()

/** Fields holding raw blocks (`blockSchema`) and the components they allow; others allow every registered block. */
const BLOCK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'page.teaser': ['Teaser'],
  'page.uspTeaser': ['UspTeaser'],
  'page.calculator': ['Calculator'],
  'page.bar': ['ActionBar'],
  'layout.actionBar': ['ActionBar'],
}
/** Fields read as one of at most that many blocks. */
const BLOCK_MAXIMUM: Readonly<Record<string, number>> = { 'page.calculator': 1, 'page.bar': 1, 'layout.actionBar': 1 }

const LONG_TEXT = new Set(['description', 'seoText', 'newsletterText', 'subline', 'caption'])
const title = (name: string) =>
  name
    .replace(/__/g, ' › ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())

interface Collected {
  components: Map<string, StoryblokComponent>
  renderers: Map<string, Renderer>
}

function fieldOf(owner: string, key: string, schema: unknown, pos: number, out: Collected): StoryblokField {
  const { inner, optional, defaultValue } = unwrap(schema)
  const base = { pos, ...(optional ? {} : { required: true }) }
  // Storyblok's field specification: a boolean's default is a boolean, every other default is text ("3" for a number).
  const withDefault =
    typeof defaultValue === 'string' && defaultValue !== ''
      ? { default_value: defaultValue }
      : typeof defaultValue === 'number'
        ? { default_value: String(defaultValue) }
        : typeof defaultValue === 'boolean'
          ? { default_value: defaultValue }
          : {}
  if ((RELATION_FIELDS as readonly string[]).includes(`${owner}.${key}`))
    // A references field: the editor picks pages, the story stores their uuids, `resolve_relations` fills them in.
    return {
      ...base,
      type: 'options',
      source: 'internal_stories',
      is_reference_type: true,
      use_uuid: true,
      filter_content_type: ['page'],
    }
  if (inner === richNodeSchema) return { ...base, type: 'richtext' }
  const def = defOf(inner)
  switch (def.type) {
    case 'string':
      return { ...base, ...withDefault, type: /(^d|D)ate$/.test(key) ? 'datetime' : LONG_TEXT.has(key) ? 'textarea' : 'text' }
    case 'number':
      return { ...base, ...withDefault, type: 'number' }
    case 'boolean':
      return { ...base, ...withDefault, type: 'boolean' }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>)
      return { ...base, ...withDefault, type: 'option', options: values.map((value) => ({ name: value, value })) }
    }
    case 'union': {
      // A reader that also accepts Storyblok's unset forms (`""`, `null`) is still a field of its one real type.
      const members = (def.options as unknown[]).filter((member) => !isUnsetForm(unwrap(member).inner))
      const [only] = members
      if (members.length === 1) return { ...fieldOf(owner, key, only, pos, out), ...base }
      const types = members.map((member) => defOf(unwrap(member).inner).type)
      if (types.includes('number')) return { ...base, ...withDefault, type: 'number' }
      const object = members.find((member) => defOf(unwrap(member).inner).type === 'object')
      if (object) return fieldOf(owner, key, object, pos, out)
      return { ...base, type: 'text' }
    }
    case 'array': {
      const element = unwrap(def.element).inner
      // A list of pictures is Storyblok's multi-asset field; its entries are asset objects.
      if (isAssetShape(element)) return { ...base, type: 'multiasset', filetypes: ['images'] }
      if (element === blockSchema) {
        const allowed = BLOCK_FIELDS[`${owner}.${key}`]
        const maximum = BLOCK_MAXIMUM[`${owner}.${key}`]
        return {
          ...base,
          type: 'bloks',
          restrict_components: true,
          component_whitelist: [...(allowed ?? REGISTERED_BLOCKS)],
          ...(maximum ? { maximum } : {}),
        }
      }
      const itemDef = defOf(element)
      if (itemDef.type === 'union') {
        const object = (itemDef.options as unknown[]).find((member) => defOf(unwrap(member).inner).type === 'object')
        if (object) return listOf(owner, key, unwrap(object).inner, base, out)
        return { ...base, type: 'text' }
      }
      if (itemDef.type === 'object') return listOf(owner, key, element, base, out)
      // A list of texts or numbers: Storyblok lists only blocks, so each value is a block with one `value` field.
      const name = `${owner}__${key}__value`
      if (!out.components.has(name)) {
        out.components.set(name, {
          name,
          display_name: title(name),
          schema: { value: { ...fieldOf(name, 'value', element, 0, out), required: true } },
          is_root: false,
          is_nestable: true,
          component_group_uuid: null,
          internal_tag_ids: [],
          internal_tags_list: [],
        })
        out.renderers.set(name, 'parent field')
      }
      return { ...base, type: 'bloks', restrict_components: true, component_whitelist: [name] }
    }
    case 'object': {
      const shape = shapeOf(inner) ?? {}
      if ('linktype' in shape || (Object.keys(shape).length === 1 && 'url' in shape))
        return { ...base, type: 'multilink', email_link_type: true, asset_link_type: true, show_anchor: true }
      if (isAssetShape(inner)) return { ...base, type: 'asset', filetypes: ['images'] }
      const name = `${owner}__${key}`
      addComponent(name, inner, { root: false, renderer: 'parent field' }, out)
      return { ...base, type: 'bloks', restrict_components: true, component_whitelist: [name], maximum: 1 }
    }
    default:
      return { ...base, type: 'text' }
  }
}

function listOf(owner: string, key: string, element: unknown, base: { pos: number; required?: boolean }, out: Collected): StoryblokField {
  const name = NAMED.get(element) ?? `${owner}__${key}__item`
  addComponent(name, element, { root: false, renderer: 'parent field' }, out)
  return { ...base, type: 'bloks', restrict_components: true, component_whitelist: [name] }
}

function addComponent(name: string, schema: unknown, kind: { root: boolean; renderer: Renderer }, out: Collected): void {
  if (out.components.has(name)) return
  const component: StoryblokComponent = {
    name,
    display_name: title(name),
    schema: {},
    is_root: kind.root,
    is_nestable: !kind.root,
    component_group_uuid: null,
    internal_tag_ids: [],
    internal_tags_list: [],
  }
  out.components.set(name, component)
  out.renderers.set(name, kind.renderer)
  const shape = shapeOf(unwrap(schema).inner) ?? {}
  let pos = 0
  for (const [key, field] of Object.entries(shape)) {
    // Storyblok's own keys on every block (`_editable` is the visual editor's mark in drafts), never fields of it.
    if (key === 'component' || key === '_uid' || key === '_editable') continue
    component.schema[key] = fieldOf(name, key, field, pos++, out)
  }
}

/** Every component of the space: the content types, every registered block and the parts they nest. */
export function componentDefinitions(): { components: StoryblokComponent[]; renderers: ReadonlyMap<string, Renderer> } {
  const out: Collected = { components: new Map(), renderers: new Map() }
  addComponent('page', pageContentSchema, { root: true, renderer: 'content page' }, out)
  addComponent('layout', layoutFieldsSchema, { root: true, renderer: 'layout' }, out)
  addComponent('Calculator', calculatorBlockSchema, { root: false, renderer: 'calculator' }, out)
  addComponent('ActionBar', actionBarSchema, { root: false, renderer: 'action bar' }, out)
  for (const name of REGISTERED_BLOCKS) addComponent(name, blockDefinition(name)?.schema, { root: false, renderer: 'block registry' }, out)
  return { components: [...out.components.values()].sort((a, b) => a.name.localeCompare(b.name)), renderers: out.renderers }
}
