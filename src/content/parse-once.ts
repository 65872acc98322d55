// Parses a CMS object once per isolate, and a bad entry costs only itself. Stories held in isolate memory come back as
// the same objects on every request, so their parsed form is kept beside them (and goes when they go). Where content
// does not parse, the innermost list entry on each problem's path is left out and the rest parsed again: one broken
// navigation item leaves its siblings standing. What was left out comes back with the result, and the caller, who
// knows the story, logs it (`reportContent`) and on preview hosts shows it; nothing here knows about requests.
import type * as z from 'zod/mini'
import { log } from '../log'
import { readWithoutAlt, withoutAltCount } from './fields'
import { holdsIsolateMemory } from '../cache/isolate-memory'

/** A part of the content that was left out (or, when the parse failed, what failed the whole). */
export interface DroppedEntry {
  /** Where the problem is, from the parsed object, e.g. `mainNavigationItems.1.link.anchor`. */
  path: string
  /** The left-out entry's `_uid` and component (wire-form list entries are blocks), else those of the block holding it. */
  uid: string
  component: string
  problem: string
}

/** A picture read without alternative text: rendered as decorative (`alt=""`). */
export interface PictureWithoutAlt {
  path: string
  uid: string
  component: string
}

type Outcome<T> = { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: z.core.$ZodError }

export type ContentParse<T> = Outcome<T> & {
  /** Entries left out so that the rest parses; after a failure, the one problem that failed the whole. */
  dropped: readonly DroppedEntry[]
  withoutAlt: readonly PictureWithoutAlt[]
}

export interface ParseOptions {
  /**
   * A story's own fields are units too: a field whose problem lies in no list entry is left out (then read as unset)
   * rather than failing the story. Blocks have no such option: a block whose own field is bad is dropped whole.
   */
  fields?: boolean
}

let results = new WeakMap<object, Map<unknown, unknown>>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (results = new WeakMap()))

export function parseOnce<T>(schema: z.ZodMiniType<T>, value: object, options: ParseOptions = {}): ContentParse<T> {
  let bySchema = results.get(value)
  if (!bySchema) {
    bySchema = new Map()
    results.set(value, bySchema)
  }
  let result = bySchema.get(schema) as ContentParse<T> | undefined
  if (!result) {
    result = parseEntries(schema, value, options)
    bySchema.set(schema, result)
  }
  return result
}

/** Logs what a parse left out (`content-invalid`) and its pictures without alternative text, naming the story. */
export function reportContent(story: string, parsed: Pick<ContentParse<unknown>, 'dropped' | 'withoutAlt'>): void {
  for (const entry of parsed.dropped)
    log.once('warn', 'content-invalid', `${story}\u0000${entry.uid}\u0000${entry.path}`, { story, ...entry })
  for (const picture of parsed.withoutAlt)
    log.once('warn', 'image-alt-missing', `${story}\u0000${picture.uid}\u0000${picture.path}`, { story, ...picture })
}

// A problem whose path lies in no entry ends the pruning at once; the bound only guards against a schema that keeps
// finding new problems in what is left.
const MAX_ROUNDS = 32

type Path = readonly PropertyKey[]
type Node = Record<PropertyKey, unknown>

function parseEntries<T>(schema: z.ZodMiniType<T>, value: object, options: ParseOptions): ContentParse<T> {
  // Arrays copied without some of their entries, with the original index of each entry they kept.
  const origins = new WeakMap<readonly unknown[], number[]>()
  const dropped: DroppedEntry[] = []
  const readsBefore = withoutAltCount()
  let input: unknown = value
  for (let round = 0; ; round++) {
    const result = schema.safeParse(input)
    // Pictures without alternative text are looked for only where this parse read one: most content has none.
    if (result.success)
      return {
        success: true,
        data: result.data,
        dropped,
        withoutAlt: withoutAltCount() === readsBefore ? [] : picturesWithoutAlt(input, origins),
      }
    const cuts = round < MAX_ROUNDS ? cutsFor(input, result.error.issues, options) : undefined
    if (!cuts) {
      const first = result.error.issues[0]
      const path = first?.path ?? []
      // The whole is what failed: it is named by its own `_uid` and component.
      const whole = { path: originalPath(input, path, origins), ...ownerOf(input, 0)(path), problem: first?.message ?? 'invalid' }
      return { success: false, error: result.error, dropped: [whole], withoutAlt: [] }
    }
    for (const { at, problem } of cuts)
      dropped.push({ path: originalPath(input, problem.path, origins), ...ownerOf(input, at.length)(at), problem: problem.message })
    input = without(
      input,
      cuts.map(({ at }) => at),
      origins,
    )
  }
}

interface Cut {
  /** The path of what is left out: a list entry, or a story's own field. */
  at: Path
  problem: z.core.$ZodIssue
}

/** Where to cut for each problem, one cut per entry; undefined when some problem lies in no entry (the whole fails). */
function cutsFor(input: unknown, issues: readonly z.core.$ZodIssue[], options: ParseOptions): Cut[] | undefined {
  const cuts = new Map<string, Cut>()
  for (const problem of issues) {
    const at = entryOf(input, problem.path) ?? (options.fields ? fieldOf(input, problem.path) : undefined)
    if (!at) return undefined
    const key = at.map(String).join('\u0000')
    if (!cuts.has(key)) cuts.set(key, { at, problem })
  }
  // An entry inside another that is cut goes with it.
  const keys = [...cuts.keys()]
  return [...cuts].filter(([key]) => !keys.some((other) => other !== key && key.startsWith(`${other}\u0000`))).map(([, cut]) => cut)
}

/** The path of the innermost list entry on `path`, where the input has one. */
function entryOf(input: unknown, path: Path): Path | undefined {
  let node = input
  let entry: number | undefined
  for (let i = 0; i < path.length; i++) {
    const step = path[i] as PropertyKey
    if (Array.isArray(node) && typeof step === 'number' && step < node.length) entry = i
    node = node !== null && typeof node === 'object' ? (node as Node)[step] : undefined
  }
  return entry === undefined ? undefined : path.slice(0, entry + 1)
}

/** A story's own field on `path`, where the input has it. */
function fieldOf(input: unknown, path: Path): Path | undefined {
  const [field] = path
  return typeof field === 'string' && input !== null && typeof input === 'object' && field in input ? [field] : undefined
}

/** The `_uid` and component of the innermost block on the first `depth` steps of a path (the story's root included). */
function ownerOf(input: unknown, depth: number): (path: Path) => { uid: string; component: string } {
  return (path) => {
    let node = input
    let owner = { uid: '', component: '' }
    for (let i = 0; ; i++) {
      if (node !== null && typeof node === 'object' && typeof (node as Node).component === 'string') {
        const uid = (node as Node)._uid
        owner = { uid: typeof uid === 'string' ? uid : '', component: (node as Node).component as string }
      }
      if (i >= depth || node === null || typeof node !== 'object') return owner
      node = (node as Node)[path[i] as PropertyKey]
    }
  }
}

/** `path` in the input as it came, although entries before it may have been left out already. */
function originalPath(input: unknown, path: Path, origins: WeakMap<readonly unknown[], number[]>): string {
  let node = input
  const steps: PropertyKey[] = []
  for (const step of path) {
    const origin = Array.isArray(node) && typeof step === 'number' ? origins.get(node)?.[step] : undefined
    steps.push(origin ?? step)
    node = node !== null && typeof node === 'object' ? (node as Node)[step] : undefined
  }
  return steps.map(String).join('.')
}

/** A copy of `value` without what the paths name; untouched parts are shared, never changed. */
function without(value: unknown, paths: readonly Path[], origins: WeakMap<readonly unknown[], number[]>): unknown {
  if (value === null || typeof value !== 'object') return value
  const here = new Set<PropertyKey>(paths.filter((path) => path.length === 1).map((path) => path[0] as PropertyKey))
  const deeper = new Map<PropertyKey, Path[]>()
  for (const path of paths) {
    const [step, ...rest] = path as [PropertyKey, ...PropertyKey[]]
    if (rest.length === 0 || here.has(step)) continue
    deeper.set(step, [...(deeper.get(step) ?? []), rest])
  }
  if (Array.isArray(value)) {
    const before = origins.get(value) ?? value.map((_, index) => index)
    const kept: unknown[] = []
    const keptOrigins: number[] = []
    value.forEach((item, index) => {
      if (here.has(index)) return
      const rest = deeper.get(index)
      kept.push(rest ? without(item, rest, origins) : item)
      keptOrigins.push(before[index] ?? index)
    })
    origins.set(kept, keptOrigins)
    return kept
  }
  const copy: Node = { ...(value as Node) }
  for (const step of here) delete copy[step]
  for (const [step, rest] of deeper) copy[step] = without(copy[step], rest, origins)
  return copy
}

/** The pictures the asset reader read without alternative text, with where they are. */
function picturesWithoutAlt(input: unknown, origins: WeakMap<readonly unknown[], number[]>): PictureWithoutAlt[] {
  const found: PictureWithoutAlt[] = []
  const walk = (node: unknown, path: PropertyKey[], owner: { uid: string; component: string }, depth: number): void => {
    if (depth > 64 || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      const origin = origins.get(node)
      node.forEach((item, index) => walk(item, [...path, origin?.[index] ?? index], owner, depth + 1))
      return
    }
    if (readWithoutAlt(node)) found.push({ path: path.map(String).join('.'), ...owner })
    const record = node as Node
    const here =
      typeof record.component === 'string'
        ? { uid: typeof record._uid === 'string' ? record._uid : '', component: record.component }
        : owner
    for (const [key, child] of Object.entries(record)) walk(child, [...path, key], here, depth + 1)
  }
  walk(input, [], { uid: '', component: '' }, 0)
  return found
}
