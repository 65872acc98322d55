// A block definition pairs a CMS component's schema with its server view; the registry looks them up by component name.
import type { ComponentType } from 'react'
import type * as z from 'zod/mini'

export interface BlockDefinition<T> {
  schema: z.ZodMiniType<T>
  View: ComponentType<{ block: T }>
}

export function defineBlock<T>(schema: z.ZodMiniType<T>, View: ComponentType<{ block: T }>): BlockDefinition<unknown> {
  return { schema, View } as BlockDefinition<unknown>
}

export type BlockTable = Readonly<Record<string, BlockDefinition<unknown>>>
