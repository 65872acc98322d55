// Story content under the generated component definitions (./component-definitions.ts): `toStoryblokShape` turns
// hand-written demo content into the shape Storyblok delivers, `contentProblems` says where content does not fit.
// Never imported by the Worker: scripts/demo-space.mjs and the tests run it.
import type { StoryblokComponent } from './component-definitions'

// ---- content against the definitions
type Node = Record<string, unknown>
const SYSTEM_KEYS = new Set(['_uid', 'component', '_editable'])
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where content does not match its component's definition, as `path: problem` lines (none: it fits). */
export function contentProblems(content: unknown, components: readonly StoryblokComponent[], path = 'content'): string[] {
  const byName = new Map(components.map((component) => [component.name, component]))
  const problems: string[] = []
  const check = (node: unknown, at: string): void => {
    if (!isObject(node) || typeof node.component !== 'string') return void problems.push(`${at}: not a block`)
    const component = byName.get(node.component)
    if (!component) return void problems.push(`${at}: unknown component ${node.component}`)
    for (const key of Object.keys(node))
      if (!SYSTEM_KEYS.has(key) && !(key in component.schema)) problems.push(`${at}.${key}: not a field of ${component.name}`)
    for (const [key, field] of Object.entries(component.schema)) {
      const value = node[key]
      const where = `${at}.${key}`
      if (value === undefined || value === null || value === '') {
        if (field.required && field.type !== 'boolean') problems.push(`${where}: required`)
        continue
      }
      const wrong = (expected: string) => problems.push(`${where}: expected ${expected}`)
      switch (field.type) {
        case 'text':
        case 'textarea':
        case 'datetime':
          if (typeof value !== 'string') wrong('text')
          break
        case 'number':
          if (typeof value !== 'number' && !(typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value))) wrong('a number')
          break
        case 'boolean':
          if (typeof value !== 'boolean') wrong('a boolean')
          break
        case 'option':
          if (!field.options?.some((option) => option.value === value))
            wrong(`one of ${field.options?.map((o) => o.value).join(', ') ?? ''}`)
          break
        case 'options':
          if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' || isObject(item))) wrong('a list of stories')
          break
        case 'asset':
          if (!isObject(value) || typeof value.filename !== 'string') wrong('an asset')
          break
        case 'multilink':
          if (!isObject(value) || !['url', 'story', 'asset', 'email', undefined].includes(value.linktype as string | undefined))
            wrong('a link')
          break
        case 'richtext':
          if (!isObject(value) || value.type !== 'doc') wrong('rich text')
          break
        case 'bloks':
          if (!Array.isArray(value)) {
            wrong('a list of blocks')
            break
          }
          if (field.maximum !== undefined && value.length > field.maximum) problems.push(`${where}: more than ${field.maximum} blocks`)
          value.forEach((item, index) => {
            const itemAt = `${where}[${index}]`
            if (isObject(item) && field.restrict_components && !field.component_whitelist?.includes(String(item.component))) {
              problems.push(`${itemAt}: ${String(item.component)} not allowed here`)
            } else check(item, itemAt)
          })
          break
      }
    }
  }
  check(content, path)
  return problems
}

// ---- hand-written content in the shape Storyblok delivers
let uids = 0

/**
 * Content as Storyblok stores it: each nested object in its one-block list, each list entry a block with its
 * component name and a `_uid`, a bare string in a list of one-text-field blocks as that block. Fields the definitions
 * do not know are left as they are (`contentProblems` reports them).
 */
export function toStoryblokShape(content: unknown, components: readonly StoryblokComponent[]): unknown {
  const byName = new Map(components.map((component) => [component.name, component]))
  const shape = (node: unknown, name: string): unknown => {
    const component = byName.get(name)
    if (!isObject(node) || !component) return node
    const out: Node = { _uid: typeof node._uid === 'string' && node._uid ? node._uid : `sb-${(++uids).toString(36)}`, component: name }
    for (const [key, value] of Object.entries(node)) {
      if (key === '_uid' || key === 'component') continue
      const field = component.schema[key]
      const only = field?.type === 'bloks' && field.component_whitelist?.length === 1 ? field.component_whitelist[0] : undefined
      if (field?.type === 'bloks' && isObject(value) && only) out[key] = [shape(value, only)]
      else if (field?.type === 'bloks' && Array.isArray(value)) {
        out[key] = value.map((item) => {
          if (only?.endsWith('__value') && !isObject(item)) return { _uid: `sb-${(++uids).toString(36)}`, component: only, value: item }
          if (typeof item === 'string' && only) {
            const text = Object.entries(byName.get(only)?.schema ?? {}).find(([, f]) => f.type === 'text')?.[0]
            return text ? shape({ [text]: item }, only) : item
          }
          if (!isObject(item)) return item
          const named =
            typeof item.component === 'string' && (!field.restrict_components || field.component_whitelist?.includes(item.component))
          return shape(item, named ? String(item.component) : (only ?? String(item.component)))
        })
      } else out[key] = value
    }
    return out
  }
  return isObject(content) && typeof content.component === 'string' ? shape(content, content.component) : content
}
