// Rich text with limits: a document nested deeper or larger than any editor writes (a pasted or generated monster)
// would cost the render its stack or its CPU budget. It is not rendered and is logged (SPEC §8 richtext-render-error).
import { log } from '../log'
import { RichText, type RichNode } from './richtext'

export const RICH_TEXT_LIMITS = { depth: 24, nodes: 4000 } as const

/** What the schema puts in place of a document beyond the limits (./text.tsx), so it is never parsed recursively. */
export const LIMITS_EXCEEDED = 'limits-exceeded'

/**
 * Whether a document, parsed or still raw CMS JSON, stays within the limits: walks iteratively, so a hostile depth
 * cannot overflow the stack, and stops at the first node too many.
 */
export function withinLimits(doc: unknown): boolean {
  const stack: [unknown, number][] = [[doc, 1]]
  let nodes = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number]
    if (++nodes > RICH_TEXT_LIMITS.nodes || depth > RICH_TEXT_LIMITS.depth) return false
    const content = typeof node === 'object' && node !== null ? (node as { content?: unknown }).content : undefined
    if (!Array.isArray(content)) continue
    // A node with more children than the whole budget is over it, without pushing them all.
    if (content.length > RICH_TEXT_LIMITS.nodes) return false
    for (const child of content) stack.push([child, depth + 1])
  }
  return true
}

export function SafeRichText({ doc, source }: { doc: RichNode; source: string }) {
  if (doc.type === LIMITS_EXCEEDED || !withinLimits(doc)) {
    log.warn('richtext-render-error', { source, reason: 'limits', ...RICH_TEXT_LIMITS })
    return null
  }
  return <RichText doc={doc} />
}
