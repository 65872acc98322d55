// Headline: a section heading at the level the editor chose (h1 only where the page has no teaser).
import * as z from 'zod/mini'
import { catchWith, optionField, textField } from '../content/fields'

export const headlineSchema = z.object({
  text: textField(z.string()),
  // Only the outline: an unset or unknown level is a section heading.
  level: catchWith(optionField(z._default(z.enum(['h1', 'h2', 'h3']), 'h2')), 'h2'),
})

export function Headline({ block }: { block: z.infer<typeof headlineSchema> }) {
  const Tag = block.level
  return <Tag className="headline">{block.text}</Tag>
}
