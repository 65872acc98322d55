// `npm run cms:components` writes what Storyblok's CLI pushes. No account is reachable here, so the folder the script
// wrote (the vitest config runs it: TEST_COMPONENTS_PUSH_FOLDER) is loaded by the rules of `storyblok components push`,
// re-stated from the CLI's source (storyblok/monoblok packages/cli, v4.22: components/loader.ts, push/actions.ts,
// utils/filesystem.ts) and checked against Storyblok's field specification (tools/openapi-codegen/specs/mapi/components/
// field-types/*.yaml). Each rule is also shown to reject the shape that breaks it.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { componentDefinitions, STORYBLOK_CLI } from '../../scripts/cms/component-definitions'
import editorsGuide from '../../docs/editors.md?raw'

type Item = Record<string, unknown>
interface Loaded {
  components: Item[]
  groups: Item[]
  presets: Item[]
  internalTags: Item[]
  /** Files the CLI could not parse: it reports them and goes on without them. */
  unreadable: string[]
}

const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `components push --space <space> [--from <from>] [--path <path>]` reads `{path}/components/{from, else space}`. */
function pushFolder(options: { space: string; from?: string }): string {
  return `components/${options.from ?? options.space}`
}

/**
 * The CLI's loader: every `.json` file of the folder (with `--suffix s` only `*.s.json`); an empty file holds nothing,
 * a file that is not an array holds that one item. Items are told apart by shape, in this order: a preset has
 * `component_id` and `preset`, an internal tag `object_type` (and needs an `id`), a component `schema`, a group `uuid`;
 * anything else is passed over without a word. The same component name twice fails the whole push, and so does a folder
 * without components.
 */
function loadFolder(files: Readonly<Record<string, string>>, suffix?: string): Loaded {
  const loaded: Loaded = { components: [], groups: [], presets: [], internalTags: [], unreadable: [] }
  const seen = new Map<string, string>()
  const duplicates: string[] = []
  for (const [file, text] of Object.entries(files)) {
    if (!file.endsWith(suffix ? `.${suffix}.json` : '.json')) continue
    let parsed: unknown
    try {
      parsed = text === '' ? [] : JSON.parse(text)
    } catch {
      loaded.unreadable.push(file)
      continue
    }
    for (const item of Array.isArray(parsed) ? (parsed as unknown[]) : [parsed]) {
      if (!isRecord(item)) continue
      if ('component_id' in item && 'preset' in item) loaded.presets.push(item)
      else if ('object_type' in item) {
        if (!item.id) throw new Error('Internal tag is missing "id"')
        loaded.internalTags.push(item)
      } else if ('schema' in item) {
        const name = String(item.name)
        const earlier = seen.get(name)
        if (earlier !== undefined) duplicates.push(`${name} in ${earlier} and ${file}`)
        seen.set(name, file)
        loaded.components.push(item)
      } else if ('uuid' in item) loaded.groups.push(item)
    }
  }
  if (duplicates.length > 0) throw new Error(`Duplicate components: ${duplicates.join('; ')}`)
  if (loaded.components.length === 0) throw new Error('No components found')
  return loaded
}

// ---- Storyblok's field specification: the keys each field type has, and what its default value is
const BASE_KEYS = ['type', 'id', 'display_name', 'description', 'tooltip', 'pos', 'conditional_settings']
const VALUE_KEYS = [
  'required',
  'regex',
  'translatable',
  'no_translate',
  'exclude_from_ai_translation',
  'exclude_from_merge',
  'exclude_from_overwrite',
  'force_merge',
  'default_value',
]
const TEXT_KEYS = ['max_length', 'maxlength', 'minlength', 'size', 'rtl']
const OPTION_KEYS = [
  'options',
  'source',
  'datasource_slug',
  'external_datasource',
  'folder_slug',
  'filter_content_type',
  'use_uuid',
  'entry_appearance',
  'allow_advanced_search',
  'max_options',
  'min_options',
  'multiple',
]
const ASSET_KEYS = ['filetypes', 'asset_folder_id', 'allow_external_url', 'height', 'width', 'restrict_assets', 'asset_whitelist']
const WHITELIST_KEYS = [
  'restrict_type',
  'restrict_components',
  'component_whitelist',
  'component_denylist',
  'component_tag_whitelist',
  'component_tag_denylist',
  'component_group_whitelist',
  'component_group_denylist',
]
const FIELD_KEYS: Readonly<Record<string, readonly string[]>> = {
  text: TEXT_KEYS,
  textarea: [...TEXT_KEYS, 'rich_text', 'markdown'],
  richtext: ['customize_toolbar', 'toolbar', 'style_options', ...WHITELIST_KEYS, 'allow_target_blank', 'allow_custom_attributes'],
  markdown: [...TEXT_KEYS, 'rich_markdown', 'customize_toolbar', 'toolbar'],
  number: ['min_value', 'max_value', 'decimals', 'steps'],
  datetime: ['disable_time'],
  boolean: ['inline_label'],
  option: [...OPTION_KEYS, 'exclude_empty_option', 'include_empty_option'],
  options: [...OPTION_KEYS, 'is_reference_type'],
  asset: ASSET_KEYS,
  multiasset: [...ASSET_KEYS, 'maximum_entries', 'minimum_entries'],
  multilink: [
    'restrict_content_types',
    'component_whitelist',
    'allow_target_blank',
    'allow_custom_attributes',
    'force_link_scope',
    'link_scope',
    'show_anchor',
    'email_link_type',
    'asset_link_type',
  ],
  bloks: [...WHITELIST_KEYS, 'minimum', 'maximum', 'maximum_entries', 'minimum_entries'],
}
const FILE_TYPES = ['images', 'videos', 'audios', 'texts']
/** The backend's numeric-string pattern for number fields. */
const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d*)$/

/**
 * What `components push` would send that Storyblok would refuse, or what it would silently lose: as `component.field:
 * problem` lines. The push keeps of a component only name, display_name, schema, is_root, is_nestable,
 * component_group_uuid, color, icon, preview_field and internal_tag_ids, and of its schema only entries with a `type`.
 */
function pushProblems(loaded: Loaded): string[] {
  const problems: string[] = []
  const names = new Set(loaded.components.map((component) => String(component.name)))
  const roots = new Set(loaded.components.filter((component) => component.is_root === true).map((component) => String(component.name)))
  const groups = new Set(loaded.groups.map((group) => String(group.uuid)))
  const tags = new Set(loaded.internalTags.map((tag) => String(tag.id)))
  for (const component of loaded.components) {
    const name = String(component.name)
    if (typeof component.name !== 'string' || !/^[A-Za-z0-9_-]+$/.test(component.name)) problems.push(`${name}: not a technical name`)
    if (typeof component.is_root !== 'boolean' || typeof component.is_nestable !== 'boolean')
      problems.push(`${name}: is_root and is_nestable must be booleans`)
    if (component.component_group_uuid != null && !groups.has(String(component.component_group_uuid)))
      problems.push(`${name}: component_group_uuid names no group of the folder`)
    if (component.internal_tag_ids !== undefined) {
      const ids = component.internal_tag_ids
      if (!Array.isArray(ids) || ids.some((id) => !tags.has(String(id))))
        problems.push(`${name}: internal_tag_ids name no tag of the folder`)
    }
    if (!isRecord(component.schema)) {
      problems.push(`${name}: schema is not an object`)
      continue
    }
    for (const [key, field] of Object.entries(component.schema)) {
      const at = `${name}.${key}`
      const type = isRecord(field) ? field.type : undefined
      if (!isRecord(field) || typeof type !== 'string') {
        problems.push(`${at}: no type (the push drops it)`)
        continue
      }
      const own = FIELD_KEYS[type]
      if (!own) {
        problems.push(`${at}: unknown field type ${type}`)
        continue
      }
      for (const fieldKey of Object.keys(field))
        if (![...BASE_KEYS, ...VALUE_KEYS, ...own].includes(fieldKey)) problems.push(`${at}: ${fieldKey} is no setting of a ${type} field`)
      const fallback = field.default_value
      if (fallback !== undefined) {
        const fits =
          type === 'boolean'
            ? typeof fallback === 'boolean'
            : type === 'number'
              ? typeof fallback === 'string' && NUMERIC.test(fallback)
              : type === 'option'
                ? Array.isArray(field.options) && field.options.some((option) => isRecord(option) && option.value === fallback)
                : type === 'options' || type === 'bloks'
                  ? typeof fallback === 'string' || Array.isArray(fallback)
                  : typeof fallback === 'string'
        if (!fits) problems.push(`${at}: default_value ${JSON.stringify(fallback)} is not a ${type} field's default`)
      }
      if (field.required !== undefined && typeof field.required !== 'boolean') problems.push(`${at}: required must be a boolean`)
      if ((type === 'option' || type === 'options') && field.source === undefined) {
        const options = Array.isArray(field.options) ? field.options : []
        const values = options.map((option) => (isRecord(option) ? option.value : undefined))
        if (options.length === 0 || !options.every((option) => isRecord(option) && typeof option.name === 'string'))
          problems.push(`${at}: options need a name and a value each`)
        if (values.some((value) => typeof value !== 'string' || value === '') || new Set(values).size !== values.length)
          problems.push(`${at}: option values must be distinct, non-empty texts`)
      }
      if (field.source === 'internal_stories') {
        if (type !== 'options' || field.is_reference_type !== true || field.use_uuid !== true)
          problems.push(`${at}: a story reference is an options field with is_reference_type and use_uuid`)
        const allowed = field.filter_content_type
        if (!Array.isArray(allowed) || allowed.length === 0 || allowed.some((content) => !roots.has(String(content))))
          problems.push(`${at}: filter_content_type must name content types of the folder`)
      }
      if ((type === 'asset' || type === 'multiasset') && field.filetypes !== undefined) {
        const filetypes = field.filetypes
        if (!Array.isArray(filetypes) || filetypes.some((filetype) => !FILE_TYPES.includes(String(filetype))))
          problems.push(`${at}: filetypes are ${FILE_TYPES.join(', ')}`)
      }
      if (type === 'bloks') {
        const whitelist = field.component_whitelist
        if (field.restrict_components === true && (!Array.isArray(whitelist) || whitelist.length === 0))
          problems.push(`${at}: restricted without a component_whitelist`)
        if (Array.isArray(whitelist))
          for (const allowed of whitelist)
            if (!names.has(String(allowed))) problems.push(`${at}: allows ${String(allowed)}, which is not pushed`)
        for (const bound of ['minimum', 'maximum'] as const)
          if (field[bound] !== undefined && !(Number.isInteger(field[bound]) && Number(field[bound]) > 0))
            problems.push(`${at}: ${bound} must be a positive whole number`)
      }
    }
  }
  return problems
}

const { folder, files } = env.TEST_COMPONENTS_PUSH_FOLDER
const generated = componentDefinitions().components

describe('npm run cms:components', () => {
  it('writes one bare array of components into the folder `components push --space <id>` reads', () => {
    expect(folder).toBe(pushFolder({ space: '1' }))
    expect(Object.keys(files)).toEqual(['components.json'])
    const parsed: unknown = JSON.parse(files['components.json'] ?? '')
    expect(Array.isArray(parsed)).toBe(true)
  })

  it('is loaded whole by the CLI: every generated component, both content types, nothing unread', () => {
    const loaded = loadFolder(files)
    expect(loaded.unreadable).toEqual([])
    expect(loaded.components.map((component) => component.name)).toEqual(generated.map((component) => component.name))
    expect(loaded.components.filter((component) => component.is_root).map((component) => component.name)).toEqual(['layout', 'page'])
    expect(loaded.groups.length + loaded.presets.length + loaded.internalTags.length).toBe(0)
  })

  it('pushes every field whole and valid by Storyblok’s field specification', () => {
    expect(pushProblems(loadFolder(files))).toEqual([])
  })

  it('names the pinned CLI release and its commands in the editors’ guide', () => {
    const start = editorsGuide.indexOf('## A new Storyblok space from code')
    const end = editorsGuide.indexOf('\n## ', start + 1)
    const section = editorsGuide.slice(start, end < 0 ? undefined : end)
    expect(section).toContain('npm run cms:components -- --space <CARDS_SPACE_ID>')
    expect(section).toContain(`npx ${STORYBLOK_CLI} components push --space <CARDS_SPACE_ID>`)
    expect(section).toContain(`npx ${STORYBLOK_CLI} components push --space <POSTER_SPACE_ID> --from <CARDS_SPACE_ID>`)
    expect(section).not.toMatch(/push-components|npx storyblok (?!@)/)
  })
})

describe('the CLI’s loader rules, as re-stated here', () => {
  const good = files['components.json'] ?? '[]'
  const headline = { name: 'Headline', display_name: 'Headline', is_root: false, is_nestable: true }

  it('find nothing in the format of CLI v3 (`{ "components": [...] }`), nor in a folder without JSON files', () => {
    expect(() => loadFolder({ 'components.json': JSON.stringify({ components: JSON.parse(good) as unknown }) })).toThrow(
      'No components found',
    )
    expect(() => loadFolder({ 'components.txt': good })).toThrow('No components found')
  })

  it('read every JSON file of the folder, so the same component in two files fails the push', () => {
    expect(() => loadFolder({ 'components.json': good, 'Headline.json': JSON.stringify({ ...headline, schema: {} }) })).toThrow(
      'Duplicate components: Headline in components.json and Headline.json',
    )
    expect(loadFolder({ 'components.json': good, 'components.dev.json': good }, 'dev').components).toHaveLength(generated.length)
  })

  it('tell items apart by shape and skip a file that does not parse', () => {
    const loaded = loadFolder({
      'a.json': JSON.stringify([
        { ...headline, schema: {} },
        { name: 'Blocks', uuid: 'g-1', id: 7 },
        { id: 3, name: 'seo', object_type: 'component' },
        { id: 9, name: 'Big', component_id: 1, preset: {} },
        { name: 'neither' },
      ]),
      'b.json': '{ broken',
    })
    expect([loaded.components.length, loaded.groups.length, loaded.internalTags.length, loaded.presets.length]).toEqual([1, 1, 1, 1])
    expect(loaded.unreadable).toEqual(['b.json'])
    expect(() => loadFolder({ 'a.json': JSON.stringify([{ name: 'seo', object_type: 'component' }]) })).toThrow('missing "id"')
  })

  it.each([
    ['a field without a type', { text: { pos: 0 } }, 'Headline.text: no type (the push drops it)'],
    ['an unknown field type', { text: { type: 'string', pos: 0 } }, 'Headline.text: unknown field type string'],
    [
      'a setting of another type',
      { text: { type: 'text', pos: 0, filetypes: ['images'] } },
      'Headline.text: filetypes is no setting of a text field',
    ],
    [
      'a boolean default as text',
      { on: { type: 'boolean', pos: 0, default_value: 'false' } },
      'Headline.on: default_value "false" is not a boolean field\'s default',
    ],
    [
      'a number default as a number',
      { n: { type: 'number', pos: 0, default_value: 3 } },
      "Headline.n: default_value 3 is not a number field's default",
    ],
    [
      'an option default outside its options',
      { level: { type: 'option', pos: 0, default_value: 'h4', options: [{ name: 'h2', value: 'h2' }] } },
      'Headline.level: default_value "h4" is not a option field\'s default',
    ],
    [
      'a reference field without uuids',
      { stories: { type: 'options', pos: 0, source: 'internal_stories', filter_content_type: ['Headline'] } },
      'Headline.stories: a story reference is an options field with is_reference_type and use_uuid',
    ],
    [
      'a block field allowing a component that is not pushed',
      { body: { type: 'bloks', pos: 0, restrict_components: true, component_whitelist: ['Nope'] } },
      'Headline.body: allows Nope, which is not pushed',
    ],
    [
      'a list of pictures typed as text',
      { images: { type: 'text', pos: 0, filetypes: ['images'] } },
      'Headline.images: filetypes is no setting of a text field',
    ],
  ])('reject %s', (_, schema, problem) => {
    const loaded = loadFolder({ 'c.json': JSON.stringify([{ ...headline, is_root: true, schema }]) })
    expect(pushProblems(loaded)).toEqual([problem])
  })
})
