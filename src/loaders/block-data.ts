// The data of a page's blocks (shop answers, Feed lists): every block with a `load` in the registry is found in the
// page's blocks, nested ones included, and its load is started by the page's loader with the rest of its loads. The
// views are handed the promises (deferred: they never reject and stream in behind their placeholders).
import { parseOnce } from '../content/parse-once'
import type { RawBlock } from '../content/schemas'
import { storyLister } from '../content/story-list'
import { log } from '../log'
import { blockDataKey, type BlockLoadRequest } from '../blocks/define'
import { blockDefinition } from '../blocks/registry'
import type { ShopClient } from '../shop/client'
import { defer, type Deferred } from './deferred'
import type { PageScope } from './scope'
import { holdsIsolateMemory } from '../cache/isolate-memory'

export type BlockDataMap = ReadonlyMap<string, Deferred<unknown>>

/** Every object with a `component` below `value` (blocks nest in containers and A/B blocks). */
function* blocksIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 8 || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) yield* blocksIn(item, depth + 1)
    return
  }
  const record = value as Record<string, unknown>
  if (typeof record.component === 'string') yield record
  for (const field of Object.values(record)) if (typeof field === 'object') yield* blocksIn(field, depth + 1)
}

/** The data sources of one page's blocks: one shop client, each shop call and story list once per page. */
export function blockLoadRequest(scope: PageScope): BlockLoadRequest {
  const { site } = scope
  const calls = new Map<string, Promise<unknown>>()
  return {
    site,
    url: scope.url,
    shop<T>(key: string, call: (client: ShopClient) => Promise<T>): Promise<T | null> {
      let pending = calls.get(key) as Promise<T | null> | undefined
      if (!pending) {
        pending = Promise.resolve()
          .then(() => call(scope.shop()))
          .catch((error: unknown) => {
            log.warn('shop-block-data-unavailable', { key, error })
            return null
          })
        calls.set(key, pending)
      }
      return pending
    },
    stories: storyLister(scope.content, site),
  }
}

/**
 * Starts the load of every block below `blocks` that declares one (A/B blocks: both variants, as the treatment is the
 * view's to read). Undefined when no block has data.
 */
/**
 * The blocks below one list that declare a load, found once per list: a page's block lists come from its parsed story,
 * the same objects on every request until a publish, and walking them (rich text included) was a part of every render.
 */
let loadingBlocks = new WeakMap<readonly RawBlock[], readonly Record<string, unknown>[]>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (loadingBlocks = new WeakMap()))

function blocksWithLoads(list: readonly RawBlock[]): readonly Record<string, unknown>[] {
  let found = loadingBlocks.get(list)
  if (!found) {
    found = [...blocksIn(list, 1)].filter((raw) => blockDefinition(raw.component as string)?.load !== undefined)
    loadingBlocks.set(list, found)
  }
  return found
}

export function startBlockLoads(request: BlockLoadRequest, blocks: readonly (readonly RawBlock[])[]): BlockDataMap | undefined {
  let started: Map<string, Deferred<unknown>> | undefined
  for (const raw of blocks.flatMap(blocksWithLoads)) {
    const component = raw.component as string
    const definition = blockDefinition(component)
    if (!definition?.load) continue
    // An invalid block renders nothing (the registry logs it), so it loads nothing either; the registry parses it the
    // same way (one parse, shared), so the block it renders is the one this loads for.
    const parsed = parseOnce(definition.schema, raw)
    if (!parsed.success) continue
    const key = blockDataKey(component, typeof raw._uid === 'string' ? raw._uid : '', parsed.data)
    started ??= new Map()
    if (started.has(key)) continue
    const load = definition.load
    const pending = Promise.resolve()
      .then(() => load(parsed.data, request))
      .catch((error: unknown) => {
        log.warn('shop-block-data-unavailable', { component, error })
        return null
      })
    const deferred = defer(pending, null)
    started.set(key, deferred)
    // Awaiting the deferred itself: its settled status (set by a callback registered first) is then readable by use().
    if (definition.inFirstBytes) inFirstBytes.set(started, [...(inFirstBytes.get(started) ?? []), deferred])
  }
  return started
}

const inFirstBytes = new WeakMap<BlockDataMap, Promise<unknown>[]>()

/** Settles when the data of every block that must be in the first bytes (a form, see BlockDefinition) is in. */
export async function firstBytesReady(started: BlockDataMap | undefined): Promise<void> {
  if (started) await Promise.all(inFirstBytes.get(started) ?? [])
}
