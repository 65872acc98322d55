// PublicContainerWrapper: a section holding nested blocks, with a background colour and a content width; the nested
// blocks render through the one registry, so anything valid on a page is valid inside.
import * as z from 'zod/mini'
import { catchWith, optionField } from '../content/fields'
import { optionalColor } from '../content/schemas'
import { Blocks } from './registry'
import { nestedBlocks, optionalText } from './block-fields'

export const containerSchema = z.object({
  headline: optionalText,
  // Only the look: an unset or unknown width is the default one.
  width: catchWith(optionField(z._default(z.enum(['narrow', 'default', 'full']), 'default')), 'default'),
  backgroundColor: optionalColor,
  textColor: optionalColor,
  blocks: nestedBlocks,
})

export function PublicContainerWrapper({ block }: { block: z.infer<typeof containerSchema> }) {
  if (block.blocks.length === 0) return null
  const tinted = block.backgroundColor !== undefined
  return (
    <section
      className={`container-block container-block--${block.width}${tinted ? ' container-block--tinted' : ''}`}
      style={{ backgroundColor: block.backgroundColor, color: block.textColor }}
    >
      <div className="container-block__inner">
        {block.headline && <h2 className="container-block__headline">{block.headline}</h2>}
        <Blocks blocks={block.blocks} />
      </div>
    </section>
  )
}
