// Editorial blocks: copy, pictures, teasers, video and forms. They need no shop data.
import { defineBlock, type BlockTable } from './define'
import { Headline, headlineSchema } from './headline'
import { Teaser, teaserSchema } from './teaser'
import { Text, textSchema } from './text'

export const CONTENT_BLOCKS: BlockTable = {
  Teaser: defineBlock(teaserSchema, Teaser),
  Headline: defineBlock(headlineSchema, Headline),
  Text: defineBlock(textSchema, Text),
}
