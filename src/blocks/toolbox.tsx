// Toolbox: the free helpers we offer (format finder, photo checker, price calculator…), each an icon, a name, one line
// on what it does and where it is. Plain links: the tools live on their own pages.
import * as z from 'zod/mini'
import { CmsLink } from '../views/cms-link'
import { requiredList } from '../content/fields'
import { entry, iconField, linkSchema, optionalText, requiredText } from './block-fields'
import { BlockIcon } from './block-icon'
import { useEntryMarks } from './editable'

export const toolboxSchema = z.object({
  headline: requiredText,
  text: optionalText,
  tools: requiredList(entry({ name: requiredText, description: optionalText, icon: iconField, link: linkSchema })).check(z.minLength(1)),
})

export function Toolbox({ block }: { block: z.infer<typeof toolboxSchema> }) {
  const marks = useEntryMarks()
  return (
    <section className="toolbox">
      <h2 className="toolbox__headline">{block.headline}</h2>
      {block.text && <p className="toolbox__intro">{block.text}</p>}
      <ul className="toolbox__list">
        {block.tools.map((tool, index) => (
          <li key={index} {...marks(tool._editable)}>
            <CmsLink link={tool.link} className="toolbox__tool">
              <BlockIcon name={tool.icon} className="toolbox__icon" />
              <span className="toolbox__name">{tool.name}</span>
              {tool.description && <span className="toolbox__description">{tool.description}</span>}
            </CmsLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
