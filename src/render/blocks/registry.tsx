// The one block registry: CMS component name -> schema and view. A block that is unknown or does not match its schema
// renders nothing and is logged once per isolate; it never breaks the page. A block with data gets the promise its
// page's loader started for it (by block, from the page context), never a load of its own. On preview hosts each
// block is wrapped in the element the visual editor opens (./editable.tsx).
import { parseOnce } from '../../content/parse-once'
import type { RawBlock } from '../../content/schemas'
import { log } from '../../log'
import { CONTENT_BLOCKS } from './content-blocks'
import { useOptionalPageContext } from '../page-context'
import { blockDataKey, type BlockDefinition, type BlockTable } from './define'
import { Editable } from './editable'
import { PRODUCT_BLOCKS } from './product-blocks'

const registry: BlockTable = { ...CONTENT_BLOCKS, ...PRODUCT_BLOCKS }

/** The definition of a CMS component, if the storefront knows it. */
export function blockDefinition(component: string): BlockDefinition<unknown> | undefined {
  return registry[component]
}

export function Blocks({ blocks }: { blocks: readonly RawBlock[] }) {
  return blocks.map((raw, index) => {
    const definition = registry[raw.component]
    if (!definition) {
      log.once('warn', 'unknown-block', raw.component, { component: raw.component })
      return null
    }
    const parsed = parseOnce(definition.schema, raw)
    if (!parsed.success) {
      log.once('warn', 'invalid-block', raw.component, {
        component: raw.component,
        uid: raw._uid,
        issues: parsed.error.issues.map((i) => i.path.join('.')),
      })
      return null
    }
    const View = definition.View
    const view = definition.load ? (
      <WithData View={View} block={parsed.data} dataKey={blockDataKey(raw.component, raw._uid, parsed.data)} />
    ) : (
      <View block={parsed.data} />
    )
    return (
      <Editable key={raw._uid || index} editable={raw._editable}>
        {view}
      </Editable>
    )
  })
}

/** Hands a block the data its page's loader started for it; none where no loader ran (the view then renders nothing). */
function WithData({ View, block, dataKey }: { View: BlockDefinition<unknown>['View']; block: unknown; dataKey: string }) {
  const data = useOptionalPageContext()?.blockData?.get(dataKey)
  return <View block={block} data={data} />
}
