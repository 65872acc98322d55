// Text: a richtext document from the CMS.
import * as z from 'zod/mini'
import type { RichNode } from '../richtext'
import { SafeRichText } from './safe-rich-text'

export const richNodeSchema: z.ZodMiniType<RichNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.optional(z.string()),
    attrs: z.optional(z.record(z.string(), z.unknown())),
    marks: z.optional(z.array(z.object({ type: z.string(), attrs: z.optional(z.record(z.string(), z.unknown())) }))),
    content: z.optional(z.array(richNodeSchema)),
  }),
)

export const textSchema = z.object({ text: richNodeSchema })

export function Text({ block }: { block: z.infer<typeof textSchema> }) {
  return (
    <div className="text">
      <SafeRichText doc={block.text} source="Text" />
    </div>
  )
}
