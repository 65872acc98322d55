// Information: a highlighted note (delivery times, opening hours, a hint) with icon, headline and rich text.
import { useId } from 'react'
import * as z from 'zod/mini'
import { catchWith, optionField } from '../content/fields'
import { iconField, optionalRich, requiredText } from './block-fields'
import { BlockIcon } from './block-icon'
import { SafeRichText } from './safe-rich-text'

export const informationSchema = z.object({
  headline: requiredText,
  icon: iconField,
  text: optionalRich,
  // Only the look: an unset or unknown tone is the neutral one.
  tone: catchWith(optionField(z._default(z.enum(['info', 'success', 'warning']), 'info')), 'info'),
})

export function Information({ block }: { block: z.infer<typeof informationSchema> }) {
  const id = useId()
  return (
    <aside className={`information information--${block.tone}`} aria-labelledby={id}>
      <BlockIcon name={block.icon} className="information__icon" />
      <div className="information__copy">
        <h2 id={id} className="information__headline">
          {block.headline}
        </h2>
        {block.text && (
          <div className="information__text">
            <SafeRichText doc={block.text} source="Information" />
          </div>
        )}
      </div>
    </aside>
  )
}
