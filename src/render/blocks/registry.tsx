// The one block registry: CMS component name -> schema and view. A block that is unknown or does not match its schema
// renders nothing and is logged once per isolate; it never breaks the page.
import type { ComponentType } from 'react'
import type * as z from 'zod/mini'
import { parseOnce } from '../../content/parse-once'
import type { RawBlock } from '../../content/schemas'
import { log } from '../../log'
import { Headline, headlineSchema } from './headline'
import { Teaser, teaserSchema } from './teaser'
import { Text, textSchema } from './text'

interface BlockDefinition<T> {
  schema: z.ZodMiniType<T>
  View: ComponentType<{ block: T }>
}

function block<T>(schema: z.ZodMiniType<T>, View: ComponentType<{ block: T }>): BlockDefinition<unknown> {
  return { schema, View } as BlockDefinition<unknown>
}

const registry: Readonly<Record<string, BlockDefinition<unknown>>> = {
  Teaser: block(teaserSchema, Teaser),
  Headline: block(headlineSchema, Headline),
  Text: block(textSchema, Text),
}

const reported = new Set<string>()
function reportOnce(event: string, component: string, fields: Record<string, unknown> = {}): void {
  const key = `${event}:${component}`
  if (reported.has(key)) return
  reported.add(key)
  log.warn(event, { component, ...fields })
}

export function Blocks({ blocks }: { blocks: readonly RawBlock[] }) {
  return blocks.map((raw, index) => {
    const definition = registry[raw.component]
    if (!definition) {
      reportOnce('unknown-block', raw.component)
      return null
    }
    const parsed = parseOnce(definition.schema, raw)
    if (!parsed.success) {
      reportOnce('invalid-block', raw.component, { uid: raw._uid, issues: parsed.error.issues.map((i) => i.path.join('.')) })
      return null
    }
    const View = definition.View
    return <View key={raw._uid || index} block={parsed.data} />
  })
}
