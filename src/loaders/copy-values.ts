// Fills the placeholders of a page's story (src/domain/copy-placeholders.ts) for the site that shows it: a `{price:…}`
// from the shop's answer for this site (its currency: the client sends the site's locale), a `{size:…}` in the site's
// unit. Page, head and structured data all read the filled story, so a text lent by a fallback locale carries no other
// country's currency or unit. A placeholder the shop does not know is left out with a `content-invalid` warning naming
// the story and field; one the shop cannot answer now is left out as a shop block's data is.
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { BoundedMemo } from '../domain/bounded-memo'
import { MATERIALS, type Material } from '../domain/commerce/catalogue-enums'
import { formatPrice } from '../domain/commerce/price'
import { placeholdersIn, readPlaceholder } from '../domain/copy-placeholders'
import { interpolate } from '../domain/interpolate'
import type { Currency } from '../domain/locales'
import type { Story } from '../domain/story'
import { log } from '../log'
import type { ShopClient } from '../shop/client'
import { PRODUCT_FAMILIES, type ProductFamily } from '../shop-contract/products'
import { blockLoadRequest } from './block-data'
import type { PageScope } from './scope'

/** Priced entries of a shop answer: products (by `id`, their lowest price) or formats (by `value`). */
interface Priced {
  id?: string
  value?: string
  priceCurrent: number
}
type Answer = Promise<{ currency?: Currency; items: readonly Priced[] }>

/**
 * The shop answer a `{price:…}` names: a product family's products (`card`) or a material's formats (`poster`); a
 * second name picks one entry (`card/klappkarte`, `poster/5000x7000`).
 */
async function answerOf(name: string, shop: ShopClient): Answer {
  if ((PRODUCT_FAMILIES as readonly string[]).includes(name)) {
    const { currency, products } = await shop.products(name as ProductFamily)
    return { currency, items: products.map((product) => ({ ...product, ...product.priceFrom })) }
  }
  if (!(MATERIALS as readonly string[]).includes(name)) return { items: [] }
  const { currency, formats } = await shop.formatPrices({ materialType: name as Material })
  return { currency, items: formats }
}

/** Each story filled once per site locale and set of values: the same object on every such request, for the memos after
 * it (the parse, the head). */
let filledStories = new WeakMap<Story, BoundedMemo<Story>>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (filledStories = new WeakMap()))

/** The story with its placeholders filled for this request's site; the story itself when it has none. */
export async function fillStoryCopy(scope: PageScope, story: Story | null): Promise<Story | null> {
  if (!story) return story
  const json = JSON.stringify(story.content)
  const tokens = placeholdersIn(json)
  if (tokens.length === 0) return story
  const locale = scope.site.locale
  // This page's shop calls for its copy: one per name, a failure logged once and answered with null.
  const { shop } = blockLoadRequest(scope)
  // Each placeholder's shown text (one left empty is left out), and a price's bare amount for structured data (a price
  // field whose placeholder stays unfilled no longer reads as a number, so it is left out too).
  const texts: Record<string, string> = {}
  const amounts: Record<string, string> = {}
  await Promise.all(
    tokens.map(async (token) => {
      const key = token.slice(1, -1)
      texts[key] = ''
      const read = readPlaceholder(token, locale)
      if (typeof read === 'string') return (texts[key] = read)
      const [name = '', one] = read ?? []
      const answer = await shop(name, (client) => answerOf(name, client))
      // The shop cannot answer now: left out, as a shop block's data is (logged once by the shop call).
      if (answer === null) return
      const amount = Math.min(
        ...answer.items.filter((item) => !one || [item.id, item.value].includes(one)).map((item) => item.priceCurrent),
      )
      if (Number.isFinite(amount)) {
        texts[key] = formatPrice(amount, { locale, currency: answer.currency })
        amounts[key] = amount.toFixed(2)
      } else
        log.once('warn', 'content-invalid', story.full_slug + token, {
          story: story.full_slug,
          // The field the placeholder is in: the key before its first place.
          field: /"(\w+)":"[^"]*$/.exec(json.slice(0, json.indexOf(token)))?.[1],
          problem: `unknown placeholder ${token}`,
        })
    }),
  )
  // Placeholders hold no quote or backslash, nor do the texts they are filled with: the JSON text is filled as it is.
  // Structured data's price fields (productSnippet) take the bare amount, everything else the shown text.
  let filled = filledStories.get(story)
  if (!filled) filledStories.set(story, (filled = new BoundedMemo(16)))
  return filled.get(locale + JSON.stringify(texts), () => ({
    ...story,
    content: JSON.parse(
      interpolate(
        json.replace(/"(p|lowP|highP)rice":"[^"]*"/g, (field) => interpolate(field, amounts)),
        texts,
      ),
    ) as Story['content'],
  }))
}
