// The bundled demo space: answers Storyblok's Content Delivery API v2 in-process, so the shop runs with no account and no network.
// storyblok-js-client is handed `demoFetch` as its `fetch`; everything above the transport is the same code as in production.
// Its content lives in the DEMO_SPACE KV namespace, which only development, tests and the benchmark bind: `npm run dev`
// seeds it from demo/seed/ (scripts/demo-space.mjs). It is read once per isolate, so the Worker bundle does not carry it,
// and its dates are relative, resolved when the space answers (./relative-dates.ts). It is no kinder than Storyblok:
// a story is found by its exact full slug (a folder's start page is `de-de/`), a published read without the current
// cv is redirected to it (301), and a list answers the query it was sent (./story-query.ts).
import * as z from 'zod/mini'
import type { Brand } from '../../domain/countries'
import { log } from '../../log'
import { DEMO_PREVIEW_TOKEN, DEMO_PUBLIC_TOKEN, DEMO_SPACE_IDS } from './ids'
import { folderTimeZone, resolveRelativeDates } from './relative-dates'
import { contentFilter, sortStories, startpageFilter, withoutFields } from './story-query'

/** The cache version of a seeded space that names none (tests); like a real space's it changes on every publish. */
export const DEMO_CV = 1_763_798_400

/** The id of the story at this position of a brand's seeded space (scripts/demo-space.mjs writes it into `_editable`). */
export function demoStoryId(brand: Brand, position: number): number {
  return DEMO_SPACE_IDS[brand] * 10_000 + position + 1
}

/** The DEMO_SPACE key of a brand's seeded space. */
export function demoSpaceKey(brand: Brand): string {
  return `space:${brand}`
}

type Version = 'published' | 'draft'
type Content = Record<string, unknown>

interface DemoStory {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  is_startpage: boolean
  tag_list: string[]
  published: Content | undefined
  draft: Content | undefined
  /** Whether the content holds relative dates, which are resolved on every answer. */
  relative: boolean
}

const PUBLISHED_AT = '2026-11-01T08:00:00.000Z'

const contentSchema = z.record(z.string(), z.unknown())
/** One brand's seeded space, as scripts/demo-space.mjs writes it from demo/seed/. */
export const demoSpaceSchema = z.object({
  cv: z.optional(z.number()),
  stories: z.array(
    z.object({
      full_slug: z.string(),
      /** A fixed id (a hand-written space's `_editable` marks name their story by id); otherwise from the position. */
      id: z.optional(z.int().check(z.positive())),
      /** A fixed uuid (tests that link to a story by uuid); otherwise one is derived from the story's position. */
      uuid: z.optional(z.string()),
      name: z.string(),
      is_startpage: z.optional(z.boolean()),
      tag_list: z.optional(z.array(z.string())),
      content: z.optional(contentSchema),
      draft: z.optional(contentSchema),
    }),
  ),
})
export type DemoSpaceDocument = z.infer<typeof demoSpaceSchema>

const RELATIVE = /"@(?:date|timestamp)\(/

async function buildSpace(kv: KVNamespace, brand: Brand, spaceId: number): Promise<DemoSpace> {
  const raw = await kv.get(demoSpaceKey(brand), 'text')
  if (raw === null) throw new Error(`the ${brand} demo space is not seeded (npm run demo:seed)`)
  const document = demoSpaceSchema.parse(JSON.parse(raw))
  const stories = new Map<string, DemoStory>()
  document.stories.forEach((seed, position) => {
    const id = seed.id ?? demoStoryId(brand, position)
    const path = seed.full_slug.replace(/\/$/, '')
    stories.set(seed.full_slug, {
      id,
      uuid: seed.uuid ?? `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`,
      name: seed.name,
      // A folder's start page (`de-de/`) is named after its folder.
      slug: path.slice(path.lastIndexOf('/') + 1),
      full_slug: seed.full_slug,
      is_startpage: seed.is_startpage === true,
      tag_list: seed.tag_list ?? [],
      published: seed.content,
      draft: seed.draft ?? seed.content,
      relative: RELATIVE.test(JSON.stringify([seed.content, seed.draft])),
    })
  })
  // A link field saved in Storyblok names its target by uuid (`id`); the seed writes paths only, so the uuids are
  // filled in here, as the editor's link picker would have. A link whose id is already set keeps it.
  for (const story of stories.values()) {
    for (const content of [story.published, story.draft]) linkIds(content, stories)
  }
  return { id: spaceId, cv: document.cv ?? DEMO_CV, stories, byUuid: new Map([...stories.values()].map((s) => [s.uuid, s])) }
}

/** The story a seed's link path names: its exact full slug (`de-de/` for a folder's start page). */
function targetOf(path: string, stories: Map<string, DemoStory>): DemoStory | undefined {
  return stories.get(path.replace(/^\/+/, ''))
}

function linkIds(content: unknown, stories: Map<string, DemoStory>): void {
  if (!content || typeof content !== 'object') return
  if (Array.isArray(content)) return content.forEach((item) => linkIds(item, stories))
  const node = content as Record<string, unknown>
  if (node.linktype === 'story' && !node.id && typeof node.cached_url === 'string') {
    const target = targetOf(node.cached_url, stories)
    if (target) node.id = target.uuid
  }
  const attrs = node.type === 'link' ? (node.attrs as Record<string, unknown> | undefined) : undefined
  if (attrs?.linktype === 'story' && !attrs.uuid && typeof attrs.href === 'string') {
    const target = targetOf(attrs.href, stories)
    if (target) attrs.uuid = target.uuid
  }
  for (const value of Object.values(node)) linkIds(value, stories)
}

/** The uuids of the stories the content links to (multilink fields and rich-text links). */
function linkedUuids(content: unknown, out: Set<string>): void {
  if (!content || typeof content !== 'object') return
  if (Array.isArray(content)) return content.forEach((item) => linkedUuids(item, out))
  const node = content as Record<string, unknown>
  if (node.linktype === 'story' && typeof node.id === 'string' && node.id) out.add(node.id)
  const attrs = node.type === 'link' ? (node.attrs as Record<string, unknown> | undefined) : undefined
  if (attrs?.linktype === 'story' && typeof attrs.uuid === 'string') out.add(attrs.uuid)
  for (const value of Object.values(node)) linkedUuids(value, out)
}

/**
 * Above this many, an answer names the related or linked stories by uuid only (`rel_uuids`, `link_uuids`) and the
 * client reads them with `by_uuids`, 50 at a time, as with the CDN API v2.
 */
export const DEMO_RESOLVE_LIMIT = 50

interface DemoSpace {
  id: number
  cv: number
  stories: Map<string, DemoStory>
  byUuid: Map<string, DemoStory>
}

const spaces = new Map<Brand, Promise<DemoSpace>>()
function spaceOf(kv: KVNamespace, brand: Brand): Promise<DemoSpace> {
  let space = spaces.get(brand)
  if (!space) {
    space = buildSpace(kv, brand, DEMO_SPACE_IDS[brand])
    // A failed read (say, the space is not seeded yet) is not remembered: the next request tries again.
    space.catch(() => spaces.delete(brand))
    spaces.set(brand, space)
  }
  return space
}

function toApiStory(story: DemoStory, content: Record<string, unknown>, version: Version) {
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    full_slug: story.full_slug,
    created_at: '2026-01-15T10:00:00.000Z',
    published_at: version === 'published' ? PUBLISHED_AT : null,
    first_published_at: story.published ? PUBLISHED_AT : null,
    is_startpage: story.is_startpage,
    tag_list: story.tag_list,
    lang: 'default',
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    content,
  }
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

/** The story's content in this version, its relative dates resolved for today in the folder's time zone. */
function visible(story: DemoStory, version: Version, now: number): Content | undefined {
  const content = version === 'draft' ? story.draft : story.published
  return content && story.relative ? resolveRelativeDates(content, now, folderTimeZone(story.full_slug)) : content
}

/** Stories whose uuids appear as values of the requested relation fields (`component.field`). */
function relations(content: unknown, fields: readonly string[], byUuid: Map<string, DemoStory>, out: Set<DemoStory>): void {
  if (Array.isArray(content)) {
    for (const item of content) relations(item, fields, byUuid, out)
    return
  }
  if (!content || typeof content !== 'object') return
  const node = content as Record<string, unknown>
  for (const [key, value] of Object.entries(node)) {
    if (typeof node.component === 'string' && fields.includes(`${node.component}.${key}`)) {
      for (const uuid of [value].flat()) {
        const target = typeof uuid === 'string' ? byUuid.get(uuid) : undefined
        if (target) out.add(target)
      }
    } else relations(value, fields, byUuid, out)
  }
}

/** A story as `cdn/links` names it: its full slug (a folder's start page ends with the slash), no content. */
function storyLink(s: DemoStory) {
  return {
    id: s.id,
    uuid: s.uuid,
    slug: s.full_slug,
    name: s.name,
    is_folder: false,
    parent_id: 0,
    published: Boolean(s.published),
    position: 0,
    real_path: `/${s.full_slug}`,
    is_startpage: s.is_startpage,
  }
}

/** A folder as `cdn/links` names it; Storyblok lists folders whatever the version. */
function folderLink(path: string) {
  let hash = 0
  for (const ch of path) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return {
    id: hash,
    uuid: `00000000-0000-4000-9000-${hash.toString(16).padStart(12, '0')}`,
    slug: path,
    name: path.slice(path.lastIndexOf('/') + 1),
    is_folder: true,
    parent_id: 0,
    published: false,
    position: 0,
    real_path: `/${path}`,
    is_startpage: false,
  }
}

/** Published reads the CDN caches by cv: Storyblok redirects one without the current cv to the same URL with it. */
const CACHED_READ = /^cdn\/(stories|links)(\/|$)/

function answer(space: DemoSpace, brand: Brand, url: URL, now: number, currentCv: number): Response {
  const params = url.searchParams
  const token = params.get('token')
  if (token !== DEMO_PUBLIC_TOKEN && token !== DEMO_PREVIEW_TOKEN) return json({ error: 'Unauthorized' }, 401)
  const version: Version = params.get('version') === 'draft' ? 'draft' : 'published'
  // Like Storyblok: a public token cannot read drafts.
  if (version === 'draft' && token !== DEMO_PREVIEW_TOKEN) return json({ error: 'Unauthorized' }, 401)

  const path = url.pathname.replace(/^\/v2\//, '')
  if (version === 'published' && CACHED_READ.test(path) && params.get('cv') !== String(currentCv)) {
    const location = new URL(url)
    location.searchParams.set('cv', String(currentCv))
    return new Response(null, { status: 301, headers: { location: location.toString() } })
  }
  const byUuid = space.byUuid
  const relFields = (params.get('resolve_relations') ?? '').split(',').filter(Boolean)
  const published = (s: DemoStory) => {
    const content = visible(s, version, now)
    return content ? [toApiStory(s, content, version)] : []
  }
  // SPEC §7: `rels` / `links`, or past the limit their uuids only (`rel_uuids` / `link_uuids`).
  const resolved = (contents: unknown[]) => {
    const found = new Set<DemoStory>()
    for (const content of contents) relations(content, relFields, byUuid, found)
    const rels = [...found].filter((s) => visible(s, version, now) !== undefined)
    const uuids = new Set<string>()
    if (params.get('resolve_links') === 'url') for (const content of contents) linkedUuids(content, uuids)
    const linked = [...uuids].flatMap((uuid) => {
      const target = byUuid.get(uuid)
      return target && visible(target, version, now) ? [target] : []
    })
    return {
      ...(rels.length > DEMO_RESOLVE_LIMIT ? { rels: [], rel_uuids: rels.map((r) => r.uuid) } : { rels: rels.flatMap(published) }),
      ...(linked.length > DEMO_RESOLVE_LIMIT
        ? { links: [], link_uuids: linked.map((l) => l.uuid) }
        : { links: linked.map((l) => ({ name: l.name, id: l.id, uuid: l.uuid, slug: l.slug, url: l.full_slug, full_slug: l.full_slug })) }),
    }
  }

  if (path === 'cdn/spaces/me') {
    return json({
      space: { id: space.id, name: `Demo ${brand}`, domain: 'http://localhost:8787/', version: currentCv, language_codes: [] },
    })
  }

  if (path.startsWith('cdn/stories/')) {
    // The exact full slug: `cdn/stories/de-de/` is the folder's start page, and nothing answers for a path it lacks.
    const story = space.stories.get(decodeURIComponent(path.slice('cdn/stories/'.length)))
    const content = story && visible(story, version, now)
    if (!story || !content) return json(['This record could not be found'], 404)
    return json({ story: toApiStory(story, content, version), cv: currentCv, ...resolved([content]) })
  }

  // Like Storyblok: 25 a page unless asked, at most 100 stories or 1,000 links.
  const perPage = Math.min(Math.max(Number(params.get('per_page')) || 25, 1), path === 'cdn/links' ? 1000 : 100)
  const page = Math.max(Number(params.get('page')) || 1, 1)
  const startsWith = params.get('starts_with') ?? ''
  const paging = (total: number) => ({ total: String(total), 'per-page': String(perPage) })

  if (path === 'cdn/links') {
    // Every story of the version and every folder (published or not), each once, in the space's order.
    const links = new Map<string, Record<string, unknown>>()
    for (const s of space.stories.values()) {
      const segments = s.full_slug.replace(/\/$/, '').split('/')
      for (let depth = 1; depth <= segments.length - (s.is_startpage ? 0 : 1); depth += 1) {
        const folder = segments.slice(0, depth).join('/')
        if (!links.has(folder)) links.set(folder, folderLink(folder))
      }
      if (visible(s, version, now) && s.full_slug.startsWith(startsWith)) links.set(s.full_slug, storyLink(s))
    }
    const listed = [...links.values()].filter((link) => String(link.slug).startsWith(startsWith))
    const pageLinks = listed.slice((page - 1) * perPage, page * perPage)
    return json({ links: Object.fromEntries(pageLinks.map((link) => [link.uuid, link])) }, 200, paging(listed.length))
  }

  const uuids = params.get('by_uuids')?.split(',').filter(Boolean)
  const filter = contentFilter(params)
  if (!filter) return json({ error: 'filter_query: an operation the demo space does not know' }, 422)
  const startpages = startpageFilter(params.get('is_startpage'))
  const matching = [...space.stories.values()].flatMap((s) => {
    const content = visible(s, version, now)
    const listed = content && { full_slug: s.full_slug, is_startpage: s.is_startpage, name: s.name, slug: s.slug, content }
    return listed && s.full_slug.startsWith(startsWith) && (!uuids || uuids.includes(s.uuid)) && filter(content) && startpages(listed)
      ? [{ ...listed, story: s, first_published_at: s.published ? PUBLISHED_AT : null }]
      : []
  })
  const pageItems = sortStories(matching, params.get('sort_by')).slice((page - 1) * perPage, page * perPage)

  if (path === 'cdn/stories') {
    const contents = pageItems.map((item) => withoutFields(item.content, params.get('excluding_fields')))
    const list = pageItems.map((item, i) => toApiStory(item.story, contents[i] ?? {}, version))
    return json({ stories: list, cv: currentCv, ...resolved(contents) }, 200, paging(matching.length))
  }

  return json(['This record could not be found'], 404)
}

/**
 * An editor's publish in the demo space: the story's draft becomes its published version and the space's cache
 * version moves on; publishing it again changes nothing (a repeated webhook). Lives in this isolate's memory:
 * restarting `npm run dev` returns to the bundled content.
 */
export async function publishDemoStory(kv: KVNamespace, brand: Brand, fullSlug: string): Promise<{ cv: number } | undefined> {
  const space = await spaceOf(kv, brand)
  const story = space.stories.get(fullSlug)
  if (!story?.draft || story.published === story.draft) return undefined
  story.published = story.draft
  space.cv += 1
  return { cv: space.cv }
}

/** Back to the bundled content (tests). */
export function resetDemoSpaces(): void {
  spaces.clear()
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'))
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
  })
}

export interface DemoFetchOptions {
  /** Answer each call after this long (the benchmark's cold run). */
  latencyMs?: number | undefined
  /** The space's current cache version, when a test plays Storyblok publishing (it moves on its own otherwise). */
  cv?: (() => number) | undefined
}

/** At most this many redirects are followed, as by the platform's fetch. */
const MAX_REDIRECTS = 20

/**
 * A `fetch` for storyblok-js-client that answers from the brand's demo space, optionally after a delay. Like the
 * platform's fetch it follows redirects (the cv redirect) unless the request says `redirect: 'manual'`; each hop is a
 * call of its own, as it would be a subrequest of its own.
 */
export function demoFetch(kv: KVNamespace, brand: Brand, options: DemoFetchOptions = {}): typeof fetch {
  const latencyMs = options.latencyMs ?? 0
  const exchange = async (url: URL, signal: AbortSignal | null | undefined): Promise<Response> => {
    const startedAt = Date.now()
    if (latencyMs > 0) await sleep(latencyMs, signal)
    let space: DemoSpace
    try {
      space = await spaceOf(kv, brand)
    } catch (error) {
      return json({ error: `demo space unavailable: ${String(error)}` }, 503)
    }
    const response = answer(space, brand, url, Date.now(), options.cv?.() ?? space.cv)
    // With a latency set (the benchmark's cold run), each call's timing is logged so the run can show its round trips.
    // It ends once the answer is built: building it is the CMS's work (Storyblok's, in production), though the demo
    // space does it in the storefront's own isolate.
    if (latencyMs > 0) log.info('demo-cms-call', { call: url.pathname.replace(/^\/v2\//, ''), startedAt, endedAt: Date.now() })
    return response
  }
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input))
    for (let hops = 0; ; hops += 1) {
      const response = await exchange(url, init?.signal)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status > 399 || location === null || init?.redirect === 'manual') return response
      if (init?.redirect === 'error' || hops >= MAX_REDIRECTS) throw new TypeError(`redirect refused: ${url.pathname}`)
      url = new URL(location, url)
    }
  }
}
