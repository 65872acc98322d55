// Text: a richtext document from the CMS.
import * as z from 'zod/mini'
import type { RichNode } from './richtext'
import { LIMITS_EXCEEDED, SafeRichText, withinLimits } from './safe-rich-text'

const richNodeShape: z.ZodMiniType<RichNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.optional(z.string()),
    attrs: z.optional(z.record(z.string(), z.unknown())),
    marks: z.optional(z.array(z.object({ type: z.string(), attrs: z.optional(z.record(z.string(), z.unknown())) }))),
    content: z.optional(z.array(richNodeShape)),
  }),
)

/**
 * A rich text document. Its size and depth are checked iteratively on the raw JSON before zod descends into it
 * (recursively): a document beyond the limits is never parsed, it becomes a stand-in that SafeRichText logs and skips.
 */
export const richNodeSchema: z.ZodMiniType<RichNode> = z.pipe(
  z.transform((raw: unknown) => (withinLimits(raw) ? raw : { type: LIMITS_EXCEEDED })),
  richNodeShape,
)

export const textSchema = z.object({ text: richNodeSchema })

export function Text({ block }: { block: z.infer<typeof textSchema> }) {
  return (
    <div className="text">
      <SafeRichText doc={block.text} source="Text" />
    </div>
  )
}
