// UspTeaser: a row of the shop's promises (fast shipping, made here, guarantee), each an icon and a short line. Also the
// page's optional `uspTeaser` field, shown in the teaser area between teaser and calculator (SPEC §2).
import * as z from 'zod/mini'
import { requiredList } from '../content/fields'
import { entry, iconField, optionalText, requiredText } from './block-fields'
import { BlockIcon } from './block-icon'
import { useEntryMarks } from './editable'

export const uspTeaserSchema = z.object({
  headline: optionalText,
  items: requiredList(entry({ text: requiredText, icon: iconField })).check(z.minLength(1)),
})

export function UspTeaser({ block }: { block: z.infer<typeof uspTeaserSchema> }) {
  const marks = useEntryMarks()
  return (
    <section className="usp-teaser" aria-label={block.headline || undefined}>
      {block.headline && <h2 className="usp-teaser__headline">{block.headline}</h2>}
      <ul className="usp-teaser__list">
        {block.items.map((item, index) => (
          <li key={index} className="usp-teaser__item" {...marks(item._editable)}>
            <BlockIcon name={item.icon} className="usp-teaser__icon" />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
