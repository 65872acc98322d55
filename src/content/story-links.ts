// Story links and relations as Storyblok delivers them. A link field stores the target's uuid (`id`) and the path it had
// when the editor saved it (`cached_url`), which goes stale once the target is renamed or moved; so every story link is
// rewritten to its target's current full_slug, keeping `cached_url` only where nothing names the target. A published
// story's targets come from the page index, which names every page by uuid (src/content/cms.ts); a draft's from the
// answer, read with `resolve_links=url` (its `links`, or the `story` storyblok-js-client attached after reading
// `link_uuids` by uuid). Relation fields (`resolve_relations`) are filled in by the client from `rels` (or `rel_uuids`,
// read in batches of 50 with `by_uuids`); this module names which fields are relations. Storyblok has no object field: a
// nested object of the content model is a one-block list whose component is named `Parent__field`, a text of a list a
// block `Parent__field__value` (`npm run cms:components`); both are read back here as the object or value the schemas
// expect.

/** SPEC §7 resolve_relations: the relation fields of the content model, as `Component.field`. */
export const RELATION_FIELDS = ['Feed.stories'] as const

/** The relation fields filled in: every story read sends it. */
export const RELATIONS_PARAM = { resolve_relations: RELATION_FIELDS.join(',') } as const

/** A read whose links the CMS resolves to their current path (drafts: their targets may be unpublished), relations too. */
export const RESOLVE_PARAMS = { resolve_links: 'url', ...RELATIONS_PARAM } as const

type Node = Record<string, unknown>

/** A component standing for a nested object (`Parent__field`), not for an entry of a list (`…__item`, `…__value`). */
function isObjectBlock(component: unknown): boolean {
  return typeof component === 'string' && component.includes('__') && !component.endsWith('__item') && !component.endsWith('__value')
}

/** A component standing for one text or number of a list (`Parent__field__value`). */
function isValueBlock(component: unknown): boolean {
  return typeof component === 'string' && component.endsWith('__value')
}

/** uuid -> current full_slug, from an answer's `links` (resolve_links=url gives `{ uuid, full_slug }` per target). */
export function linkTargets(data: unknown): Map<string, string> {
  const targets = new Map<string, string>()
  const links = (data as { links?: unknown } | null)?.links
  if (!Array.isArray(links)) return targets
  for (const link of links) {
    const { uuid, full_slug: fullSlug } = (link ?? {}) as Node
    if (typeof uuid === 'string' && typeof fullSlug === 'string') targets.set(uuid, fullSlug)
  }
  return targets
}

function attachedSlug(node: Node): string | undefined {
  const story = node.story as Node | undefined
  return story && typeof story.full_slug === 'string' ? story.full_slug : undefined
}

/**
 * Reads nested objects back out of their one-block lists and rewrites, in place, every story link under `content` (multilink fields and rich-text link marks) to its target's
 * current full_slug, and drops the target copies the client attached (they would only bloat the cache). Returns the
 * content. Stories filled in as relations are walked too: their links are as stale as any.
 */
export function readDeliveredContent<T>(content: T, targets: ReadonlyMap<string, string>): T {
  const walk = (value: unknown, depth: number): void => {
    if (depth > 64 || !value || typeof value !== 'object') return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    const node = value as Node
    for (const [key, child] of Object.entries(node)) {
      if (!Array.isArray(child)) continue
      const one = child.length === 1 ? (child[0] as Node | null) : undefined
      if (one && typeof one === 'object' && isObjectBlock(one.component)) {
        const { component: _component, _uid, ...fields } = one
        node[key] = fields
      } else if (child.some((item) => isValueBlock((item as Node | null)?.component))) {
        node[key] = child.map((item) => (isValueBlock((item as Node | null)?.component) ? (item as Node).value : item))
      }
    }
    if (node.linktype === 'story') {
      const current = attachedSlug(node) ?? (typeof node.id === 'string' ? targets.get(node.id) : undefined)
      if (current !== undefined) node.cached_url = current
      delete node.story
    } else if (node.type === 'link' && node.attrs && typeof node.attrs === 'object') {
      // Rich text: `attrs.href` is the story's path when the link was set, `attrs.uuid` the story.
      const attrs = node.attrs as Node
      const current =
        attrs.linktype === 'story' && typeof attrs.uuid === 'string' ? (attachedSlug(attrs) ?? targets.get(attrs.uuid)) : undefined
      if (current !== undefined) attrs.href = `/${current}`
      delete attrs.story
    }
    for (const child of Object.values(node)) walk(child, depth + 1)
  }
  walk(content, 0)
  return content
}
