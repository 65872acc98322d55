// Rich text beyond the limits is recognised on the raw CMS JSON, iteratively, before zod parses it recursively: a
// hostile document of any depth costs one bounded walk, never the parser's stack.
import { describe, expect, it } from 'vitest'
import { LIMITS_EXCEEDED, RICH_TEXT_LIMITS, withinLimits } from '../../src/blocks/safe-rich-text'
import { richNodeSchema } from '../../src/blocks/text'

function nested(depth: number): unknown {
  let node: unknown = { type: 'text', text: 'ganz unten' }
  for (let level = 1; level < depth; level++) node = { type: 'paragraph', content: [node] }
  return node
}

const wide = (children: number) => ({ type: 'doc', content: Array.from({ length: children }, () => ({ type: 'text', text: 'x' })) })

describe('rich text limits', () => {
  it.each([
    ['at the depth limit', nested(RICH_TEXT_LIMITS.depth), true],
    ['one level deeper', nested(RICH_TEXT_LIMITS.depth + 1), false],
    ['at the node limit', wide(RICH_TEXT_LIMITS.nodes - 1), true],
    ['one node more', wide(RICH_TEXT_LIMITS.nodes), false],
    ['a node with a million children', { type: 'doc', content: { length: 1_000_000 } }, true],
    ['not an object', 'doc', true],
  ])('%s: within the limits = %s', (_, doc, within) => {
    expect(withinLimits(doc)).toBe(within)
  })

  it('parses a document within the limits as it is', () => {
    const doc = nested(5)
    expect(richNodeSchema.parse(doc)).toEqual(doc)
  })

  it('never lets zod descend into a document 200,000 levels deep: it becomes the stand-in SafeRichText skips', () => {
    const doc = nested(200_000)
    const started = performance.now()
    expect(richNodeSchema.parse(doc)).toEqual({ type: LIMITS_EXCEEDED })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('stops at the node budget on a document of 100,000 nodes', () => {
    expect(richNodeSchema.parse(wide(100_000))).toEqual({ type: LIMITS_EXCEEDED })
  })
})
