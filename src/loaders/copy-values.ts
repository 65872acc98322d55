// Fills the placeholders of a page's story (src/domain/copy-placeholders.ts) for the site that shows it: a `{price:…}`
// from the shop's answer for this site (its currency: the client sends the site's locale), a `{size:…}` in the site's
// unit. Page, head and structured data all read the filled story, so a text lent by a fallback locale carries no other
// country's currency or unit. A placeholder the shop does not know is left out with a `content-invalid` warning naming
// the story and field; one the shop cannot answer now is left out too, and the page is not kept (degraded).
// Filled once per story, site locale and set of values: the same object on every such request, for the memos after it.
import { holdsIsolateMemory } from '../cache/isolate-memory'
import { BoundedMemo } from '../domain/bounded-memo'
import { MATERIALS, type Material } from '../domain/commerce/catalogue-enums'
import { formatPrice } from '../domain/commerce/price'
import { fillPlaceholders, placeholdersIn, readPlaceholder } from '../domain/copy-placeholders'
import type { Currency } from '../domain/locales'
import type { Story } from '../domain/story'
import { log } from '../log'
import type { ShopClient } from '../shop/client'
import { PRODUCT_FAMILIES, type ProductFamily } from '../shop-contract/products'
import { blockLoadRequest } from './block-data'
import type { PageScope } from './scope'

/** The shown text and, for structured data's price fields, the bare amount; undefined: unknown; null: no answer now. */
type Value = { text: string; amount: string } | undefined | null
/** Priced entries of a shop answer: products (by `id`), formats (by `value`) or frame families (by `frameFamily`). */
interface Priced {
  id?: string
  value?: string
  frameFamily?: string
  priceFrom?: { priceCurrent: number }
  priceCurrent?: number
}
type Answer = Promise<{ currency: Currency; items: readonly Priced[] }>

/**
 * The shop answer a `{price:…}` names: a product family's products (`card`), a material's formats (`poster`) or the
 * frame families (`frame`); a second name picks one entry (`card/klappkarte`, `poster/5000x7000`).
 */
function answerOf(name: string, shop: ShopClient): Answer {
  const of = <T>(answer: Promise<T & { currency: Currency }>, items: (answer: T) => readonly Priced[]): Answer =>
    answer.then((found) => ({ currency: found.currency, items: items(found) }))
  if ((PRODUCT_FAMILIES as readonly string[]).includes(name)) return of(shop.products(name as ProductFamily), (a) => a.products)
  if ((MATERIALS as readonly string[]).includes(name)) return of(shop.formatPrices({ materialType: name as Material }), (a) => a.formats)
  return name === 'frame' ? of(shop.framePricesFrom(), (a) => a.families) : Promise.resolve({ currency: 'eur', items: [] })
}

/** Per story: its content as JSON text, the placeholders in it, and its fillings (one per site locale and set of values). */
let held = new WeakMap<Story, { json: string; tokens: readonly string[]; filled: BoundedMemo<Story> }>()
if (__STAND_INS__) holdsIsolateMemory('memos', () => (held = new WeakMap()))

/** The story with its placeholders filled for this request's site; the story itself when it has none. */
export async function fillStoryCopy(scope: PageScope, story: Story | null): Promise<Story | null> {
  if (!story) return story
  let found = held.get(story)
  if (!found) {
    const json = JSON.stringify(story.content)
    held.set(story, (found = { json, tokens: [...new Set(placeholdersIn(json))], filled: new BoundedMemo(16) }))
  }
  const { json, tokens, filled } = found
  if (tokens.length === 0) return story
  const { locale } = scope.site
  // The page's shop calls: one per name, a failure logged once and answered with null.
  const { shop } = blockLoadRequest(scope)
  const valueOf = async (token: string): Promise<Value> => {
    const read = readPlaceholder(token, locale)
    if (typeof read !== 'object') return read === undefined ? read : { text: read, amount: '' }
    const [name = '', one] = read
    const answer = await shop(`copy:${name}`, (client) => answerOf(name, client))
    if (!answer) {
      scope.degrade()
      return null
    }
    const amount = Math.min(
      ...answer.items
        .filter((item) => !one || [item.id, item.value, item.frameFamily].includes(one))
        .map((item) => (item.priceFrom ?? item).priceCurrent ?? NaN),
    )
    return Number.isFinite(amount)
      ? { text: formatPrice(amount, { locale, currency: answer.currency }), amount: amount.toFixed(2) }
      : undefined
  }
  const values = new Map(await Promise.all(tokens.map(async (token) => [token, await valueOf(token)] as const)))
  // Placeholders hold no quote or backslash, nor do the texts they are filled with: the JSON text is filled as it is.
  const fill = (text: string, amounts: boolean) =>
    fillPlaceholders(text, (token) => {
      const value = values.get(token)
      if (value === undefined)
        log.once('warn', 'content-invalid', story.full_slug + token, {
          story: story.full_slug,
          // The field the placeholder is in: the key before its first place.
          field: /"(\w+)":"[^"]*$/.exec(json.slice(0, json.indexOf(token)))?.[1],
          problem: `unknown placeholder ${token}`,
        })
      return value?.[amounts ? 'amount' : 'text']
    })
  return filled.get(`${locale} ${JSON.stringify([...values])}`, () => ({
    ...story,
    // Structured data's price fields (productSnippet) take the bare amount, everything else the shown text.
    content: JSON.parse(
      fill(
        json.replace(/"(?:price|lowPrice|highPrice)":"[^"]*"/g, (field) => fill(field, true)),
        false,
      ),
    ) as Story['content'],
  }))
}
