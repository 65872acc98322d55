// Story content in Storyblok's wire form, under the generated component definitions (./component-definitions.ts): what
// the Content Delivery API sends for each field type of a saved block. `toStoryblokShape` turns hand-written demo content
// into it; `contentProblems` says where content is not in it, as strictly as a real space is: a shape Storyblok would not
// send is a problem. The value shapes follow Storyblok's field-value specification and content validator (storyblok/
// monoblok packages/schema, packages/cli's story fixtures), re-stated here.
// Never imported by the Worker: scripts/demo-space.mjs and the tests run it.
import type { StoryblokComponent, StoryblokField } from './component-definitions'

type Node = Record<string, unknown>
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const SYSTEM_KEYS = new Set(['_uid', 'component', '_editable'])

/** A picked asset's keys; `is_external_url` is left out of some (multi-asset entries, older content). */
const ASSET_KEYS = ['id', 'alt', 'name', 'focus', 'title', 'source', 'filename', 'copyright', 'fieldtype', 'meta_data', 'is_external_url']
const UNSET_ASSET_KEYS = ['id', 'alt', 'name', 'filename', 'fieldtype', 'meta_data']
const LINK_KEYS = ['id', 'url', 'linktype', 'fieldtype', 'cached_url', 'target', 'anchor', 'email', 'rel', 'title']
const LINK_TYPES = ['story', 'url', 'email', 'asset']
/** The backend's pattern for a number field's text; `""` is an unset number. */
const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d*)?$/
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Draft content's mark for the visual editor: an HTML comment holding the block's JSON description. */
const EDITABLE = /^<!--#storyblok#\{.*\}-->$/s

// ---- hand-written content in Storyblok's wire form
const unsetAsset = (): Node => ({
  id: null,
  alt: null,
  name: '',
  focus: null,
  title: null,
  source: null,
  filename: '',
  copyright: null,
  fieldtype: 'asset',
  meta_data: {},
})
const untouchedLink = (): Node => ({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' })
const emptyRichText = (): Node => ({ type: 'doc', content: [{ type: 'paragraph' }] })

/** A stable asset id for a hand-written picture (Storyblok's are whole numbers), from its URL. */
function assetId(filename: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < filename.length; i++) hash = Math.imul(hash ^ filename.charCodeAt(i), 0x01000193) >>> 0
  return 100_000_000 + (hash % 900_000_000)
}

/** A picture as Storyblok's asset object: every key, `alt: null` where the seed names none. */
function wireAsset(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return unsetAsset()
  if (!isObject(value) || value.fieldtype === 'asset' || typeof value.filename !== 'string') return value
  if (value.filename === '') return unsetAsset()
  const alt = value.alt === undefined ? null : value.alt
  return {
    id: assetId(value.filename),
    alt,
    name: '',
    focus: '',
    title: '',
    source: '',
    copyright: '',
    meta_data: { alt: typeof alt === 'string' ? alt : '', title: '', source: '', copyright: '' },
    is_external_url: false,
    ...value,
    fieldtype: 'asset',
  }
}

/**
 * A stable uuid for a story of a hand-written space, from its space and full_slug: the seeded story gets it, and a story
 * link to that full_slug names it, as a link picked in the editor names its target.
 */
export function storyUuid(space: string, fullSlug: string): string {
  const key = `${space}:${fullSlug.replace(/^\/+|\/+$/g, '')}`
  const part = (seed: number) => {
    let hash = seed
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0
    return hash.toString(16).padStart(8, '0')
  }
  const hex = [0x811c9dc5, 0x050c5d1f, 0x2f9be6d1, 0x6b43a9b5].map(part).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** How a hand-written story link finds its target's uuid (the editor's link picker does it in Storyblok). */
type TargetUuid = (fullSlug: string) => string

/**
 * A link as Storyblok's multilink object; a bare URL is an external link, nothing an untouched field. A story link names
 * its target by uuid (`id`), also when the target is not in the space (a story deleted since keeps its link's uuid).
 */
function wireLink(value: unknown, targetUuid: TargetUuid | undefined): unknown {
  if (value === undefined || value === null || value === '') return untouchedLink()
  if (typeof value === 'string') return { id: '', url: value, linktype: 'url', fieldtype: 'multilink', cached_url: value }
  if (!isObject(value)) return value
  const url = typeof value.url === 'string' ? value.url : ''
  const linktype = typeof value.linktype === 'string' ? value.linktype : typeof value.email === 'string' ? 'email' : url ? 'url' : 'story'
  const cachedUrl = typeof value.cached_url === 'string' ? value.cached_url : linktype === 'url' ? url : ''
  const id = linktype === 'story' && !value.id && cachedUrl && targetUuid ? targetUuid(cachedUrl) : (value.id ?? '')
  return { ...value, id, url, linktype, fieldtype: 'multilink', cached_url: cachedUrl }
}

/** A field's value as a saved block holds it; an unset field holds its default, or the type's empty value. */
function wireValue(field: StoryblokField, value: unknown, targetUuid?: TargetUuid): unknown {
  const unset = value === undefined || value === null
  const fallback = typeof field.default_value === 'string' ? field.default_value : ''
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'datetime':
    case 'option':
      return unset ? fallback : value
    case 'number':
      return unset ? fallback : typeof value === 'number' ? String(value) : value
    case 'boolean':
      return unset ? field.default_value === true : value
    case 'options':
      return unset ? [] : value
    case 'asset':
      return wireAsset(value)
    case 'multiasset':
      return Array.isArray(value) ? value.map(wireAsset) : unset ? [] : value
    case 'multilink':
      return wireLink(value, targetUuid)
    case 'richtext':
      return unset ? emptyRichText() : value
    case 'bloks':
      return unset ? [] : value
  }
}

let uids = 0
const nextUid = () => `sb-${(++uids).toString(36)}`

/**
 * Content as the CDN API delivers a saved story: every field of every block present (an unset one with its default, or
 * `""`, `false`, `[]`, an empty asset or an untouched link), numbers as text, pictures and links as Storyblok's asset
 * and multilink objects with every key. Each nested object sits in its one-block list, each list entry is a block with
 * its component name and a `_uid`, a bare string in a list of one-text-field blocks is that block. A story link gets its
 * target's uuid from `targetUuid`. Keys the definitions do not know are left as they are (`contentProblems` reports them).
 */
export function toStoryblokShape(
  content: unknown,
  components: readonly StoryblokComponent[],
  options: { targetUuid?: TargetUuid } = {},
): unknown {
  const byName = new Map(components.map((component) => [component.name, component]))
  const blocks = (value: unknown, field: StoryblokField): unknown => {
    const only = field.component_whitelist?.length === 1 ? field.component_whitelist[0] : undefined
    if (isObject(value) && only) return [shape(value, only)]
    if (!Array.isArray(value)) return wireValue(field, value)
    return value.map((item: unknown) => {
      if (only?.endsWith('__value') && !isObject(item)) return shape({ value: item }, only)
      if (typeof item === 'string' && only) {
        const text = Object.entries(byName.get(only)?.schema ?? {}).find(([, f]) => f.type === 'text')?.[0]
        return text ? shape({ [text]: item }, only) : item
      }
      if (!isObject(item)) return item
      const named =
        typeof item.component === 'string' && (!field.restrict_components || field.component_whitelist?.includes(item.component))
      return shape(item, named ? String(item.component) : (only ?? String(item.component)))
    })
  }
  const shape = (node: unknown, name: string): unknown => {
    const component = byName.get(name)
    if (!isObject(node) || !component) return node
    const out: Node = { _uid: typeof node._uid === 'string' && node._uid ? node._uid : nextUid(), component: name }
    for (const [key, field] of Object.entries(component.schema))
      out[key] = field.type === 'bloks' ? blocks(node[key], field) : wireValue(field, node[key], options.targetUuid)
    for (const [key, value] of Object.entries(node)) if (!(key in out)) out[key] = value
    return out
  }
  return isObject(content) && typeof content.component === 'string' ? shape(content, content.component) : content
}

// ---- content against the wire form
const unknownKeys = (node: Node, known: readonly string[]) => Object.keys(node).filter((key) => !known.includes(key))
const textOrNull = (value: unknown) => value === null || typeof value === 'string'

/** Why a value is not an asset object as Storyblok sends one (undefined: it is one). */
function assetProblem(value: unknown, picked: boolean): string | undefined {
  if (!isObject(value)) return 'expected an asset object'
  if (value.fieldtype !== 'asset') return 'expected an asset object with fieldtype "asset"'
  const extra = unknownKeys(value, ASSET_KEYS)
  if (extra.length > 0) return `not keys of an asset: ${extra.join(', ')}`
  if (typeof value.filename !== 'string') return 'expected the asset’s filename as text'
  const empty = value.filename === ''
  if (empty && picked) return 'expected a picked asset'
  const missing = (empty ? UNSET_ASSET_KEYS : ASSET_KEYS.slice(0, -1)).filter((key) => !(key in value))
  if (missing.length > 0) return `asset without ${missing.join(', ')}`
  if (empty ? value.id !== null : !Number.isInteger(value.id))
    return empty ? 'an empty asset has id null' : 'expected the asset’s numeric id'
  if (!textOrNull(value.alt) || typeof value.name !== 'string') return 'expected alt as text or null and name as text'
  if (!['focus', 'title', 'source', 'copyright'].every((key) => value[key] === undefined || textOrNull(value[key])))
    return 'expected focus, title, source and copyright as text or null'
  if (!isObject(value.meta_data)) return 'expected meta_data as an object'
  if (value.is_external_url !== undefined && typeof value.is_external_url !== 'boolean') return 'expected is_external_url as a boolean'
  return undefined
}

/** Why a value is not a multilink object as Storyblok sends one (undefined: it is one). */
function linkProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'expected a link object'
  if (value.fieldtype !== 'multilink') return 'expected a link object with fieldtype "multilink"'
  const extra = unknownKeys(value, LINK_KEYS)
  if (extra.length > 0) return `not keys of a link: ${extra.join(', ')}`
  if (![value.id, value.url, value.cached_url].every((part) => typeof part === 'string')) return 'expected id, url and cached_url as text'
  if (!LINK_TYPES.includes(String(value.linktype))) return `expected linktype ${LINK_TYPES.join(', ')}`
  if (value.anchor !== undefined && !textOrNull(value.anchor)) return 'expected anchor as text or null'
  if (value.target !== undefined && value.target !== '_self' && value.target !== '_blank') return 'expected target _self or _blank'
  if (value.linktype === 'story' && value.id === '' && (value.url !== '' || value.cached_url !== ''))
    return 'a story link names its target by uuid (id)'
  if (value.linktype === 'story' && value.id !== '' && !UUID.test(String(value.id))) return 'expected the target story’s uuid as id'
  if (value.linktype === 'url' && (value.id !== '' || value.cached_url !== value.url)) return 'a URL link has id "" and cached_url = url'
  if (value.linktype === 'email' && (typeof value.email !== 'string' || value.email === ''))
    return 'an e-mail link has its address in email'
  return undefined
}

/** Why a value is not what Storyblok sends for this field type (undefined: it is). */
function valueProblem(field: StoryblokField, value: unknown): string | undefined {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? undefined : 'expected text'
    case 'datetime':
      return typeof value === 'string' && (value === '' || DATETIME.test(value)) ? undefined : 'expected a date as YYYY-MM-DD HH:mm, or ""'
    case 'number':
      if (typeof value === 'number') return 'expected the number as text ("3"): number fields hold text'
      return typeof value === 'string' && NUMERIC.test(value) ? undefined : 'expected a number as text, or ""'
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'expected a boolean'
    case 'option':
      if (typeof value !== 'string') return 'expected an option as text, or ""'
      return value === '' || field.source !== undefined || field.options?.some((option) => option.value === value)
        ? undefined
        : `expected one of ${field.options?.map((o) => o.value).join(', ') ?? ''}, or ""`
    case 'options':
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return 'expected a list of texts'
      return field.use_uuid && !value.every((item: string) => UUID.test(item)) ? 'expected story uuids' : undefined
    case 'asset':
      return assetProblem(value, false)
    case 'multiasset':
      if (!Array.isArray(value)) return 'expected a list of assets'
      for (const [index, item] of value.entries()) {
        const problem = assetProblem(item, true)
        if (problem) return `entry ${index}: ${problem}`
      }
      return undefined
    case 'multilink':
      return linkProblem(value)
    case 'richtext':
      return isObject(value) && value.type === 'doc' && Array.isArray(value.content) ? undefined : 'expected a rich-text document'
    case 'bloks':
      if (!Array.isArray(value)) return 'expected a list of blocks'
      return field.maximum !== undefined && value.length > field.maximum ? `more than ${field.maximum} blocks` : undefined
  }
}

/** Whether a valid value leaves a required field empty (Storyblok's own test is Ruby's `blank?`). */
function isBlank(field: StoryblokField, value: unknown): boolean {
  if (value === '' || (Array.isArray(value) && value.length === 0)) return true
  if (field.type === 'asset') return (value as Node).filename === ''
  if (field.type === 'multilink') {
    const link = value as Node
    return link.url === '' && link.cached_url === '' && link.id === '' && !link.email && !link.anchor
  }
  return false
}

export interface WireFormOptions {
  /** Draft content: every block carries its `_editable` mark for the visual editor. */
  editable?: boolean
}

/**
 * Where content is not what Storyblok delivers under these definitions, as `path: problem` lines (none: it is).
 * Every block has a `_uid` and every field of its component (a saved block holds them all); each value has its field
 * type's exact shape (see `valueProblem`); required fields are not empty; nested blocks are of the components the field
 * allows. Unknown fields, and `_editable` marks that are not the editor's comment, are problems too.
 */
export function contentProblems(
  content: unknown,
  components: readonly StoryblokComponent[],
  path = 'content',
  options: WireFormOptions = {},
): string[] {
  const byName = new Map(components.map((component) => [component.name, component]))
  const problems: string[] = []
  const report = (at: string, problem: string) => void problems.push(`${at}: ${problem}`)
  const check = (node: unknown, at: string): void => {
    if (!isObject(node) || typeof node.component !== 'string') return report(at, 'not a block')
    const component = byName.get(node.component)
    if (!component) return report(at, `unknown component ${node.component}`)
    if (typeof node._uid !== 'string' || node._uid === '') report(`${at}._uid`, 'missing (every block has one)')
    if (node._editable === undefined ? options.editable : typeof node._editable !== 'string' || !EDITABLE.test(node._editable))
      report(`${at}._editable`, node._editable === undefined ? 'missing (draft content marks every block)' : 'not the editor’s comment')
    for (const key of Object.keys(node))
      if (!SYSTEM_KEYS.has(key) && !(key in component.schema)) report(`${at}.${key}`, `not a field of ${component.name}`)
    for (const [key, field] of Object.entries(component.schema)) {
      const where = `${at}.${key}`
      if (!(key in node)) {
        report(where, 'missing (a saved block holds every field)')
        continue
      }
      const value = node[key]
      const problem = valueProblem(field, value)
      if (problem) report(where, problem)
      else if (field.required && isBlank(field, value)) report(where, 'required')
      if (field.type !== 'bloks' || !Array.isArray(value)) continue
      value.forEach((item, index) => {
        const itemAt = `${where}[${index}]`
        if (isObject(item) && field.restrict_components && !field.component_whitelist?.includes(String(item.component)))
          report(itemAt, `${String(item.component)} not allowed here`)
        else check(item, itemAt)
      })
    }
  }
  check(content, path)
  return problems
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/
const STORY_KEYS: Readonly<Record<string, (value: unknown) => boolean>> = {
  id: (value) => Number.isInteger(value) && Number(value) > 0,
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  name: (value) => typeof value === 'string' && value !== '',
  slug: (value) => typeof value === 'string',
  full_slug: (value) => typeof value === 'string' && value !== '' && !value.startsWith('/'),
  created_at: (value) => typeof value === 'string' && ISO_INSTANT.test(value),
  published_at: (value) => value === null || (typeof value === 'string' && ISO_INSTANT.test(value)),
  first_published_at: (value) => value === null || (typeof value === 'string' && ISO_INSTANT.test(value)),
  is_startpage: (value) => typeof value === 'boolean',
  tag_list: (value) => Array.isArray(value) && value.every((tag) => typeof tag === 'string'),
  lang: (value) => typeof value === 'string',
  content: (value) => isObject(value) && typeof value.component === 'string',
}

/**
 * Where a story of an API answer is not what the CDN API sends, as `path: problem` lines: the story keys the shop reads,
 * each of Storyblok's type (numeric id, uuid, ISO instants or null, a boolean is_startpage, a list of tags).
 */
export function storyProblems(story: unknown, path = 'story'): string[] {
  if (!isObject(story)) return [`${path}: not a story`]
  return Object.entries(STORY_KEYS).flatMap(([key, fits]) =>
    key in story ? (fits(story[key]) ? [] : [`${path}.${key}: not as Storyblok sends it`]) : [`${path}.${key}: missing`],
  )
}
