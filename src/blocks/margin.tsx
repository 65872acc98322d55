// Margin: vertical breathing room between blocks, in four steps the editor picks (CSS scales them per breakpoint).
import * as z from 'zod/mini'
import { catchWith, optionField } from '../content/fields'

// Only spacing: an unset or unknown size is the medium one.
export const marginSchema = z.object({
  size: catchWith(optionField(z._default(z.enum(['small', 'medium', 'large', 'xlarge']), 'medium')), 'medium'),
})

export function Margin({ block }: { block: z.infer<typeof marginSchema> }) {
  return <div className={`margin margin--${block.size}`} aria-hidden="true" />
}
