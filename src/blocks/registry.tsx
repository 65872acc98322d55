// The one block registry: CMS component name -> schema and view. A block that is unknown or does not match its schema
// renders nothing and is logged (`unknown-block`, or `content-invalid` with the story, its `_uid`, component and field
// path); it never breaks the page, and a bad entry inside a block costs only that entry. On preview hosts the editor
// sees a notice with the reason in its place. A block with data gets the promise its page's loader started for it
// (by block, from the page context), never a load of its own. On preview hosts each block is also wrapped in the
// element the visual editor opens (./editable.tsx).
import { Fragment } from 'react'
import { parseOnce, reportContent } from '../content/parse-once'
import type { RawBlock } from '../content/schemas'
import { log } from '../log'
import { CONTENT_BLOCKS } from './content-blocks'
import { useOptionalPageContext } from '../views/page-context'
import { ContentNotice } from '../views/content-notice'
import { blockDataKey, type BlockDefinition, type BlockTable } from './define'
import { Editable } from './editable'
import { PRODUCT_BLOCKS } from './product-blocks'

const registry: BlockTable = { ...CONTENT_BLOCKS, ...PRODUCT_BLOCKS }

/** The definition of a CMS component, if the storefront knows it. */
export function blockDefinition(component: string): BlockDefinition<unknown> | undefined {
  return registry[component]
}

export function Blocks({ blocks }: { blocks: readonly RawBlock[] }) {
  const context = useOptionalPageContext()
  return blocks.map((raw, index) => {
    const definition = registry[raw.component]
    if (!definition) {
      log.once('warn', 'unknown-block', raw.component, { component: raw.component })
      const unknown = { path: 'component', uid: raw._uid, component: raw.component, problem: 'not a component of this shop' }
      return __PREVIEW_HOSTS__ && context?.site.preview ? (
        <ContentNotice key={raw._uid || index} entry={unknown} language={context.site.language} />
      ) : null
    }
    const parsed = parseOnce(definition.schema, raw)
    reportContent(context?.story ?? '', parsed)
    // Drafts only: preview pages are never cached, so the notices reach the editor alone.
    const notices =
      __PREVIEW_HOSTS__ &&
      context?.site.preview &&
      parsed.dropped.map((entry) => (
        <ContentNotice
          key={`${entry.uid}:${entry.path}`}
          entry={entry}
          block={parsed.success ? raw.component : undefined}
          language={context.site.language}
        />
      ))
    if (!parsed.success) return notices ? <Fragment key={raw._uid || index}>{notices}</Fragment> : null
    const View = definition.View
    const view = definition.load ? (
      <WithData View={View} block={parsed.data} dataKey={blockDataKey(raw.component, raw._uid, parsed.data)} />
    ) : (
      <View block={parsed.data} />
    )
    return (
      <Fragment key={raw._uid || index}>
        {notices}
        {/* The editor's box exists on preview hosts only: a build without them renders the block alone. */}
        {__PREVIEW_HOSTS__ ? <Editable editable={raw._editable}>{view}</Editable> : view}
      </Fragment>
    )
  })
}

/** Hands a block the data its page's loader started for it; none where no loader ran (the view then renders nothing). */
function WithData({ View, block, dataKey }: { View: BlockDefinition<unknown>['View']; block: unknown; dataKey: string }) {
  const data = useOptionalPageContext()?.blockData?.get(dataKey)
  return <View block={block} data={data} />
}
