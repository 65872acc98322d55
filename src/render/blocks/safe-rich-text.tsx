// Rich text with limits: a document nested deeper or larger than any editor writes (a pasted or generated monster)
// would cost the render its stack or its CPU budget. It is not rendered and is logged (SPEC §8 richtext-render-error).
import { log } from '../../log'
import { RichText, type RichNode } from '../richtext'

export const RICH_TEXT_LIMITS = { depth: 24, nodes: 4000 } as const

/** Whether the document stays within the limits; walks iteratively, so a hostile depth cannot overflow the stack. */
export function withinLimits(doc: RichNode): boolean {
  const stack: [RichNode, number][] = [[doc, 1]]
  let nodes = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [RichNode, number]
    if (++nodes > RICH_TEXT_LIMITS.nodes || depth > RICH_TEXT_LIMITS.depth) return false
    for (const child of node.content ?? []) stack.push([child, depth + 1])
  }
  return true
}

export function SafeRichText({ doc, source }: { doc: RichNode; source: string }) {
  if (!withinLimits(doc)) {
    log.warn('richtext-render-error', { source, reason: 'limits', ...RICH_TEXT_LIMITS })
    return null
  }
  return <RichText doc={doc} />
}
