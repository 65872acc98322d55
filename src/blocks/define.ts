// A block definition pairs a CMS component's schema with its server view; the registry looks them up by component name.
// A block that shows data from elsewhere (the shop, other stories) also declares `load`: the page's loader finds the
// block in its story and starts that load with the page's other loads (src/loaders/block-data.ts); the view is handed
// the promise as its `data` prop and only renders it, so no view ever loads anything itself.
import type { ComponentType } from 'react'
import type * as z from 'zod/mini'
import type { StoryLister } from '../content/story-list'
import type { Site } from '../domain/site'
import type { ShopClient } from '../shop/client'

/** What a block's load may use: the request's facts and its shared, never-rejecting data sources. */
export interface BlockLoadRequest {
  site: Site
  /** The page's own URL: a listing inside a block reads its state from the query. */
  url: URL
  /** One shop call per page and key, shared by every block asking for it; a failure is logged once and yields null. */
  shop<T>(key: string, call: (client: ShopClient) => Promise<T>): Promise<T | null>
  /** Stories under a folder of the site's content, newest first; empty (logged) when the CMS fails. */
  stories: StoryLister
}

/** A block's data as its view receives it: never rejects; null when it could not be had; absent where no loader ran. */
export type BlockData<D> = Promise<D | null> | undefined

export type BlockLoad<T, D> = (block: T, request: BlockLoadRequest) => Promise<D | null>

export interface BlockDefinition<T, D = unknown> {
  schema: z.ZodMiniType<T>
  View: ComponentType<{ block: T; data?: BlockData<D> }>
  load?: BlockLoad<T, D> | undefined
  /**
   * The page waits for this block's data before its first byte. For blocks that hold a form: streamed content is
   * revealed by a script, so without JavaScript a streamed form would never show.
   */
  inFirstBytes?: boolean
}

export function defineBlock<T>(schema: z.ZodMiniType<T>, View: ComponentType<{ block: T }>): BlockDefinition<unknown>
export function defineBlock<T, D>(
  schema: z.ZodMiniType<T>,
  View: ComponentType<{ block: T; data?: BlockData<D> }>,
  load: BlockLoad<T, D>,
  options?: { inFirstBytes?: boolean },
): BlockDefinition<unknown>
export function defineBlock<T, D>(
  schema: z.ZodMiniType<T>,
  View: ComponentType<{ block: T; data?: BlockData<D> }>,
  load?: BlockLoad<T, D>,
  options: { inFirstBytes?: boolean } = {},
): BlockDefinition<unknown> {
  return { schema, View, load, ...(options.inFirstBytes ? { inFirstBytes: true } : {}) } as BlockDefinition<unknown>
}

export type BlockTable = Readonly<Record<string, BlockDefinition<unknown>>>

/** Where a block's data is filed for its page: its CMS `_uid`, or its content when it has none. */
export function blockDataKey(component: string, uid: string, block: unknown): string {
  return uid ? `${component}:${uid}` : `${component}:${JSON.stringify(block)}`
}
