// Shop: the brand's shops side by side (SPEC §3 "Shop entry": text, link, colour, icon), e.g. calendars, cards, posters.
import * as z from 'zod/mini'
import { colorSchema } from '../content/schemas'
import { CmsLink } from '../views/cms-link'
import { requiredList, optionField } from '../content/fields'
import { entry, iconField, linkSchema, optionalText, requiredText } from './block-fields'
import { BlockIcon } from './block-icon'
import { useEntryMarks } from './editable'

export const shopSchema = z.object({
  headline: optionalText,
  entries: requiredList(
    entry({ text: requiredText, link: linkSchema, color: optionField(z._default(colorSchema, '#1d3557')), icon: iconField }),
  ).check(z.minLength(1)),
})

export function Shop({ block }: { block: z.infer<typeof shopSchema> }) {
  const marks = useEntryMarks()
  return (
    <section className="shop-entries">
      {block.headline && <h2 className="shop-entries__headline">{block.headline}</h2>}
      <ul className="shop-entries__list">
        {block.entries.map((entry, index) => (
          <li key={index} {...marks(entry._editable)}>
            <CmsLink link={entry.link} className="shop-entries__link">
              <span className="shop-entries__icon" style={{ backgroundColor: entry.color }}>
                <BlockIcon name={entry.icon} />
              </span>
              <span className="shop-entries__text">{entry.text}</span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
